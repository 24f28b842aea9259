import Clocks
import Runtime
import Synchronization

/// A simulated display link: calls its action on the simulation's run loop at a fixed rate, from the
/// moment it is made, with the virtual time of each tick.
///
/// Tick times are counted from the first one, so rounding never accumulates; a tick beyond the
/// clock's range never comes. The ticks stop once the ticker is released: the tick that would come
/// next does not run, and lets the action go. Ticking allocates nothing: one periodic task of the
/// run loop is rescheduled in place. While its owner says it is idle (nothing a tick would show or
/// ask for), the run loop skips its ticks without running them.
@MainActor
package final class DisplayTicker {
  private let ticks: Ticks

  /// Starts ticking `hertz` times a second on `runLoop`, calling `action` with each tick's time;
  /// `isIdle` says when a tick would do nothing (never, by default), so ticks may be skipped.
  package init(
    runLoop: MainRunLoop, hertz: Double, isIdle: @escaping @MainActor () -> Bool = { false },
    action: @escaping @MainActor (MediaTime) -> Void
  ) {
    let ticks = Ticks(firstTick: runLoop.now, hertz: hertz, isIdle: isIdle, action: action)
    self.ticks = ticks
    // The task holds the ticks strongly, and the ticker only stops them.
    runLoop.schedulePeriodic(ticks, at: ticks.firstTick)
  }

  deinit {
    ticks.isStopped.store(true, ordering: .releasing)
  }
}

/// The state of a ticker's ticks, held by its repeating task.
@MainActor
private final class Ticks: PeriodicTask {
  let firstTick: MediaTime
  let hertz: Double
  let idle: @MainActor () -> Bool
  let action: @MainActor (MediaTime) -> Void
  var tickIndex: Int64 = 0
  /// Set once the ticker is released (from whatever thread releases it).
  nonisolated let isStopped = Atomic(false)

  init(
    firstTick: MediaTime, hertz: Double, isIdle: @escaping @MainActor () -> Bool,
    action: @escaping @MainActor (MediaTime) -> Void
  ) {
    self.firstTick = firstTick
    self.hertz = hertz
    idle = isIdle
    self.action = action
  }

  /// Runs the tick due at `time` and returns when the next one is due, or nil once stopped.
  func run(at time: MediaTime) -> MediaTime? {
    guard !isStopped.load(ordering: .acquiring) else { return nil }
    return tick(at: time)
  }

  var isIdle: Bool { isStopped.load(ordering: .acquiring) || idle() }

  /// Runs the tick due at `time`, having moved `clock` there, unless idle (stopped, or the owner
  /// says a tick would do nothing): as ``isIdle`` then ``run(at:)`` would, in one call and with one
  /// look at whether it is stopped.
  func runUnlessIdle(at time: MediaTime, movingClock clock: VirtualClock) -> PeriodicRunOutcome {
    guard !isStopped.load(ordering: .acquiring), !idle() else { return .idle }
    // The run loop's clock is never past a queued deadline, so the move cannot fail.
    try? clock.move(to: time)
    return .next(tick(at: time))
  }

  /// Calls the action with the tick due at `time`, for a ticker not stopped, and returns when the
  /// next tick is due.
  @inline(__always)
  private func tick(at time: MediaTime) -> MediaTime {
    tickIndex += 1
    let next = tickTime(tickIndex)
    action(time)
    return next
  }

  /// Moves on to the first tick at or after `time`, without running the ones before.
  func skipRuns(before time: MediaTime) -> (next: MediaTime, lastSkipped: MediaTime)? {
    guard !isStopped.load(ordering: .acquiring) else { return nil }
    let elapsed = (Double(time.nanoseconds) - Double(firstTick.nanoseconds)) / 1e9 * hertz
    var index = max(tickIndex, Int64(min(elapsed.rounded(.down), 9e18)))
    while tickTime(index) < time { index += 1 }
    while index > tickIndex, tickTime(index - 1) >= time { index -= 1 }
    tickIndex = index
    return (tickTime(index), tickTime(index - 1))
  }

  /// When tick `index` (from 0) is due: counted from the first, so rounding never accumulates.
  ///
  /// Exactly `firstTick.adding(seconds: Double(index) / hertz) ?? .max`, with the rounding to the
  /// nearest nanosecond (halves away from zero) done on the whole part and the fraction rather than
  /// by libm's `round`, which x86-64 without SSE4.1 calls (measured: 23 instructions of every tick).
  @inline(__always)
  private func tickTime(_ index: Int64) -> MediaTime {
    let seconds = Double(index) / hertz
    let nanoseconds = seconds * 1e9
    // Not NaN, not negative, below 2^63: the conversion cannot trap; anything else the slow way.
    guard nanoseconds >= 0, nanoseconds < 0x1p63 else { return tickTime(seconds: seconds) }
    let whole = Int64(nanoseconds)
    // Exact: below 2^53 `whole` converts back exactly and the difference of two doubles this close is
    // exact; from 2^52 on every double is whole, so the fraction is 0 and `whole + 1` never overflows.
    let rounded = nanoseconds - Double(whole) >= 0.5 ? whole + 1 : whole
    return firstTick.adding(MediaTime(nanoseconds: rounded)) ?? .max
  }

  /// When the tick `seconds` after the first is due, for a time ``tickTime(_:)`` does not round
  /// itself (not a number, negative, or beyond 64 bits of nanoseconds).
  @inline(never)
  private func tickTime(seconds: Double) -> MediaTime {
    firstTick.adding(seconds: seconds) ?? .max
  }
}
