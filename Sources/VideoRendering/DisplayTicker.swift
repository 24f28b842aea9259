import Clocks
import Runtime

/// A simulated display link: calls its action on the simulation's run loop at a fixed rate, from the
/// moment it is made, with the virtual time of each tick.
///
/// Tick times are counted from the first one, so rounding never accumulates; a tick beyond the
/// clock's range never comes. The ticks stop once the ticker is released. Scheduling a tick
/// allocates nothing (one closure is made once and rescheduled).
@MainActor
package final class DisplayTicker {
  private let runLoop: MainRunLoop
  private let firstTick: MediaTime
  private let hertz: Double
  private var tickIndex: Int64 = 0
  private var tickAction: (@MainActor () -> Void)?

  /// Starts ticking `hertz` times a second on `runLoop`, calling `action` with each tick's time.
  package init(runLoop: MainRunLoop, hertz: Double, action: @escaping @MainActor (MediaTime) -> Void) {
    self.runLoop = runLoop
    firstTick = runLoop.now
    self.hertz = hertz
    tickAction = { [weak self] in
      guard let self else { return }
      let time = tickTime(tickIndex)
      tickIndex += 1
      action(time)
      schedule()
    }
    schedule()
  }

  private func tickTime(_ index: Int64) -> MediaTime {
    firstTick.adding(seconds: Double(index) / hertz) ?? .max
  }

  private func schedule() {
    if let tickAction { runLoop.schedule(at: tickTime(tickIndex), tickAction) }
  }
}
