import Foundation

/// Work split over threads that each wait for child processes: the indices still to take, and the
/// result of each, kept by index (`pipsim test --jobs`' files, `pipsim explore --jobs`' parts).
final class SharedWork<Result: Sendable>: @unchecked Sendable {
  // @unchecked: every stored property is read and written only while `lock` is held. NSLock, which
  // ThreadSanitizer sees, like the library's `LockedValue`.
  private let lock = NSLock()
  private var next = 0
  private var stored: [Result?]

  /// Work of `count` pieces, none taken or done.
  init(count: Int) {
    stored = Array(repeating: nil, count: count)
  }

  /// The index of the next piece to do, or nil when every piece is taken.
  func take() -> Int? {
    lock.withLock {
      guard next < stored.count else { return nil }
      next += 1
      return next - 1
    }
  }

  /// Keeps the result of piece `index`.
  func store(_ result: Result, at index: Int) {
    lock.withLock { stored[index] = result }
  }

  /// Every result stored, in index order.
  var results: [Result] { lock.withLock { stored.compactMap { $0 } } }
}
