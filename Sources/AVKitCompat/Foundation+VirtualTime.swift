import Foundation
import SimulatedDispatch

// Foundation's clocks, run-loop timers and operation queues on the simulation's virtual time.
//
// As in Dispatch+VirtualTime.swift: each declaration has the signature of the Foundation member it
// stands for, so a file that imports AVKitCompat (and not Foundation beside it) finds it; in a
// simulation it reads or schedules on virtual time, otherwise it passes the call to Foundation.

extension Date {
  /// The current date; in a simulation, the simulated wall clock's: 2025-01-01 00:00:00 UTC at
  /// virtual time zero, moving with virtual time.
  public init() {
    self = VirtualDispatch.date ?? RealFoundation.now()
  }

  /// The current date, as `Date()` reads it.
  public static var now: Date { Date() }

  /// A date `secs` seconds from now, as `Date()` reads now.
  public init(timeIntervalSinceNow secs: TimeInterval) {
    self = Date().addingTimeInterval(secs)
  }

  /// The seconds from now to this date, as `Date()` reads now.
  public var timeIntervalSinceNow: TimeInterval { timeIntervalSince(Date()) }
}

extension ProcessInfo {
  /// The seconds since the device started; in a simulation, virtual seconds since it started.
  public var systemUptime: TimeInterval {
    VirtualDispatch.systemUptime ?? RealFoundation.systemUptime
  }
}

extension Thread {
  /// Whether the caller runs on the main thread; in a simulation, whether simulated code runs on the
  /// simulated main thread (false in work on any other queue).
  public class var isMainThread: Bool {
    VirtualDispatch.isOnSimulatedMainThread ?? RealFoundation.isMainThread
  }

  /// Whether this is the main thread; for `Thread.current` in a simulation, as `isMainThread`.
  public var isMainThread: Bool {
    VirtualDispatch.isOnSimulatedMainThread ?? RealFoundation.isMainThread(self)
  }

  /// Blocks the calling thread for `interval` seconds; in a simulation, for that much virtual time,
  /// while the rest of the simulated app runs (never past the end of the advance in progress).
  public class func sleep(forTimeInterval interval: TimeInterval) {
    guard VirtualDispatch.sleep(for: interval) else { return RealFoundation.sleep(forTimeInterval: interval) }
  }

  /// Starts a thread of its own that runs `block`. It runs on real time even in a simulation, so
  /// there the call is reported once as `sim.realTimeEscape`: what the block does lands at instants
  /// that change from run to run (a queue of the app's own runs on virtual time instead).
  public class func detachNewThread(_ block: @escaping @Sendable () -> Void) {
    VirtualDispatch.reportRealTimeEscape(
      "Thread.detachNewThread", "the block runs on a thread of its own, on real time")
    RealFoundation.detachNewThread(block)
  }

  /// Starts the thread (`Thread(block:)`). It runs on real time even in a simulation, so there the
  /// call is reported once as `sim.realTimeEscape`, as `detachNewThread(_:)` is.
  public func start() {
    VirtualDispatch.reportRealTimeEscape("Thread.start", "the thread's block runs on real time")
    RealFoundation.start(self)
  }
}

/// Suspends the calling thread for `microseconds`, as the C library's `usleep`; in a simulation,
/// for that much virtual time while the rest of the simulated app runs, as
/// `Thread.sleep(forTimeInterval:)` does.
///
/// - Returns: 0, as `usleep` returns when it has slept.
@discardableResult
public func usleep(_ microseconds: UInt32) -> Int32 {
  guard VirtualDispatch.sleep(for: Double(microseconds) / 1_000_000) else {
    return RealFoundation.usleep(microseconds)
  }
  return 0
}

/// Suspends the calling thread for `seconds`, as the C library's `sleep`; in a simulation, for that
/// much virtual time, as `usleep(_:)` does.
///
/// - Returns: 0, the seconds left to sleep when nothing interrupted the sleep.
@discardableResult
public func sleep(_ seconds: UInt32) -> UInt32 {
  guard VirtualDispatch.sleep(for: Double(seconds)) else { return RealFoundation.sleep(seconds) }
  return 0
}

extension Timer {
  /// Makes a timer that first fires `interval` seconds from now, as `Date()` reads now: in a
  /// simulation, on the simulated wall clock.
  public convenience init(
    timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
  ) {
    self.init(fire: Date().addingTimeInterval(interval), interval: interval, repeats: repeats, block: block)
  }

  /// Makes a timer and schedules it on the current run loop; in a simulation, on the simulated main
  /// run loop, firing at exact virtual instants.
  public class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
  ) -> Timer {
    guard VirtualDispatch.runLoop != nil else {
      return RealFoundation.scheduledTimer(withTimeInterval: interval, repeats: repeats, block: block)
    }
    let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
    VirtualDispatch.schedule(timer) {}
    return timer
  }

  /// Stops the timer; it never fires again.
  public func invalidate() {
    VirtualDispatch.invalidate(self) { RealFoundation.invalidate(self) }
  }

  /// When the timer fires next; in a simulation, on the simulated wall clock.
  public var fireDate: Date {
    get { VirtualDispatch.fireDate(of: self) ?? RealFoundation.fireDate(of: self) }
    set {
      guard VirtualDispatch.setFireDate(newValue, of: self) else {
        return RealFoundation.setFireDate(newValue, of: self)
      }
    }
  }
}

extension RunLoop {
  /// Schedules `timer` on the run loop; in a simulation, on the simulated main run loop, whichever
  /// run loop and mode are named (the simulation has one, running in every mode).
  public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
    VirtualDispatch.schedule(timer) { RealFoundation.add(timer, to: self, forMode: mode) }
  }

  /// Runs `block` on the run loop's next turn; in a simulation, the simulated main run loop's.
  public func perform(_ block: @escaping @Sendable () -> Void) {
    VirtualDispatch.perform(block) { RealFoundation.perform(on: self, inModes: [.default], block: block) }
  }

  /// Runs `block` on the run loop's next turn in `modes`; in a simulation, the simulated one's.
  public func perform(inModes modes: [RunLoop.Mode], block: @escaping @Sendable () -> Void) {
    VirtualDispatch.perform(block) { RealFoundation.perform(on: self, inModes: modes, block: block) }
  }
}

extension OperationQueue {
  /// Adds `op` to the queue; in a simulation it starts on a later turn of the simulated run loop,
  /// once its dependencies have finished.
  public func addOperation(_ op: Operation) {
    VirtualDispatch.addOperation(op, to: self) { RealFoundation.addOperation(op, to: self) }
  }

  /// Adds a block to the queue; in a simulation it runs on a later turn of the simulated run loop.
  public func addOperation(_ block: @escaping @Sendable () -> Void) {
    VirtualDispatch.addOperation(block, to: self) { RealFoundation.addOperation(block, to: self) }
  }

  /// Waits until every operation of the queue has run; in a simulation the rest of the app runs
  /// meanwhile, on virtual time.
  public func waitUntilAllOperationsAreFinished() {
    VirtualDispatch.waitUntilAllOperationsAreFinished(self) {
      RealFoundation.waitUntilAllOperationsAreFinished(self)
    }
  }
}
