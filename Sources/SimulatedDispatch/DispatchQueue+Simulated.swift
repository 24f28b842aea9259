import Dispatch
import Runtime

extension DispatchQueue {
  /// Makes a queue as Dispatch's `init(label:qos:attributes:autoreleaseFrequency:target:)` does and,
  /// in a simulation, marks it with what a simulation needs to run it (whether it is concurrent,
  /// its target); AVKitCompat's spelling of that initializer calls this one.
  package convenience init(
    simulatedLabel label: String, qos: DispatchQoS, attributes: DispatchQueue.Attributes,
    autoreleaseFrequency: DispatchQueue.AutoreleaseFrequency, target: DispatchQueue?
  ) {
    self.init(
      label: label, qos: qos, attributes: attributes, autoreleaseFrequency: autoreleaseFrequency,
      target: target)
    guard VirtualDispatch.runLoop != nil else { return }
    let isConcurrent = attributes.contains(.concurrent)
    MainRunLoop.onMainActor {
      _ = VirtualQueue.describe(self, label: label, isConcurrent: isConcurrent, target: target)
    }
  }
}

extension DispatchSemaphore {
  /// Makes a semaphore as Dispatch's `init(value:)` does and, in a simulation, gives it its count
  /// on virtual time; AVKitCompat's spelling of that initializer calls this one.
  package convenience init(simulatedValue value: Int) {
    self.init(value: value)
    VirtualDispatch.made(self, value: value)
  }
}

