import Foundation
import Runtime

/// An alert or action sheet: the simulator's `UIAlertController`, enough for app code that builds
/// one and presents it; a test reads ``actions`` and runs one with ``AlertAction/handler``.
@preconcurrency @MainActor
open class AlertController: ViewController {
  /// How the alert is shown, named as `UIAlertController.Style`, with UIKit's raw values.
  public enum Style: Int, Sendable {
    /// An action sheet.
    case actionSheet = 0
    /// An alert.
    case alert = 1
  }

  /// The message under the title.
  public var message: String?
  /// Alert or action sheet.
  public let preferredStyle: Style
  /// The actions, in the order they were added.
  public private(set) var actions: [AlertAction] = []

  /// Creates an alert titled `title` with `message`.
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.message = message
    self.preferredStyle = preferredStyle
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  /// Creates an empty alert (there are no archives on Linux).
  public required init?(coder: NSCoder) {
    preferredStyle = .alert
    super.init(coder: coder)
  }

  /// Adds a button.
  public func addAction(_ action: AlertAction) {
    actions.append(action)
  }
}

/// One button of an alert: the simulator's `UIAlertAction`.
@preconcurrency @MainActor
public final class AlertAction {
  /// How the button looks, named as `UIAlertAction.Style`, with UIKit's raw values.
  public enum Style: Int, Sendable {
    /// A normal button.
    case `default` = 0
    /// The cancel button.
    case cancel = 1
    /// A destructive button.
    case destructive = 2
  }

  /// The button's title.
  public let title: String?
  /// The button's style.
  public let style: Style
  /// What runs when the user taps it.
  public let handler: ((AlertAction) -> Void)?

  /// Creates a button.
  public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
