import Dispatch
import SimulatedDispatch

// Dispatch on the simulation's virtual time.
//
// Each declaration here has the signature of the Dispatch member it stands for, so in a file that
// imports AVKitCompat (and not Dispatch or Foundation beside it: those would make the names
// ambiguous) it is the one Swift finds. Called from simulated code while a simulation runs, it runs
// the work on the simulation's run loop, at its virtual instant (see `VirtualDispatch`); otherwise
// it passes the call to Dispatch unchanged.

extension DispatchQueue {
  /// Makes a queue (Dispatch's initializer); in a simulation its work runs on virtual time.
  public convenience init(
    label: String, qos: DispatchQoS = .unspecified, attributes: DispatchQueue.Attributes = [],
    autoreleaseFrequency: DispatchQueue.AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil
  ) {
    self.init(
      simulatedLabel: label, qos: qos, attributes: attributes, autoreleaseFrequency: autoreleaseFrequency,
      target: target)
  }

  /// Runs `work` on the queue; in a simulation, at the current virtual instant after the work
  /// already due, counted by `group` until it has run.
  public func async(
    group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    // In a slot that the simulation takes the block out of: passed on as a parameter, the block is
    // copied once more and the copy released (see `VirtualDispatch.async(to:group:deadline:flags:moving:real:)`).
    var work: (@convention(block) () -> Void)? = work
    VirtualDispatch.async(to: self, group: group, deadline: .now, flags: flags, moving: &work) { work in
      RealDispatch.async(self, group: group, qos: qos, flags: flags, execute: work)
    }
  }

  /// Runs `workItem` on the queue unless it is cancelled first; in a simulation, on virtual time.
  public func async(execute workItem: DispatchWorkItem) {
    VirtualDispatch.async(to: self, group: nil, deadline: .now, item: workItem) {
      RealDispatch.async(self, execute: workItem)
    }
  }

  /// Runs `workItem` on the queue, counted by `group`; in a simulation, on virtual time.
  public func async(group: DispatchGroup, execute workItem: DispatchWorkItem) {
    VirtualDispatch.async(to: self, group: group, deadline: .now, item: workItem) {
      RealDispatch.async(self, group: group, execute: workItem)
    }
  }

  /// Runs `work` on the queue once `deadline` has passed; in a simulation, at that virtual instant
  /// (`DispatchTime.now()` reads the virtual clock there, so `.now() + 0.5` is exact).
  public func asyncAfter(
    deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    var work: (@convention(block) () -> Void)? = work
    VirtualDispatch.async(to: self, group: nil, deadline: .uptime(deadline), flags: flags, moving: &work) {
      work in
      RealDispatch.asyncAfter(self, deadline: deadline, qos: qos, flags: flags, execute: work)
    }
  }

  /// Runs `work` on the queue once the wall clock passes `wallDeadline`; in a simulation, at the
  /// virtual instant the simulated wall clock reads it.
  public func asyncAfter(
    wallDeadline: DispatchWallTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    var work: (@convention(block) () -> Void)? = work
    VirtualDispatch.async(
      to: self, group: nil, deadline: .wall(wallDeadline), flags: flags, moving: &work
    ) { work in
      RealDispatch.asyncAfter(self, wallDeadline: wallDeadline, qos: qos, flags: flags, execute: work)
    }
  }

  /// Runs `execute` once `deadline` has passed; in a simulation, at that virtual instant.
  public func asyncAfter(deadline: DispatchTime, execute: DispatchWorkItem) {
    VirtualDispatch.async(to: self, group: nil, deadline: .uptime(deadline), item: execute) {
      RealDispatch.asyncAfter(self, deadline: deadline, execute: execute)
    }
  }

  /// Runs `execute` once the wall clock passes `wallDeadline`; in a simulation, on virtual time.
  public func asyncAfter(wallDeadline: DispatchWallTime, execute: DispatchWorkItem) {
    VirtualDispatch.async(to: self, group: nil, deadline: .wall(wallDeadline), item: execute) {
      RealDispatch.asyncAfter(self, wallDeadline: wallDeadline, execute: execute)
    }
  }

