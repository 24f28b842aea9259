import Clocks
import Runtime

/// A simulated display link: calls its action on the simulation's run loop at a fixed rate, from the
/// moment it is made, with the virtual time of each tick.
///
/// Tick times are counted from the first one, so rounding never accumulates; a tick beyond the
/// clock's range never comes. The ticks stop once the ticker is released, and the action goes with
/// it. Ticking allocates nothing: one repeating task of the run loop is rescheduled in place.
@MainActor
package final class DisplayTicker {
  private let firstTick: MediaTime
  private let hertz: Double
  private let action: @MainActor (MediaTime) -> Void
  private var tickIndex: Int64 = 0

  /// Starts ticking `hertz` times a second on `runLoop`, calling `action` with each tick's time.
  package init(runLoop: MainRunLoop, hertz: Double, action: @escaping @MainActor (MediaTime) -> Void) {
    firstTick = runLoop.now
    self.hertz = hertz
    self.action = action
    // Weak: the run loop holds this closure between ticks, and must not keep the ticker alive.
    runLoop.scheduleRepeating(at: firstTick) { [weak self] time in self?.tick(at: time) }
  }

  /// Runs the tick due at `time` and returns when the next one is due.
  private func tick(at time: MediaTime) -> MediaTime {
    tickIndex += 1
    let next = firstTick.adding(seconds: Double(tickIndex) / hertz) ?? .max
    action(time)
    return next
  }
}
