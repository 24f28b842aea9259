/// A range of frame rates a display link asks for (Core Animation's `CAFrameRateRange`), with the
/// rate it prefers inside it.
public struct FrameRateRange: Hashable, Sendable {
  /// The lowest rate, in frames per second.
  public var minimum: Float
  /// The highest rate, in frames per second; 0 leaves it to the display.
  public var maximum: Float
  /// The rate asked for, in frames per second; 0 leaves it to the display.
  public var preferred: Float?

  /// Creates a range from `minimum` to `maximum` that prefers `preferred`.
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred
  }

  /// The range that leaves the rate to the display: every field 0 (`CAFrameRateRange.default`).
  public static let `default` = FrameRateRange(minimum: 0, maximum: 0, preferred: 0)

  /// Whether the range is one Core Animation accepts: finite, not negative, `minimum` no more than
  /// `maximum` (when `maximum` is set) and `preferred` between them (when set).
  var isValid: Bool {
    guard [minimum, maximum, preferred ?? 0].allSatisfy({ $0.isFinite && $0 >= 0 }) else { return false }
    guard maximum == 0 || minimum <= maximum else { return false }
    guard let preferred, preferred > 0 else { return true }
    return minimum <= preferred && (maximum == 0 || preferred <= maximum)
  }

  /// The rate the range asks for: `preferred` when set, else `maximum` when set, else nil (the
  /// display's own rate).
  var requestedRate: Double? {
    if let preferred, preferred > 0 { return Double(preferred) }
    return maximum > 0 ? Double(maximum) : nil
  }
}
