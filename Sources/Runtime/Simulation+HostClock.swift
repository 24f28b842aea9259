import Clocks
import CoreMediaTime
import Locking

/// The clock behind `CACurrentMediaTime()`, `CMClockGetHostTimeClock()` and host-time timebases: in a
/// simulation the virtual clock of its run loop, so frame timing follows virtual time; outside one,
/// the machine's monotonic clock.
extension Simulation {
  /// The simulation code is running in: the one bound to the task, or the one started for the
  /// process; nil when neither (a tool that never started one).
  public static var running: Simulation? { unretainedRunning?.takeUnretainedValue() }
}

/// The host time clock (CoreMedia's `CMClockGetHostTimeClock()`): the running simulation's virtual
/// clock, or the machine's monotonic clock when no simulation runs. Callable from any thread, as
/// on iOS, where decoders stamp their frames with it on their own queues.
///
/// It is the clock of the simulation bound to the calling task (`withCurrent(_:)`), else that of the
/// process-wide one (`Simulation.start`), else the machine's: the same simulation as
/// ``Simulation/running`` on the main actor. A Dispatch queue's thread belongs to no task, so in a
/// test that binds its simulation to its task, code on the app's own queues reads the machine clock.
public func CMClockGetHostTimeClock() -> CMClock {
  HostClockBinding.boundToTask ?? HostClockBinding.started.withLock { $0 } ?? machineHostTimeClock
}

/// The host time in seconds (Core Animation's `CACurrentMediaTime()`): virtual in a simulation;
/// callable from any thread, read as ``CMClockGetHostTimeClock()`` says.
public func CACurrentMediaTime() -> Double {
  CMClockGetHostTimeClock().time.seconds
}

private let machineHostTimeClock = CMClock(source: HostClock())

/// The host time clocks `CMClockGetHostTimeClock()` reads, from any thread: the one bound to the
/// running task with its simulation, and the process-wide simulation's.
enum HostClockBinding {
  /// The host time clock of the simulation bound to the running task, if any.
  @TaskLocal static var boundToTask: CMClock?
  /// The host time clock of the process-wide simulation, once one has started.
  static let started = LockedValue<CMClock?>(nil)
}

extension CMClock {
  /// The host time clock (CoreMedia's `CMClock.hostTimeClock`): the running simulation's virtual
  /// clock, or the machine's monotonic clock when no simulation runs; callable from any thread.
  public static var hostTimeClock: CMClock { CMClockGetHostTimeClock() }
}
