/// An event name and its category, interned once so that recording it stores only a 32-bit id.
///
/// Create names once, where the instrumented code is set up (a `static let` works, since names are
/// process-wide), and pass them to the ``TraceTrack`` recording methods that take a `TraceName`:
///
/// ```swift
/// static let framePushed = TraceName("frame.pushed", category: .frame)
/// track.flowStart(Self.framePushed, id: sequence, at: now, Self.sequenceKey.int(sequence))
/// ```
///
/// Creating a name takes a lock and a hash lookup; recording with it takes neither.
public struct TraceName: Sendable, Hashable {
  /// The interned id of the name and category.
  @usableFromInline let id: UInt32

  /// Interns `name` in `category`; the same pair always gives an equal name.
  public init(_ name: String, category: TraceCategory) {
    self.init(id: TraceInternTable.shared.withEntries { $0.nameID(name, category: category) })
  }

  /// A name already interned as `id`.
  init(id: UInt32) {
    self.id = id
  }
}
