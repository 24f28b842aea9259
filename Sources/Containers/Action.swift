import ViewHierarchy

/// An action with a title and image that runs a handler: the simulator's `UIAction`.
///
/// Bar button items run their ``BarButtonItem/primaryAction`` when tapped.
@preconcurrency @MainActor
open class Action {
  /// The action's title.
  open var title: String
  /// The action's image.
  open var image: Image?
  /// The handler, given the action itself.
  public let handler: @MainActor (Action) -> Void

  /// Creates an action (`UIAction(title:image:handler:)`).
  public init(title: String = "", image: Image? = nil, handler: @escaping @MainActor (Action) -> Void) {
    self.title = title
    self.image = image
    self.handler = handler
  }

  /// Runs the handler, as UIKit does when the user triggers the action.
  func perform() {
    handler(self)
  }
}
