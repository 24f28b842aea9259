import Clocks
import Runtime
import Synchronization

/// A simulated display link: calls its action on the simulation's run loop at a fixed rate, from the
/// moment it is made, with the virtual time of each tick.
///
/// Tick times are counted from the first one, so rounding never accumulates; a tick beyond the
/// clock's range never comes. The ticks stop once the ticker is released: the tick that would come
/// next does not run, and lets the action go. Ticking allocates nothing: one repeating task of the
/// run loop is rescheduled in place.
@MainActor
package final class DisplayTicker {
  private let ticks: Ticks

  /// Starts ticking `hertz` times a second on `runLoop`, calling `action` with each tick's time.
  package init(runLoop: MainRunLoop, hertz: Double, action: @escaping @MainActor (MediaTime) -> Void) {
    let ticks = Ticks(firstTick: runLoop.now, hertz: hertz, action: action)
    self.ticks = ticks
    // The task holds the ticks strongly, and the ticker only stops them: a weak reference here
    // would cost a side-table load and release on every tick.
    runLoop.scheduleRepeating(at: ticks.firstTick) { time in ticks.tick(at: time) }
  }

  deinit {
    ticks.isStopped.store(true, ordering: .releasing)
  }
}

/// The state of a ticker's ticks, held by its repeating task.
@MainActor
private final class Ticks {
  let firstTick: MediaTime
  let hertz: Double
  let action: @MainActor (MediaTime) -> Void
  var tickIndex: Int64 = 0
  /// Set once the ticker is released (from whatever thread releases it).
  nonisolated let isStopped = Atomic(false)

  init(firstTick: MediaTime, hertz: Double, action: @escaping @MainActor (MediaTime) -> Void) {
    self.firstTick = firstTick
    self.hertz = hertz
    self.action = action
  }

  /// Runs the tick due at `time` and returns when the next one is due, or nil once stopped.
  func tick(at time: MediaTime) -> MediaTime? {
    guard !isStopped.load(ordering: .acquiring) else { return nil }
    tickIndex += 1
    let next = firstTick.adding(seconds: Double(tickIndex) / hertz) ?? .max
    action(time)
    return next
  }
}
