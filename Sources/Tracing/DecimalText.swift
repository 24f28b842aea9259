/// Locale-free decimal formatting with a fixed number of fraction digits and no exponent notation, so
/// the same numbers always give the same bytes.
enum DecimalText {
  /// `scaled / 10^decimals` in decimal, trailing fraction zeros trimmed down to `minimumFractionDigits`.
  ///
  /// Written as ASCII digits into the string's own storage: building it from digit strings, zero
  /// padding and removing trailing zeros one at a time was a tenth of a traced scenario's run.
  static func scaled(_ scaled: Int64, decimals: Int, minimumFractionDigits: Int) -> String {
    var divisor: UInt64 = 1
    for _ in 0..<decimals { divisor *= 10 }
    let magnitude = scaled.magnitude
    var fraction = magnitude % divisor
    var fractionDigits = decimals
    while fractionDigits > minimumFractionDigits, fraction % 10 == 0 {
      fraction /= 10
      fractionDigits -= 1
    }
    let whole = magnitude / divisor
    // A sign, at most 20 whole digits, a point and the fraction digits (at most 18, as 10^decimals
    // fits in 64 bits).
    return String(unsafeUninitializedCapacity: 2 + 20 + max(decimals, 0)) { buffer in
      var count = 0
      if scaled < 0 {
        buffer[count] = UInt8(ascii: "-")
        count += 1
      }
      count = appendDigits(of: whole, minimumCount: 1, to: buffer, at: count)
      if fractionDigits > 0 {
        buffer[count] = UInt8(ascii: ".")
        count = appendDigits(of: fraction, minimumCount: fractionDigits, to: buffer, at: count + 1)
      }
      return count
    }
  }

  /// Writes `value`'s decimal digits, zero-padded to `minimumCount`, at `start`; returns the end.
  private static func appendDigits(
    of value: UInt64, minimumCount: Int, to buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int
  ) -> Int {
    var digitCount = 1
    var rest = value / 10
    while rest > 0 {
      digitCount += 1
      rest /= 10
    }
    let count = max(digitCount, minimumCount)
    var remaining = value
    for index in stride(from: start + count - 1, through: start, by: -1) {
      buffer[index] = UInt8(ascii: "0") + UInt8(remaining % 10)
      remaining /= 10
    }
    return start + count
  }

  /// Nanoseconds as microseconds with up to three decimals: `16666667` gives `16666.667`.
  static func microseconds(fromNanoseconds nanoseconds: Int64) -> String {
    scaled(nanoseconds, decimals: 3, minimumFractionDigits: 0)
  }

  /// Nanoseconds as seconds rounded to six decimals, all kept: `16666667` gives `0.016667`.
  static func seconds(fromNanoseconds nanoseconds: Int64) -> String {
    let roundedMicroseconds = (nanoseconds.magnitude + 500) / 1_000
    let signed = nanoseconds < 0 ? -Int64(roundedMicroseconds) : Int64(roundedMicroseconds)
    return scaled(signed, decimals: 6, minimumFractionDigits: 6)
  }

  /// A double with up to six decimals and at least one, so it reads back as a double.
  ///
  /// Magnitudes of 1e12 and above use Swift's shortest round-trip form (which may use an exponent);
  /// non-finite values are spelled `NaN`, `Infinity` and `-Infinity`.
  static func double(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-Infinity" : "Infinity") }
    guard value.magnitude < 1e12 else { return value.description }
    return scaled(Int64((value * 1e6).rounded()), decimals: 6, minimumFractionDigits: 1)
  }
}
