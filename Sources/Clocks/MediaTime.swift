/// A point on a clock's timeline, or a span between two points, in nanoseconds.
///
/// One integer type serves the pipeline's hot path, the virtual clock and the trace writers, so that
/// timestamps taken on any clock compare and subtract without conversion or rounding.
public struct MediaTime: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Nanoseconds since the clock's origin (for a point) or the length of a span.
  public var nanoseconds: Int64

  /// Creates a time from a count of nanoseconds.
  @inlinable
  public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

  /// The origin of every clock, and the empty span.
  public static let zero = MediaTime(nanoseconds: 0)

  /// A span of whole microseconds.
  @inlinable
  public static func microseconds(_ value: Int64) -> MediaTime { MediaTime(nanoseconds: value * 1_000) }

  /// A span of whole milliseconds.
  @inlinable
  public static func milliseconds(_ value: Int64) -> MediaTime { MediaTime(nanoseconds: value * 1_000_000) }

  /// A span of seconds, rounded to the nearest nanosecond.
  @inlinable
  public static func seconds(_ value: Double) -> MediaTime {
    MediaTime(nanoseconds: Int64((value * 1e9).rounded()))
  }

  /// The interval between frames at `rate` frames per second, rounded to the nearest nanosecond.
  @inlinable
  public static func frameInterval(rate: Double) -> MediaTime { .seconds(1 / rate) }

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
  @inlinable
  public static func + (lhs: MediaTime, rhs: MediaTime) -> MediaTime {
    MediaTime(nanoseconds: lhs.nanoseconds + rhs.nanoseconds)
  }

  /// The difference of two times.
  @inlinable
  public static func - (lhs: MediaTime, rhs: MediaTime) -> MediaTime {
    MediaTime(nanoseconds: lhs.nanoseconds - rhs.nanoseconds)
  }

  /// Adds `rhs` to `lhs`.
  @inlinable
  public static func += (lhs: inout MediaTime, rhs: MediaTime) { lhs.nanoseconds += rhs.nanoseconds }

  /// A span repeated `rhs` times.
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
