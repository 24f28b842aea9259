import Foundation

/// A 2-D affine transform as Core Graphics defines it (Foundation on Linux has no `CGAffineTransform`).
///
/// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`: the matrix `[a b 0; c d 0; tx ty 1]`
/// applied to the row vector `[x y 1]`. Concatenating `t1` with `t2` applies `t1` first. Angles are
/// in radians; in UIKit's coordinates (y down) a positive angle turns clockwise on screen.
public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
  /// The matrix entries.
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

  /// Creates a transform from its six matrix entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The transform that changes nothing.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation by `tx`, `ty`.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A scale by `sx`, `sy` about the origin.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians about the origin.
  ///
  /// Multiples of a quarter turn give exact zeros and ones, as they do on iOS, so a rotated rectangle
  /// keeps integral coordinates.
  public init(rotationAngle angle: CGFloat) {
    let quarterTurns = (angle / (.pi / 2)).rounded()
    let (sine, cosine): (CGFloat, CGFloat)
    if quarterTurns * (.pi / 2) == angle {
      let turns = ((Int(quarterTurns) % 4) + 4) % 4
      (sine, cosine) = [(0, 1), (1, 0), (0, -1), (-1, 0)][turns]
    } else {
      (sine, cosine) = (sin(angle), cos(angle))
    }
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether the transform changes nothing.
  public var isIdentity: Bool { self == .identity }

  /// This transform followed by `other`.
  public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// A translation by `tx`, `ty` applied before this transform.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// A scale by `sx`, `sy` applied before this transform.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// A rotation by `angle` radians applied before this transform.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The transform that undoes this one, or this one unchanged when it cannot be undone (its
  /// determinant is zero), as Core Graphics answers.
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return self }
    return CGAffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }

  /// The six entries as `[a, b, c, d, tx, ty]`, each as Swift prints a `Double`, the same on every
  /// platform and run.
  public var description: String {
    "[\([a, b, c, d, tx, ty].map { "\(Double($0))" }.joined(separator: ", "))]"
  }
}

extension CGPoint {
  /// The point mapped by `transform`.
  public func applying(_ transform: CGAffineTransform) -> CGPoint {
    CGPoint(
      x: transform.a * x + transform.c * y + transform.tx, y: transform.b * x + transform.d * y + transform.ty
    )
  }
}

extension CGSize {
  /// The size mapped by `transform`'s linear part (no translation); may come out negative.
  public func applying(_ transform: CGAffineTransform) -> CGSize {
    CGSize(
      width: transform.a * width + transform.c * height, height: transform.b * width + transform.d * height)
  }
}

extension CGRect {
  /// The smallest rectangle holding the four corners of this one mapped by `transform`.
  public func applying(_ transform: CGAffineTransform) -> CGRect {
    guard !isNull else { return self }
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
      CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(transform) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minimum = CGPoint(x: xs.min() ?? 0, y: ys.min() ?? 0)
    return CGRect(
      x: minimum.x, y: minimum.y, width: (xs.max() ?? 0) - minimum.x, height: (ys.max() ?? 0) - minimum.y)
  }
}
