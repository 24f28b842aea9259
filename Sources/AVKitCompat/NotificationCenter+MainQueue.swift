import Foundation
import Runtime

/// The `.main` of `addObserver(forName:object:queue: .main, using:)`, so that iOS code observing
/// notifications on the main queue compiles and runs unchanged in a simulation.
///
/// On Linux, Foundation delivers a post to an observer registered with `OperationQueue.main` by
/// adding an operation to the main queue and waiting for it; a post made on the main thread while
/// the main queue is busy (a simulation driven from a test, or from a main-queue block) then waits
/// for ever. Where AVKitCompat is imported, `queue: .main` picks the overload below instead (it needs
/// no conversion to an optional, so Swift ranks it first): the block runs in the posting call when
/// the post is made on the main actor (the main queue), which is what iOS does for a main-thread post to a
/// main-queue observer, and PiPSim posts its notifications on the main actor at their virtual
/// instant; a post from another thread goes to the main queue with `DispatchQueue.main.async`, as on
/// iOS (Dispatch's own queue then: the block runs outside virtual time, when the main queue is free). `queue: nil`, `queue: OperationQueue.main` written out and any other queue
/// are Foundation's own.
extension NotificationCenter {
  /// The main queue, as an observer's `queue: .main` names it in a file that imports AVKitCompat.
  public struct MainQueue: Sendable {
    /// The main queue.
    public static var main: MainQueue { MainQueue() }
  }
}

extension NotificationCenter {
  /// Adds an observer whose block runs on the main thread (see ``MainQueue``).
  ///
  /// - Parameters:
  ///   - name: The notification to observe; nil for every one.
  ///   - object: The poster to observe; nil for every poster. Pass it when tests run in parallel:
  ///     `NotificationCenter.default` is shared by the whole process.
  ///   - queue: `.main`.
  ///   - block: Called with each notification, on the main thread.
  /// - Returns: The token to pass to `removeObserver(_:)`; the observation lasts until then.
  @discardableResult
  public func addObserver(
    forName name: NSNotification.Name?, object: Any?, queue: MainQueue,
    using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol {
    addObserver(forName: name, object: object, queue: nil) { notification in
      // The main actor, not `Thread.isMainThread`: under the test runner on Linux the main
      // actor's jobs run on the main queue but not on the process's first thread.
      if MainRunLoop.isOnMainActor {
        block(notification)
      } else {
        nonisolated(unsafe) let notification = notification
        DispatchQueue.main.async { block(notification) }
      }
    }
  }
}
