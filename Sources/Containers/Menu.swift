import ViewHierarchy

/// A menu of actions: the simulator's `UIMenu`.
///
/// - Note: Stored only; not simulated.
@preconcurrency @MainActor
open class Menu {
  /// The menu's title.
  public let title: String
  /// The menu's image.
  public let image: Image?
  /// The actions and submenus, in order.
  public let children: [AnyObject]

  /// Creates a menu (`UIMenu(title:image:children:)`).
  public init(title: String = "", image: Image? = nil, children: [AnyObject] = []) {
    self.title = title
    self.image = image
    self.children = children
  }
}
