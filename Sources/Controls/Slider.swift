import Foundation
import Runtime
import ViewHierarchy

/// A control for picking a value from a continuous range by dragging a thumb: the simulator's
/// `UISlider`.
///
/// ``value`` stays within ``minimumValue``...``maximumValue``, as UIKit keeps it. Setting it in code
/// sends no event; the user's drag (`SimulatedApp.drag(_:to:)`) sends
/// ``Control/Event/valueChanged`` while it moves when ``isContinuous``, else once when it lifts.
@preconcurrency @MainActor
open class Slider: Control {
  /// What the app set, else the position as a percentage of the range, such as `50%`.
  open override var accessibilityValue: String? {
    get { accessibility.value ?? spokenPercentage }
    set { super.accessibilityValue = newValue }
  }
  /// What the app set, else `.adjustable` with the control's state traits.
  open override var accessibilityTraits: AccessibilityTraits {
    get { accessibility.traits ?? stateTraits.union(.adjustable) }
    set { super.accessibilityTraits = newValue }
  }
  /// Moves the value up a tenth of the range and sends `.valueChanged`, as VoiceOver's swipe up does.
  open override func accessibilityIncrement() { adjust(byTenths: 1) }
  /// Moves the value down a tenth of the range and sends `.valueChanged`, as VoiceOver's swipe down
  /// does.
  open override func accessibilityDecrement() { adjust(byTenths: -1) }

  /// The height UIKit reports for a slider with the system thumb (`intrinsicContentSize`); a slider
  /// has no intrinsic width.
  public static let intrinsicHeight: CGFloat = 31

  private var storedValue: Float = 0
  private var valueAtTouchDown: Float?
  private var touchDownX: CGFloat = 0
  private var thumbImages: [State: Image] = [:]
  private var minimumTrackImages: [State: Image] = [:]
  private var maximumTrackImages: [State: Image] = [:]

  /// The value, 0 by default; a value outside the range is stored as the nearer end, NaN is ignored.
  open var value: Float {
    get { storedValue }
    set { setValue(newValue, animated: false) }
  }

  /// The lowest value, 0 by default. Raising it above ``value`` raises the value to it; raising it
  /// above ``maximumValue`` raises the maximum to it, as UIKit does. NaN is ignored.
  open var minimumValue: Float = 0 {
    didSet {
      guard acceptsValue(minimumValue, for: "minimumValue") else { return minimumValue = oldValue }
      if maximumValue < minimumValue { maximumValue = minimumValue }
      storedValue = clamped(storedValue)
    }
  }

  /// The highest value, 1 by default. Lowering it below ``value`` lowers the value to it; lowering
  /// it below ``minimumValue`` lowers the minimum to it, as UIKit does. NaN is ignored.
  open var maximumValue: Float = 1 {
    didSet {
      guard acceptsValue(maximumValue, for: "maximumValue") else { return maximumValue = oldValue }
      if minimumValue > maximumValue { minimumValue = maximumValue }
      storedValue = clamped(storedValue)
    }
  }

  /// Whether a drag sends ``Control/Event/valueChanged`` as the thumb moves (true, the default) or
  /// once when the finger lifts.
  open var isContinuous = true

  /// The colour of the track left of the thumb; nil is the tint colour.
  /// - Note: Stored only; not simulated.
  open var minimumTrackTintColor: Color? {
    didSet { Simulation.current.diagnostics.recordNotSimulated("UISlider.minimumTrackTintColor") }
  }
  /// The colour of the track right of the thumb; nil is the system's.
  /// - Note: Stored only; not simulated.
  open var maximumTrackTintColor: Color? {
    didSet { Simulation.current.diagnostics.recordNotSimulated("UISlider.maximumTrackTintColor") }
  }
  /// The thumb's colour; nil is the system's white.
  /// - Note: Stored only; not simulated.
  open var thumbTintColor: Color? {
    didSet { Simulation.current.diagnostics.recordNotSimulated("UISlider.thumbTintColor") }
  }
  /// The image at the minimum end of the track.
  /// - Note: Stored only; not simulated.
  open var minimumValueImage: Image? {
    didSet { Simulation.current.diagnostics.recordNotSimulated("UISlider.minimumValueImage") }
  }
  /// The image at the maximum end of the track.
  /// - Note: Stored only; not simulated.
  open var maximumValueImage: Image? {
    didSet { Simulation.current.diagnostics.recordNotSimulated("UISlider.maximumValueImage") }
  }

