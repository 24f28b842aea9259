import Foundation
import Runtime

/// An immutable outline as Core Graphics gives it to layers (`CGPath`): a rectangle, a rounded
/// rectangle or an ellipse, as `shadowPath` takes it.
///
/// Only the shapes layers are given in practice are modelled; the path keeps its shape and its
/// bounding box (``boundingBox``), which is what PiPSim reads.
public final class CGPath: Hashable, Sendable {
  /// The outline a path follows.
  enum Shape: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerWidth: CGFloat, cornerHeight: CGFloat)
    case ellipse
  }

  let shape: Shape
  /// The smallest rectangle that holds every point of the path (`CGPath.boundingBox`).
  public let boundingBox: CGRect

  private init(shape: Shape, rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.shape = shape
    let standardized = rect.standardized
    boundingBox = transform.map { standardized.applying($0.pointee) } ?? standardized
  }

  /// A path around `rect` (`CGPath(rect:transform:)`).
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(shape: .rectangle, rect: rect, transform: transform)
  }

  /// A path around `rect` with rounded corners (`CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`).
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    self.init(
      shape: .roundedRectangle(cornerWidth: cornerWidth, cornerHeight: cornerHeight), rect: rect,
      transform: transform)
  }

  /// A path around the ellipse that fits `rect` (`CGPath(ellipseIn:transform:)`).
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(shape: .ellipse, rect: rect, transform: transform)
  }

  /// Whether the path has no area (`CGPath.isEmpty` is about elements; here, an empty box).
  public var isEmpty: Bool { boundingBox.isEmpty }

  /// Two paths are equal when they have the same shape and box (`CGPath`'s `==`).
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
    lhs.shape == rhs.shape && lhs.boundingBox == rhs.boundingBox
  }

  /// Hashes the shape and box.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(shape)
    hasher.combine(boundingBox.origin.x)
    hasher.combine(boundingBox.origin.y)
    hasher.combine(boundingBox.width)
    hasher.combine(boundingBox.height)
  }
}
