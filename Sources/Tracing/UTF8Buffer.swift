/// Text built as UTF-8 bytes in one growing block of memory, which the trace writers append their
/// pieces to and turn into a `String` or an array of bytes once at the end.
///
/// Appending a piece is a copy of its bytes. Appending it to a `String` went through the string's
/// general append path (capacity, breadcrumbs and ASCII checks) for every piece, most of the time a
/// traced scenario spent writing its trace (measured with callgrind); appending to a `[UInt8]`
/// asked the runtime whether the array was uniquely referenced at every append (7 % of a run with
/// `--trace` and `--text`, measured with perf). The buffer is not copyable, so it owns its memory
/// alone and an append is a capacity check and a store.
struct UTF8Buffer: ~Copyable {
  private var start: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// How many bytes have been written.
  private(set) var count = 0

  /// Creates an empty buffer with room for `capacity` bytes before it first grows (what the writer
  /// expects to write: each growth copies everything written so far).
  init(capacity: Int = 1 << 12) {
    self.capacity = max(capacity, 16)
    start = .allocate(capacity: self.capacity)
  }

  deinit {
    start.deallocate()
  }

  /// The bytes written so far, valid until the next change to the buffer.
  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

  /// The text written so far.
  var string: String { String(decoding: bytes, as: UTF8.self) }

  /// The bytes written, taken out of the buffer, which is left empty.
  mutating func takeBytes() -> [UInt8] {
    defer { count = 0 }
    return Array(bytes)
  }

  /// The last byte written, if any.
  var last: UInt8? { count > 0 ? start[count - 1] : nil }

  /// Removes the last byte, if any.
  mutating func removeLast() {
    if count > 0 { count -= 1 }
  }

  /// Makes room for `extra` more bytes.
  @inline(__always)
  private mutating func reserve(_ extra: Int) {
    if extra > capacity - count { grow(toHold: count + extra) }
  }

  /// Moves the bytes to a block at least twice as large, and large enough for `needed`.
  @inline(never)
  private mutating func grow(toHold needed: Int) {
    let larger = max(needed, capacity * 2)
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    moved.initialize(from: start, count: count)
    start.deallocate()
    start = moved
    capacity = larger
  }

  /// Appends one byte.
  @inline(__always)
  mutating func append(_ byte: UInt8) {
    reserve(1)
    start[count] = byte
    count += 1
  }

  /// Appends bytes.
  ///
  /// Up to 16 bytes (a key, a name, a separator: most pieces) are moved as two overlapping words
  /// rather than by a call to `memcpy`, which cost a traced run with `--trace` and `--text` 5 % of its
  /// instructions (measured with callgrind).
  @inline(__always)
  mutating func append(contentsOf other: UnsafeBufferPointer<UInt8>) {
    guard let source = other.baseAddress else { return }
    let length = other.count
    reserve(length)
    let target = UnsafeMutableRawPointer(start + count)
    switch length {
    case 8...16:
      target.storeBytes(of: UnsafeRawPointer(source).loadUnaligned(as: UInt64.self), as: UInt64.self)
      (target + length - 8).storeBytes(
        of: UnsafeRawPointer(source + length - 8).loadUnaligned(as: UInt64.self), as: UInt64.self)
    case 4..<8:
      target.storeBytes(of: UnsafeRawPointer(source).loadUnaligned(as: UInt32.self), as: UInt32.self)
      (target + length - 4).storeBytes(
        of: UnsafeRawPointer(source + length - 4).loadUnaligned(as: UInt32.self), as: UInt32.self)
    case 1..<4:
      // The first, middle and last bytes: all of them for a length of 1, 2 or 3.
      target.storeBytes(of: source[0], as: UInt8.self)
      (target + length / 2).storeBytes(of: source[length / 2], as: UInt8.self)
      (target + length - 1).storeBytes(of: source[length - 1], as: UInt8.self)
    case 0:
      return
    default:
      (start + count).initialize(from: source, count: length)
    }
    count += length
  }

  /// Appends bytes.
  mutating func append(contentsOf other: UnsafeRawBufferPointer) {
    append(contentsOf: other.assumingMemoryBound(to: UInt8.self))
  }

  /// Appends `text`'s bytes.
  @inline(__always)
  mutating func append(_ text: StaticString) {
    guard text.hasPointerRepresentation else { return text.withUTF8Buffer { append(contentsOf: $0) } }
    append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends `text`'s UTF-8 bytes (disfavoured, so that a literal takes the `StaticString` overload).
  @_disfavoredOverload
  mutating func append(_ text: String) {
    var string = text
    string.withUTF8 { append(contentsOf: $0) }
  }

  /// Appends `count` copies of `byte`.
  mutating func append(_ byte: UInt8, count repeats: Int) {
    guard repeats > 0 else { return }
    reserve(repeats)
    (start + count).initialize(repeating: byte, count: repeats)
    count += repeats
  }

  /// Appends `value` in decimal.
  mutating func appendDecimal(_ value: Int64) {
    if value < 0 { append(UInt8(ascii: "-")) }
    appendDigits(of: value.magnitude, minimumCount: 1)
  }

  /// Appends `value`'s decimal digits, zero-padded on the left to `minimumCount`: counted first, then
  /// written last first in place.
  mutating func appendDigits(of value: UInt64, minimumCount: Int) {
    var digitCount = 1
    var rest = value / 10
    while rest > 0 {
      digitCount += 1
      rest /= 10
    }
    let width = max(digitCount, minimumCount)
    reserve(width)
    var remaining = value
    var index = count + width - 1
    while index >= count {
      start[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: remaining % 10)
      remaining /= 10
      index -= 1
    }
    count += width
  }
}
