import Foundation
import Runtime
import ViewHierarchy

/// A control that shows an image and runs actions when tapped: the simulator's `UIButton`.
///
/// Objective-C target-action works without the Objective-C runtime through a method reference
/// instead of a selector: `button.addTarget(self, action: PlayerViewController.toggleFullscreen, for: .touchUpInside)`
/// where iOS code writes `action: #selector(toggleFullscreen)` (the method loses its `@objc`); or
/// with a `UIAction` (`addAction(UIAction { _ in ... }, for: .touchUpInside)`). A test taps the
/// button as the user would with `SimulatedApp.tap(_:)`, which sends ``Control/Event/touchDown``,
/// ``Control/Event/touchUpInside`` and ``Control/Event/primaryActionTriggered`` in UIKit's order, or
/// sends its actions whatever its state with ``Control/sendActions(for:)``.
@preconcurrency @MainActor
open class Button: Control {
  /// What the app set, else the title shown now (``currentTitle``).
  open override var accessibilityLabel: String? {
    get { accessibility.label ?? currentTitle }
    set { super.accessibilityLabel = newValue }
  }
  /// What the app set, else `.button` with the control's state traits.
  open override var accessibilityTraits: AccessibilityTraits {
    get { accessibility.traits ?? stateTraits.union(.button) }
    set { super.accessibilityTraits = newValue }
  }

  /// The kind of button, as `UIButton.ButtonType`, with UIKit's raw values.
  public enum ButtonType: Int, Sendable {
    /// A button drawn by the app.
    case custom = 0
    /// The system's standard button.
    case system = 1
    /// The system's detail-disclosure (info) button.
    case detailDisclosure = 2
    /// The system's info button on a light background.
    case infoLight = 3
    /// The system's info button on a dark background.
    case infoDark = 4
    /// The system's add-contact (plus) button.
    case contactAdd = 5
    /// A button without a background, as on tvOS.
    case plain = 6
    /// The system's close (cross) button.
    case close = 7

    /// The old name of ``system`` (`UIButton.ButtonType.roundedRect`, deprecated).
    public static let roundedRect = ButtonType.system
  }

  /// The kind of button: ``ButtonType/custom`` for one made with ``init(frame:)``, as in UIKit.
  public private(set) var buttonType = ButtonType.custom
  /// The menu the button shows.
  /// - Note: Stored only; not simulated.
  open var menu: Menu? {
    didSet { Simulation.current.diagnostics.recordNotSimulated("UIButton.menu") }
  }

  let content = ButtonContent()
  private var images: [State: Image] = [:]

  /// Creates a custom button with `frame`, as `UIButton(frame:)` (and `UIButton()`) make.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a button of `buttonType` with a zero frame.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// Creates a button of `buttonType` whose `primaryAction` runs on
  /// ``Control/Event/primaryActionTriggered``, which a tap sends after
  /// ``Control/Event/touchUpInside``; nil adds no action.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: Action?) {
    self.init(type: buttonType)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Creates a custom button with a zero frame (there are no archives on Linux).
  public required init?(coder: NSCoder) {
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
}
