import Clocks
import Foundation
import Runtime

/// Where a property animator stands (`UIViewAnimatingState`).
public enum ViewAnimatingState: Int, Sendable {
  /// Its animations have not begun, or have ended: the views show their model values.
  case inactive = 0
  /// Its animations are on the views, running or paused.
  case active = 1
  /// Stopped by `stopAnimation(false)`, waiting for `finishAnimation(at:)`.
  case stopped = 2
}

/// A point of a property animator's animations (`UIViewAnimatingPosition`).
public enum ViewAnimatingPosition: Int, Sendable {
  /// Where the animations end.
  case end = 0
  /// Where they began.
  case start = 1
  /// Where they are now.
  case current = 2
}

/// An object whose animations the app starts, pauses, stops and finishes (`UIViewAnimating`).
@preconcurrency @MainActor
public protocol ViewAnimating: AnyObject {
  /// Where the animations stand.
  var state: ViewAnimatingState { get }
  /// Whether they are running.
  var isRunning: Bool { get }
  /// Whether they run back towards their start.
  var isReversed: Bool { get set }
  /// How far they have got, 0 to 1.
  var fractionComplete: CGFloat { get set }
  /// Starts or resumes them.
  func startAnimation()
  /// Starts them after `delay` seconds.
  func startAnimation(afterDelay delay: TimeInterval)
  /// Pauses them.
  func pauseAnimation()
  /// Stops them where they are.
  func stopAnimation(_ withoutFinishing: Bool)
  /// Ends stopped animations at `finalPosition`.
  func finishAnimation(at finalPosition: ViewAnimatingPosition)
}

/// An animating object that takes more changes and completions (`UIViewImplicitlyAnimating`).
@preconcurrency @MainActor
public protocol ViewImplicitlyAnimating: ViewAnimating {
  /// Adds changes to animate.
  func addAnimations(_ animation: @escaping () -> Void)
  /// Adds changes that begin after `delayFactor` of the time.
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  /// Adds a block run when the animations end.
  func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
}

extension View.AnimationOptions {
  /// The curve the options name in their curve bits (16 to 19): ease-in-ease-out unless they say
  /// ease-in, ease-out or linear.
  var curve: View.AnimationCurve { View.AnimationCurve(rawValue: Int(rawValue >> 16 & 0xF)) ?? .easeInOut }
}

extension View {
  /// The timing curve of a property animator (`UIView.AnimationCurve`).
  public enum AnimationCurve: Int, Sendable {
    /// Slow at both ends.
    case easeInOut = 0
    /// Slow at the start.
    case easeIn = 1
    /// Slow at the end.
    case easeOut = 2
    /// Even.
    case linear = 3

    var timingFunctionName: MediaTimingFunction.Name {
      switch self {
      case .easeInOut: .easeInEaseOut
      case .easeIn: .easeIn
      case .easeOut: .easeOut
      case .linear: .linear
      }
    }
  }
}

