import Clocks
import Foundation
import Runtime

extension View {
  /// Options of an animation, named as `UIView.AnimationOptions`, with UIKit's bits (recorded: the
  /// simulator does not interpolate).
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

  /// Runs `animations` now and `completion` after `duration`: `UIView.animate(withDuration:)`.
  ///
  /// The simulator does not interpolate: the changes made in `animations` (frames from a
  /// `layoutIfNeeded()`, alpha) take their final values at once. `completion` runs on the main run
  /// loop after `duration` seconds (the next tick inside ``performWithoutAnimation(_:)``), with true.
  /// A negative or non-finite duration counts as zero; one beyond about 292 years never ends.
  /// - Parameters:
  ///   - duration: the animation's length in seconds.
  ///   - animations: the changes to make.
  ///   - completion: runs when the animation would have ended.
  public static func animate(
    withDuration duration: Double, animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  /// Runs `animations` now and `completion` after `delay` + `duration`, as
  /// `UIView.animate(withDuration:delay:options:animations:completion:)`.
  ///
  /// The changes take their final values at once, as the model values do in UIKit; only the
  /// completion waits, on virtual time. Negative or non-finite times count as zero.
  /// - Parameters:
  ///   - duration: the animation's length in seconds.
  ///   - delay: seconds before it starts.
  ///   - options: the curve and other options (recorded).
  ///   - animations: the changes to make.
  ///   - completion: runs when the animation would have ended, with true.
  public static func animate(
    withDuration duration: Double, delay: Double, options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    finish(after: seconds(duration).adding(seconds(delay)) ?? .max, completion)
  }

  /// A spring animation, as
  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`:
  /// timed like ``animate(withDuration:delay:options:animations:completion:)`` (the spring's shape is
  /// not simulated).
  /// - Parameters:
  ///   - duration: the animation's length in seconds.
  ///   - delay: seconds before it starts.
  ///   - dampingRatio: the spring's damping, 0 to 1 (recorded).
  ///   - velocity: the initial velocity (recorded).
  ///   - options: the curve and other options (recorded).
  ///   - animations: the changes to make.
  ///   - completion: runs when the animation would have ended, with true.
  public static func animate(
    withDuration duration: Double, delay: Double, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
  }

  /// A transition of `view`'s content, as `UIView.transition(with:duration:options:animations:completion:)`:
  /// `animations` run now, `completion` after `duration`.
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
    animate(
      withDuration: duration, delay: 0, options: options, animations: animations ?? {}, completion: completion
    )
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
