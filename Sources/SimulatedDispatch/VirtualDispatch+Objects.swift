import Clocks
import Dispatch
import Runtime

/// Groups, semaphores, work items and suspension on virtual time: the calls AVKitCompat's Dispatch
/// spellings make, each with the Dispatch call to make when no simulation runs for the caller.
extension VirtualDispatch {
  /// `DispatchGroup.enter()`.
  public static func enter(_ group: DispatchGroup, real: () -> Void) {
    guard runLoop != nil else { return real() }
    MainRunLoop.onMainActor { VirtualGroup.of(group).enter() }
  }

  /// `DispatchGroup.leave()`; one with nothing entered is diagnosed (Dispatch stops the app).
  public static func leave(_ group: DispatchGroup, real: () -> Void) {
    guard runLoop != nil else { return real() }
    MainRunLoop.onMainActor {
      guard !VirtualGroup.of(group).leave() else { return }
      diagnose(
        .dispatchMisuse, subject: "DispatchGroup.leave",
        "leave() without a matching enter() stops an iOS app (\"Unbalanced call to dispatch_group_leave()\"); ignored"
      )
    }
  }

  /// `DispatchGroup.notify(queue:execute:)`.
  public static func notify(
    _ group: DispatchGroup, queue: DispatchQueue, execute work: @escaping @convention(block) () -> Void,
    real: () -> Void
  ) {
    guard runLoop != nil else { return real() }
    // Unsafe: the block is only touched on the main actor, where this runs and where it will run.
    nonisolated(unsafe) let work = work
    MainRunLoop.onMainActor { VirtualGroup.of(group).notify(queue: queue, work: work) }
  }

  /// `DispatchGroup.wait(timeout:)`: the simulated thread waits, the rest of the app runs.
  public static func wait(
    _ group: DispatchGroup, until deadline: Deadline, real: () -> DispatchTimeoutResult
  ) -> DispatchTimeoutResult {
    guard let runLoop else { return real() }
    return MainRunLoop.onMainActor {
      let state = VirtualGroup.of(group)
      return wait(on: runLoop, until: deadline, subject: "DispatchGroup.wait") { state.count == 0 }
    }
  }

  /// A semaphore made with `value`, from simulated code.
  public static func made(_ semaphore: DispatchSemaphore, value: Int) {
    guard runLoop != nil else { return }
    MainRunLoop.onMainActor { VirtualSemaphore.made(semaphore, value: value) }
  }

  /// `DispatchSemaphore.signal()`.
  ///
  /// - Returns: Whether a waiter was woken, as Dispatch's non-zero result says.
  public static func signal(_ semaphore: DispatchSemaphore, real: () -> Int) -> Int {
    guard runLoop != nil else { return real() }
    return MainRunLoop.onMainActor {
      let state = VirtualSemaphore.of(semaphore)
      state.value += 1
      return state.value <= 0 ? 1 : 0
    }
  }

  /// `DispatchSemaphore.wait(timeout:)`: the simulated thread waits, the rest of the app runs.
  public static func wait(
    _ semaphore: DispatchSemaphore, until deadline: Deadline, real: () -> DispatchTimeoutResult
  ) -> DispatchTimeoutResult {
    guard let runLoop else { return real() }
    return MainRunLoop.onMainActor {
      let state = VirtualSemaphore.of(semaphore)
      let result = wait(on: runLoop, until: deadline, subject: "DispatchSemaphore.wait") { state.value > 0 }
      if result == .success { state.value -= 1 }
      return result
    }
  }

  /// `DispatchWorkItem.notify(queue:execute:)`.
  public static func notify(
    _ item: DispatchWorkItem, queue: DispatchQueue, execute work: @escaping @convention(block) () -> Void,
    real: () -> Void
  ) {
    guard runLoop != nil else { return real() }
    nonisolated(unsafe) let work = work
    // Unsafe: the item is only touched on the main actor, where this runs.
    nonisolated(unsafe) let item = item
    MainRunLoop.onMainActor { VirtualWorkItem.of(item).notify(queue: queue, work: work) }
  }

