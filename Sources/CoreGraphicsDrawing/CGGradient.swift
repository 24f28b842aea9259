import Foundation

/// A colour ramp (`CGGradient`): colours at locations between 0 and 1, drawn by
/// ``CGContext/drawLinearGradient(_:start:end:options:)``.
public final class CGGradient: Sendable {
  /// One colour of the ramp and where it sits.
  struct Stop: Sendable {
    let location: CGFloat
    let color: CGColor
  }

  let stops: [Stop]

  /// A gradient through `colors` (`CGGradient(colorsSpace:colors:locations:)`; Core Graphics takes
  /// a `CFArray`). Without locations the colours are spread evenly from 0 to 1. Nil when there are
  /// no colours or the locations are fewer than the colours.
  public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
    guard !colors.isEmpty else { return nil }
    stops = colors.enumerated().map { index, color in
      let evenly = colors.count == 1 ? 0 : CGFloat(index) / CGFloat(colors.count - 1)
      return Stop(location: locations?[index] ?? evenly, color: color)
    }
  }

  /// A gradient of `count` RGBA colours given as components, four per colour
  /// (`CGGradient(colorSpace:colorComponents:locations:count:)`). Nil when `count` is less than 1.
  public convenience init?(
    colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
    locations: UnsafePointer<CGFloat>?, count: Int
  ) {
    let colors = (0..<max(count, 0)).map { index in
      CGColor(
        red: components[index * 4], green: components[index * 4 + 1], blue: components[index * 4 + 2],
        alpha: components[index * 4 + 3])
    }
    self.init(colorsSpace: space, colors: colors, locations: locations)
  }
}

/// Whether a gradient also fills beyond its ends (`CGGradientDrawingOptions`).
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
  /// The flags.
  public let rawValue: UInt32

  /// Creates the flags from their value.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// Fills before the start with the first colour.
  public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
  /// Fills after the end with the last colour.
  public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
