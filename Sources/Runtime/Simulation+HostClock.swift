import Clocks

/// The clock behind `CACurrentMediaTime()`, `CMClockGetHostTimeClock()` and host-time timebases: in a
/// simulation the virtual clock of its run loop, so frame timing follows virtual time; outside one,
/// the machine's monotonic clock.
extension Simulation {
  /// The simulation's host time clock: a CoreMedia clock reading the run loop's virtual clock.
  public var hostTimeClock: CMClock { service(HostTimeClockService.self).clock }

  /// The simulation code is running in: the one bound to the task, or the one started for the
  /// process; nil when neither (a tool that never started one).
  public static var running: Simulation? { boundToTaskIfAny ?? startedIfAny }
}

/// Keeps one host time clock per simulation, so every call returns the same object.
@MainActor
final class HostTimeClockService: SimulationService {
  let clock: CMClock

  init(simulation: Simulation) {
    clock = CMClock(source: simulation.runLoop.clock)
  }
}

/// The host time clock (CoreMedia's `CMClockGetHostTimeClock()`): the running simulation's virtual
/// clock, or the machine's monotonic clock when no simulation runs.
@MainActor
public func CMClockGetHostTimeClock() -> CMClock {
  Simulation.running?.hostTimeClock ?? machineHostTimeClock
}

/// The host time in seconds (Core Animation's `CACurrentMediaTime()`): virtual in a simulation.
@MainActor
public func CACurrentMediaTime() -> Double {
  CMClockGetHostTimeClock().time.seconds
}

private let machineHostTimeClock = CMClock(source: HostClock())

extension CMClock {
  /// The host time clock (CoreMedia's `CMClock.hostTimeClock`): the running simulation's virtual
  /// clock, or the machine's monotonic clock when no simulation runs.
  @MainActor
  public static var hostTimeClock: CMClock { CMClockGetHostTimeClock() }
}
