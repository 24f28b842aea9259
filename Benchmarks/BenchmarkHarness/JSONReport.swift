import Foundation

/// The JSON form of results: an array with one object per benchmark and metric (see
/// ``MetricResult``), keys sorted so files diff cleanly.
public enum JSONReport {
  /// Encodes results as pretty-printed JSON.
  ///
  /// - Parameter results: The results to encode.
  /// - Returns: UTF-8 JSON ending in a newline.
  public static func encode(_ results: [MetricResult]) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(results) + Data("\n".utf8)
  }

  /// Decodes results written by ``encode(_:)``.
  ///
  /// - Parameter data: UTF-8 JSON.
  /// - Throws: `DecodingError` when the data is not results JSON.
  public static func decode(_ data: Data) throws -> [MetricResult] {
    try JSONDecoder().decode([MetricResult].self, from: data)
  }
}
