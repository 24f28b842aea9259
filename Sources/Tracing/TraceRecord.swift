import Synchronization

/// One event as a ring stores it: plain words with ids in place of strings, so copying it in costs no
/// reference counting and no allocation.
///
/// In the ring a record is ``wordCount`` 64-bit words:
///
/// | word | contents                                                                      |
/// |------|-------------------------------------------------------------------------------|
/// | 0    | timestamp                                                                     |
/// | 1    | the phase's duration or id, as a bit pattern                                  |
/// | 2    | name id (bits 0-31), phase tag (32-39), field kinds (40-47, two bits each), overflow flag (48) |
/// | 3, 4 | key ids of fields 0 and 1, then 2 and 3 (low half first)                      |
/// | 5-8  | the fields' values                                                            |
///
/// Only the words an event uses are stored: word 1 for phases with a duration or id, a key word and a
/// value word for present fields. The others keep whatever an older record left there, which a reader
/// ignores since the header says which are in use. Stores are what an enabled event costs (measured
/// in the pipeline: skipping the unused ones took the traced / untraced ratio from 0.82 to 0.86).
///
/// The writing side is inlinable, so a hot-path event compiles into the caller as a handful of stores
/// with its phase, field kinds and absent fields folded into constants.
@usableFromInline
struct TraceRecord {
  /// How many arguments a record holds inline; further ones go to the ring's overflow list.
  static let fieldCapacity = 4
  /// How many 64-bit words a record takes in a ring (a computed constant, so inlined code reads no global).
  @inlinable static var wordCount: Int { 9 }

  /// When the event happened, in nanoseconds.
  @usableFromInline var timestamp: Int64
  /// What the event marks.
  @usableFromInline var phase: TracePhase
  /// The interned id of the event's name and category.
  @usableFromInline var nameID: UInt32
  /// The inline arguments; unused slots are ``TraceField/absent``.
  @usableFromInline var fields: (TraceField, TraceField, TraceField, TraceField)
  /// Whether the event has arguments beyond the inline ones, kept in the ring's overflow list.
  @usableFromInline var hasOverflow: Bool

  /// Creates a record with up to four inline arguments.
  @inlinable
  init(
    timestamp: Int64, phase: TracePhase, nameID: UInt32,
    fields: (TraceField, TraceField, TraceField, TraceField), hasOverflow: Bool = false
  ) {
    self.timestamp = timestamp
    self.phase = phase
    self.nameID = nameID
    self.fields = fields
    self.hasOverflow = hasOverflow
  }

  /// The inline arguments that are present, in slot order, without an array to hold them: reading
  /// the records back into events is per event, and two arrays per record were a third of a drain.
  var presentFields: some Sequence<TraceField> {
    (0..<Self.fieldCapacity).lazy.map(field(at:)).filter { $0.kind != .absent }
  }

  /// The inline argument in slot `index` (0 to 3).
  private func field(at index: Int) -> TraceField {
    switch index {
    case 0: fields.0
    case 1: fields.1
    case 2: fields.2
    default: fields.3
    }
  }

  /// Stores the record's words in use into the ``wordCount`` words at `slot`, each with a relaxed
  /// atomic store.
  @inlinable @inline(__always)
  func write(to slot: UnsafeMutablePointer<Atomic<UInt64>>) {
    let (tag, payload) = Self.encode(phase)
    let kinds =
      UInt64(fields.0.kind.rawValue) | UInt64(fields.1.kind.rawValue) << 2
      | UInt64(fields.2.kind.rawValue) << 4 | UInt64(fields.3.kind.rawValue) << 6
    let header = UInt64(nameID) | UInt64(tag) << 32 | kinds << 40 | (hasOverflow ? 1 << 48 : 0)
    slot[0].store(UInt64(bitPattern: timestamp), ordering: .relaxed)
    if Self.hasPayload(tag: tag) { slot[1].store(payload, ordering: .relaxed) }
    slot[2].store(header, ordering: .relaxed)
    // The words of absent fields are left as they were: the header's kinds tell a reader to ignore them,
    // and on the hot path, where the caller's absent fields are known, the branches fold away.
    if kinds & 0b1111 != 0 {
      slot[3].store(UInt64(fields.0.keyID) | UInt64(fields.1.keyID) << 32, ordering: .relaxed)
    }
    if kinds >> 4 != 0 {
      slot[4].store(UInt64(fields.2.keyID) | UInt64(fields.3.keyID) << 32, ordering: .relaxed)
    }
    if fields.0.kind != .absent { slot[5].store(fields.0.bits, ordering: .relaxed) }
    if fields.1.kind != .absent { slot[6].store(fields.1.bits, ordering: .relaxed) }
    if fields.2.kind != .absent { slot[7].store(fields.2.bits, ordering: .relaxed) }
    if fields.3.kind != .absent { slot[8].store(fields.3.bits, ordering: .relaxed) }
  }

  /// Loads the record stored at `slot`, each word with a relaxed atomic load.
  init(readingFrom slot: UnsafeMutablePointer<Atomic<UInt64>>) {
    // Each word loaded where it is used, into no array (an allocation per record read).
    func word(_ index: Int) -> UInt64 { slot[index].load(ordering: .relaxed) }
    let header = word(2)
    func field(_ index: Int) -> TraceField {
      let kindBits = UInt8(truncatingIfNeeded: header >> (40 + 2 * index)) & 0b11
      guard let kind = TraceField.Kind(rawValue: kindBits), kind != .absent else { return .absent }
      let keyWord = word(3 + index / 2)
      return TraceField(
        keyID: UInt32(truncatingIfNeeded: index.isMultiple(of: 2) ? keyWord : keyWord >> 32),
        kind: kind, bits: word(5 + index))
    }
    self.init(
      timestamp: Int64(bitPattern: word(0)),
      phase: Self.decode(tag: UInt8(truncatingIfNeeded: header >> 32), payload: word(1)),
      nameID: UInt32(truncatingIfNeeded: header), fields: (field(0), field(1), field(2), field(3)),
      hasOverflow: header & 1 << 48 != 0)
  }

  /// The phase as a tag and the bit pattern of its duration or id (0 when it has neither).
  @inlinable @inline(__always)
  static func encode(_ phase: TracePhase) -> (tag: UInt8, payload: UInt64) {
    switch phase {
    case .begin: (0, 0)
    case .end: (1, 0)
    case .complete(let duration): (2, UInt64(bitPattern: duration))
    case .instant: (3, 0)
    case .counter: (4, 0)
    case .flowStart(let id): (5, id)
    case .flowEnd(let id): (6, id)
    case .asyncBegin(let id): (7, id)
    case .asyncEnd(let id): (8, id)
    }
  }

  /// Whether phases with `tag` carry a duration or id in word 1; the others leave it as it was.
  @inlinable @inline(__always)
  static func hasPayload(tag: UInt8) -> Bool {
    tag == 2 || tag >= 5
  }

  /// The phase `encode` turned into `tag` and `payload`; an unknown tag (only a track written from two
  /// threads at once can store one) reads as an instant.
  private static func decode(tag: UInt8, payload: UInt64) -> TracePhase {
    switch tag {
    case 0: .begin
    case 1: .end
    case 2: .complete(duration: Int64(bitPattern: payload))
    case 4: .counter
    case 5: .flowStart(id: payload)
    case 6: .flowEnd(id: payload)
    case 7: .asyncBegin(id: payload)
    case 8: .asyncEnd(id: payload)
    default: .instant
    }
  }
}
