/// Locale-free decimal formatting with a fixed number of fraction digits and no exponent notation, so
/// the same numbers always give the same bytes.
enum DecimalText {
  /// `scaled / 10^decimals` in decimal, trailing fraction zeros trimmed down to `minimumFractionDigits`.
  static func scaled(_ scaled: Int64, decimals: Int, minimumFractionDigits: Int) -> String {
    var divisor: UInt64 = 1
    for _ in 0..<decimals { divisor *= 10 }
    let magnitude = scaled.magnitude
    var fraction = String(magnitude % divisor)
    fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
    while fraction.count > minimumFractionDigits, fraction.last == "0" { fraction.removeLast() }
    let sign = scaled < 0 ? "-" : ""
    let whole = String(magnitude / divisor)
    return fraction.isEmpty ? sign + whole : sign + whole + "." + fraction
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
