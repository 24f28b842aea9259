import Clocks
import Foundation

/// Reads the fields of one JSON object strictly: unknown keys, wrong types and bad values are errors
/// that name the file, the location and the key.
struct JSONObjectReader {
  let fields: [String: Any]
  let file: String
  let location: ScenarioDecodingError.Location

  init(_ value: Any, file: String, location: ScenarioDecodingError.Location, key: String)
    throws(ScenarioDecodingError)
  {
    self.file = file
    self.location = location
    guard let fields = value as? [String: Any] else {
      throw ScenarioDecodingError(
        file: file, location: location,
        problem: .wrongType(key: key, expected: "an object", found: Self.typeName(of: value)))
    }
    self.fields = fields
  }

  init(fields: [String: Any], file: String, location: ScenarioDecodingError.Location) {
    self.fields = fields
    self.file = file
    self.location = location
  }

  func error(_ problem: ScenarioDecodingError.Problem) -> ScenarioDecodingError {
    ScenarioDecodingError(file: file, location: location, problem: problem)
  }

  func allowOnly(_ keys: [String]) throws(ScenarioDecodingError) {
    if let unknown = fields.keys.filter({ !keys.contains($0) }).sorted().first {
      throw error(.unknownKey(unknown, expected: keys))
    }
  }

  func string(_ key: String) throws(ScenarioDecodingError) -> String? {
    guard let value = fields[key] else { return nil }
    guard let text = value as? String else { throw wrongType(key, value, expected: "a string") }
    return text
  }

  func number(_ key: String, in range: ClosedRange<Double>, unit: String = "")
    throws(ScenarioDecodingError) -> Double?
  {
    guard let value = fields[key] else { return nil }
    guard let number = value as? NSNumber, !Self.isBoolean(number) else {
      throw wrongType(key, value, expected: "a number")
    }
    let double = number.doubleValue
    guard range.contains(double) else {
      throw error(
        .invalidValue(
          key: key, value: number.stringValue,
          expected: "a number from \(Self.text(range.lowerBound)) to \(Self.text(range.upperBound))\(unit)"))
    }
    return double
  }

  func integer(_ key: String, in range: ClosedRange<Int>) throws(ScenarioDecodingError) -> Int? {
    guard let value = fields[key] else { return nil }
    guard let number = value as? NSNumber, !Self.isBoolean(number) else {
      throw wrongType(key, value, expected: "a whole number")
    }
    let double = number.doubleValue
    guard double.rounded() == double, double >= Double(range.lowerBound), double <= Double(range.upperBound)
    else {
      throw error(
        .invalidValue(
          key: key, value: number.stringValue,
          expected: "a whole number from \(range.lowerBound) to \(range.upperBound)"))
    }
    return Int(double)
  }

  func bool(_ key: String) throws(ScenarioDecodingError) -> Bool? {
    guard let value = fields[key] else { return nil }
    guard let number = value as? NSNumber, Self.isBoolean(number) else {
      throw wrongType(key, value, expected: "true or false")
    }
    return number.boolValue
  }

  func choice(_ key: String, among allowed: [String]) throws(ScenarioDecodingError) -> String? {
    guard let text = try string(key) else { return nil }
    guard allowed.contains(text) else { throw invalidChoice(key, text, allowed) }
    return text
  }

  func choice<Choice: CaseIterable & RawRepresentable>(_ key: String, as type: Choice.Type)
    throws(ScenarioDecodingError) -> Choice? where Choice.RawValue == String
  {
    try choice(key, as: type, named: \.rawValue)
  }

  /// The case of `type` whose `name` is the string at `key`, nil when the key is absent.
  func choice<Choice: CaseIterable>(_ key: String, as type: Choice.Type, named name: (Choice) -> String)
    throws(ScenarioDecodingError) -> Choice?
  {
    try choice(key, among: Array(type.allCases), named: name)
  }

  /// The one of `cases` whose `name` is the string at `key`, nil when the key is absent.
  func choice<Choice>(_ key: String, among cases: [Choice], named name: (Choice) -> String)
    throws(ScenarioDecodingError) -> Choice?
  {
    guard let text = try choice(key, among: cases.map(name)) else { return nil }
    return cases.first { name($0) == text }
  }

  func strings(_ key: String) throws(ScenarioDecodingError) -> [String]? {
    guard let value = fields[key] else { return nil }
    guard let list = value as? [Any] else { throw wrongType(key, value, expected: "a list of strings") }
    var texts: [String] = []
    for item in list {
      guard let text = item as? String else {
        throw wrongType(key, item, expected: "a list of strings (an item is \(Self.typeName(of: item)))")
      }
      texts.append(text)
    }
    return texts
  }

  /// The number at `key`, checked against `range` as ``number(_:in:unit:)`` does, as a time in seconds.
  ///
  /// - Throws: What ``number(_:in:unit:)`` throws, or `.invalidValue` when a time cannot hold the value
  ///   (no scenario range comes near that).
  func duration(_ key: String, in range: ClosedRange<Double>, unit: String = " seconds")
    throws(ScenarioDecodingError) -> MediaTime?
  {
    guard let seconds = try number(key, in: range, unit: unit) else { return nil }
    do throws(MediaTimeError) {
      return try MediaTime(seconds: seconds)
    } catch {
      throw self.error(.invalidValue(key: key, value: Self.text(seconds), expected: error.description))
    }
  }

  func numbers(_ key: String, count: Int) throws(ScenarioDecodingError) -> [Double]? {
    guard let value = fields[key] else { return nil }
    let expected = "a list of \(count) numbers"
    guard let list = value as? [Any], list.count == count else {
      throw wrongType(key, value, expected: expected)
    }
    var numbers: [Double] = []
    for item in list {
      guard let number = item as? NSNumber, !Self.isBoolean(number), number.doubleValue.isFinite,
        abs(number.doubleValue) <= 100_000
      else {
        throw error(
          .invalidValue(key: key, value: Self.typeName(of: item), expected: expected + " within ±100000"))
      }
      numbers.append(number.doubleValue)
    }
    return numbers
  }

  func object(_ key: String, section: String) throws(ScenarioDecodingError) -> JSONObjectReader? {
    guard let value = fields[key] else { return nil }
    return try JSONObjectReader(value, file: file, location: .section(section), key: key)
  }

  func required<Value>(_ value: Value?, _ key: String, expected: String) throws(ScenarioDecodingError)
    -> Value
  {
    guard let value else { throw error(.missingKey(key, expected: expected)) }
    return value
  }

  func invalidChoice(_ key: String, _ value: String, _ allowed: [String]) -> ScenarioDecodingError {
    error(
      .invalidValue(key: key, value: "\"\(value)\"", expected: "one of: " + allowed.joined(separator: ", ")))
  }

  private func wrongType(_ key: String, _ value: Any, expected: String) -> ScenarioDecodingError {
    error(.wrongType(key: key, expected: expected, found: Self.typeName(of: value)))
  }

  static func typeName(of value: Any) -> String {
    switch value {
    case let number as NSNumber:
      isBoolean(number) ? "\(number.boolValue)" : "the number \(number.stringValue)"
    case let text as String: "the string \"\(text.prefix(40))\""
    case is [Any]: "a list"
    case is [String: Any]: "an object"
    default: "null"
    }
  }

  private static func isBoolean(_ number: NSNumber) -> Bool {
    String(cString: number.objCType) == "c"
  }

  private static func text(_ number: Double) -> String {
    number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
  }
}
