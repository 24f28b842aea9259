/// The unit a metric's values are in, as printed next to them (`ns`, `ops/s`, `GB/s`).
public struct MetricUnit: Hashable, Sendable, Codable {
  /// The symbol printed in tables and written to JSON.
  public var symbol: String

  /// A unit with the given symbol.
  ///
  /// - Parameter symbol: The symbol printed in tables and written to JSON.
  public init(_ symbol: String) {
    self.symbol = symbol
  }

  /// Nanoseconds; text tables rescale them to μs, ms or s.
  public static let nanoseconds = MetricUnit("ns")
  /// Operations per second.
  public static let operationsPerSecond = MetricUnit("ops/s")
  /// A plain count, such as allocations or dropped frames.
  public static let count = MetricUnit("#")
  /// Bytes; text tables rescale them to KB, MB or GB.
  public static let bytes = MetricUnit("B")
  /// Gigabytes (10⁹ bytes) per second.
  public static let gigabytesPerSecond = MetricUnit("GB/s")

  /// Encodes the unit as its bare symbol.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(symbol)
  }

  /// Decodes a unit from its bare symbol.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    symbol = try decoder.singleValueContainer().decode(String.self)
  }
}