  /// `DispatchWorkItem.wait(timeout:)`: the simulated thread waits for the item to have run.
  public static func wait(
    _ item: DispatchWorkItem, until deadline: Deadline, real: () -> DispatchTimeoutResult
  ) -> DispatchTimeoutResult {
    guard let runLoop else { return real() }
    // Unsafe: the item is only touched on the main actor, where this runs.
    nonisolated(unsafe) let item = item
    return MainRunLoop.onMainActor {
      let state = VirtualWorkItem.of(item)
      return wait(on: runLoop, until: deadline, subject: "DispatchWorkItem.wait") { state.isFinished }
    }
  }

  /// `DispatchWorkItem.perform()` run by app code itself: the item runs now, then its notifications.
  public static func perform(_ item: DispatchWorkItem, real: () -> Void) {
    guard runLoop != nil else { return real() }
    // Unsafe: the item is only touched on the main actor, where this runs.
    nonisolated(unsafe) let item = item
    MainRunLoop.onMainActor { run(item) }
  }

  /// `DispatchQueue.suspend()` (and `DispatchObject`'s).
  public static func suspend(_ queue: DispatchQueue, real: () -> Void) {
    guard runLoop != nil else { return real() }
    MainRunLoop.onMainActor { VirtualQueue.of(queue).suspend() }
  }

  /// `DispatchQueue.resume()`; one with no suspension to end is diagnosed (Dispatch stops the app).
  public static func resume(_ queue: DispatchQueue, real: () -> Void) {
    guard let runLoop else { return real() }
    MainRunLoop.onMainActor {
      let state = VirtualQueue.of(queue)
      guard !state.resume(on: runLoop) else { return }
      diagnose(
        .dispatchMisuse, subject: "DispatchQueue.resume",
        "resume() of \(state.label), which is not suspended, stops an iOS app (\"Over-resume of an object\"); ignored"
      )
    }
  }

  /// `dispatchPrecondition(condition:)` for simulated code; nil when no simulation runs for the
  /// caller (Dispatch's own check applies).
  ///
  /// - Returns: The failure's message, or "" when the condition holds.
  public static func preconditionFailure(_ condition: DispatchPredicate) -> String? {
    guard runLoop != nil else { return nil }
    return MainRunLoop.onMainActor {
      switch condition {
      case .onQueue(let queue):
        let state = VirtualQueue.of(queue)
        return isRunning(on: state) ? "" : "not on \(state.label) (on \(currentQueue.label))"
      case .onQueueAsBarrier(let queue):
        let state = VirtualQueue.of(queue)
        return isRunning(on: state) ? "" : "not on \(state.label) as a barrier (on \(currentQueue.label))"
      case .notOnQueue(let queue):
        let state = VirtualQueue.of(queue)
        return isRunning(on: state) ? "on \(state.label)" : ""
      }
    }
  }

  /// `dispatchPrecondition(condition:)`: in a simulation, checked against the simulated queue, and a
  /// failure (which stops an iOS app) diagnosed; otherwise Dispatch's own check.
  public static func precondition(_ condition: DispatchPredicate, file: StaticString, line: UInt) {
    guard let failure = preconditionFailure(condition) else {
      return dispatchPrecondition(condition: condition, file: file, line: line)
    }
    guard !failure.isEmpty else { return }
    let place = "\(file)".split(separator: "/").last.map(String.init) ?? "\(file)"
    MainRunLoop.onMainActor {
      diagnose(
        .dispatchMisuse, subject: "dispatchPrecondition",
        "the precondition at \(place):\(line) fails, which stops an iOS app: \(failure)")
    }
  }

  /// `DispatchQueue.getSpecific(key:)` in a simulation: the value on the simulated queue the
  /// caller runs on; nil when no simulation runs for the caller.
  public static func currentSpecific<T>(key: DispatchSpecificKey<T>) -> T? {
    guard runLoop != nil else { return nil }
    nonisolated(unsafe) let key = key
    nonisolated(unsafe) var value: T?
    MainRunLoop.onMainActor {
      let current = currentQueue
      value = current.isMain ? DispatchQueue.main.getSpecific(key: key) : current.queue?.getSpecific(key: key)
    }
    return value
  }
}
