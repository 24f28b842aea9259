import SVGWriting

extension SVGText {
  /// An opaque gray as `#rrggbb`.
  static func gray(_ level: UInt8) -> String {
    let hex = String(level, radix: 16)
    let pair = level < 16 ? "0" + hex : hex
    return "#" + pair + pair + pair
  }
}
