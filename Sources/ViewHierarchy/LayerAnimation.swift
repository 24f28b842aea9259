import CoreGraphicsDrawing
import Foundation
import Runtime

/// What an animation does outside its active time (`CAMediaTimingFillMode`).
public struct MediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  /// The mode's name.
  public let rawValue: String
  /// Creates a mode.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Holds the end value after the animation ends.
  public static let forwards = MediaTimingFillMode(rawValue: "forwards")
  /// Shows the start value before the animation begins.
  public static let backwards = MediaTimingFillMode(rawValue: "backwards")
  /// Both.
  public static let both = MediaTimingFillMode(rawValue: "both")
  /// Neither: the layer shows its model value outside the active time (the default).
  public static let removed = MediaTimingFillMode(rawValue: "removed")
}

/// What an animation tells about its life (`CAAnimationDelegate`); both methods do nothing by default.
@preconcurrency @MainActor
public protocol LayerAnimationDelegate: AnyObject {
  /// The animation began its active time.
  func animationDidStart(_ anim: LayerAnimation)
  /// The animation ended: `flag` is true when it ran its whole time, false when it was removed first.
  func animationDidStop(_ anim: LayerAnimation, finished flag: Bool)
}

extension LayerAnimationDelegate {
  /// Does nothing.
  public func animationDidStart(_ anim: LayerAnimation) {}
  /// Does nothing.
  public func animationDidStop(_ anim: LayerAnimation, finished flag: Bool) {}
}

/// The base of Core Animation's animations (`CAAnimation`): timing (`CAMediaTiming`), a timing
/// function, a delegate, and whether it leaves when it ends.
///
/// Animations run on the simulation's virtual clock: a layer's ``Layer/presentation()`` shows them
/// at the current virtual instant, and the delegate hears of them at their begin and end instants.
/// A timing value set to NaN or infinity (or a negative duration or speed) is refused with a
/// diagnostic and the previous value kept, where Core Animation's behaviour is undefined.
@preconcurrency @MainActor
open class LayerAnimation: LayerAction {
  /// The length of one cycle in seconds; 0 (the default) means the transaction's duration, 0.25 s.
  open var duration: Double = 0 {
    didSet { if !duration.isFinite || duration < 0 { duration = refused(oldValue, "duration", duration) } }
  }
  /// When the animation begins, in the layer's time (`CACurrentMediaTime()`); 0 means when added.
  open var beginTime: Double = 0 {
    didSet { if !beginTime.isFinite { beginTime = refused(oldValue, "beginTime", beginTime) } }
  }
  /// Seconds added to the animation's local time.
  open var timeOffset: Double = 0 {
    didSet { if !timeOffset.isFinite { timeOffset = refused(oldValue, "timeOffset", timeOffset) } }
  }
  /// How fast local time runs relative to the layer's (default 1; 0 freezes the animation).
  open var speed: Float = 1 {
    didSet {
      if !speed.isFinite || speed < 0 { speed = Float(refused(Double(oldValue), "speed", Double(speed))) }
    }
  }
  /// How many cycles run (default 0: one); `.infinity` repeats for ever.
  open var repeatCount: Float = 0 {
    didSet {
      if repeatCount.isNaN || repeatCount < 0 {
        repeatCount = Float(refused(Double(oldValue), "repeatCount", Double(repeatCount)))
      }
    }
  }
  /// How long the cycles repeat, in seconds (default 0: ``repeatCount`` decides).
  open var repeatDuration: Double = 0 {
    didSet {
      if repeatDuration.isNaN || repeatDuration < 0 {
        repeatDuration = refused(oldValue, "repeatDuration", repeatDuration)
      }
    }
  }
  /// Whether each cycle runs forwards then backwards (default false).
  open var autoreverses = false
  /// What the animation shows outside its active time (default `.removed`).
  open var fillMode = MediaTimingFillMode.removed
  /// How progress follows time within a cycle; nil is linear.
  open var timingFunction: MediaTimingFunction?
  /// Whether the animation leaves its layer when it ends (default true).
  open var isRemovedOnCompletion = true
  /// Told when the animation starts and stops; held strongly, as Core Animation holds it.
  open var delegate: LayerAnimationDelegate?

  /// An animation with the default timing.
  public required init() {}

  /// A copy with the same settings (`copy()`); a layer adds a copy of the animation it is given.
  open func copy() -> Any {
    let copy = type(of: self).init()
    copy.copyState(from: self)
    return copy
  }

