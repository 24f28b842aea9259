import Foundation
import Runtime
import ViewHierarchy

/// A view that turns the user's touches into events and sends actions for them: the simulator's
/// `UIControl`, the base of buttons, sliders and switches.
///
/// Targets and `UIAction`s register for ``Event``s (see `Control+TargetAction.swift`); the control
/// sends them with ``sendActions(for:)`` when its subclass or the user (`SimulatedApp.tap(_:)`)
/// makes an event happen. Its ``state`` follows ``isEnabled``, ``isSelected`` and
/// ``isHighlighted``. Objective-C selectors become method references, as on ``Button``:
/// `addTarget(self, action: PlayerViewController.sliderChanged, for: .valueChanged)`.
@preconcurrency @MainActor
open class Control: View {
  /// Whether the control responds to the user's touches (true by default); a disabled control
  /// takes no taps, though ``sendActions(for:)`` still sends.
  open var isEnabled = true
  /// Whether the control is selected (false by default).
  open var isSelected = false
  /// Whether the control is drawn highlighted: true while a touch is down on it, as UIKit sets it.
  open var isHighlighted = false
  /// How the control's content sits horizontally in its bounds (``ContentHorizontalAlignment/center``
  /// by default).
  open var contentHorizontalAlignment = ContentHorizontalAlignment.center
  /// How the control's content sits vertically in its bounds (``ContentVerticalAlignment/center``
  /// by default).
  open var contentVerticalAlignment = ContentVerticalAlignment.center
  /// Whether the control's menu opens on a tap instead of a long press (false by default).
  /// - Note: Stored only; not simulated.
  open var showsMenuAsPrimaryAction = false {
    didSet { Simulation.current.diagnostics.recordNotSimulated("UIControl.showsMenuAsPrimaryAction") }
  }
  /// Whether a touch is being tracked on the control: true only while the user's touch is down.
  public private(set) var isTracking = false
  /// Whether the touch being tracked is inside the control's bounds; false when no touch is down.
  public private(set) var isTouchInside = false

  /// The registered targets and actions, in registration order.
  var registrations: [ActionRegistration] = []

  /// Creates a control with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a control with `frame` whose `primaryAction` runs on ``Event/primaryActionTriggered``
  /// (`UIControl.init(frame:primaryAction:)`); nil adds no action.
  public convenience init(frame: CGRect, primaryAction: Action?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Creates a control with a zero frame (there are no archives on Linux).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The control's state: ``State/disabled``, ``State/selected`` and ``State/highlighted`` as
  /// ``isEnabled``, ``isSelected`` and ``isHighlighted`` say, or ``State/normal`` when none holds.
  open var state: State {
    var state: State = .normal
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  /// The horizontal alignment with ``ContentHorizontalAlignment/leading`` and
  /// ``ContentHorizontalAlignment/trailing`` resolved for the left-to-right layout PiPSim uses.
  open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
    switch contentHorizontalAlignment {
    case .leading: .left
    case .trailing: .right
    default: contentHorizontalAlignment
    }
  }

  /// Runs the targets' methods and the actions registered for any of `controlEvents`, in
  /// registration order, even while the control is disabled, as `UIControl.sendActions(for:)` does;
  /// a test that means the user's tap, which a disabled or hidden control ignores, uses
  /// `SimulatedApp.tap(_:)`.
  open func sendActions(for controlEvents: Event) {
    registrations.removeAll(where: \.targetIsGone)
    for registration in registrations where !registration.events.isDisjoint(with: controlEvents) {
      switch registration.performer {
      case .method(let target, _, let call):
        if let object = target.object { call(object, self) }
      case .action(let action):
        sendAction(action)
      }
    }
  }

  /// Runs `action`'s handler with this control as its ``Action/sender``.
  open func sendAction(_ action: Action) {
    action.perform(sender: self)
  }

  /// The user's finger comes down on the control: it starts tracking, highlights, and sends
  /// ``Event/touchDown``.
  package func userTouchBegan() {
    isTracking = true
    isTouchInside = true
    isHighlighted = true
    sendActions(for: .touchDown)
  }

  /// The user's finger lifts inside the control: it stops highlighting, sends what a completed
  /// touch sends (``sendEventsForCompletedTouch()``), and stops tracking.
  package func userTouchEndedInside() {
    isHighlighted = false
    sendEventsForCompletedTouch()
    isTracking = false
    isTouchInside = false
  }

  /// What a touch that lifts inside sends: ``Event/touchUpInside``, then
  /// ``Event/primaryActionTriggered``, as a button sends them; a switch and a slider send their own.
  func sendEventsForCompletedTouch() {
    sendActions(for: .touchUpInside)
    sendActions(for: .primaryActionTriggered)
  }
}
