import Foundation
import Runtime
import ViewHierarchy

/// The bar at the bottom of a navigation controller, hidden by default: the simulator's `UIToolbar`.
///
/// Shown, it is 44 points tall above the bottom of its navigation controller's safe area and adds
/// its height to the bottom of the safe area of the view controller above it.
@preconcurrency @MainActor
open class Toolbar: View {
  /// The bar's height in points.
  public static let standardHeight: CGFloat = 44

  /// The items the bar shows (the top view controller's `toolbarItems` in a navigation controller).
  open var items: [BarButtonItem]?
  /// Whether the bar is translucent.
  ///
  /// - Note: Stored only; not simulated.
  open var isTranslucent = true
  /// The bar's background colour.
  ///
  /// - Note: Stored only; not simulated.
  open var barTintColor: Color?

  /// Creates a bar with `frame` and no items.
  public required override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a bar from an archive; there are none on Linux (see `View.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets the items; the animation is not simulated.
  public func setItems(_ items: [BarButtonItem]?, animated: Bool) {
    self.items = items
  }
}
