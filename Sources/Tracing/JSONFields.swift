/// Writes one JSON object, its keys in the order they are added, onto the end of the document being
/// built: an event's object is written where it goes, not made as a string of its own and copied in
/// (which, with the copies of the lines around it, was most of a traced scenario's run).
struct JSONFields {
  private var isEmpty = true

  /// Opens an object at the end of `text`.
  init(opening text: inout String) {
    text += "{"
  }

  /// Closes the object.
  func close(_ text: inout String) {
    text += "}"
  }

  /// Adds a member whose value is already JSON text.
  mutating func raw(_ key: String, _ json: String, in text: inout String) {
    startMember(key, in: &text)
    text += json
  }

  /// Adds a string member.
  mutating func string(_ key: String, _ value: String, in text: inout String) {
    startMember(key, in: &text)
    Self.appendQuoted(value, to: &text)
  }

  /// Writes the separator before every member but the first, and the member's key.
  private mutating func startMember(_ key: String, in text: inout String) {
    if isEmpty { isEmpty = false } else { text += "," }
    Self.appendQuoted(key, to: &text)
    text += ":"
  }

  /// Adds an `args` member holding `arguments`, unless there are none.
  mutating func arguments(_ arguments: TraceArguments, in text: inout String) {
    guard !arguments.isEmpty else { return }
    startMember("args", in: &text)
    var members = JSONFields(opening: &text)
    for argument in arguments {
      members.startMember(argument.key, in: &text)
      Self.appendJSON(for: argument.value, to: &text)
    }
    members.close(&text)
  }

  private static func appendJSON(for value: TraceValue, to text: inout String) {
    switch value {
    case .int(let number): text += String(number)
    case .double(let number) where number.isFinite: text += DecimalText.double(number)
    case .double(let number): appendQuoted(DecimalText.double(number), to: &text)
    case .string(let string): appendQuoted(string, to: &text)
    }
  }

  /// Appends `text` as a JSON string literal to `result`; text with nothing to escape (names, keys,
  /// the most of it) is appended whole, without looking at it scalar by scalar.
  static func appendQuoted(_ text: String, to result: inout String) {
    result += "\""
    defer { result += "\"" }
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
    else {
      return result += text
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      case "\u{00}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16, uppercase: false)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
  }
}