  /// Sets ``value`` (clamped to the range; NaN ignored) without sending an event, as UIKit's does.
  ///
  /// `animated` moves the thumb over UIKit's short animation there; PiPSim draws no thumb, so the
  /// value is set at once either way.
  open func setValue(_ value: Float, animated: Bool) {
    guard acceptsValue(value, for: "value") else { return }
    storedValue = clamped(value)
  }

  /// Sets the thumb's image for `state`; nil removes it.
  /// - Note: Stored only; not simulated.
  open func setThumbImage(_ image: Image?, for state: State) {
    Simulation.current.diagnostics.recordNotSimulated("UISlider.setThumbImage(_:for:)")
    thumbImages[state] = image
  }

  /// The thumb's image set for `state`.
  open func thumbImage(for state: State) -> Image? { thumbImages[state] }

  /// Sets the image of the track left of the thumb for `state`; nil removes it.
  /// - Note: Stored only; not simulated.
  open func setMinimumTrackImage(_ image: Image?, for state: State) {
    Simulation.current.diagnostics.recordNotSimulated("UISlider.setMinimumTrackImage(_:for:)")
    minimumTrackImages[state] = image
  }

  /// The image of the track left of the thumb set for `state`.
  open func minimumTrackImage(for state: State) -> Image? { minimumTrackImages[state] }

  /// Sets the image of the track right of the thumb for `state`; nil removes it.
  /// - Note: Stored only; not simulated.
  open func setMaximumTrackImage(_ image: Image?, for state: State) {
    Simulation.current.diagnostics.recordNotSimulated("UISlider.setMaximumTrackImage(_:for:)")
    maximumTrackImages[state] = image
  }

  /// The image of the track right of the thumb set for `state`.
  open func maximumTrackImage(for state: State) -> Image? { maximumTrackImages[state] }

  /// The thumb image for the current state, else the normal state's.
  public var currentThumbImage: Image? { thumbImages[state] ?? thumbImages[.normal] }
  /// The left track image for the current state, else the normal state's.
  public var currentMinimumTrackImage: Image? { minimumTrackImages[state] ?? minimumTrackImages[.normal] }
  /// The right track image for the current state, else the normal state's.
  public var currentMaximumTrackImage: Image? { maximumTrackImages[state] ?? maximumTrackImages[.normal] }

  /// No intrinsic width, and ``intrinsicHeight`` tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: Slider.intrinsicHeight)
  }

  /// A finger came down on the slider: it remembers the value and where the finger is, and tracks.
  ///
  /// The thumb follows the finger from there, across the slider's whole width for the whole range;
  /// a touch off the thumb tracks too (UIKit's tracks only a touch on the thumb), moving the value
  /// by how far the finger moves.
  open override func beginTracking(_ touch: Touch, with event: TouchEvent?) -> Bool {
    valueAtTouchDown = storedValue
    touchDownX = touch.location(in: self).x
    return true
  }

  /// The finger moved: the value follows it (clamped). When the value changes and the slider
  /// ``isContinuous``, it sends ``Control/Event/valueChanged`` and
  /// ``Control/Event/primaryActionTriggered``; the drag events follow.
  open override func continueTracking(_ touch: Touch, with event: TouchEvent?) -> Bool {
    guard let valueAtTouchDown, bounds.width > 0 else { return true }
    let moved = (touch.location(in: self).x - touchDownX) / bounds.width
    let old = storedValue
    storedValue = clamped(valueAtTouchDown + Float(moved) * (maximumValue - minimumValue))
    if storedValue != old, isContinuous { sendValueChanged() }
    return true
  }

  /// The finger lifted: a slider that is not continuous sends its one
  /// ``Control/Event/valueChanged`` (and ``Control/Event/primaryActionTriggered``) now, if the
  /// value moved.
  open override func endTracking(_ touch: Touch?, with event: TouchEvent?) {
    if !isContinuous, let valueAtTouchDown, valueAtTouchDown != storedValue { sendValueChanged() }
    valueAtTouchDown = nil
  }

  /// The touch was cancelled: the slider keeps the value it reached.
  open override func cancelTracking(with event: TouchEvent?) {
    valueAtTouchDown = nil
  }

  /// A lift inside sends ``Control/Event/touchUpInside`` alone: a slider's primary action is its
  /// value changing.
  override func sendEventsForCompletedTouch() {
    sendActions(for: .touchUpInside)
  }

  private func sendValueChanged() {
    sendActions(for: .valueChanged)
    sendActions(for: .primaryActionTriggered)
  }

  private func clamped(_ value: Float) -> Float {
    min(max(value, minimumValue), maximumValue)
  }

  private func acceptsValue(_ value: Float, for property: String) -> Bool {
    isAcceptedControlValue(
      value, for: "UISlider.\(property)", outcome: "the slider keeps \(property) as it was")
  }
}