  /// Copies every setting of `other`; subclasses copy theirs and call this.
  func copyState(from other: LayerAnimation) {
    duration = other.duration
    beginTime = other.beginTime
    timeOffset = other.timeOffset
    speed = other.speed
    repeatCount = other.repeatCount
    repeatDuration = other.repeatDuration
    autoreverses = other.autoreverses
    fillMode = other.fillMode
    timingFunction = other.timingFunction
    isRemovedOnCompletion = other.isRemovedOnCompletion
    delegate = other.delegate
  }

  /// Adds the animation to `anObject` (a layer) for `event` (`CAAction`), as an implicit animation.
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    (anObject as? Layer)?.add(self, forKey: event)
  }

  /// One cycle's length: ``duration``, or 0.25 s when it is 0.
  var cycleDuration: Double { duration > 0 ? duration : LayerTransaction.defaultDuration }

  /// The length of the active time in local seconds; infinite for an endless repeat.
  var activeDuration: Double {
    let cycle = cycleDuration * (autoreverses ? 2 : 1)
    if repeatDuration > 0 { return repeatDuration }
    if repeatCount > 0 { return cycle * Double(repeatCount) }
    return cycle
  }

  /// The length of the active time in the parent's seconds (local time scaled by ``speed``).
  var activeDurationInParentTime: Double {
    speed > 0 ? activeDuration / Double(speed) : .infinity
  }

  /// Where in its cycle the animation is at `parentTime`: the eased fraction (0...1) and the time into
  /// the cycle; nil when it has no effect then (outside its active time without a fill).
  func progress(atParentTime parentTime: Double) -> (fraction: Double, cycleTime: Double)? {
    var local = (parentTime - beginTime) * Double(speed) + timeOffset
    let active = activeDuration
    let cycleLength = cycleDuration
    let fullCycle = cycleLength * (autoreverses ? 2 : 1)
    var phase: Double
    if local < 0 {
      guard fillMode == .backwards || fillMode == .both else { return nil }
      local = 0
    }
    if local >= active {
      guard fillMode == .forwards || fillMode == .both else { return nil }
      let remainder = active.truncatingRemainder(dividingBy: fullCycle)
      phase = remainder == 0 ? fullCycle : remainder
    } else {
      phase = local.truncatingRemainder(dividingBy: fullCycle)
    }
    if phase > cycleLength { phase = fullCycle - phase }
    let linear = min(max(phase / cycleLength, 0), 1)
    return (ease(linear, cycleTime: phase), phase)
  }

  /// The eased progress for a linear one; the spring replaces it with its motion.
  func ease(_ linear: Double, cycleTime: Double) -> Double {
    timingFunction?.evaluate(at: linear) ?? linear
  }

  /// Sets the animated values on `layer` (a presentation copy) for `parentTime`.
  func apply(to layer: Layer, atParentTime parentTime: Double, model: Layer) {}

  /// The key paths the animation changes.
  var animatedKeyPaths: [String] { [] }

  private func refused(_ oldValue: Double, _ name: String, _ value: Double) -> Double {
    Simulation.current.diagnostics.record(
      .animationInvalidTiming, severity: .appError, subject: "CAAnimation.\(name)",
      message: "CAAnimation.\(name) set to \(value); the change was ignored and \(oldValue) kept")
    return oldValue
  }
}

/// An animation of one layer property, named by its key path (`CAPropertyAnimation`).
open class PropertyAnimation: LayerAnimation {
  /// The key path animated, such as `"strokeEnd"` or `"position.x"`.
  open var keyPath: String?
  /// Whether the animated value is added to the model value (default false).
  open var isAdditive = false
  /// Whether each repeat starts where the previous one ended (default false).
  ///
  /// - Note: Stored only; not simulated.
  open var isCumulative = false

  /// An animation of `path` (`CAPropertyAnimation(keyPath:)`).
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  override func copyState(from other: LayerAnimation) {
    super.copyState(from: other)
    guard let other = other as? PropertyAnimation else { return }
    keyPath = other.keyPath
    isAdditive = other.isAdditive
    isCumulative = other.isCumulative
  }

