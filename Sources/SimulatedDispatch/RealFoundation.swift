import Foundation

/// Foundation's own members that AVKitCompat's spellings shadow, for the calls it passes on.
package enum RealFoundation {
  package static func now() -> Date {
    Date(timeIntervalSinceReferenceDate: Date.timeIntervalSinceReferenceDate)
  }
  package static var systemUptime: TimeInterval { ProcessInfo.processInfo.systemUptime }
  package static var isMainThread: Bool { Thread.isMainThread }
  package static func isMainThread(_ thread: Thread) -> Bool { thread.isMainThread }
  package static func sleep(forTimeInterval interval: TimeInterval) {
    Thread.sleep(forTimeInterval: interval)
  }
  package static func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
  ) -> Timer {
    Timer.scheduledTimer(withTimeInterval: interval, repeats: repeats, block: block)
  }
  package static func invalidate(_ timer: Timer) { timer.invalidate() }
  package static func fireDate(of timer: Timer) -> Date { timer.fireDate }
  package static func setFireDate(_ date: Date, of timer: Timer) { timer.fireDate = date }
  package static func add(_ timer: Timer, to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
    runLoop.add(timer, forMode: mode)
  }
  package static func perform(
    on runLoop: RunLoop, inModes modes: [RunLoop.Mode], block: @escaping @Sendable () -> Void
  ) {
    runLoop.perform(inModes: modes, block: block)
  }
  package static func addOperation(_ operation: Operation, to queue: OperationQueue) {
    queue.addOperation(operation)
  }
  package static func addOperation(_ block: @escaping @Sendable () -> Void, to queue: OperationQueue) {
    queue.addOperation(block)
  }
  package static func waitUntilAllOperationsAreFinished(_ queue: OperationQueue) {
    queue.waitUntilAllOperationsAreFinished()
  }
}
