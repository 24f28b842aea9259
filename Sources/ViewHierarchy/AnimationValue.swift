import CoreGraphicsDrawing
import Foundation

/// Arithmetic on the values animations carry (`Any`, as `fromValue` is on iOS): numbers of any
/// numeric type, points, sizes, rectangles, colours and paths.
enum AnimationValue {
  /// The value between `from` (at 0) and `to` (at 1) at `fraction`; values that do not interpolate
  /// (different kinds, paths of different shapes) jump to `to` at the end.
  static func interpolate(_ from: Any?, _ to: Any?, _ fraction: Double) -> Any? {
    if let a = number(from), let b = number(to) { return a + (b - a) * fraction }
    switch (from, to) {
    case (let a as CGPoint, let b as CGPoint):
      return CGPoint(x: mix(a.x, b.x, fraction), y: mix(a.y, b.y, fraction))
    case (let a as CGSize, let b as CGSize):
      return CGSize(width: mix(a.width, b.width, fraction), height: mix(a.height, b.height, fraction))
    case (let a as CGRect, let b as CGRect):
      // Components as stored: an additive animation's rectangles have negative sizes, which
      // `minX` and `width` would standardize.
      return CGRect(
        x: mix(a.origin.x, b.origin.x, fraction), y: mix(a.origin.y, b.origin.y, fraction),
        width: mix(a.size.width, b.size.width, fraction), height: mix(a.size.height, b.size.height, fraction))
    case (let a as CGColor, let b as CGColor):
      let (x, y) = (rgba(a), rgba(b))
      return CGColor(
        red: mix(x[0], y[0], fraction), green: mix(x[1], y[1], fraction), blue: mix(x[2], y[2], fraction),
        alpha: mix(x[3], y[3], fraction))
    case (let a as CGPath, let b as CGPath):
      return a.interpolated(to: b, fraction: fraction) ?? (fraction < 1 ? a : b)
    default:
      return fraction < 1 ? from ?? to : to
    }
  }

  /// `a + b`, for numbers, points, sizes and rectangles; `b` otherwise.
  static func sum(_ a: Any?, _ b: Any?) -> Any? { combine(a, b, +) }

  /// `a - b`, for numbers, points, sizes and rectangles; `a` otherwise.
  static func difference(_ a: Any?, _ b: Any?) -> Any? { combine(a, b, -) ?? a }

  /// The zero of `value`'s kind (for additive animations).
  static func zero(like value: Any?) -> Any? {
    switch value {
    case is CGPoint: CGPoint.zero
    case is CGSize: CGSize.zero
    case is CGRect: CGRect.zero
    default: number(value) != nil ? 0.0 : nil
    }
  }

  /// The value as a `Double`, whatever numeric type it has.
  static func number(_ value: Any?) -> Double? {
    switch value {
    case let value as Double: value
    case let value as CGFloat: Double(value)
    case let value as Float: Double(value)
    case let value as Int: Double(value)
    case let value as NSNumber: value.doubleValue
    default: nil
    }
  }

  private static func combine(_ a: Any?, _ b: Any?, _ op: (Double, Double) -> Double) -> Any? {
    if let x = number(a), let y = number(b) { return op(x, y) }
    switch (a, b) {
    case (let x as CGPoint, let y as CGPoint): return CGPoint(x: op(x.x, y.x), y: op(x.y, y.y))
    case (let x as CGSize, let y as CGSize):
      return CGSize(width: op(x.width, y.width), height: op(x.height, y.height))
    case (let x as CGRect, let y as CGRect):
      return CGRect(
        x: op(x.origin.x, y.origin.x), y: op(x.origin.y, y.origin.y), width: op(x.size.width, y.size.width),
        height: op(x.size.height, y.size.height))
    default: return b
    }
  }

  private static func mix(_ a: Double, _ b: Double, _ fraction: Double) -> Double { a + (b - a) * fraction }

  private static func rgba(_ color: CGColor) -> [Double] {
    let components = (color.components ?? [0, 1]).map { Double($0) }
    return components.count == 2
      ? [components[0], components[0], components[0], components[1]] : Array(components.prefix(4))
  }
}
