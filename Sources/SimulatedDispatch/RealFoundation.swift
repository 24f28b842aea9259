import Foundation
import Glibc

/// Foundation's own members (and the C library's, which Foundation re-exports) that AVKitCompat's
/// spellings shadow, for the calls it passes on.
///
/// Each is kept out of cross-module optimization (`optimize.no.crossmodule`): inlined into
/// AVKitCompat's shadow of the same name, its reference to Foundation's member was serialized there,
/// and a release build of a module importing AVKitCompat then crashed the compiler deserializing it
/// (the reference matched both Foundation's member and the shadow).
package enum RealFoundation {
  @_semantics("optimize.no.crossmodule") package static func now() -> Date {
    Date(timeIntervalSinceReferenceDate: Date.timeIntervalSinceReferenceDate)
  }
  @_semantics("optimize.no.crossmodule") package static var systemUptime: TimeInterval {
    ProcessInfo.processInfo.systemUptime
  }
  @_semantics("optimize.no.crossmodule") package static var isMainThread: Bool { Thread.isMainThread }
  @_semantics("optimize.no.crossmodule") package static func isMainThread(_ thread: Thread) -> Bool {
    thread.isMainThread
  }
  @_semantics("optimize.no.crossmodule") package static func sleep(forTimeInterval interval: TimeInterval) {
    Thread.sleep(forTimeInterval: interval)
  }
  @_semantics("optimize.no.crossmodule") package static func usleep(_ microseconds: UInt32) -> Int32 {
    Glibc.usleep(microseconds)
  }
  @_semantics("optimize.no.crossmodule") package static func sleep(_ seconds: UInt32) -> UInt32 {
    Glibc.sleep(seconds)
  }
  @_semantics("optimize.no.crossmodule") package static func detachNewThread(
    _ block: @escaping @Sendable () -> Void
  ) {
    Thread.detachNewThread(block)
  }
  @_semantics("optimize.no.crossmodule") package static func start(_ thread: Thread) { thread.start() }
  @_semantics("optimize.no.crossmodule") package static func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
  ) -> Timer {
    Timer.scheduledTimer(withTimeInterval: interval, repeats: repeats, block: block)
  }
  @_semantics("optimize.no.crossmodule") package static func invalidate(_ timer: Timer) { timer.invalidate() }
  @_semantics("optimize.no.crossmodule") package static func fireDate(of timer: Timer) -> Date {
    timer.fireDate
  }
  @_semantics("optimize.no.crossmodule") package static func setFireDate(_ date: Date, of timer: Timer) {
    timer.fireDate = date
  }
  @_semantics("optimize.no.crossmodule") package static func add(
    _ timer: Timer, to runLoop: RunLoop, forMode mode: RunLoop.Mode
  ) {
    runLoop.add(timer, forMode: mode)
  }
  @_semantics("optimize.no.crossmodule") package static func perform(
    on runLoop: RunLoop, inModes modes: [RunLoop.Mode], block: @escaping @Sendable () -> Void
  ) {
    runLoop.perform(inModes: modes, block: block)
  }
  @_semantics("optimize.no.crossmodule") package static func addOperation(
    _ operation: Operation, to queue: OperationQueue
  ) {
    queue.addOperation(operation)
  }
  @_semantics("optimize.no.crossmodule") package static func addOperation(
    _ block: @escaping @Sendable () -> Void, to queue: OperationQueue
  ) {
    queue.addOperation(block)
  }
  @_semantics("optimize.no.crossmodule") package static func waitUntilAllOperationsAreFinished(
    _ queue: OperationQueue
  ) {
    queue.waitUntilAllOperationsAreFinished()
  }
}
