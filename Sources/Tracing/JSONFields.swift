/// Builds one JSON object with its keys in the order they are added, as one string as it goes.
struct JSONFields {
  private var text = "{"
  private var isEmpty = true

  /// The object's text.
  var object: String { text + "}" }

  /// Adds a member whose value is already JSON text.
  mutating func raw(_ key: String, _ json: String) {
    startMember(key)
    text += json
  }

  /// Adds a string member.
  mutating func string(_ key: String, _ value: String) {
    startMember(key)
    Self.appendQuoted(value, to: &text)
  }

  /// Writes the separator before every member but the first, and the member's key.
  private mutating func startMember(_ key: String) {
    if isEmpty { isEmpty = false } else { text += "," }
    Self.appendQuoted(key, to: &text)
    text += ":"
  }

  /// Adds an `args` member holding `arguments`, unless there are none.
  mutating func arguments(_ arguments: TraceArguments) {
    guard !arguments.isEmpty else { return }
    let pairs = arguments.map { Self.quoted($0.key) + ":" + Self.json(for: $0.value) }
    raw("args", "{" + pairs.joined(separator: ",") + "}")
  }

  private static func json(for value: TraceValue) -> String {
    switch value {
    case .int(let number): String(number)
    case .double(let number) where number.isFinite: DecimalText.double(number)
    case .double(let number): quoted(DecimalText.double(number))
    case .string(let text): quoted(text)
    }
  }

  /// `text` as a JSON string literal: quotes, backslashes and control characters escaped, the rest as is.
  static func quoted(_ text: String) -> String {
    var result = ""
    appendQuoted(text, to: &result)
    return result
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
