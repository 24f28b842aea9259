import Foundation
import Runtime

extension View {
  /// Restores a frame that was valid when the superview had `superviewSize`, then resizes it by the
  /// ``autoresizingMask`` for the superview's current size.
  ///
  /// For a view that was away while its superview resized (a player that was fullscreen while the
  /// interface rotated): it comes back where it would be had it stayed.
  /// - Parameters:
  ///   - frame: the frame in the superview's coordinates at the time it was recorded.
  ///   - superviewSize: the superview's bounds size at that time.
  public func setFrame(_ frame: CGRect, autoresizedFrom superviewSize: CGSize) {
    self.frame = frame
    guard let superview, superview.autoresizesSubviews, superview.bounds.size != superviewSize else { return }
    resize(superviewSizeChangedFrom: superviewSize, to: superview.bounds.size)
  }
}
