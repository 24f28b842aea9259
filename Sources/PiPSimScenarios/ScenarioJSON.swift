import Foundation

/// One JSON value of a scenario file, as compact Swift values.
///
/// Read with Foundation's `JSONDecoder`, which keeps a few hundred bytes a step where the
/// `NSDictionary` trees of `JSONSerialization` took about 3 KB: a scenario of 200,000 steps is read in
/// about a sixth of the memory. When the decoder refuses the bytes, `JSONSerialization` reads them
/// again only to say why (the decoder's own message names no place in the file).
enum ScenarioJSON: Decodable, Sendable {
  case object([String: ScenarioJSON])
  case array([ScenarioJSON])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  /// Reads `data`, a JSON text whose top level may be any value.
  ///
  /// - Throws: The reason the bytes are not JSON, in `JSONSerialization`'s words when it has some
  ///   (such as "Unexpected end of file during JSON parse."), else the decoder's.
  static func parse(_ data: Data) throws(ParseError) -> ScenarioJSON {
    do {
      return try JSONDecoder().decode(ScenarioJSON.self, from: data)
    } catch {
      do {
        _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      } catch let serializationError {
        let reason = (serializationError as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        throw ParseError(reason: reason ?? "unreadable")
      }
      throw ParseError(reason: Self.reason(of: error))
    }
  }

  /// Why the bytes are not a scenario's JSON.
  struct ParseError: Error {
    let reason: String
  }

  init(from decoder: any Decoder) throws {
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      self = .null
    } else if let flag = try? single.decode(Bool.self) {
      self = .bool(flag)
    } else if let number = try? single.decode(Double.self) {
      self = .number(number)
    } else if let text = try? single.decode(String.self) {
      self = .string(text)
    } else if let keyed = try? decoder.container(keyedBy: Key.self) {
      var fields: [String: ScenarioJSON] = [:]
      fields.reserveCapacity(keyed.allKeys.count)
      for key in keyed.allKeys {
        fields[key.stringValue] = try keyed.decode(ScenarioJSON.self, forKey: key)
      }
      self = .object(fields)
    } else {
      var unkeyed = try decoder.unkeyedContainer()
      var items: [ScenarioJSON] = []
      if let count = unkeyed.count { items.reserveCapacity(count) }
      while !unkeyed.isAtEnd {
        items.append(try unkeyed.decode(ScenarioJSON.self))
      }
      self = .array(items)
    }
  }

  /// How an error message names the value: `true`, `the number 3`, `the string "x"`, `a list`, ...
  var typeName: String {
    switch self {
    case .bool(let flag): "\(flag)"
    case .number(let number): "the number \(Self.text(number))"
    case .string(let text): "the string \"\(text.prefix(40))\""
    case .array: "a list"
    case .object: "an object"
    case .null: "null"
    }
  }

  /// `number` as a scenario file would spell it: whole numbers without a fraction.
  static func text(_ number: Double) -> String {
    number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
  }

  private static func reason(of error: any Error) -> String {
    guard let decodingError = error as? DecodingError else { return String(describing: error) }
    switch decodingError {
    case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
      .keyNotFound(_, let context):
      return context.debugDescription
    @unknown default:
      return String(describing: decodingError)
    }
  }

  /// Any key of an object.
  private struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
