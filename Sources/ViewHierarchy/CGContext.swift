import Foundation

/// The drawing context a layer's `draw(in:)` receives (`CGContext`).
///
/// A placeholder: it has the size of the layer it draws for and no drawing calls yet, so
/// `draw(in:)` is called when iOS calls it while what it draws is not kept.
public final class CGContext {
  /// The size of the area drawn into, in points.
  public let size: CGSize

  init(size: CGSize) {
    self.size = size
  }
}
