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

  /// Interns `key` as a key whose numeric fields also sample counter `counter`, as series `series`.
  ///
  /// An event recorded with such a field appears in snapshots twice: as itself, with the argument, and
  /// as a sample of the counter at the same time on the same track, right after it. Recording stores
  /// one event, so a value wanted both on an event and on a counter track (a frame's latency on its
  /// presentation) costs one event rather than two. Text fields sample nothing. The key is distinct
  /// from the plain `TraceKey(key)`, whose fields sample no counter.
  ///
  /// ```swift
  /// let latency = TraceKey("latency_us", sampling: TraceName("latency", category: .frame), series: "us")
  /// track.flowEnd(framePresented, id: sequence, at: now, latency.int(microseconds))
  /// ```
  public init(_ key: String, sampling counter: TraceName, series: String) {
    id = TraceInternTable.shared.withEntries { strings in
      let seriesID = strings.stringID(series)
      return strings.samplingKeyID(key, counter: .init(nameID: counter.id, seriesID: seriesID))
    }
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