/// Animates changes to views that the app can start, pause, scrub, reverse, stop and finish
/// (`UIViewPropertyAnimator`), on virtual time.
///
/// As in UIKit, the animations closures run when the animator becomes active (``startAnimation()``,
/// ``pauseAnimation()`` or a ``fractionComplete`` set): the model values change at once and each
/// changed frame, bounds, center, alpha or background colour gets an animation on the view's layer,
/// as in a `UIView.animate` block, whose progress the animator drives. While it runs, progress
/// follows the curve; paused, ``fractionComplete`` places the views along a straight line when
/// ``scrubsLinearly`` (the default) and along the curve otherwise. At the end the completions run with
/// `.end` (`.start` when reversed) and the animator is inactive again, unless
/// ``pausesOnCompletion``. A call UIKit refuses with an exception (``finishAnimation(at:)`` on an
/// animator that is not stopped, ``startAnimation()`` on a stopped one, a change of ``isReversed`` or
/// ``fractionComplete`` on a stopped one) is ignored with the diagnostic `animation.animatorMisuse`.
@preconcurrency @MainActor
open class ViewPropertyAnimator: NSObject, ViewImplicitlyAnimating, ViewChangeAnimating {
  /// The animations' length in seconds.
  public let duration: TimeInterval
  /// The delay before the animations run, set by ``startAnimation(afterDelay:)`` or the running
  /// constructor.
  public private(set) var delay: TimeInterval = 0
  /// Whether the animator stands where it is: ``ViewAnimatingState/inactive`` until it begins.
  public private(set) var state = ViewAnimatingState.inactive
  /// Whether its animations are running (not paused, not stopped).
  public private(set) var isRunning = false
  /// Whether the animations run back towards their start; settable while active.
  open var isReversed = false {
    willSet {
      // Progress so far moved in the old direction.
      guard isRunning, newValue != isReversed else { return }
      progressMark = linearProgress(at: now)
      clockStart = max(clockStart, now)
    }
    didSet {
      guard isReversed != oldValue else { return }
      guard state != .stopped else {
        isReversed = oldValue
        return refuse("isReversed")
      }
      if isRunning { restartClock(after: clockStart - now) }
    }
  }
  /// Whether the animator can be paused and reversed (default true; stored).
  open var isInterruptible = true
  /// Whether the animating views take touches (default true; stored).
  open var isUserInteractionEnabled = true
  /// Whether the app hit-tests the views itself (default false; stored).
  open var isManualHitTestingEnabled = false
  /// Whether a paused animator's ``fractionComplete`` places the views linearly (default true).
  open var scrubsLinearly = true
  /// Whether the animator pauses at the end instead of finishing (default false).
  open var pausesOnCompletion = false

  private let timing: MediaTimingFunction
  private var pendingAnimations: [(animations: () -> Void, delayFactor: Double)] = []
  private var completions: [(ViewAnimatingPosition) -> Void] = []
  private var tracks: [Track] = []
  /// The linear progress when the clock last started or stopped.
  private var progressMark = 0.0
  /// The virtual instant, in seconds, from which progress moves while running.
  private var clockStart = 0.0
  private var endTask: ScheduledTask?
  private let runLoop: MainRunLoop

  /// An animator of `duration` seconds along `curve`: `init(duration:curve:animations:)`.
  /// - Parameters:
  ///   - duration: the animations' length in seconds; negative or non-finite counts as 0.
  ///   - curve: the timing curve.
  ///   - animations: changes to animate, run when the animator begins.
  public init(duration: TimeInterval, curve: View.AnimationCurve, animations: (() -> Void)? = nil) {
    self.duration = duration.isFinite ? max(duration, 0) : 0
    timing = MediaTimingFunction(name: curve.timingFunctionName)
    runLoop = Simulation.current.runLoop
    super.init()
    if let animations { pendingAnimations.append((animations, 0)) }
  }

