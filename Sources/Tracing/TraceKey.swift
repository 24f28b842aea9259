/// An argument key interned once, which builds the ``TraceField`` arguments of the hot recording path.
///
/// ```swift
/// static let sequence = TraceKey("seq")
/// track.instant(frameDropped, at: now, sequence.int(frame.sequence), reason.text(late))
/// ```
public struct TraceKey: Sendable, Hashable {
  /// The interned id of the key.
  @usableFromInline let id: UInt32

  /// Interns `key`; the same key always gives an equal value.
  public init(_ key: String) {
    id = TraceInternTable.shared.withEntries { $0.stringID(key) }
  }

  /// An integer argument under this key; values outside `Int64` are clamped to its range.
  @inlinable
  public func int(_ value: some BinaryInteger) -> TraceField {
    TraceField(keyID: id, kind: .int, bits: UInt64(bitPattern: Int64(clamping: value)))
  }

  /// A floating-point argument under this key, stored bit for bit.
  @inlinable
  public func double(_ value: Double) -> TraceField {
    TraceField(keyID: id, kind: .double, bits: value.bitPattern)
  }

  /// A text argument under this key.
  @inlinable
  public func text(_ value: TraceText) -> TraceField {
    TraceField(keyID: id, kind: .text, bits: UInt64(value.id))
  }
}
