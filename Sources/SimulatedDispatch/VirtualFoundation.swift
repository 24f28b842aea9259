import Clocks
import Foundation
import Runtime

/// Foundation's run-loop timers, `RunLoop.perform` and operation queues on a simulation's virtual
/// time: the calls AVKitCompat's Foundation spellings make, each with the Foundation call to make
/// when no simulation runs for the caller.
extension VirtualDispatch {
  /// Schedules `timer` on the simulated main run loop (`RunLoop.add(_:forMode:)`, and what
  /// `Timer.scheduledTimer` does): it fires at its `fireDate`, as the simulated clock reads dates,
  /// and a repeating one each `timeInterval` after, until invalidated. A timer added again is left
  /// as it is, as Foundation leaves it.
  ///
  /// Firing runs Foundation's own `fire()`, which calls the timer's block (and invalidates a
  /// non-repeating timer). Tolerance is kept by the timer but it fires on time.
  public static func schedule(_ timer: Timer, real: () -> Void) {
    guard let runLoop else { return real() }
    // Unsafe: the timer is only touched on the main actor, where this runs and where it fires.
    nonisolated(unsafe) let timer = timer
    MainRunLoop.onMainActor {
      let book = self.book
      let key = ObjectIdentifier(timer)
      guard book.timers[key] == nil, timer.isValid else { return }
      let state = VirtualTimer(timer: timer)
      book.timers[key] = state
      let interval = timer.timeInterval
      state.interval = interval > 0 ? span(seconds: interval) : nil
      state.arm(at: virtualTime(ofDate: timer.fireDate), on: runLoop) { book.timers[key] = nil }
    }
  }

  /// `Timer.invalidate()`: the timer never fires again.
  public static func invalidate(_ timer: Timer, real: () -> Void) {
    real()
    guard runLoop != nil else { return }
    nonisolated(unsafe) let timer = timer
    MainRunLoop.onMainActor {
      let key = ObjectIdentifier(timer)
      book.timers[key]?.cancel()
      book.timers[key] = nil
    }
  }

  /// `Timer.fireDate` for a timer on the simulated run loop: its next fire, as the simulated clock
  /// reads dates; nil for a timer the simulation does not run.
  public static func fireDate(of timer: Timer) -> Date? {
    guard runLoop != nil else { return nil }
    nonisolated(unsafe) let timer = timer
    return MainRunLoop.onMainActor {
      guard let next = book.timers[ObjectIdentifier(timer)]?.nextFire else { return nil }
      return wallClockOrigin.addingTimeInterval(next.seconds)
    }
  }

  /// Sets `Timer.fireDate` of a timer on the simulated run loop: it fires then instead.
  ///
  /// - Returns: false when the simulation does not run the timer (Foundation's setter applies).
  public static func setFireDate(_ date: Date, of timer: Timer) -> Bool {
    guard let runLoop else { return false }
    nonisolated(unsafe) let timer = timer
    return MainRunLoop.onMainActor {
      let key = ObjectIdentifier(timer)
      guard let state = book.timers[key] else { return false }
      let book = self.book
      state.cancel()
      state.arm(at: virtualTime(ofDate: date), on: runLoop) { book.timers[key] = nil }
      return true
    }
  }

  /// `RunLoop.perform(_:)` on the main run loop: `block` runs on the loop's next turn.
  public static func perform(_ block: @escaping @Sendable () -> Void, real: () -> Void) {
    guard let runLoop else { return real() }
    MainRunLoop.onMainActor { _ = runLoop.perform { VirtualQueue.main.runOrPark(block) } }
  }

  /// The virtual instant a date on the simulated wall clock stands for (zero for a date before
  /// the simulation), to the microsecond: a `Date` of this century holds its seconds as a `Double`
  /// to about a tenth of a microsecond, so `Date() + 0.25` is read back as exactly 0.25 s later.
  @MainActor
  static func virtualTime(ofDate date: Date) -> MediaTime {
    let microseconds = (date.timeIntervalSince(wallClockOrigin) * 1e6).rounded()
    return span(seconds: max(microseconds, 0) / 1e6) ?? .max
  }
}

