import Foundation
import ViewHierarchy

/// The closure a `UIAction` runs, given the action (`UIActionHandler`).
public typealias ActionHandler = @MainActor (Action) -> Void

/// A closure a control runs for an event, or a menu runs when chosen: the simulator's `UIAction`.
///
/// `button.addAction(UIAction { _ in self.toggleFullscreen() }, for: .touchUpInside)`; a control
/// keeps one action per ``identifier``.
@preconcurrency @MainActor
open class Action: MenuElement {
  /// An action's name, unique among a control's actions (`UIAction.Identifier`).
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// Creates the identifier named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates the identifier named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The action's identifier: the one given, else a unique one made for it, as UIKit makes.
  public let identifier: Identifier
  /// The title shown in the keyboard-shortcut overlay.
  /// - Note: Stored only; not simulated.
  public var discoverabilityTitle: String?
  /// How the action shows in a menu.
  /// - Note: Stored only; not simulated.
  public var attributes: Attributes
  /// Whether the action shows a checkmark in a menu.
  /// - Note: Stored only; not simulated.
  public var state: State
  /// The control that last sent the action, while it lives (nil before it is first sent).
  public var sender: Any? { lastSender }

  private let handler: ActionHandler
  private weak var lastSender: AnyObject?

  /// Creates an action that runs `handler`, with UIKit's defaults: no title or image, a unique
  /// identifier, no attributes, state off.
  public init(
    title: String = "", image: Image? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil,
    attributes: Attributes = [], state: State = .off, handler: @escaping ActionHandler
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, image: image)
  }

  /// Runs the handler with `sender` as ``sender``.
  package func perform(sender: AnyObject) {
    lastSender = sender
    handler(self)
  }
}