  override var animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }

  override func apply(to layer: Layer, atParentTime parentTime: Double, model: Layer) {
    guard let keyPath, let (fraction, _) = progress(atParentTime: parentTime) else { return }
    let modelValue = model.value(forKeyPath: keyPath)
    guard let value = value(atFraction: fraction, model: modelValue) else { return }
    // An additive value adds to what the animations before it gave the key (the model value at
    // first), as they gave it: the layer may clamp what it keeps (an opacity above 1 on the way).
    let presented: Any? = layer.animationState.presentedValues[keyPath] ?? modelValue
    let result: Any? = isAdditive ? AnimationValue.sum(presented, value) : value
    if let result { layer.animationState.presentedValues[keyPath] = result }
    layer.setValue(result, forKeyPath: keyPath)
  }

  /// The animated value at `fraction` of a cycle; `model` is the layer's model value.
  func value(atFraction fraction: Double, model: Any?) -> Any? { nil }
}

/// An animation between two values (`CABasicAnimation`).
///
/// As Core Animation reads them: `from` and `to`; `from` and `from + by`; `to - by` and `to`;
/// `from` and the model value; the model value and `to`; the model value and `model + by`.
open class BasicAnimation: PropertyAnimation {
  /// The start value.
  open var fromValue: Any?
  /// The end value.
  open var toValue: Any?
  /// The change from the start value.
  open var byValue: Any?

  override func copyState(from other: LayerAnimation) {
    super.copyState(from: other)
    guard let other = other as? BasicAnimation else { return }
    fromValue = other.fromValue
    toValue = other.toValue
    byValue = other.byValue
  }

  override func value(atFraction fraction: Double, model: Any?) -> Any? {
    let base: Any? = isAdditive ? AnimationValue.zero(like: fromValue ?? toValue ?? byValue) : model
    let (start, end): (Any?, Any?) =
      switch (fromValue, toValue, byValue) {
      case (let from?, let to?, _): (from, to)
      case (let from?, nil, let by?): (from, AnimationValue.sum(from, by))
      case (nil, let to?, let by?): (AnimationValue.difference(to, by), to)
      case (let from?, nil, nil): (from, base)
      case (nil, let to?, nil): (base, to)
      case (nil, nil, let by?): (base, AnimationValue.sum(base, by))
      case (nil, nil, nil): (base, base)
      }
    return AnimationValue.interpolate(start, end, fraction)
  }
}

/// An animation through a list of values at given times (`CAKeyframeAnimation`).
open class KeyframeAnimation: PropertyAnimation {
  /// How values between keyframes are found (`CAAnimationCalculationMode`).
  public struct CalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// Creates a mode.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight interpolation between keyframes (the default).
    public static let linear = CalculationMode(rawValue: "linear")
    /// Each value held until the next keyframe's time.
    public static let discrete = CalculationMode(rawValue: "discrete")
    /// Evenly paced; simulated as ``linear``.
    public static let paced = CalculationMode(rawValue: "paced")
    /// A smooth spline; simulated as ``linear``.
    public static let cubic = CalculationMode(rawValue: "cubic")
    /// A smooth, evenly paced spline; simulated as ``linear``.
    public static let cubicPaced = CalculationMode(rawValue: "cubicPaced")
  }

  /// The keyframe values.
  open var values: [Any]?
  /// When each value is reached, as fractions of the cycle (0...1, one per value); nil spaces them
  /// evenly. A list of the wrong length or out of order is ignored (spaced evenly), as Core Animation
  /// ignores it.
  open var keyTimes: [NSNumber]?
  /// The curve of each segment between keyframes (one fewer than the values).
  open var timingFunctions: [MediaTimingFunction]?
  /// How values between keyframes are found (default `.linear`).
  open var calculationMode = CalculationMode.linear
  /// A path for a point property to follow.
  ///
  /// - Note: Stored only; not simulated: ``values`` are used.
  open var path: CGPath?

  override func copyState(from other: LayerAnimation) {
    super.copyState(from: other)
    guard let other = other as? KeyframeAnimation else { return }
    values = other.values
    keyTimes = other.keyTimes
    timingFunctions = other.timingFunctions
    calculationMode = other.calculationMode
    path = other.path
  }

  override func value(atFraction fraction: Double, model: Any?) -> Any? {
    guard let values, let first = values.first else { return nil }
    guard values.count > 1 else { return first }
    let times = keyframeTimes(count: values.count)
    if calculationMode == .discrete {
      let index = times.lastIndex { $0 <= fraction } ?? 0
      return values[min(index, values.count - 1)]
    }
    guard fraction > times[0] else { return values[0] }
    guard let segment = times.indices.dropLast().first(where: { fraction <= times[$0 + 1] }) else {
      return values[values.count - 1]
    }
    let span = times[segment + 1] - times[segment]
    var local = span > 0 ? (fraction - times[segment]) / span : 1
    if let functions = timingFunctions, segment < functions.count {
      local = functions[segment].evaluate(at: local)
    }
    return AnimationValue.interpolate(values[segment], values[segment + 1], local)
  }

  private func keyframeTimes(count: Int) -> [Double] {
    if let keyTimes, keyTimes.count == count {
      let times = keyTimes.map(\.doubleValue)
      if times.allSatisfy({ $0.isFinite && (0...1).contains($0) }),
        zip(times, times.dropFirst()).allSatisfy(<=)
      {
        return times
      }
    }
    return (0..<count).map { Double($0) / Double(count - 1) }
  }
}

