import Foundation
import Runtime

extension View {
  /// Which margins and extents of a view stretch when its superview's bounds change size.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt

    /// Creates a mask from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The left margin stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Applies the mask after the superview's bounds went from `oldSize` to `newSize`.
  ///
  /// As in UIKit, each axis shares the change among its flexible parts (leading margin, extent,
  /// trailing margin) in proportion to their current lengths, or equally when those are all zero.
  func resize(superviewSizeChangedFrom oldSize: CGSize, to newSize: CGSize) {
    guard !autoresizingMask.isEmpty else { return }
    let horizontal = Self.distribute(
      change: newSize.width - oldSize.width,
      parts: (frame.minX, frame.width, oldSize.width - frame.maxX),
      flexible: (
        autoresizingMask.contains(.flexibleLeftMargin), autoresizingMask.contains(.flexibleWidth),
        autoresizingMask.contains(.flexibleRightMargin)
      ))
    let vertical = Self.distribute(
      change: newSize.height - oldSize.height,
      parts: (frame.minY, frame.height, oldSize.height - frame.maxY),
      flexible: (
        autoresizingMask.contains(.flexibleTopMargin), autoresizingMask.contains(.flexibleHeight),
        autoresizingMask.contains(.flexibleBottomMargin)
      ))
    frame = CGRect(
      x: horizontal.leading, y: vertical.leading, width: horizontal.extent, height: vertical.extent)
  }

  private static func distribute(
    change: Double, parts: (Double, Double, Double), flexible: (Bool, Bool, Bool)
  ) -> (leading: Double, extent: Double) {
    let lengths = [parts.0, parts.1, parts.2]
    let stretches = [flexible.0, flexible.1, flexible.2]
    let flexibleCount = stretches.filter { $0 }.count
    guard flexibleCount > 0, change != 0 else { return (parts.0, parts.1) }
    let flexibleTotal = zip(lengths, stretches).filter(\.1).map { max($0.0, 0) }.reduce(0, +)
    let shares = zip(lengths, stretches).map { length, stretches -> Double in
      guard stretches else { return 0 }
      return flexibleTotal > 0 ? change * max(length, 0) / flexibleTotal : change / Double(flexibleCount)
    }
    return (parts.0 + shares[0], parts.1 + shares[1])
  }
}
