import Controls
import Foundation
import Runtime
import ViewHierarchy

/// A button in a navigation bar or toolbar: the simulator's `UIBarButtonItem`.
///
/// Target-action works without the Objective-C runtime through a method reference, as
/// `Button.addTarget` takes it: `UIBarButtonItem(title: "Done", style: .done, target: self, action:
/// PlayerViewController.done)` where iOS code writes `action: #selector(done)`. A test taps the item
/// as the user would with `SimulatedApp.tap(_:)`: the ``primaryAction`` runs if there is one, else
/// the target's action.
@preconcurrency @MainActor
open class BarButtonItem: BarItem {
  /// How an item is drawn (`UIBarButtonItem.Style`).
  public enum Style: Sendable {
    /// A plain item.
    case plain
    /// A bordered item (deprecated in UIKit, drawn as plain).
    case bordered
    /// The item for a finished choice, in bold.
    case done
  }

  /// The system's standard items (`UIBarButtonItem.SystemItem`).
  public enum SystemItem: Sendable {
    /// "Done".
    case done
    /// "Cancel".
    case cancel
    /// "Edit".
    case edit
    /// "Save".
    case save
    /// A plus sign.
    case add
    /// Space that stretches between items.
    case flexibleSpace
    /// Space of a fixed width.
    case fixedSpace
    /// A pencil and paper.
    case compose
    /// A curved arrow.
    case reply
    /// A box with an arrow.
    case action
    /// A folder.
    case organize
    /// A book.
    case bookmarks
    /// A magnifying glass.
    case search
    /// A circular arrow.
    case refresh
    /// A square.
    case stop
    /// A camera.
    case camera
    /// A trash can.
    case trash
    /// A triangle pointing right.
    case play
    /// Two vertical bars.
    case pause
    /// Triangles pointing left.
    case rewind
    /// Triangles pointing right.
    case fastForward
    /// "Undo".
    case undo
    /// "Redo".
    case redo
    /// A close sign.
    case close
  }

  /// How the item is drawn.
  ///
  /// - Note: Stored only; not simulated.
  open var style = Style.plain
  /// The view the item shows instead of a title or image; taps go to it, not to the item's action.
  open var customView: View?
  /// The action that runs when the user taps the item; it replaces the target's action.
  open var primaryAction: Action?
  /// The menu the item shows.
  ///
  /// - Note: Stored only; not simulated.
  open var menu: Menu? {
    didSet { Simulation.current.diagnostics.recordNotSimulated("UIBarButtonItem.menu") }
  }
  /// The colour of the item's title and image.
  ///
  /// - Note: Stored only; not simulated.
  open var tintColor: Color?
  /// The width of a fixed-space or custom item (zero: the natural width).
  ///
  /// - Note: Stored only; not simulated.
  open var width: CGFloat = 0
  /// The system item the item was made as, if any.
  public private(set) var systemItem: SystemItem?

  private var targetAction: (@MainActor () -> Void)?

  /// Creates a plain item with no title, image or action.
  public override init() {}

  /// Creates a system item that calls `target`'s method `action` when tapped
  /// (`init(barButtonSystemItem:target:action:)`); the item holds `target` weakly, as UIKit does.
  public convenience init<Target: AnyObject>(
    barButtonSystemItem systemItem: SystemItem, target: Target?,
    action: (@MainActor (Target) -> @MainActor () -> Void)?
  ) {
    self.init()
    self.systemItem = systemItem
    setAction(target: target, action: action)
  }

  /// Creates an item with a title that calls `target`'s method `action` when tapped
  /// (`init(title:style:target:action:)`).
  public convenience init<Target: AnyObject>(
    title: String?, style: Style, target: Target?, action: (@MainActor (Target) -> @MainActor () -> Void)?
  ) {
    self.init()
    self.title = title
    self.style = style
    setAction(target: target, action: action)
  }

  /// Creates an item with an image that calls `target`'s method `action` when tapped
  /// (`init(image:style:target:action:)`).
  public convenience init<Target: AnyObject>(
    image: Image?, style: Style, target: Target?, action: (@MainActor (Target) -> @MainActor () -> Void)?
  ) {
    self.init()
    self.image = image
    self.style = style
    setAction(target: target, action: action)
  }

  /// Creates a system item with no action, as iOS code writes `target: nil, action: nil` (a
  /// flexible space, for one).
  public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Never?) {
    self.init()
    self.systemItem = systemItem
  }

  /// Creates a system item that runs `primaryAction` when tapped
  /// (`init(systemItem:primaryAction:menu:)`).
  public convenience init(systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil) {
    self.init()
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    if let menu { self.menu = menu }
  }

  /// Creates an item with a title or image that runs `primaryAction` when tapped
  /// (`init(title:image:primaryAction:menu:)`).
  public convenience init(
    title: String? = nil, image: Image? = nil, primaryAction: Action? = nil, menu: Menu? = nil
  ) {
    self.init()
    self.title = title ?? primaryAction?.title
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
    if let menu { self.menu = menu }
  }

  /// Creates an item that shows `customView` (`init(customView:)`).
  public convenience init(customView: View) {
    self.init()
    self.customView = customView
  }

  /// Makes `target`'s method `action` the item's action (UIKit's `target` and `action` together);
  /// nil for either removes it.
  public func setAction<Target: AnyObject>(
    target: Target?, action: (@MainActor (Target) -> @MainActor () -> Void)?
  ) {
    guard let target, let action else {
      targetAction = nil
      return
    }
    targetAction = { [weak target] in
      guard let target else { return }
      action(target)()
    }
  }

  /// Whether a tap on the item runs something: a primary action or a target's action.
  public var hasAction: Bool { primaryAction != nil || targetAction != nil }

  /// The user's tap on the item: its primary action, else its target's action.
  package func performTap() {
    if let primaryAction {
      primaryAction.perform(sender: self)
    } else {
      targetAction?()
    }
  }
}