  /// An animator along the cubic Bézier curve through `point1` and `point2`:
  /// `init(duration:controlPoint1:controlPoint2:animations:)`.
  /// - Parameters:
  ///   - duration: the animations' length in seconds.
  ///   - point1: the curve's first control point.
  ///   - point2: the curve's second control point.
  ///   - animations: changes to animate, run when the animator begins.
  public init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.duration = duration.isFinite ? max(duration, 0) : 0
    timing = MediaTimingFunction(
      controlPoints: Float(point1.x), Float(point1.y), Float(point2.x), Float(point2.y))
    runLoop = Simulation.current.runLoop
    super.init()
    if let animations { pendingAnimations.append((animations, 0)) }
  }

  /// A spring animator: `init(duration:dampingRatio:animations:)`. It runs along the ease-in-ease-out
  /// curve over `duration` (the spring's overshoot is not simulated).
  /// - Parameters:
  ///   - duration: the animations' length in seconds.
  ///   - ratio: the spring's damping, 0 to 1 (recorded).
  ///   - animations: changes to animate, run when the animator begins.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, curve: .easeInOut, animations: animations)
  }

  /// An animator that is already running: `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`.
  /// - Parameters:
  ///   - duration: the animations' length in seconds.
  ///   - delay: seconds before they begin.
  ///   - options: the curve (other options recorded).
  ///   - animations: the changes to animate.
  ///   - completion: runs with the position where they ended.
  /// - Returns: the running animator, which runs to its end whether or not the app keeps it.
  @discardableResult
  public static func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: View.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((ViewAnimatingPosition) -> Void)? = nil
  ) -> ViewPropertyAnimator {
    let animator = ViewPropertyAnimator(duration: duration, curve: options.curve, animations: animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// How far the animations have got, 0 to 1; setting it while paused (or inactive, which pauses the
  /// animator) moves the views there.
  open var fractionComplete: CGFloat {
    get { CGFloat(linearProgress(at: now)) }
    set {
      guard state != .stopped else { return refuse("fractionComplete") }
      guard !isRunning else { return }
      if state == .inactive { activate() }
      progressMark = newValue.isFinite ? min(max(Double(newValue), 0), 1) : progressMark
    }
  }

  /// Adds changes to animate: at once if the animator is active (over the time that is left),
  /// otherwise when it begins.
  open func addAnimations(_ animation: @escaping () -> Void) {
    addAnimations(animation, delayFactor: 0)
  }

  /// Adds changes that begin after `delayFactor` (0 to 1) of the animator's time.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    let factor = delayFactor.isFinite ? min(max(Double(delayFactor), 0), 1) : 0
    switch state {
    case .inactive: pendingAnimations.append((animation, factor))
    case .active: run(animation, delayFactor: max(factor, linearProgress(at: now)))
    case .stopped: refuse("addAnimations")
    }
  }

  /// Adds a block run when the animations end, with where they ended.
  open func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Starts the animations, or resumes them from where they were paused.
  open func startAnimation() {
    startAnimation(afterDelay: 0)
  }

  /// Starts the animations after `delay` seconds.
  open func startAnimation(afterDelay delay: TimeInterval) {
    guard state != .stopped else { return refuse("startAnimation") }
    guard !isRunning else { return }
    self.delay = delay.isFinite ? max(delay, 0) : 0
    if state == .inactive { activate() }
    isRunning = true
    restartClock(after: self.delay)
  }

  /// Pauses the animations where they are (activating an inactive animator at its start).
  open func pauseAnimation() {
    guard state != .stopped else { return refuse("pauseAnimation") }
    if state == .inactive { activate() }
    guard isRunning else { return }
    progressMark = linearProgress(at: now)
    isRunning = false
    endTask?.cancel()
    endTask = nil
  }

  /// Stops the animations where they are: the views keep what they show now as their model values.
  /// Without finishing, the animator is inactive at once and no completion runs; otherwise it is
  /// stopped until ``finishAnimation(at:)``.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    let onScreen = tracks.map { $0.layer?.presentation()?.value(forKeyPath: $0.key) }
    removeTrackAnimations()
    for (track, value) in zip(tracks, onScreen) { track.set(value) }
    isRunning = false
    endTask?.cancel()
    endTask = nil
    if withoutFinishing { tracks = [] }
    state = withoutFinishing ? .inactive : .stopped
  }

  /// Ends a stopped animator at `finalPosition` and runs its completions.
  open func finishAnimation(at finalPosition: ViewAnimatingPosition) {
    guard state == .stopped else { return refuse("finishAnimation(at:)") }
    for track in tracks {
      switch finalPosition {
      case .end: track.set(track.newValue)
      case .start: track.set(track.oldValue)
      case .current: break
      }
    }
    finish(at: finalPosition)
  }

  // MARK: - The tracks

  func animate(_ layer: Layer, key: String, from oldValue: Any?, to newValue: Any?, onScreen: Any?) {
    let animation = AnimatorDrivenAnimation(keyPath: key)
    animation.animateChange(from: oldValue, to: newValue, onScreen: onScreen)
    animation.animator = self
    animation.delayFactor = currentDelayFactor
    animation.duration = max(duration, 1e-9)
    animation.repeatCount = .infinity
    let name = layer.freeAnimationKey(for: key)
    layer.add(animation, forKey: name)
    tracks.append(Track(layer: layer, key: key, animationKey: name, oldValue: oldValue, newValue: newValue))
  }

  /// The eased progress an animation that begins at `delayFactor` shows now.
  func progress(delayFactor: Double) -> Double {
    let linear = linearProgress(at: now)
    let local = delayFactor < 1 ? max(linear - delayFactor, 0) / (1 - delayFactor) : (linear >= 1 ? 1 : 0)
    return isRunning || !scrubsLinearly ? timing.evaluate(at: local) : local
  }

  private var currentDelayFactor = 0.0
  private var now: Double { runLoop.now.seconds }

  private func run(_ animations: () -> Void, delayFactor: Double) {
    currentDelayFactor = delayFactor
    collectChanges(of: animations)
    currentDelayFactor = 0
  }

  private func activate() {
    state = .active
    progressMark = 0
    let pending = pendingAnimations
    pendingAnimations = []
    for (animations, factor) in pending { run(animations, delayFactor: factor) }
  }

  private func linearProgress(at time: Double) -> Double {
    guard isRunning, time > clockStart else { return progressMark }
    guard duration > 0 else { return isReversed ? 0 : 1 }
    let moved = (time - clockStart) / duration
    return min(max(progressMark + (isReversed ? -moved : moved), 0), 1)
  }

  /// Starts progress moving from ``progressMark`` after `delay` and schedules the end; the task holds
  /// the animator, as UIKit keeps a running animator alive.
  private func restartClock(after delay: Double) {
    clockStart = now + delay
    endTask?.cancel()
    let left = isReversed ? progressMark : 1 - progressMark
    let span = (try? MediaTime(seconds: delay + left * duration)) ?? .max
    endTask = runLoop.schedule(at: runLoop.now.adding(span) ?? .max) { self.reachEnd() }
  }

  private func reachEnd() {
    endTask = nil
    progressMark = isReversed ? 0 : 1
    isRunning = false
    if pausesOnCompletion { return }
    let position: ViewAnimatingPosition = isReversed ? .start : .end
    if isReversed { for track in tracks { track.set(track.oldValue) } }
    finish(at: position)
  }

  private func removeTrackAnimations() {
    for track in tracks { track.layer?.removeAnimation(forKey: track.animationKey) }
  }

  private func finish(at position: ViewAnimatingPosition) {
    removeTrackAnimations()
    tracks = []
    state = .inactive
    isRunning = false
    let completions = self.completions
    self.completions = []
    for completion in completions { completion(position) }
  }

  private func refuse(_ member: String) {
    Simulation.current.diagnostics.record(
      .animationAnimatorMisuse, severity: .appError, subject: "UIViewPropertyAnimator.\(member)",
      message:
        "UIViewPropertyAnimator.\(member) is not allowed in state \(state) (UIKit raises an exception); ignored"
    )
  }

  /// A change the animator animates on a layer, with the values to put back at its start or end.
  @MainActor
  private final class Track {
    weak var layer: Layer?
    let key: String
    let animationKey: String
    let oldValue: Any?
    let newValue: Any?

    init(layer: Layer, key: String, animationKey: String, oldValue: Any?, newValue: Any?) {
      self.layer = layer
      self.key = key
      self.animationKey = animationKey
      self.oldValue = oldValue
      self.newValue = newValue
    }

    /// Makes `value` the layer's model value of the key, with no animation.
    func set(_ value: Any?) {
      View.performWithoutAnimation { layer?.setValue(value, forKeyPath: key) }
    }
  }
}

/// An animation of a view change whose progress a property animator sets.
final class AnimatorDrivenAnimation: BasicAnimation {
  var animator: ViewPropertyAnimator?
  var delayFactor = 0.0

  override func copyState(from other: LayerAnimation) {
    super.copyState(from: other)
    guard let other = other as? AnimatorDrivenAnimation else { return }
    animator = other.animator
    delayFactor = other.delayFactor
  }

  override func progress(atParentTime parentTime: Double) -> (fraction: Double, cycleTime: Double)? {
    guard let animator else { return nil }
    let fraction = animator.progress(delayFactor: delayFactor)
    return (fraction, fraction * duration)
  }
}

extension DiagnosticCode {
  /// A `UIViewPropertyAnimator` call UIKit refuses with an exception in the animator's state
  /// (finishing one that is not stopped, starting a stopped one); it was ignored.
  public static let animationAnimatorMisuse = DiagnosticCode(rawValue: "animation.animatorMisuse")
}
