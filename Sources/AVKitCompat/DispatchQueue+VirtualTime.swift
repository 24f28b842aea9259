import Clocks
import Dispatch
import Runtime

/// Main-queue work on the simulation's virtual time.
///
/// iOS code hands work to the main thread with `DispatchQueue.main.async { ... }` and
/// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { ... }`, and expects it on the main
/// thread's next turns. In a simulation those turns are the simulated run loop's, and a test that
/// drives the app synchronously never lets the real main queue run; so these two calls, made on the
/// main actor while a simulation runs, schedule their block on the simulation's run loop instead: at
/// the current virtual instant, or after the delay, in the order they were made among blocks due at
/// the same instant, so two runs of the same code run them alike.
///
/// These are overloads that win Swift's overload resolution over Dispatch's (they name fewer
/// defaulted parameters), in files that import AVKitCompat, whatever else they import. Everything
/// else is Dispatch's own: other queues, calls from other threads, calls with no simulation running,
/// and the spellings Swift cannot overload without ambiguity: the `DispatchWorkItem` forms, `qos:`,
/// `flags:` and `group:`, `asyncAfter(wallDeadline:)`, `sync`. See the porting article for what else
/// escapes virtual time (`Timer`, `RunLoop.main.perform`, `Task { @MainActor in }`).
extension DispatchQueue {
  /// Runs `work` asynchronously; sent to the main queue from simulated code, on the simulation's run
  /// loop at the current virtual instant, after the work already due then.
  public func async(execute work: @escaping @Sendable () -> Void) {
    guard let runLoop = VirtualMainQueue.runLoop(for: self) else {
      async(group: nil, qos: .unspecified, flags: [], execute: work)
      return
    }
    MainActor.assumeIsolated { _ = runLoop.perform { work() } }
  }

  /// Runs `work` once `deadline` has passed; sent to the main queue from simulated code, on the
  /// simulation's run loop after the same delay of virtual time.
  ///
  /// The delay is the deadline less `DispatchTime.now()` read here, rounded up to a whole
  /// millisecond: the app read the time for its deadline a little earlier, so the delay it asked
  /// for is a little longer than the one seen here, and a whole-millisecond delay (`.now() + 0.5`)
  /// comes out exact as long as less than a millisecond passed between the two reads. A deadline already past runs the block at the current instant;
  /// `DispatchTime.distantFuture` never runs it.
  public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable () -> Void) {
    guard let runLoop = VirtualMainQueue.runLoop(for: self) else {
      asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
      return
    }
    guard deadline != .distantFuture else { return }
    let delay = VirtualMainQueue.virtualDelay(until: deadline, now: .now())
    MainActor.assumeIsolated { _ = runLoop.schedule(after: delay) { work() } }
  }
}

/// How main-queue work finds its virtual run loop.
enum VirtualMainQueue {
  /// The running simulation's run loop when `queue` is the main queue and the caller runs on the
  /// main actor; nil otherwise (the work goes to Dispatch).
  static func runLoop(for queue: DispatchQueue) -> MainRunLoop? {
    guard MainRunLoop.isMainQueue(queue), MainRunLoop.isOnMainActor else { return nil }
    return MainActor.assumeIsolated { Simulation.running?.runLoop }
  }

  /// The time from `now` to `deadline`, rounded up to a whole millisecond; zero for a past
  /// deadline, the clock's last time for one beyond its range.
  static func virtualDelay(until deadline: DispatchTime, now: DispatchTime) -> MediaTime {
    guard deadline > now else { return .zero }
    let nanoseconds = deadline.uptimeNanoseconds - now.uptimeNanoseconds
    let milliseconds = nanoseconds / 1_000_000 + (nanoseconds % 1_000_000 == 0 ? 0 : 1)
    return (try? MediaTime(milliseconds: Int64(clamping: milliseconds))) ?? .max
  }
}
