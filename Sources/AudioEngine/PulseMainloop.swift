import CPulse

/// A `pa_threaded_mainloop`: the thread that runs every libpulse callback, and the lock around it.
///
/// Sendable because of how libpulse defines it: `lock`, `unlock`, `start` and `stop` may be called
/// from any thread, and the lock is the one that serialises every other libpulse call and every
/// callback. Its mutex is recursive, so a callback (run with the lock held) may lock it again.
final class PulseMainloop: @unchecked Sendable {
  /// The `pa_threaded_mainloop*`.
  let pointer: OpaquePointer

  /// Creates and starts the loop's thread, or returns `nil` when libpulse cannot.
  init?() {
    guard let pointer = pa_threaded_mainloop_new() else { return nil }
    guard pa_threaded_mainloop_start(pointer) == 0 else {
      pa_threaded_mainloop_free(pointer)
      return nil
    }
    self.pointer = pointer
  }

  /// The loop's event API, for creating contexts and timers.
  var api: UnsafeMutablePointer<pa_mainloop_api> { pa_threaded_mainloop_get_api(pointer) }

  /// Runs `body` with the loop's lock held. The corresponding C function is `pa_threaded_mainloop_lock`.
  func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
    pa_threaded_mainloop_lock(pointer)
    defer { pa_threaded_mainloop_unlock(pointer) }
    return try body()
  }

  /// Stops and joins the loop's thread; call it without the lock and from another thread.
  func stop() {
    pa_threaded_mainloop_stop(pointer)
  }

  deinit {
    pa_threaded_mainloop_stop(pointer)
    pa_threaded_mainloop_free(pointer)
  }
}
