import Clocks

/// Reads the fields of one JSON object strictly: unknown keys, wrong types and bad values are errors
/// that name the file, the location and the key.
struct JSONObjectReader {
  let fields: [String: ScenarioJSON]
  let file: String
  let location: ScenarioDecodingError.Location

  init(_ value: ScenarioJSON, file: String, location: ScenarioDecodingError.Location, key: String)
    throws(ScenarioDecodingError)
  {
    self.file = file
    self.location = location
    guard case .object(let fields) = value else {
      throw ScenarioDecodingError(
        file: file, location: location,
        problem: .wrongType(key: key, expected: "an object", found: value.typeName))
    }
    self.fields = fields
  }

  init(fields: [String: ScenarioJSON], file: String, location: ScenarioDecodingError.Location) {
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
    guard case .string(let text) = value else { throw wrongType(key, value, expected: "a string") }
    return text
  }

  func number(_ key: String, in range: ClosedRange<Double>, unit: String = "")
    throws(ScenarioDecodingError) -> Double?
  {
    guard let value = fields[key] else { return nil }
    guard case .number(let double) = value else { throw wrongType(key, value, expected: "a number") }
    guard range.contains(double) else {
      throw error(
        .invalidValue(
          key: key, value: ScenarioJSON.text(double),
          expected:
            "a number from \(ScenarioJSON.text(range.lowerBound)) to \(ScenarioJSON.text(range.upperBound))\(unit)"
        ))
    }
    return double
  }

  func integer(_ key: String, in range: ClosedRange<Int>) throws(ScenarioDecodingError) -> Int? {
    guard let value = fields[key] else { return nil }
    guard case .number(let double) = value else { throw wrongType(key, value, expected: "a whole number") }
    guard double.rounded() == double, double >= Double(range.lowerBound), double <= Double(range.upperBound)
    else {
      throw error(
        .invalidValue(
          key: key, value: ScenarioJSON.text(double),
          expected: "a whole number from \(range.lowerBound) to \(range.upperBound)"))
    }
    return Int(double)
  }

  func bool(_ key: String) throws(ScenarioDecodingError) -> Bool? {
    guard let value = fields[key] else { return nil }
    guard case .bool(let flag) = value else { throw wrongType(key, value, expected: "true or false") }
    return flag
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
    guard case .array(let list) = value else { throw wrongType(key, value, expected: "a list of strings") }
    var texts: [String] = []
    for item in list {
      guard case .string(let text) = item else {
        throw wrongType(key, item, expected: "a list of strings (an item is \(item.typeName))")
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
      throw self.error(
        .invalidValue(key: key, value: ScenarioJSON.text(seconds), expected: error.description))
    }
  }

  func numbers(_ key: String, count: Int) throws(ScenarioDecodingError) -> [Double]? {
    guard let value = fields[key] else { return nil }
    let expected = "a list of \(count) numbers"
    guard case .array(let list) = value, list.count == count else {
      throw wrongType(key, value, expected: expected)
    }
    var numbers: [Double] = []
    for item in list {
      guard case .number(let number) = item, number.isFinite, abs(number) <= 100_000 else {
        throw error(.invalidValue(key: key, value: item.typeName, expected: expected + " within ±100000"))
      }
      numbers.append(number)
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

  private func wrongType(_ key: String, _ value: ScenarioJSON, expected: String) -> ScenarioDecodingError {
    error(.wrongType(key: key, expected: expected, found: value.typeName))
  }
}
