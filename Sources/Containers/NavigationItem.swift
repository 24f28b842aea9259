import Runtime
import ViewHierarchy

/// What a navigation bar shows for one view controller: the simulator's `UINavigationItem`.
///
/// Each view controller has one (``ViewHierarchy/ViewController/navigationItem``); the navigation bar
/// shows the top one's and, below it, the back button the previous one's names.
@preconcurrency @MainActor
open class NavigationItem {
  /// When a navigation bar shows a large title (`UINavigationItem.LargeTitleDisplayMode`).
  public enum LargeTitleDisplayMode: Sendable {
    /// As the previous item does.
    case automatic
    /// Always large, when the bar prefers large titles.
    case always
    /// Never large.
    case never
    /// Large only at the top of the stack.
    case inline
  }

  /// The title the bar shows; nil shows the owning view controller's `title`, as UIKit does.
  open var title: String? {
    get { storedTitle ?? owner?.title }
    set { storedTitle = newValue }
  }
  /// A view the bar shows instead of the title.
  ///
  /// - Note: Stored only; not simulated.
  open var titleView: View?
  /// A line of text above the title.
  ///
  /// - Note: Stored only; not simulated.
  open var prompt: String?
  /// The items at the leading end of the bar; the first is ``leftBarButtonItem``.
  open var leftBarButtonItems: [BarButtonItem]?
  /// The items at the trailing end of the bar; the first is ``rightBarButtonItem``.
  open var rightBarButtonItems: [BarButtonItem]?
  /// The item that goes back to this item's view controller from the one above it; nil shows a
  /// back button titled with ``backButtonTitle``, else this item's title, else "Back".
  open var backBarButtonItem: BarButtonItem?
  /// The title of the back button that leads here from the view controller above.
  open var backButtonTitle: String?
  /// Whether the bar hides the back button while this item is on top.
  open var hidesBackButton = false
  /// Whether the leading items show beside the back button rather than replacing it.
  ///
  /// - Note: Stored only; not simulated.
  open var leftItemsSupplementBackButton = false
  /// When the bar shows a large title for this item.
  ///
  /// - Note: Stored only; not simulated.
  open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

  weak var owner: ViewController?
  private var storedTitle: String?

  /// Creates an item with `title`.
  public init(title: String) {
    storedTitle = title
  }

  init(owner: ViewController) {
    self.owner = owner
  }

  /// The first leading item.
  open var leftBarButtonItem: BarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first trailing item.
  open var rightBarButtonItem: BarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Sets the back button's visibility; the animation is not simulated.
  public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  /// Sets the leading items; the animation is not simulated.
  public func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Sets the trailing items; the animation is not simulated.
  public func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }

  /// Sets the leading item; the animation is not simulated.
  public func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  /// Sets the trailing item; the animation is not simulated.
  public func setRightBarButton(_ item: BarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }
}
