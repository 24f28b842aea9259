import Clocks
import Runtime

extension View {
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
    animations()
    guard let completion else { return }
    let seconds = duration.isFinite ? max(duration, 0) : 0
    let length = animationDuration((try? MediaTime(seconds: seconds)) ?? .max, animated: true)
    Simulation.current.runLoop.schedule(after: length) { completion(true) }
  }
}
