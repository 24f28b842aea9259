/// Names and paths as `pipsim` prints them: control characters made visible, so a scenario's name
/// or a file name cannot move the cursor, recolour the terminal (ESC), cut a line in two (a newline)
/// or hide what follows (NUL).
///
/// Every report line goes through it, on a terminal or not: CI logs and `pipsim test`'s parser read
/// one result a line. Tab, line feed and carriage return print as `\t`, `\n`, `\r`; every other C0
/// control, DEL and the C1 controls as `\u{XX}`. Everything else is unchanged.
enum TerminalText {
  /// `text` with its control characters escaped.
  static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case _ where isControl(scalar):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
