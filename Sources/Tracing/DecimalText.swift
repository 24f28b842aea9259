/// Locale-free decimal formatting with a fixed number of fraction digits and no exponent notation, so
/// the same numbers always give the same bytes.
enum DecimalText {
  /// Appends `scaled / 10^decimals` in decimal, trailing fraction zeros trimmed down to
  /// `minimumFractionDigits`, as ASCII digits written straight into `text`.
  static func appendScaled(
    _ scaled: Int64, decimals: Int, minimumFractionDigits: Int, to text: inout UTF8Buffer
  ) {
    var divisor: UInt64 = 1
    for _ in 0..<decimals { divisor *= 10 }
    let magnitude = scaled.magnitude
    var fraction = magnitude % divisor
    var fractionDigits = decimals
    while fractionDigits > minimumFractionDigits, fraction % 10 == 0 {
      fraction /= 10
      fractionDigits -= 1
    }
    if scaled < 0 { text.append(UInt8(ascii: "-")) }
    text.appendDigits(of: magnitude / divisor, minimumCount: 1)
    if fractionDigits > 0 {
      text.append(UInt8(ascii: "."))
      text.appendDigits(of: fraction, minimumCount: fractionDigits)
    }
  }

  /// Appends nanoseconds as microseconds with up to three decimals: `16666667` gives `16666.667`.
  static func appendMicroseconds(fromNanoseconds nanoseconds: Int64, to text: inout UTF8Buffer) {
    appendScaled(nanoseconds, decimals: 3, minimumFractionDigits: 0, to: &text)
  }

  /// Appends nanoseconds as seconds rounded to six decimals, all kept: `16666667` gives `0.016667`.
  static func appendSeconds(fromNanoseconds nanoseconds: Int64, to text: inout UTF8Buffer) {
    let roundedMicroseconds = (nanoseconds.magnitude + 500) / 1_000
    let signed = nanoseconds < 0 ? -Int64(roundedMicroseconds) : Int64(roundedMicroseconds)
    appendScaled(signed, decimals: 6, minimumFractionDigits: 6, to: &text)
  }

  /// Appends a double with up to six decimals and at least one, so it reads back as a double.
  ///
  /// Magnitudes of 1e12 and above use Swift's shortest round-trip form (which may use an exponent);
  /// non-finite values are spelled `NaN`, `Infinity` and `-Infinity`.
  static func appendDouble(_ value: Double, to text: inout UTF8Buffer) {
    guard value.isFinite else {
      return text.append(value.isNaN ? "NaN" : (value < 0 ? "-Infinity" : "Infinity"))
    }
    guard value.magnitude < 1e12 else { return text.append(value.description) }
    appendScaled(Int64((value * 1e6).rounded()), decimals: 6, minimumFractionDigits: 1, to: &text)
  }

  /// A double as ``appendDouble(_:to:)`` writes it.
  static func double(_ value: Double) -> String {
    var text = UTF8Buffer()
    appendDouble(value, to: &text)
    return text.string
  }
}
