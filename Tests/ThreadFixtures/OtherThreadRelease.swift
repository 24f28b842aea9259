import Dispatch

/// Holds an object until another thread lets it go, while the calling thread waits: how a test sees
/// what an object's deinitializer does when its last reference goes on a thread that is not the
/// main actor's (a test-support target: never in a product).
public final class OtherThreadRelease<Object: AnyObject & Sendable>: @unchecked Sendable {
  /// The object; nil once let go. Touched by one thread at a time: the other waits.
  public private(set) var object: Object?

  /// Holds `object`.
  public init(_ object: Object) {
    self.object = object
  }

  /// Lets the object go on a Dispatch thread and returns once it has, blocking the caller meanwhile.
  public func releaseOnAnotherThread() {
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      self.object = nil
      done.signal()
    }
    done.wait()
  }
}
