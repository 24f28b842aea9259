/// One argument of the hot recording path: an interned key and an integer, double or interned text.
///
/// A field is a few plain words, so passing and storing it costs no reference counting and no
/// allocation. Build fields with ``TraceKey/int(_:)``, ``TraceKey/double(_:)`` and
/// ``TraceKey/text(_:)``; in a snapshot they read back as ``TraceValue/int(_:)``,
/// ``TraceValue/double(_:)`` and ``TraceValue/string(_:)``.
public struct TraceField: Sendable, Hashable {
  /// What a field's bits hold.
  @usableFromInline
  enum Kind: UInt8, Sendable {
    /// No field: an unused argument slot of a record.
    case absent = 0
    /// An `Int64` bit pattern.
    case int = 1
    /// A `Double` bit pattern.
    case double = 2
    /// The id of an interned text.
    case text = 3
  }

  /// The interned id of the key.
  @usableFromInline let keyID: UInt32
  /// What `bits` holds.
  @usableFromInline let kind: Kind
  /// The value's bit pattern, or the text's id.
  @usableFromInline let bits: UInt64

  @usableFromInline
  init(keyID: UInt32, kind: Kind, bits: UInt64) {
    self.keyID = keyID
    self.kind = kind
    self.bits = bits
  }

  /// The field for `argument`, its key and any text value interned into `strings`.
  init(interning argument: TraceArgument, into strings: inout TraceInternedStrings) {
    keyID = strings.stringID(argument.key)
    switch argument.value {
    case .int(let value): (kind, bits) = (.int, UInt64(bitPattern: value))
    case .double(let value): (kind, bits) = (.double, value.bitPattern)
    case .string(let text): (kind, bits) = (.text, UInt64(strings.stringID(text)))
    }
  }

  /// The unused argument slot.
  @inlinable static var absent: TraceField { TraceField(keyID: 0, kind: .absent, bits: 0) }
}
