import Locking

/// The process-wide table of interned trace strings, shared by every recorder.
///
/// Interning turns a name, key or text value into a 32-bit id once, so the hot recording path stores
/// ids instead of reference-counted strings. One table serves the whole process, so the tokens built
/// from it (``TraceName``, ``TraceKey``, ``TraceText``) are plain values that work with any recorder
/// and can be kept in `static let` constants. Each distinct string is kept once for the life of the
/// process; events recorded with arbitrary text go through the same table, which is why hot paths with
/// open-ended text should not exist (use a small set of pre-interned ``TraceText`` values instead).
final class TraceInternTable: Sendable {
  /// The one table of the process.
  static let shared = TraceInternTable()

  private let entries = LockedValue(TraceInternedStrings())

  /// Runs `body` on the entries under the table's lock, so one event's strings intern in one go.
  func withEntries<Result: Sendable>(_ body: (inout TraceInternedStrings) -> Result) -> Result {
    entries.withLock { body(&$0) }
  }

  /// A copy of every entry interned so far, for turning ring records back into events.
  func contents() -> TraceInternedStrings {
    entries.withLock { $0.detachedCopy() }
  }
}
