import Clocks
import Foundation
import Runtime

extension View {
  /// Options of an animation, named as `UIView.AnimationOptions`, with UIKit's bits: the curve,
  /// `.repeat` and `.autoreverse` shape a block's animations; the others are recorded.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt

    /// Creates options from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out subviews at commit time.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Lets the user interact with views while they animate.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the current presentation state.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats indefinitely.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs backwards and forwards.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Ease in and out (the default curve).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Ease in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// A cross-dissolve transition.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  }

  /// Animates the changes `animations` makes over `duration` seconds:
  /// `UIView.animate(withDuration:animations:completion:)`.
  ///
  /// As ``animate(withDuration:delay:options:animations:completion:)`` with no delay and the
  /// default ease-in-ease-out curve.
  /// - Parameters:
  ///   - duration: the animation's length in seconds.
  ///   - animations: the changes to make.
  ///   - completion: runs when the animations have stopped.
  public static func animate(
    withDuration duration: Double, animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  /// Animates the changes `animations` makes, as
  /// `UIView.animate(withDuration:delay:options:animations:completion:)`.
  ///
  /// The model values change at once, as in UIKit; each change of a view's frame, bounds, center,
  /// alpha or background colour adds an animation to the view's layer (its `position`, `bounds`,
  /// `opacity`, `backgroundColor`), so the layer's `presentation()` moves from the old value to the
  /// new one on virtual time along the curve of `options`, after `delay`. Numbers and geometry
  /// animate additively, as since iOS 8: a second block on a property blends from where the first
  /// has got to, and both finish. `.repeat` repeats for ever and `.autoreverse` runs back.
  ///
  /// `completion` runs once the block's animations have stopped, with false when one was removed
  /// first (`layer.removeAllAnimations()`); on the next run loop turn when nothing animatable changed
  /// (as UIKit does), when `duration` is 0, negative or not finite (Apple: "If the duration of the
  /// animation is 0, this block is performed at the beginning of the next run loop cycle"), or
  /// inside ``performWithoutAnimation(_:)``.
  /// - Parameters:
  ///   - duration: the animation's length in seconds.
  ///   - delay: seconds before it starts; the old values show until then.
  ///   - options: the curve, `.repeat` and `.autoreverse` (others recorded).
  ///   - animations: the changes to make.
  ///   - completion: runs when the animations have stopped, with whether all ran to the end.
  public static func animate(
    withDuration duration: Double, delay: Double, options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    guard duration.isFinite, duration > 0, areAnimationsEnabled else {
      animations()
      finish(after: .zero, completion)
      return
    }
    let block = ViewAnimationBlock(
      duration: duration, delay: delay.isFinite ? max(delay, 0) : 0, options: options, completion: completion)
    block.run(animations)
  }

  /// Options of a keyframe animation, named as `UIView.KeyframeAnimationOptions`, with UIKit's bits.
  /// Keyframes interpolate linearly whatever the calculation mode; the others are recorded.
  public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt

    /// Creates options from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out subviews at commit time.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Lets the user interact with views while they animate.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Starts from the current presentation state.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeats indefinitely (recorded).
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Runs backwards and forwards (recorded).
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Ignores the duration of an enclosing animation block.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// Ignores the options of an enclosing animation block.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    /// Straight lines between keyframes (the default).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// No interpolation (animated linearly here).
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Even pace (animated linearly here).
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A smooth curve (animated linearly here).
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// A smooth curve at an even pace (animated linearly here).
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
  }

  /// Animates the keyframes `animations` adds with ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``,
  /// as `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`.
  ///
  /// Each keyframe's changes animate linearly over its part of the duration, showing the old value
  /// before it begins; changes made outside a keyframe animate over the whole duration. The
  /// completion runs as a block's does: once every keyframe's animations have stopped, on the next
  /// run loop turn when nothing animatable changed.
  /// - Parameters:
  ///   - duration: the whole animation's length in seconds.
  ///   - delay: seconds before it starts.
  ///   - options: the options (recorded; keyframes are linear).
  ///   - animations: adds the keyframes.
  ///   - completion: runs when the animations have stopped, with whether all ran to the end.
  public static func animateKeyframes(
    withDuration duration: Double, delay: Double, options: KeyframeAnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    guard duration.isFinite, duration > 0, areAnimationsEnabled else {
      animations()
      finish(after: .zero, completion)
      return
    }
    let block = ViewAnimationBlock(
      duration: duration, delay: delay.isFinite ? max(delay, 0) : 0, options: [.curveLinear],
      isKeyframeBlock: true, completion: completion)
    block.run(animations)
  }

  /// Adds a keyframe to the enclosing ``animateKeyframes(withDuration:delay:options:animations:completion:)``,
  /// as `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`: its changes take the
  /// part of the duration from `frameStartTime` for `frameDuration` (fractions, clamped to 0...1).
  /// Outside a keyframe animation the changes are made at once.
  /// - Parameters:
  ///   - frameStartTime: where the keyframe begins, as a fraction of the duration.
  ///   - frameDuration: its length, as a fraction of the duration.
  ///   - animations: the changes to make.
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: () -> Void
  ) {
    guard let block = ViewAnimationBlock.openKeyframeBlock else { return animations() }
    let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
    let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 0
    block.addKeyframe(start: start, length: length, animations)
  }

  /// A spring animation, as
  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`:
  /// animated like ``animate(withDuration:delay:options:animations:completion:)``, along the curve of
  /// `options` (the spring's overshoot is not simulated).
  /// - Parameters:
  ///   - duration: the animation's length in seconds.
  ///   - delay: seconds before it starts.
  ///   - dampingRatio: the spring's damping, 0 to 1 (recorded).
  ///   - velocity: the initial velocity (recorded).
  ///   - options: the curve and other options (recorded).
  ///   - animations: the changes to make.
  ///   - completion: runs when the animations have stopped, with whether all ran to the end.
  public static func animate(
    withDuration duration: Double, delay: Double, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
  }

  /// A transition of `view`'s content, as `UIView.transition(with:duration:options:animations:completion:)`:
  /// `animations` run now and their changes show at once (the transition itself, a cross-dissolve
  /// or flip of the whole view, is not drawn); `completion` runs after `duration`, as UIKit's
  /// transition animation lasts that long whatever changed.
  /// - Parameters:
  ///   - view: the view whose content changes.
  ///   - duration: the transition's length in seconds.
  ///   - options: the transition and curve (recorded).
  ///   - animations: the changes to make.
  ///   - completion: runs when the transition would have ended, with true.
  public static func transition(
    with view: View, duration: Double, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    finish(after: seconds(duration), completion)
  }

  /// Seconds as a span of virtual time: negative and non-finite values are zero, huge ones the maximum.
  private static func seconds(_ value: Double) -> MediaTime {
    let clamped = value.isFinite ? max(value, 0) : 0
    return (try? MediaTime(seconds: clamped)) ?? .max
  }

  /// Runs `completion` with true once `length` has passed (the next tick when animations are off).
  private static func finish(after length: MediaTime, _ completion: ((Bool) -> Void)?) {
    guard let completion else { return }
    Simulation.current.runLoop.schedule(after: animationDuration(length, animated: true)) { completion(true) }
  }
}