  /// Runs `work` on the queue and returns what it returns; in a simulation, at once, marked as the
  /// queue's (a `sync` onto the serial queue that runs it is diagnosed, not deadlocked).
  public func sync<T>(execute work: () throws -> T) rethrows -> T {
    try VirtualDispatch.sync(onto: self, execute: work) {
      try RealDispatch.sync(self, flags: [], execute: work)
    }
  }

  /// Runs `work` on the queue with `flags` and returns what it returns; in a simulation as
  /// `sync(execute:)` does.
  public func sync<T>(flags: DispatchWorkItemFlags, execute work: () throws -> T) rethrows -> T {
    try VirtualDispatch.sync(onto: self, execute: work) {
      try RealDispatch.sync(self, flags: flags, execute: work)
    }
  }

  /// Runs `workItem` on the queue and waits for it; in a simulation as `sync(execute:)`.
  public func sync(execute workItem: DispatchWorkItem) {
    VirtualDispatch.sync(onto: self, execute: { VirtualDispatch.perform(workItem) {} }) {
      RealDispatch.sync(self, execute: workItem)
    }
  }

  /// Runs `work` once for each index; in a simulation one after another, in index order, on the
  /// calling simulated thread (a real one would spread them over threads).
  public class func concurrentPerform(iterations: Int, execute work: @Sendable (Int) -> Void) {
    guard VirtualDispatch.runLoop != nil else {
      return RealDispatch.concurrentPerform(iterations: iterations, execute: work)
    }
    for index in 0..<max(iterations, 0) { work(index) }
  }

  /// The value for `key` of the queue the caller runs on; in a simulation, of the simulated queue.
  public class func getSpecific<T>(key: DispatchSpecificKey<T>) -> T? {
    VirtualDispatch.currentSpecific(key: key) ?? RealDispatch.getSpecific(key: key)
  }
}

extension DispatchObject {
  /// Suspends the object; a suspended queue in a simulation holds its work until `resume()`.
  public func suspend() {
    guard let queue = self as? DispatchQueue else { return RealDispatch.suspend(self) }
    VirtualDispatch.suspend(queue) { RealDispatch.suspend(self) }
  }

  /// Resumes the object; a queue in a simulation then runs the work it held, in order.
  public func resume() {
    guard let queue = self as? DispatchQueue else { return RealDispatch.resume(self) }
    VirtualDispatch.resume(queue) { RealDispatch.resume(self) }
  }
}

extension DispatchTime {
  /// The current uptime; in a simulation, the virtual clock's (plus one nanosecond, as an uptime of
  /// zero means "now" to Dispatch).
  public static func now() -> DispatchTime {
    VirtualDispatch.now(real: RealDispatch.now)
  }
}

extension DispatchWallTime {
  /// The current wall-clock time; in a simulation, the simulated wall clock's
  /// (`VirtualDispatch.wallClockOrigin` plus virtual time).
  public static func now() -> DispatchWallTime {
    VirtualDispatch.wallNow(real: RealDispatch.wallNow)
  }
}

/// Checks that the caller runs, or does not run, on a queue; in a simulation, on the simulated
/// queue. A condition that fails stops the app on iOS; in a simulation it is diagnosed
/// (`sim.dispatch.misuse`) and the app goes on.
public func dispatchPrecondition(
  condition: @autoclosure () -> DispatchPredicate, file: StaticString = #file, line: UInt = #line
) {
  VirtualDispatch.precondition(condition(), file: file, line: line)
}

extension DispatchGroup {
  /// Counts one more piece of work; in a simulation, on the simulated group.
  public func enter() {
    VirtualDispatch.enter(self) { RealDispatch.enter(self) }
  }

  /// Counts one piece of work done; in a simulation, an unbalanced leave is diagnosed.
  public func leave() {
    VirtualDispatch.leave(self) { RealDispatch.leave(self) }
  }

