/// Text built as UTF-8 bytes in one growing array, which the trace writers append their pieces to and
/// turn into a `String` once at the end.
///
/// Appending a piece is a copy of its bytes; appending it to a `String` went through the string's
/// general append path (capacity, breadcrumbs and ASCII checks) for every piece, most of the time a
/// traced scenario spent writing its trace (measured with callgrind).
struct UTF8Buffer {
  private(set) var bytes: [UInt8] = []

  /// Creates an empty buffer.
  init() {}

  /// The text written so far.
  var string: String { String(decoding: bytes, as: UTF8.self) }

  /// How many bytes have been written.
  var count: Int { bytes.count }

  /// The last byte written, if any.
  var last: UInt8? { bytes.last }

  /// Removes the last byte.
  mutating func removeLast() { bytes.removeLast() }

  /// Appends one byte.
  mutating func append(_ byte: UInt8) { bytes.append(byte) }

  /// Appends `text`'s bytes.
  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends `text`'s UTF-8 bytes (generic, so that a literal takes the `StaticString` overload).
  mutating func append(_ text: some StringProtocol) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Appends bytes.
  mutating func append(contentsOf other: some Collection<UInt8>) {
    bytes.append(contentsOf: other)
  }

  /// Appends `count` copies of `byte`.
  mutating func append(_ byte: UInt8, count: Int) {
    bytes.append(contentsOf: repeatElement(byte, count: count))
  }

  /// Appends `value` in decimal.
  mutating func appendDecimal(_ value: Int64) {
    if value < 0 { append(UInt8(ascii: "-")) }
    appendDigits(of: value.magnitude, minimumCount: 1)
  }

  /// Appends `value`'s decimal digits, zero-padded on the left to `minimumCount`.
  mutating func appendDigits(of value: UInt64, minimumCount: Int) {
    var digitCount = 1
    var rest = value / 10
    while rest > 0 {
      digitCount += 1
      rest /= 10
    }
    let start = bytes.count
    append(UInt8(ascii: "0"), count: max(digitCount, minimumCount))
    bytes.withUnsafeMutableBufferPointer { buffer in
      var remaining = value
      var index = buffer.count - 1
      while remaining > 0, index >= start {
        buffer[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: remaining % 10)
        remaining /= 10
        index -= 1
      }
    }
  }
}
