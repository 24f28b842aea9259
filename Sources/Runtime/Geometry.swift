import Foundation

// Geometry is Foundation's own `CGFloat`, `CGPoint`, `CGSize` and `CGRect` (swift-corelibs-foundation
// defines them on Linux), so a file that imports Foundation and PiPSim sees one `CGRect`. Foundation
// follows Core Graphics: `width`, `minX` and `==` standardize rectangles with negative sizes, and
// `CGRect.null` exists. This file adds what UIKit code uses and Foundation lacks, and the fixed
// formatting traces and messages print (Foundation's `description` names its module and varies).

/// Distances inward from each edge of a rectangle, in points (safe areas, margins): UIKit's `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
  /// Inset from the top edge.
  public var top: CGFloat
  /// Inset from the left edge.
  public var left: CGFloat
  /// Inset from the bottom edge.
  public var bottom: CGFloat
  /// Inset from the right edge.
  public var right: CGFloat

  /// Creates insets from the four distances.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension CGRect {
  /// The rectangle shrunk by `insets` on each side (negative insets grow it), as UIKit's
  /// `inset(by:)`: the result is not standardized, so insets larger than the rectangle leave a
  /// negative size.
  public func inset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
  }

  /// The rectangle as `(x, y, width x height)` in points, the same on every platform and run.
  public var pointsDescription: String {
    "(\(origin.x.pointsDescription), \(origin.y.pointsDescription), \(size.pointsDescription))"
  }
}

extension CGSize {
  /// The size as `width x height` in points, the same on every platform and run.
  public var pointsDescription: String { "\(width.pointsDescription) x \(height.pointsDescription)" }
}

extension CGPoint {
  /// The point as `(x, y)` in points, the same on every platform and run.
  public var pointsDescription: String { "(\(x.pointsDescription), \(y.pointsDescription))" }
}

extension CGFloat {
  /// The value as Swift prints a `Double` (`219.375`, `390.0`).
  public var pointsDescription: String { "\(Double(self))" }
}