/// A basic animation whose progress follows a damped spring (`CASpringAnimation`) instead of a
/// timing function: the motion of a mass on a spring from the start value to the end value.
open class SpringAnimation: BasicAnimation {
  /// The mass on the spring (default 1); a value of 0 or less, or not finite, counts as 1.
  open var mass: Double = 1
  /// The spring's stiffness (default 100).
  open var stiffness: Double = 100
  /// The damping (default 10).
  open var damping: Double = 10
  /// The initial velocity, in cycles per second (default 0).
  open var initialVelocity: Double = 0

  override func copyState(from other: LayerAnimation) {
    super.copyState(from: other)
    guard let other = other as? SpringAnimation else { return }
    mass = other.mass
    stiffness = other.stiffness
    damping = other.damping
    initialVelocity = other.initialVelocity
  }

  /// How long the spring takes to settle within 0.1 % of the end value, in seconds (at most 60).
  open var settlingDuration: Double {
    var time = 0.0
    var lastOutside = 0.0
    while time < 60 {
      if abs(position(at: time) - 1) > 0.001 { lastOutside = time }
      if time - lastOutside > 1 { break }
      time += 1.0 / 240
    }
    return lastOutside
  }

  override func ease(_ linear: Double, cycleTime: Double) -> Double {
    position(at: cycleTime)
  }

  /// The spring's displacement from 0 (start) towards 1 (end) after `time` seconds.
  func position(at time: Double) -> Double {
    let m = mass.isFinite && mass > 0 ? mass : 1
    let k = stiffness.isFinite && stiffness > 0 ? stiffness : 100
    let c = damping.isFinite && damping >= 0 ? damping : 10
    let v0 = initialVelocity.isFinite ? initialVelocity : 0
    let omega = (k / m).squareRoot()
    let zeta = c / (2 * (k * m).squareRoot())
    // x(t) = 1 - y(t), y(0) = 1, y'(0) = -v0.
    if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let b = (zeta * omega - v0) / damped
      return 1 - exp(-zeta * omega * time) * (cos(damped * time) + b * sin(damped * time))
    }
    if zeta == 1 {
      return 1 - exp(-omega * time) * (1 + (omega - v0) * time)
    }
    let root = omega * (zeta * zeta - 1).squareRoot()
    let (r1, r2) = (-zeta * omega + root, -zeta * omega - root)
    let a = (-v0 - r2) / (r1 - r2)
    return 1 - (a * exp(r1 * time) + (1 - a) * exp(r2 * time))
  }
}

/// Animations that run together on one timeline (`CAAnimationGroup`): each child's times are
/// relative to the group's, and the group's timing clips them.
open class AnimationGroup: LayerAnimation {
  /// The animations of the group.
  open var animations: [LayerAnimation]?

  override func copyState(from other: LayerAnimation) {
    super.copyState(from: other)
    guard let other = other as? AnimationGroup else { return }
    animations = other.animations?.compactMap { $0.copy() as? LayerAnimation }
  }

  override var animatedKeyPaths: [String] { (animations ?? []).flatMap(\.animatedKeyPaths) }

  override func apply(to layer: Layer, atParentTime parentTime: Double, model: Layer) {
    guard let (fraction, _) = progress(atParentTime: parentTime) else { return }
    let groupTime = fraction * cycleDuration
    for animation in animations ?? [] {
      animation.apply(to: layer, atParentTime: groupTime, model: model)
    }
  }
}
