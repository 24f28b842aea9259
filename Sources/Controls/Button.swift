import Foundation
import Runtime
import ViewHierarchy

/// A view that shows an image and runs actions when tapped: the simulator's `UIButton`, minimally.
///
/// Objective-C target-action works without the Objective-C runtime through a method reference
/// instead of a selector: `button.addTarget(self, action: PlayerViewController.toggleFullscreen, for: .touchUpInside)`
/// where iOS code writes `action: #selector(toggleFullscreen)` (the method loses its `@objc`); or
/// with a closure (``addAction(for:_:)``). A test taps the button as the user would with
/// `SimulatedApp.tap(_:)`, or sends its actions whatever its state with ``sendActions(for:)``.
@preconcurrency @MainActor
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
    /// The selected state.
    case selected
  }

  /// A control event, as `UIControl.Event`.
  public enum Event: Hashable, Sendable {
    /// A tap that ends inside the button.
    case touchUpInside
    /// A touch that begins on the button.
    case touchDown
    /// The control's value changed.
    case valueChanged
    /// The control's primary action (a tap, for a button).
    case primaryActionTriggered
  }

  /// The kind of button.
  public let buttonType: ButtonType
  /// Whether the button responds to the user's touches (`UIControl.isEnabled`, true by default); a
  /// disabled button shows its ``State/disabled`` image when it has one.
  public var isEnabled = true
  /// Whether the button is selected (`UIControl.isSelected`, false by default), shown with its
  /// ``State/selected`` image when it has one.
  public var isSelected = false

  let content = ButtonContent()
  private var images: [State: Image] = [:]
  private var actions: [Event: [Action]] = [:]

  /// One registered action, and the target it belongs to (held weakly, as UIKit holds targets).
  private struct Action {
    weak var target: AnyObject?
    let hasTarget: Bool
    let run: @MainActor (Button) -> Void
  }

  /// Creates a button of `type` with a zero frame.
  public init(type: ButtonType = .system) {
    buttonType = type
    super.init(frame: .zero)
  }

  /// Creates a custom button with a zero frame (there are no archives on Linux).
  public required init?(coder: NSCoder) {
    buttonType = .custom
    super.init(coder: coder)
  }

  /// The size the title, image and insets need (`UIButton.intrinsicContentSize`; see `Button+Content.swift`).
  open override var intrinsicContentSize: CGSize { contentSize }

  /// The content's size whatever `size` is (`UIButton.sizeThatFits(_:)`).
  open override func sizeThatFits(_ size: CGSize) -> CGSize { contentSize }

  /// Sets the image shown in `state`; nil removes it.
  public func setImage(_ image: Image?, for state: State) {
    images[state] = image
  }

  /// The image set for `state`.
  public func image(for state: State) -> Image? { images[state] }

  /// The image shown now: the disabled or selected state's when the button is in that state and
  /// has one, else the normal state's.
  public var currentImage: Image? {
    if !isEnabled, let image = images[.disabled] { return image }
    if isSelected, let image = images[.selected] { return image }
    return images[.normal]
  }

  /// Runs `action` each time `event` happens.
  public func addAction(for event: Event, _ action: @escaping () -> Void) {
    actions[event, default: []].append(Action(target: nil, hasTarget: false) { _ in action() })
  }

  /// Calls `target`'s method `action` each time `event` happens: UIKit's target-action, with a
  /// method reference (`PlayerViewController.toggleFullscreen`) where iOS code passes `#selector(toggleFullscreen)`.
  ///
  /// The button holds `target` weakly, as UIKit does; once it is gone the action does nothing.
  /// - Parameters:
  ///   - target: The object whose method runs.
  ///   - action: The method, unapplied (`TypeName.method`) for a method that takes no argument.
  ///   - event: The event that triggers it.
  ///
  /// `@preconcurrency`: a method reference is not inferred `Sendable` in Swift 5 mode, so there
  /// every call warned that converting it to a main-actor function type may introduce data races.
  @preconcurrency
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping @MainActor (Target) -> @MainActor () -> Void, for event: Event
  ) {
    actions[event, default: []].append(
      Action(target: target, hasTarget: true) { [weak target] _ in
        guard let target else { return }
        action(target)()
      })
  }

  /// Calls `target`'s method `action` with the button each time `event` happens, for an action
  /// method that takes its sender (`@objc func tapped(_ sender: UIButton)` on iOS).
  ///
  /// - Parameters:
  ///   - target: The object whose method runs (held weakly).
  ///   - action: The method, unapplied: `Type.tapped`.
  ///   - event: The event that triggers it.
  @preconcurrency
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping @MainActor (Target) -> @MainActor (Button) -> Void, for event: Event
  ) {
    actions[event, default: []].append(
      Action(target: target, hasTarget: true) { [weak target] sender in
        guard let target else { return }
        action(target)(sender)
      })
  }

  /// Removes every action `target` registered for `event`, as `removeTarget(_:action: nil, for:)`;
  /// a nil target removes every target's actions (closures stay).
  public func removeTarget(_ target: AnyObject?, for event: Event) {
    actions[event]?.removeAll { action in
      guard action.hasTarget else { return false }
      return target == nil || action.target === target
    }
  }

  /// Runs the actions registered for `event`, in registration order, even while the button is
  /// disabled, as `UIControl.sendActions(for:)` does; a test that means the user's tap, which a
  /// disabled or hidden button ignores, uses `SimulatedApp.tap(_:)`.
  public func sendActions(for event: Event) {
    for action in actions[event] ?? [] { action.run(self) }
  }
}