/// A Foundation `Timer` as the simulated run loop runs it.
@MainActor
final class VirtualTimer {
  private let timer: Timer
  /// The time between fires; nil for a timer that fires once.
  var interval: MediaTime?
  /// When the timer fires next; nil once it will not.
  private(set) var nextFire: MediaTime?
  private var pending: ScheduledTask?

  init(timer: Timer) {
    self.timer = timer
  }

  /// Queues the next fire at `time` on `runLoop`; `ended` runs once the timer will fire no more.
  func arm(at time: MediaTime, on runLoop: MainRunLoop, ended: @escaping @MainActor () -> Void) {
    nextFire = time
    pending = runLoop.schedule(at: time) { [self] in
      pending = nil
      VirtualDispatch.run(on: .main) { timer.fire() }
      guard timer.isValid, let interval, let next = time.adding(interval) else {
        nextFire = nil
        return ended()
      }
      arm(at: next, on: runLoop, ended: ended)
    }
  }

  /// Stops the timer's next fire.
  func cancel() {
    pending?.cancel()
    pending = nil
    nextFire = nil
  }
}

extension VirtualDispatch {
  /// `OperationQueue.addOperation(_:)` with a block, for a queue of the simulation's: the block
  /// runs on the run loop's next turn (on the main queue for `OperationQueue.main`).
  public static func addOperation(
    _ block: @escaping @Sendable () -> Void, to queue: OperationQueue, real: () -> Void
  ) {
    addOperation(BlockOperation(block: block), to: queue, real: real)
  }

  /// `OperationQueue.addOperation(_:)` for a queue of the simulation's: the operation starts on a
  /// later turn of the run loop once it is ready (its dependencies finished), in the order
  /// operations were added among those ready, one at a time.
  public static func addOperation(_ operation: Operation, to queue: OperationQueue, real: () -> Void) {
    guard let runLoop else { return real() }
    MainRunLoop.onMainActor {
      let state = VirtualOperationQueue.of(queue, in: book)
      state.waiting.append(operation)
      state.pump(on: runLoop)
    }
  }

  /// `OperationQueue.waitUntilAllOperationsAreFinished()`: the simulated thread waits while the
  /// app's other work runs.
  public static func waitUntilAllOperationsAreFinished(_ queue: OperationQueue, real: () -> Void) {
    guard let runLoop else { return real() }
    MainRunLoop.onMainActor {
      let state = VirtualOperationQueue.of(queue, in: book)
      _ = wait(
        on: runLoop, until: .uptime(.distantFuture),
        subject: "OperationQueue.waitUntilAllOperationsAreFinished"
      ) {
        state.waiting.isEmpty
      }
    }
  }
}

/// An `OperationQueue` as a simulation runs it: the operations added and not yet started.
@MainActor
final class VirtualOperationQueue {
  private let queue: OperationQueue
  /// Operations added and not started, in the order they were added.
  var waiting: [Operation] = []
  private var isPumpQueued = false

  init(queue: OperationQueue) {
    self.queue = queue
  }

  /// Starts, on the run loop's next turn, every waiting operation that is ready, in order; an
  /// operation whose dependencies are not finished waits for a later turn.
  func pump(on runLoop: MainRunLoop) {
    guard !isPumpQueued else { return }
    isPumpQueued = true
    runLoop.perform { [self] in
      isPumpQueued = false
      var startedAny = true
      while startedAny {
        startedAny = false
        guard
          let index = waiting.firstIndex(where: { $0.isCancelled || $0.dependencies.allSatisfy(\.isFinished) }
          )
        else { break }
        let operation = waiting.remove(at: index)
        let simulatedQueue = queue === OperationQueue.main ? VirtualQueue.main : VirtualQueue.operations
        VirtualDispatch.run(on: simulatedQueue) { operation.start() }
        startedAny = true
      }
    }
  }

  static func of(_ queue: OperationQueue, in book: DispatchBook) -> VirtualOperationQueue {
    let key = ObjectIdentifier(queue)
    if let known = book.operationQueues[key] { return known }
    let state = VirtualOperationQueue(queue: queue)
    book.operationQueues[key] = state
    return state
  }
}

extension VirtualQueue {
  /// The simulated thread operations of queues other than the main one run on.
  static let operations = VirtualQueue(label: "NSOperationQueue", isConcurrent: true, target: nil)
}
