import Foundation
import Runtime
import ViewHierarchy

/// The bar at the top of a navigation controller: the simulator's `UINavigationBar`.
///
/// It is 44 points tall and sits right under the status bar (the top of its navigation
/// controller's safe area), across the full width; the view controller below it gets the bar's
/// height added to the top of its safe area. It shows the top item's title and, when there is an
/// item below it, a back button (``PiPSimTesting/SimulatedApp/tapBackButton(of:)`` taps it).
@preconcurrency @MainActor
open class NavigationBar: View {
  /// The bar's height in points, in every orientation (UIKit's compact-height 32-point bar on a
  /// landscape iPhone is not modelled).
  public static let standardHeight: CGFloat = 44

  /// The items of the navigation stack, bottom first; the navigation controller keeps them.
  public internal(set) var items: [NavigationItem]?
  /// Whether the bar shows the top item's title large below it.
  ///
  /// - Note: Stored only; not simulated.
  open var prefersLargeTitles = false {
    didSet { Simulation.current.diagnostics.recordNotSimulated("UINavigationBar.prefersLargeTitles") }
  }
  /// Whether the bar is translucent (true by default); the view below extends under it either way,
  /// as with UIKit's default `edgesForExtendedLayout`.
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

  /// The item on top of the stack.
  public var topItem: NavigationItem? { items?.last }

  /// The item just below the top one, whose view controller the back button goes to.
  public var backItem: NavigationItem? {
    guard let items, items.count >= 2 else { return nil }
    return items[items.count - 2]
  }

  /// Whether the bar shows a back button now: there is an item below the top one, the top item
  /// does not hide it and has no leading items replacing it, and the bar is shown.
  public var showsBackButton: Bool {
    guard let topItem, backItem != nil, !isHidden else { return false }
    return !topItem.hidesBackButton && (topItem.leftBarButtonItems?.isEmpty ?? true)
  }

  /// The back button's title: the back item's `backBarButtonItem` title, else its
  /// `backButtonTitle`, else its title, else "Back", as UIKit chooses.
  public var backButtonTitle: String? {
    guard let backItem else { return nil }
    return backItem.backBarButtonItem?.title ?? backItem.backButtonTitle ?? backItem.title ?? "Back"
  }
}
