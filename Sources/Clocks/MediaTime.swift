/// A point on a clock's timeline, or a span between two points, in nanoseconds.
///
/// One integer type serves the pipeline's hot path, the virtual clock and the trace writers, so that
/// timestamps taken on any clock compare and subtract without conversion or rounding.
///
/// Values that arrive at run time (a file, a setting, a user's number) enter through the throwing
/// initialisers, ``init(seconds:)``, ``init(milliseconds:)``, ``init(microseconds:)`` and
/// ``init(frameIntervalForRate:)``, which refuse what 64 bits of nanoseconds cannot hold. The static
/// conveniences (``seconds(_:)``, ``milliseconds(_:)``, ``microseconds(_:)``,
/// ``frameInterval(rate:)``) take only literals written in the source, so no run-time value can reach
/// their trap. The arithmetic operators keep Swift's overflow trap as their precondition: they run
/// on hot paths, and a sum beyond about 292 years is a programming error there; entry points that
/// add a caller's span use ``adding(_:)``, which reports the overflow instead.
public struct MediaTime: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Nanoseconds since the clock's origin (for a point) or the length of a span.
  public var nanoseconds: Int64

  /// Creates a time from a count of nanoseconds.
  @inlinable
  public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

  // The constants are computed and inlinable rather than stored: a stored static is reached through
  // its lazy initializer's accessor on every use, a call on every frame's checks.

  /// The origin of every clock, and the empty span.
  @inlinable public static var zero: MediaTime { MediaTime(nanoseconds: 0) }

  /// The latest time 64 bits of nanoseconds hold (about 292 years after the origin).
  @inlinable public static var max: MediaTime { MediaTime(nanoseconds: .max) }

  /// Creates a span of whole microseconds.
  ///
  /// - Throws: ``MediaTimeError/outOfRange(_:)`` when the span does not fit in 64 bits of nanoseconds.
  public init(microseconds: Int64) throws(MediaTimeError) {
    try self.init(whole: microseconds, unit: 1_000, unitName: "us")
  }

  /// Creates a span of whole milliseconds.
  ///
  /// - Throws: ``MediaTimeError/outOfRange(_:)`` when the span does not fit in 64 bits of nanoseconds.
  public init(milliseconds: Int64) throws(MediaTimeError) {
    try self.init(whole: milliseconds, unit: 1_000_000, unitName: "ms")
  }

  private init(whole value: Int64, unit: Int64, unitName: String) throws(MediaTimeError) {
    let (product, overflow) = value.multipliedReportingOverflow(by: unit)
    guard !overflow else { throw .outOfRange("\(value) \(unitName)") }
    self.init(nanoseconds: product)
  }

  /// Creates a span of seconds, rounded to the nearest nanosecond.
  ///
  /// - Throws: ``MediaTimeError/notFinite(_:)`` for NaN or an infinity, ``MediaTimeError/outOfRange(_:)``
  ///   for a value beyond about ±292 years.
  public init(seconds: Double) throws(MediaTimeError) {
    guard seconds.isFinite else { throw .notFinite(seconds) }
    guard let nanoseconds = Self.nanoseconds(roundingFinite: seconds) else {
      throw .outOfRange("\(seconds) s")
    }
    self.init(nanoseconds: nanoseconds)
  }

  /// Finite `seconds` in nanoseconds, rounded to the nearest, or nil beyond what 64 bits hold.
  @inlinable
  static func nanoseconds(roundingFinite seconds: Double) -> Int64? {
    let nanoseconds = (seconds * 1e9).rounded()
    // 2^63 is exactly representable; every double below it converts to Int64 without a trap.
    guard nanoseconds >= -0x1p63, nanoseconds < 0x1p63 else { return nil }
    return Int64(nanoseconds)
  }

  /// Creates the interval between frames at `rate` frames per second, rounded to the nearest nanosecond.
  ///
  /// - Throws: ``MediaTimeError/invalidFrameRate(_:)`` for a rate that is zero, negative, NaN or
  ///   infinite, ``MediaTimeError/outOfRange(_:)`` for a rate so small that the interval overflows.
  public init(frameIntervalForRate rate: Double) throws(MediaTimeError) {
    guard rate > 0, rate.isFinite else { throw .invalidFrameRate(rate) }
    try self.init(seconds: 1 / rate)
  }

  /// A span of whole microseconds written as a literal.
  ///
  /// Traps only if the literal itself lies beyond about ±292 years; run-time values go through
  /// ``init(microseconds:)``.
  @inlinable
  public static func microseconds(_ value: IntegerLiteral) -> MediaTime {
    MediaTime(nanoseconds: value.value * 1_000)
  }

  /// A span of whole milliseconds written as a literal.
  ///
  /// Traps only if the literal itself lies beyond about ±292 years; run-time values go through
  /// ``init(milliseconds:)``.
  @inlinable
  public static func milliseconds(_ value: IntegerLiteral) -> MediaTime {
    MediaTime(nanoseconds: value.value * 1_000_000)
  }

  /// A span of seconds written as a literal, rounded to the nearest nanosecond.
  ///
  /// Traps only if the literal itself lies beyond about ±292 years; run-time values go through
  /// ``init(seconds:)``.
  @inlinable
  public static func seconds(_ value: NumberLiteral) -> MediaTime {
    MediaTime(nanoseconds: Int64((value.value * 1e9).rounded()))
  }

  /// The interval between frames at a rate written as a literal, rounded to the nearest nanosecond.
  ///
  /// Traps if the literal is not a positive rate; run-time rates go through
  /// ``init(frameIntervalForRate:)``.
  @inlinable
  public static func frameInterval(rate: NumberLiteral) -> MediaTime {
    precondition(rate.value > 0, "a frame rate must be positive, not \(rate.value)")
    return MediaTime(nanoseconds: Int64((1 / rate.value * 1e9).rounded()))
  }

  /// The sum of two times, or nil when it lies beyond what 64 bits of nanoseconds hold.
  ///
  /// Entry points that add a caller's span (a stall, a delay, a timeout) use this rather than `+`.
  @inlinable
  public func adding(_ span: MediaTime) -> MediaTime? {
    let (sum, overflow) = nanoseconds.addingReportingOverflow(span.nanoseconds)
    return overflow ? nil : MediaTime(nanoseconds: sum)
  }

  /// This time plus `seconds`, rounded to the nearest nanosecond, or nil when `seconds` is not finite
  /// or the sum lies beyond what 64 bits of nanoseconds hold (a schedule's moment that never comes).
  @inlinable
  public func adding(seconds: Double) -> MediaTime? {
    guard seconds.isFinite, let span = Self.nanoseconds(roundingFinite: seconds) else { return nil }
    return adding(MediaTime(nanoseconds: span))
  }

  /// This time in seconds.
  @inlinable
  public var seconds: Double { Double(nanoseconds) / 1e9 }

  /// This time in microseconds, with the fraction kept (the unit of Chrome trace events).
  @inlinable
  public var microseconds: Double { Double(nanoseconds) / 1e3 }

  /// This time in milliseconds, with the fraction kept.
  @inlinable
  public var milliseconds: Double { Double(nanoseconds) / 1e6 }

  /// Whether `lhs` is earlier (or shorter) than `rhs`.
  @inlinable
  public static func < (lhs: MediaTime, rhs: MediaTime) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

  /// The sum of two times.
  ///
  /// Precondition: the sum fits in 64 bits of nanoseconds (Swift's overflow trap otherwise); use
  /// ``adding(_:)`` for a span that comes from a caller.
  @inlinable
  public static func + (lhs: MediaTime, rhs: MediaTime) -> MediaTime {
    MediaTime(nanoseconds: lhs.nanoseconds + rhs.nanoseconds)
  }

  /// The difference of two times.
  ///
  /// Precondition: the difference fits in 64 bits of nanoseconds (Swift's overflow trap otherwise).
  @inlinable
  public static func - (lhs: MediaTime, rhs: MediaTime) -> MediaTime {
    MediaTime(nanoseconds: lhs.nanoseconds - rhs.nanoseconds)
  }

  /// Adds `rhs` to `lhs`.
  ///
  /// Precondition: the sum fits in 64 bits of nanoseconds (Swift's overflow trap otherwise).
  @inlinable
  public static func += (lhs: inout MediaTime, rhs: MediaTime) { lhs.nanoseconds += rhs.nanoseconds }

  /// A span repeated `rhs` times.
  ///
  /// Precondition: the product fits in 64 bits of nanoseconds (Swift's overflow trap otherwise).
  @inlinable
  public static func * (lhs: MediaTime, rhs: Int64) -> MediaTime {
    MediaTime(nanoseconds: lhs.nanoseconds * rhs)
  }

  /// The time as seconds with microsecond precision, for logs and reports.
  public var description: String {
    let micros = nanoseconds / 1_000
    let sign = micros < 0 ? "-" : ""
    let magnitude = micros.magnitude
    let fraction = String(magnitude % 1_000_000)
    return "\(sign)\(magnitude / 1_000_000).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)s"
  }
}