  /// Runs `work` on `queue` once the group's work is done; in a simulation, on virtual time.
  public func notify(
    qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], queue: DispatchQueue,
    execute work: @escaping @convention(block) () -> Void
  ) {
    VirtualDispatch.notify(self, queue: queue, execute: work) {
      RealDispatch.notify(self, qos: qos, flags: flags, queue: queue, execute: work)
    }
  }

  /// Runs `work` on `queue` once the group's work is done; in a simulation, on virtual time.
  public func notify(queue: DispatchQueue, work: DispatchWorkItem) {
    VirtualDispatch.notify(self, queue: queue, execute: { VirtualDispatch.perform(work) {} }) {
      RealDispatch.notify(self, queue: queue, work: work)
    }
  }

  /// Waits for the group's work; in a simulation the rest of the app runs meanwhile, on virtual time.
  public func wait() {
    _ = VirtualDispatch.wait(self, until: .uptime(.distantFuture)) {
      RealDispatch.wait(self, timeout: .distantFuture)
    }
  }

  /// Waits for the group's work until `timeout`; in a simulation, a virtual deadline.
  public func wait(timeout: DispatchTime) -> DispatchTimeoutResult {
    VirtualDispatch.wait(self, until: .uptime(timeout)) { RealDispatch.wait(self, timeout: timeout) }
  }

  /// Waits for the group's work until the wall clock reads `wallTimeout`; in a simulation, a
  /// virtual deadline.
  public func wait(wallTimeout: DispatchWallTime) -> DispatchTimeoutResult {
    VirtualDispatch.wait(self, until: .wall(wallTimeout)) {
      RealDispatch.wait(self, wallTimeout: wallTimeout)
    }
  }
}

extension DispatchSemaphore {
  /// Makes a semaphore with a starting count; in a simulation, counted on virtual time.
  public convenience init(value: Int) {
    self.init(simulatedValue: value)
  }

  /// Adds one to the count, waking a waiter.
  @discardableResult
  public func signal() -> Int {
    VirtualDispatch.signal(self) { RealDispatch.signal(self) }
  }

  /// Waits for the count to be positive and takes one; in a simulation the rest of the app runs
  /// meanwhile, and a wait nothing will end is diagnosed instead of hanging.
  public func wait() {
    _ = VirtualDispatch.wait(self, until: .uptime(.distantFuture)) {
      RealDispatch.wait(self, timeout: .distantFuture)
    }
  }

  /// Waits until `timeout` for the count to be positive; in a simulation, a virtual deadline.
  public func wait(timeout: DispatchTime) -> DispatchTimeoutResult {
    VirtualDispatch.wait(self, until: .uptime(timeout)) { RealDispatch.wait(self, timeout: timeout) }
  }

  /// Waits until the wall clock reads `wallTimeout`; in a simulation, a virtual deadline.
  public func wait(wallTimeout: DispatchWallTime) -> DispatchTimeoutResult {
    VirtualDispatch.wait(self, until: .wall(wallTimeout)) {
      RealDispatch.wait(self, wallTimeout: wallTimeout)
    }
  }
}

extension DispatchWorkItem {
  /// Runs the item now, on the caller's thread, then what `notify` registered.
  public func perform() {
    VirtualDispatch.perform(self) { RealDispatch.perform(self) }
  }

  /// Waits for the item to have run; in a simulation the rest of the app runs meanwhile.
  public func wait() {
    _ = VirtualDispatch.wait(self, until: .uptime(.distantFuture)) {
      RealDispatch.wait(self, timeout: .distantFuture)
    }
  }

  /// Waits until `timeout` for the item to have run; in a simulation, a virtual deadline.
  public func wait(timeout: DispatchTime) -> DispatchTimeoutResult {
    VirtualDispatch.wait(self, until: .uptime(timeout)) { RealDispatch.wait(self, timeout: timeout) }
  }

  /// Waits until the wall clock reads `wallTimeout` for the item to have run.
  public func wait(wallTimeout: DispatchWallTime) -> DispatchTimeoutResult {
    VirtualDispatch.wait(self, until: .wall(wallTimeout)) {
      RealDispatch.wait(self, wallTimeout: wallTimeout)
    }
  }

