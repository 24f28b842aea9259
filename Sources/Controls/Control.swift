import Foundation
import Runtime
import ViewHierarchy

/// A view that turns the user's touches into events and sends actions for them: the simulator's
/// `UIControl`, the base of buttons, sliders and switches.
///
/// Targets and `UIAction`s register for ``Event``s (see `Control+TargetAction.swift`); the control
/// sends them with ``sendActions(for:)`` when its subclass or the user makes an event happen. The
/// user's touches arrive as UIKit delivers them (`touchesBegan(_:with:)` and the others, from hit
/// testing), and the control tracks them as `UIControl` does: ``beginTracking(_:with:)``,
/// ``continueTracking(_:with:)`` and ``endTracking(_:with:)`` (or ``cancelTracking(with:)``), which
/// a subclass overrides, with ``isTracking``, ``isTouchInside`` and ``isHighlighted`` kept and the
/// touch events derived from them. Its ``state`` follows ``isEnabled``, ``isSelected`` and
/// ``isHighlighted``. Objective-C selectors become method references, as on ``Button``:
/// `addTarget(self, action: PlayerViewController.sliderChanged, for: .valueChanged)`.
@preconcurrency @MainActor
open class Control: View {
  /// A control is an accessibility element unless the app says otherwise, as UIKit's are.
  open override var isAccessibilityElement: Bool {
    get { accessibility.isElement ?? true }
    set { super.isAccessibilityElement = newValue }
  }
  /// What the app set, else the control's state: `.notEnabled` while disabled, `.selected` while
  /// selected.
  open override var accessibilityTraits: AccessibilityTraits {
    get { accessibility.traits ?? stateTraits }
    set { super.accessibilityTraits = newValue }
  }

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
  /// Whether a touch is being tracked on the control: true from ``beginTracking(_:with:)``
  /// answering true until the touch lifts, is cancelled, or ``continueTracking(_:with:)`` answers
  /// false.
  public private(set) var isTracking = false
  /// Whether the touch being tracked is inside the control (within ``touchInsideMargin`` of its
  /// bounds); false when no touch is down.
  public private(set) var isTouchInside = false

  /// The registered targets and actions, in registration order.
  var registrations: [ActionRegistration] = []
  /// Whether the touches down now went down while the control was disabled, and go to `next`.
  private var passesTouchesOn = false

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

  /// How far outside its bounds a tracked touch still counts as inside (``isTouchInside``), in
  /// points: a finger that lifts within it sends ``Event/touchUpInside``, as UIKit's controls allow
  /// about 70 points around a control before a drag is outside.
  public static let touchInsideMargin: CGFloat = 70

  /// A touch came down on the control (`UIControl.beginTracking(_:with:)`): return whether to
  /// track it; the control sends ``Event/touchDown`` only when it does. The default tracks every
  /// touch. Read `bounds` and `touch.location(in: self)` to decide.
  open func beginTracking(_ touch: Touch, with event: TouchEvent?) -> Bool { true }

  /// The tracked touch moved (`UIControl.continueTracking(_:with:)`): return whether to keep
  /// tracking it; the control then sends ``Event/touchDragInside`` or ``Event/touchDragOutside``
  /// (with ``Event/touchDragEnter`` or ``Event/touchDragExit`` when it crossed the edge). The
  /// default keeps tracking.
  open func continueTracking(_ touch: Touch, with event: TouchEvent?) -> Bool { true }

  /// The tracked touch lifted (`UIControl.endTracking(_:with:)`), before the control sends
  /// ``Event/touchUpInside`` or ``Event/touchUpOutside``. Does nothing by default.
  open func endTracking(_ touch: Touch?, with event: TouchEvent?) {}

  /// The tracked touch was cancelled (`UIControl.cancelTracking(with:)`), before the control sends
  /// ``Event/touchCancel``. Does nothing by default.
  open func cancelTracking(with event: TouchEvent?) {}

  /// A finger came down on the control: an enabled control highlights, asks
  /// ``beginTracking(_:with:)``, and if it tracks sends ``Event/touchDown`` (with
  /// ``Event/touchDownRepeat`` for a second tap); a disabled one passes the touches on to `next`.
  open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent?) {
    guard isEnabled, let touch = Self.trackedTouch(of: touches, in: event) else {
      passesTouchesOn = true
      return super.touchesBegan(touches, with: event)
    }
    passesTouchesOn = false
    isTouchInside = true
    isTracking = beginTracking(touch, with: event)
    isHighlighted = true
    guard isTracking else { return }
    sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
  }

  /// The finger moved: the control highlights while it is inside (within ``touchInsideMargin``),
  /// asks ``continueTracking(_:with:)``, and sends the drag events.
  open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent?) {
    guard !passesTouchesOn, let touch = Self.trackedTouch(of: touches, in: event) else {
      return super.touchesMoved(touches, with: event)
    }
    let wasInside = isTouchInside
    isTouchInside = contains(touch)
    isHighlighted = isTouchInside
    guard isTracking else { return }
    isTracking = continueTracking(touch, with: event)
    guard isTracking else { return }
    var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
    if isTouchInside != wasInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
    sendActions(for: events)
  }

  /// The finger lifted: the control stops highlighting; a tracking one calls
  /// ``endTracking(_:with:)`` and sends ``Event/touchUpInside`` (a button then its primary action)
  /// or ``Event/touchUpOutside``.
  open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent?) {
    guard !passesTouchesOn, let touch = Self.trackedTouch(of: touches, in: event) else {
      passesTouchesOn = false
      return super.touchesEnded(touches, with: event)
    }
    isTouchInside = contains(touch)
    isHighlighted = false
    if isTracking {
      endTracking(touch, with: event)
      if isTouchInside { sendEventsForCompletedTouch() } else { sendActions(for: .touchUpOutside) }
    }
    isTracking = false
    isTouchInside = false
  }

  /// The touch was cancelled (a gesture recognizer took it): a tracking control calls
  /// ``cancelTracking(with:)`` and sends ``Event/touchCancel``.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent?) {
    guard !passesTouchesOn else {
      passesTouchesOn = false
      return super.touchesCancelled(touches, with: event)
    }
    isHighlighted = false
    if isTracking {
      cancelTracking(with: event)
      sendActions(for: .touchCancel)
    }
    isTracking = false
    isTouchInside = false
  }

  /// Whether `touch` is within ``touchInsideMargin`` of the bounds.
  private func contains(_ touch: Touch) -> Bool {
    bounds.insetBy(dx: -Self.touchInsideMargin, dy: -Self.touchInsideMargin).contains(
      touch.location(in: self))
  }

  /// The touch a control tracks: the first finger down of those it was given.
  private static func trackedTouch(of touches: Set<Touch>, in event: TouchEvent?) -> Touch? {
    event?.touchList.first { touches.contains($0) } ?? touches.first
  }

  /// What a touch that lifts inside sends: ``Event/touchUpInside``, then
  /// ``Event/primaryActionTriggered``, as a button sends them; a switch and a slider send their own.
  func sendEventsForCompletedTouch() {
    sendActions(for: .touchUpInside)
    sendActions(for: .primaryActionTriggered)
  }
}