extension MediaTime {
  /// A whole number written in the source: the argument of ``microseconds(_:)`` and ``milliseconds(_:)``.
  ///
  /// Only a literal makes one, so those conveniences never see a run-time value.
  public struct IntegerLiteral: ExpressibleByIntegerLiteral, Sendable {
    /// The literal's value.
    public let value: Int64

    /// Creates the value of an integer literal.
    @inlinable
    public init(integerLiteral value: Int64) { self.value = value }
  }

  /// A number written in the source: the argument of ``seconds(_:)`` and ``frameInterval(rate:)``.
  ///
  /// Only a literal makes one, so those conveniences never see a run-time value.
  public struct NumberLiteral: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, Sendable {
    /// The literal's value.
    public let value: Double

    /// Creates the value of an integer literal.
    @inlinable
    public init(integerLiteral value: Int64) { self.value = Double(value) }

    /// Creates the value of a floating-point literal.
    @inlinable
    public init(floatLiteral value: Double) { self.value = value }
  }
}

/// Why a value could not become a ``MediaTime``.
public enum MediaTimeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The number of seconds is NaN or infinite.
  case notFinite(Double)
  /// The value, given with its unit, lies beyond what 64 bits of nanoseconds hold (about ±292 years).
  case outOfRange(String)
  /// A frame rate must be a positive, finite number of frames per second.
  case invalidFrameRate(Double)

  /// Whether two errors are the same case with the same value; NaNs compare by their bits, so an
  /// error equals another made from the same value.
  public static func == (lhs: MediaTimeError, rhs: MediaTimeError) -> Bool {
    switch (lhs, rhs) {
    case (.notFinite(let left), .notFinite(let right)),
      (.invalidFrameRate(let left), .invalidFrameRate(let right)):
      return left.bitPattern == right.bitPattern
    case (.outOfRange(let left), .outOfRange(let right)):
      return left == right
    default:
      return false
    }
  }

  /// Hashes the case and its value, consistently with ``==(_:_:)``.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .notFinite(let value):
      hasher.combine(0)
      hasher.combine(value.bitPattern)
    case .outOfRange(let value):
      hasher.combine(1)
      hasher.combine(value)
    case .invalidFrameRate(let value):
      hasher.combine(2)
      hasher.combine(value.bitPattern)
    }
  }

  /// A sentence a person can act on.
  public var description: String {
    switch self {
    case .notFinite(let value):
      return "a time needs a finite number of seconds, not \(value)"
    case .outOfRange(let value):
      return "\(value) lies beyond what a time holds (about 292 years either way)"
    case .invalidFrameRate(let rate):
      return "a frame rate must be a positive, finite number of frames per second, not \(rate)"
    }
  }
}