/// Dispatch's own members that AVKitCompat's spellings shadow, for the calls it passes on: a file
/// that imports AVKitCompat cannot name them, this module (which does not) can. Each is kept out of
/// cross-module optimization, as `RealFoundation`'s are, for the same reason.
package enum RealDispatch {
  @_semantics("optimize.no.crossmodule") package static func async(
    _ queue: DispatchQueue, group: DispatchGroup?, qos: DispatchQoS, flags: DispatchWorkItemFlags,
    execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    queue.async(group: group, qos: qos, flags: flags, execute: work)
  }
  @_semantics("optimize.no.crossmodule") package static func async(
    _ queue: DispatchQueue, execute item: DispatchWorkItem
  ) {
    queue.async(execute: item)
  }
  @_semantics("optimize.no.crossmodule") package static func async(
    _ queue: DispatchQueue, group: DispatchGroup, execute item: DispatchWorkItem
  ) {
    queue.async(group: group, execute: item)
  }
  @_semantics("optimize.no.crossmodule") package static func asyncAfter(
    _ queue: DispatchQueue, deadline: DispatchTime, qos: DispatchQoS, flags: DispatchWorkItemFlags,
    execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    queue.asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work)
  }
  @_semantics("optimize.no.crossmodule") package static func asyncAfter(
    _ queue: DispatchQueue, wallDeadline: DispatchWallTime, qos: DispatchQoS, flags: DispatchWorkItemFlags,
    execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    queue.asyncAfter(wallDeadline: wallDeadline, qos: qos, flags: flags, execute: work)
  }
  @_semantics("optimize.no.crossmodule") package static func asyncAfter(
    _ queue: DispatchQueue, deadline: DispatchTime, execute item: DispatchWorkItem
  ) {
    queue.asyncAfter(deadline: deadline, execute: item)
  }
  @_semantics("optimize.no.crossmodule") package static func asyncAfter(
    _ queue: DispatchQueue, wallDeadline: DispatchWallTime, execute item: DispatchWorkItem
  ) {
    queue.asyncAfter(wallDeadline: wallDeadline, execute: item)
  }
  @_semantics("optimize.no.crossmodule") package static func sync<T>(
    _ queue: DispatchQueue, flags: DispatchWorkItemFlags, execute work: () throws -> T
  ) rethrows -> T {
    try queue.sync(flags: flags, execute: work)
  }
  @_semantics("optimize.no.crossmodule") package static func sync(
    _ queue: DispatchQueue, execute item: DispatchWorkItem
  ) {
    queue.sync(execute: item)
  }
  @_semantics("optimize.no.crossmodule") package static func concurrentPerform(
    iterations: Int, execute work: @Sendable (Int) -> Void
  ) {
    DispatchQueue.concurrentPerform(iterations: iterations, execute: work)
  }
  @_semantics("optimize.no.crossmodule") package static func suspend(_ object: DispatchObject) {
    object.suspend()
  }
  @_semantics("optimize.no.crossmodule") package static func resume(_ object: DispatchObject) {
    object.resume()
  }
  @_semantics("optimize.no.crossmodule") package static func activate(_ object: DispatchObject) {
    object.activate()
  }
  @_semantics("optimize.no.crossmodule") package static func now() -> DispatchTime { .now() }
  @_semantics("optimize.no.crossmodule") package static func wallNow() -> DispatchWallTime { .now() }
  @_semantics("optimize.no.crossmodule") package static func getSpecific<T>(key: DispatchSpecificKey<T>) -> T?
  {
    DispatchQueue.getSpecific(key: key)
  }
  @_semantics("optimize.no.crossmodule") package static func enter(_ group: DispatchGroup) { group.enter() }
  @_semantics("optimize.no.crossmodule") package static func leave(_ group: DispatchGroup) { group.leave() }
  @_semantics("optimize.no.crossmodule") package static func notify(
    _ group: DispatchGroup, qos: DispatchQoS, flags: DispatchWorkItemFlags, queue: DispatchQueue,
    execute work: @escaping @convention(block) () -> Void
  ) {
    // Unsafe: Dispatch declares this block non-Sendable and imports it as Sendable; it runs once.
    nonisolated(unsafe) let work = work
    group.notify(qos: qos, flags: flags, queue: queue) { work() }
  }
  @_semantics("optimize.no.crossmodule") package static func notify(
    _ group: DispatchGroup, queue: DispatchQueue, work: DispatchWorkItem
  ) {
    group.notify(queue: queue, work: work)
  }
  @_semantics("optimize.no.crossmodule") package static func wait(
    _ group: DispatchGroup, timeout: DispatchTime
  ) -> DispatchTimeoutResult {
    group.wait(timeout: timeout)
  }
  @_semantics("optimize.no.crossmodule") package static func wait(
    _ group: DispatchGroup, wallTimeout: DispatchWallTime
  ) -> DispatchTimeoutResult {
    group.wait(wallTimeout: wallTimeout)
  }
  @_semantics("optimize.no.crossmodule") package static func signal(_ semaphore: DispatchSemaphore) -> Int {
    semaphore.signal()
  }
  @_semantics("optimize.no.crossmodule") package static func wait(
    _ semaphore: DispatchSemaphore, timeout: DispatchTime
  ) -> DispatchTimeoutResult {
    semaphore.wait(timeout: timeout)
  }
  @_semantics("optimize.no.crossmodule") package static func wait(
    _ semaphore: DispatchSemaphore, wallTimeout: DispatchWallTime
  )
    -> DispatchTimeoutResult
  {
    semaphore.wait(wallTimeout: wallTimeout)
  }
  @_semantics("optimize.no.crossmodule") package static func perform(_ item: DispatchWorkItem) {
    item.perform()
  }
  @_semantics("optimize.no.crossmodule") package static func wait(
    _ item: DispatchWorkItem, timeout: DispatchTime
  ) -> DispatchTimeoutResult {
    item.wait(timeout: timeout)
  }
  @_semantics("optimize.no.crossmodule") package static func wait(
    _ item: DispatchWorkItem, wallTimeout: DispatchWallTime
  ) -> DispatchTimeoutResult {
    item.wait(wallTimeout: wallTimeout)
  }
  @_semantics("optimize.no.crossmodule") package static func notify(
    _ item: DispatchWorkItem, qos: DispatchQoS, flags: DispatchWorkItemFlags, queue: DispatchQueue,
    execute work: @escaping @convention(block) () -> Void
  ) {
    nonisolated(unsafe) let work = work
    item.notify(qos: qos, flags: flags, queue: queue) { work() }
  }
  @_semantics("optimize.no.crossmodule") package static func notify(
    _ item: DispatchWorkItem, queue: DispatchQueue, execute work: DispatchWorkItem
  ) {
    item.notify(queue: queue, execute: work)
  }
  @_semantics("optimize.no.crossmodule") package static func makeTimerSource(
    flags: DispatchSource.TimerFlags, queue: DispatchQueue?
  )
    -> any DispatchSourceTimer
  {
    DispatchSource.makeTimerSource(flags: flags, queue: queue)
  }
  @_semantics("optimize.no.crossmodule") package static func schedule(
    _ timer: any DispatchSourceTimer, deadline: DispatchTime, repeating: DispatchTimeInterval,
    leeway: DispatchTimeInterval
  ) {
    timer.schedule(deadline: deadline, repeating: repeating, leeway: leeway)
  }
  @_semantics("optimize.no.crossmodule") package static func schedule(
    _ timer: any DispatchSourceTimer, wallDeadline: DispatchWallTime, repeating: DispatchTimeInterval,
    leeway: DispatchTimeInterval
  ) {
    timer.schedule(wallDeadline: wallDeadline, repeating: repeating, leeway: leeway)
  }
  @_semantics("optimize.no.crossmodule") package static func setEventHandler(
    _ source: any DispatchSourceProtocol, qos: DispatchQoS, flags: DispatchWorkItemFlags,
    handler: DispatchSourceHandler?
  ) {
    source.setEventHandler(qos: qos, flags: flags, handler: handler)
  }
  @_semantics("optimize.no.crossmodule") package static func setCancelHandler(
    _ source: any DispatchSourceProtocol, qos: DispatchQoS, flags: DispatchWorkItemFlags,
    handler: DispatchSourceHandler?
  ) {
    source.setCancelHandler(qos: qos, flags: flags, handler: handler)
  }
  @_semantics("optimize.no.crossmodule") package static func activate(_ source: any DispatchSourceProtocol) {
    source.activate()
  }
}
