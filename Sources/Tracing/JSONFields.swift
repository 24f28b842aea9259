/// Writes one JSON object, its keys in the order they are added, onto the end of the document being
/// built: an event's object is written where it goes, not made as a string of its own and copied in
/// (which, with the copies of the lines around it, was most of a traced scenario's run).
struct JSONFields {
  private var isEmpty = true

  /// Opens an object at the end of `text`.
  init(opening text: inout UTF8Buffer) {
    text.append(UInt8(ascii: "{"))
  }

  /// Goes on with an object the caller opened and wrote its first members into itself.
  init(continuingAfterMembers: Void) {
    isEmpty = false
  }

  /// Closes the object.
  func close(_ text: inout UTF8Buffer) {
    text.append(UInt8(ascii: "}"))
  }

  /// Adds a member and returns with `text` ready for its value, which the caller writes as JSON.
  mutating func member(_ key: StaticString, in text: inout UTF8Buffer) {
    startMember(in: &text)
    text.append(UInt8(ascii: "\""))
    text.append(key)
    text.append("\":")
  }

  /// Adds a string member.
  mutating func string(_ key: StaticString, _ value: String, in text: inout UTF8Buffer) {
    member(key, in: &text)
    Self.appendQuoted(value, to: &text)
  }

  /// Adds an integer member.
  mutating func integer(_ key: StaticString, _ value: Int64, in text: inout UTF8Buffer) {
    member(key, in: &text)
    text.appendDecimal(value)
  }

  /// Adds a member of nanoseconds written as microseconds.
  mutating func microseconds(_ key: StaticString, nanoseconds: Int64, in text: inout UTF8Buffer) {
    member(key, in: &text)
    DecimalText.appendMicroseconds(fromNanoseconds: nanoseconds, to: &text)
  }

  /// Writes the separator before every member but the first.
  private mutating func startMember(in text: inout UTF8Buffer) {
    if isEmpty { isEmpty = false } else { text.append(UInt8(ascii: ",")) }
  }

  /// Adds an `args` member holding `arguments` (only the numeric ones when `numericOnly`), unless
  /// that leaves none.
  ///
  /// By index: `for argument in arguments` copied the whole list into its iterator (every key and
  /// text value retained and released) for each event (measured with callgrind).
  mutating func arguments(
    _ arguments: borrowing TraceArguments, numericOnly: Bool = false, in text: inout UTF8Buffer
  ) {
    var members: JSONFields?
    for index in 0..<arguments.count {
      let argument = arguments[index]
      if case .string = argument.value, numericOnly { continue }
      if members == nil {
        member("args", in: &text)
        members = JSONFields(opening: &text)
      }
      members?.startMember(in: &text)
      Self.appendQuoted(argument.key, to: &text)
      text.append(UInt8(ascii: ":"))
      Self.appendJSON(for: argument.value, to: &text)
    }
    members?.close(&text)
  }

  private static func appendJSON(for value: TraceValue, to text: inout UTF8Buffer) {
    switch value {
    case .int(let number): text.appendDecimal(number)
    case .double(let number) where number.isFinite: DecimalText.appendDouble(number, to: &text)
    case .double(let number): appendQuoted(DecimalText.double(number), to: &text)
    case .string(let string): appendQuoted(string, to: &text)
    }
  }

  /// Appends `string` as a JSON string literal to `text`; text with nothing to escape (names, keys,
  /// the most of it) is copied whole.
  ///
  /// The escapes are all of ASCII characters, and no byte of a multi-byte UTF-8 sequence is ASCII,
  /// so the bytes can be looked at one by one.
  static func appendQuoted(_ string: String, to text: inout UTF8Buffer) {
    text.append(UInt8(ascii: "\""))
    var string = string
    string.withUTF8 { bytes in
      guard bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
      else {
        return text.append(contentsOf: bytes)
      }
      for byte in bytes {
        switch byte {
        case UInt8(ascii: "\""): text.append("\\\"")
        case UInt8(ascii: "\\"): text.append("\\\\")
        case UInt8(ascii: "\n"): text.append("\\n")
        case UInt8(ascii: "\r"): text.append("\\r")
        case UInt8(ascii: "\t"): text.append("\\t")
        case 0x08: text.append("\\b")
        case 0x0C: text.append("\\f")
        case 0..<0x20:
          text.append("\\u00")
          text.append(hexDigits[Int(byte >> 4)])
          text.append(hexDigits[Int(byte & 0xF)])
        default: text.append(byte)
        }
      }
    }
    text.append(UInt8(ascii: "\""))
  }

  /// The lower-case hexadecimal digits.
  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
