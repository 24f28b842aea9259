/// Number and text formatting for SVG output that is the same on every run and every locale.
///
/// Shared by the screen snapshots and the benchmark plots, so both write coordinates and text alike.
public enum SVGText {
  /// `value` rounded to hundredths, the precision every coordinate is written with.
  public static func rounded(_ value: Double) -> Double {
    guard value.isFinite else { return 0 }
    return (value * 100).rounded() / 100
  }

  /// `value` rounded to hundredths, without trailing zeros or exponent: `12`, `12.5`, `-0.25`.
  ///
  /// Non-finite values print as `0` and magnitudes are capped at 10^15, so a degenerate geometry
  /// cannot make the document unreadable.
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let hundredths = Int64((min(max(value, -1e15), 1e15) * 100).rounded())
    let magnitude = hundredths.magnitude
    let whole = magnitude / 100
    let fraction = magnitude % 100
    let sign = hundredths < 0 ? "-" : ""
    switch fraction {
    case 0: return "\(sign)\(whole)"
    case let tenths where tenths % 10 == 0: return "\(sign)\(whole).\(tenths / 10)"
    case ..<10: return "\(sign)\(whole).0\(fraction)"
    default: return "\(sign)\(whole).\(fraction)"
    }
  }

  /// `text` with the five XML special characters escaped, for attribute values and text content.
  public static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.append(character)
      }
    }
    return result
  }

}