  /// Runs `execute` on `queue` once the item has run; in a simulation, on virtual time.
  public func notify(
    qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], queue: DispatchQueue,
    execute: @escaping @convention(block) () -> Void
  ) {
    VirtualDispatch.notify(self, queue: queue, execute: execute) {
      RealDispatch.notify(self, qos: qos, flags: flags, queue: queue, execute: execute)
    }
  }

  /// Runs `execute` on `queue` once the item has run; in a simulation, on virtual time.
  public func notify(queue: DispatchQueue, execute: DispatchWorkItem) {
    VirtualDispatch.notify(self, queue: queue, execute: { VirtualDispatch.perform(execute) {} }) {
      RealDispatch.notify(self, queue: queue, execute: execute)
    }
  }
}

extension DispatchSource {
  /// Makes an inactive timer source; in a simulation one that fires on virtual time
  /// (`VirtualTimerSource`).
  public class func makeTimerSource(
    flags: DispatchSource.TimerFlags = [], queue: DispatchQueue? = nil
  ) -> any DispatchSourceTimer {
    VirtualDispatch.makeTimerSource(queue: queue) ?? RealDispatch.makeTimerSource(flags: flags, queue: queue)
  }
}

extension DispatchSourceTimer {
  /// Sets the timer's deadline and repeating interval; a simulated timer fires at those virtual
  /// instants.
  public func schedule(
    deadline: DispatchTime, repeating interval: DispatchTimeInterval = .never,
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    guard let timer = self as? VirtualTimerSource else {
      return RealDispatch.schedule(self, deadline: deadline, repeating: interval, leeway: leeway)
    }
    MainActor.assumeIsolated {
      timer.schedule(
        deadline: .uptime(deadline), repeating: VirtualDispatch.span(of: interval), leeway: leeway)
    }
  }

  /// Sets the timer's deadline and repeating interval in seconds.
  public func schedule(
    deadline: DispatchTime, repeating interval: Double, leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    guard let timer = self as? VirtualTimerSource else {
      return RealDispatch.schedule(
        self, deadline: deadline,
        repeating: .nanoseconds(Int(clamping: Int64(exactly: (interval * 1e9).rounded()) ?? .max)),
        leeway: leeway)
    }
    MainActor.assumeIsolated {
      timer.schedule(
        deadline: .uptime(deadline), repeating: VirtualDispatch.span(seconds: interval), leeway: leeway)
    }
  }

  /// Sets the timer's wall-clock deadline and repeating interval.
  public func schedule(
    wallDeadline: DispatchWallTime, repeating interval: DispatchTimeInterval = .never,
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    guard let timer = self as? VirtualTimerSource else {
      return RealDispatch.schedule(self, wallDeadline: wallDeadline, repeating: interval, leeway: leeway)
    }
    MainActor.assumeIsolated {
      timer.schedule(
        deadline: .wall(wallDeadline), repeating: VirtualDispatch.span(of: interval), leeway: leeway)
    }
  }
}

extension DispatchSourceProtocol {
  /// Sets the block that runs on each event; for a simulated timer, at each fire.
  public func setEventHandler(
    qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], handler: DispatchSourceHandler?
  ) {
    guard let timer = self as? VirtualTimerSource else {
      return RealDispatch.setEventHandler(self, qos: qos, flags: flags, handler: handler)
    }
    // Unsafe: the handler is only touched on the main actor, where this runs and where it will run.
    nonisolated(unsafe) let handler = handler
    MainActor.assumeIsolated { timer.setEventHandler(qos: qos, flags: [], handler: handler) }
  }

  /// Sets the block that runs once the source is cancelled.
  public func setCancelHandler(
    qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], handler: DispatchSourceHandler?
  ) {
    guard let timer = self as? VirtualTimerSource else {
      return RealDispatch.setCancelHandler(self, qos: qos, flags: flags, handler: handler)
    }
    nonisolated(unsafe) let handler = handler
    MainActor.assumeIsolated { timer.setCancelHandler(qos: qos, flags: [], handler: handler) }
  }

  /// Starts an inactive source.
  public func activate() {
    guard let timer = self as? VirtualTimerSource else { return RealDispatch.activate(self) }
    MainActor.assumeIsolated { timer.activate() }
  }
}
