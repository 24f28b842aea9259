import Runtime

/// A view that shows an image and runs actions when tapped: the simulator's `UIButton`, minimally.
///
/// Objective-C target-action is replaced by closures (``addAction(for:_:)``); a test taps the
/// button with ``sendActions(for:)``.
@MainActor
open class Button: View {
  /// The kind of button, as `UIButton.ButtonType`.
  public enum ButtonType: Sendable {
    /// A button drawn by the app.
    case custom
    /// The system's standard button.
    case system
  }

  /// A control state, as `UIControl.State`.
  public enum State: Hashable, Sendable {
    /// The normal state.
    case normal
    /// The pressed state.
    case highlighted
    /// The disabled state.
    case disabled
  }

  /// A control event, as `UIControl.Event`.
  public enum Event: Hashable, Sendable {
    /// A tap that ends inside the button.
    case touchUpInside
  }

  /// The kind of button.
  public let buttonType: ButtonType
  /// The colour symbol images are tinted with.
  public var tintColor: Color?

  private var images: [State: Image] = [:]
  private var actions: [Event: [() -> Void]] = [:]

  /// Creates a button of `type` with a zero frame.
  public init(type: ButtonType = .system) {
    buttonType = type
    super.init(frame: .zero)
  }

  /// Sets the image shown in `state`; nil removes it.
  public func setImage(_ image: Image?, for state: State) {
    images[state] = image
  }

  /// The image set for `state`.
  public func image(for state: State) -> Image? { images[state] }

  /// The image shown now (the normal state's).
  public var currentImage: Image? { images[.normal] }

  /// Runs `action` each time `event` happens.
  public func addAction(for event: Event, _ action: @escaping () -> Void) {
    actions[event, default: []].append(action)
  }

  /// Runs the actions registered for `event`, in registration order, as a user tap would.
  public func sendActions(for event: Event) {
    for action in actions[event] ?? [] { action() }
  }
}
