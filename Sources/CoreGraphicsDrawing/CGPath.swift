import Foundation

/// One step of a path (`CGPathElement`): where it goes and through which control points.
public enum CGPathElement: Hashable, Sendable {
  /// Starts a new subpath at a point.
  case moveToPoint(CGPoint)
  /// A straight line to a point.
  case addLineToPoint(CGPoint)
  /// A quadratic Bézier curve through a control point to a point.
  case addQuadCurveToPoint(CGPoint, CGPoint)
  /// A cubic Bézier curve through two control points to a point.
  case addCurveToPoint(CGPoint, CGPoint, CGPoint)
  /// A line back to the subpath's start.
  case closeSubpath

  /// The element's points, control points first, end point last.
  public var points: [CGPoint] {
    switch self {
    case .moveToPoint(let point), .addLineToPoint(let point): [point]
    case .addQuadCurveToPoint(let control, let point): [control, point]
    case .addCurveToPoint(let control1, let control2, let point): [control1, control2, point]
    case .closeSubpath: []
    }
  }

  /// The same kind of element through other points (as many as ``points`` has).
  package func with(points: [CGPoint]) -> CGPathElement {
    switch self {
    case .moveToPoint: .moveToPoint(points[0])
    case .addLineToPoint: .addLineToPoint(points[0])
    case .addQuadCurveToPoint: .addQuadCurveToPoint(points[0], points[1])
    case .addCurveToPoint: .addCurveToPoint(points[0], points[1], points[2])
    case .closeSubpath: .closeSubpath
    }
  }

  package func applying(_ transform: CGAffineTransform) -> CGPathElement {
    with(points: points.map { $0.applying(transform) })
  }
}

/// An immutable outline as Core Graphics gives it to layers (`CGPath`): a list of elements (moves,
/// lines, curves, closes), made from a shape or from a ``CGMutablePath``.
///
/// Paths are what shape layers draw and what `shadowPath` takes; two paths are equal when their
/// elements are.
public class CGPath: Hashable {
  /// The elements, in order.
  public package(set) var elements: [CGPathElement]

  package init(elements: [CGPathElement]) {
    self.elements = elements
  }

  /// A path around `rect` (`CGPath(rect:transform:)`), clockwise from its origin.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(
      elements: CGPath.rectangle(rect.standardized).map { $0.applying(transform?.pointee ?? .identity) })
  }

  /// A path around `rect` with rounded corners (`CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`).
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    self.init(
      elements: CGPath.roundedRectangle(
        rect.standardized, cornerWidth: cornerWidth, cornerHeight: cornerHeight
      )
      .map { $0.applying(transform?.pointee ?? .identity) })
  }

  /// A path around the ellipse that fits `rect` (`CGPath(ellipseIn:transform:)`), four cubic curves.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(
      elements: CGPath.ellipse(rect.standardized).map { $0.applying(transform?.pointee ?? .identity) })
  }

  /// Whether the path has no elements (`CGPath.isEmpty`).
  public var isEmpty: Bool { elements.isEmpty }

  /// The smallest rectangle that holds every point of the path, control points included
  /// (`CGPath.boundingBox`); `.null` for an empty path.
  public var boundingBox: CGRect {
    let points = elements.flatMap(\.points)
    guard let first = points.first else { return .null }
    var box = CGRect(origin: first, size: .zero)
    for point in points.dropFirst() { box = box.union(CGRect(origin: point, size: .zero)) }
    return box
  }

  /// The end point of the last element (`CGPath.currentPoint`); `.zero` for an empty path.
  public var currentPoint: CGPoint {
    var start = CGPoint.zero
    var current = CGPoint.zero
    for element in elements {
      switch element {
      case .moveToPoint(let point):
        start = point
        current = point
      case .closeSubpath: current = start
      default: current = element.points.last ?? current
      }
    }
    return current
  }

  /// An immutable copy (`CGPath.copy()`).
  public func copy() -> CGPath? { CGPath(elements: elements) }

  /// A mutable copy (`CGPath.mutableCopy()`).
  public func mutableCopy() -> CGMutablePath? {
    let copy = CGMutablePath()
    copy.elements = elements
    return copy
  }

  /// Calls `body` with each element in order (`CGPath.applyWithBlock(_:)` takes a pointer to each).
  public func forEachElement(_ body: (CGPathElement) -> Void) {
    elements.forEach(body)
  }

  /// Two paths are equal when they have the same elements (`CGPath`'s `==`, `CGPathEqualToPath`).
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
    lhs.elements == rhs.elements
  }

  /// Hashes the elements.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(elements)
  }

  /// The path between `self` (at 0) and `other` (at 1) at `fraction`, point by point, when the two
  /// have the same kinds of elements; nil otherwise (Core Animation's path interpolation).
  package func interpolated(to other: CGPath, fraction: Double) -> CGPath? {
    guard elements.count == other.elements.count else { return nil }
    var result: [CGPathElement] = []
    for (from, to) in zip(elements, other.elements) {
      let fromPoints = from.points
      let toPoints = to.points
      guard fromPoints.count == toPoints.count, from.with(points: toPoints) == to else { return nil }
      result.append(
        from.with(
          points: zip(fromPoints, toPoints).map { start, end in
            CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
          }))
    }
    return CGPath(elements: result)
  }

  static func rectangle(_ rect: CGRect) -> [CGPathElement] {
    [
      .moveToPoint(CGPoint(x: rect.minX, y: rect.minY)), .addLineToPoint(CGPoint(x: rect.maxX, y: rect.minY)),
      .addLineToPoint(CGPoint(x: rect.maxX, y: rect.maxY)),
      .addLineToPoint(CGPoint(x: rect.minX, y: rect.maxY)),
      .closeSubpath,
    ]
  }

  /// The control-point distance of a cubic curve that draws a quarter circle of radius 1.
  static let kappa = 0.552_284_749_830_793_4

  static func ellipse(_ rect: CGRect) -> [CGPathElement] {
    let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
    let (kx, ky) = (rx * kappa, ry * kappa)
    return [
      .moveToPoint(CGPoint(x: rect.maxX, y: cy)),
      .addCurveToPoint(
        CGPoint(x: rect.maxX, y: cy + ky), CGPoint(x: cx + kx, y: rect.maxY), CGPoint(x: cx, y: rect.maxY)),
      .addCurveToPoint(
        CGPoint(x: cx - kx, y: rect.maxY), CGPoint(x: rect.minX, y: cy + ky), CGPoint(x: rect.minX, y: cy)),
      .addCurveToPoint(
        CGPoint(x: rect.minX, y: cy - ky), CGPoint(x: cx - kx, y: rect.minY), CGPoint(x: cx, y: rect.minY)),
      .addCurveToPoint(
        CGPoint(x: cx + kx, y: rect.minY), CGPoint(x: rect.maxX, y: cy - ky), CGPoint(x: rect.maxX, y: cy)),
      .closeSubpath,
    ]
  }

  static func roundedRectangle(_ rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) -> [CGPathElement]
  {
    let rx = min(max(cornerWidth.isNaN ? 0 : cornerWidth, 0), rect.width / 2)
    let ry = min(max(cornerHeight.isNaN ? 0 : cornerHeight, 0), rect.height / 2)
    guard rx > 0, ry > 0 else { return rectangle(rect) }
    let (kx, ky) = (rx * kappa, ry * kappa)
    let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    return [
      .moveToPoint(CGPoint(x: minX + rx, y: minY)),
      .addLineToPoint(CGPoint(x: maxX - rx, y: minY)),
      .addCurveToPoint(
        CGPoint(x: maxX - rx + kx, y: minY), CGPoint(x: maxX, y: minY + ry - ky),
        CGPoint(x: maxX, y: minY + ry)),
      .addLineToPoint(CGPoint(x: maxX, y: maxY - ry)),
      .addCurveToPoint(
        CGPoint(x: maxX, y: maxY - ry + ky), CGPoint(x: maxX - rx + kx, y: maxY),
        CGPoint(x: maxX - rx, y: maxY)),
      .addLineToPoint(CGPoint(x: minX + rx, y: maxY)),
      .addCurveToPoint(
        CGPoint(x: minX + rx - kx, y: maxY), CGPoint(x: minX, y: maxY - ry + ky),
        CGPoint(x: minX, y: maxY - ry)),
      .addLineToPoint(CGPoint(x: minX, y: minY + ry)),
      .addCurveToPoint(
        CGPoint(x: minX, y: minY + ry - ky), CGPoint(x: minX + rx - kx, y: minY),
        CGPoint(x: minX + rx, y: minY)),
      .closeSubpath,
    ]
  }
}

/// A path that is built element by element (`CGMutablePath`): moves, lines, curves, arcs and shapes.
///
/// Angles are in radians. An element added to an empty path other than a move starts at (0, 0).
public final class CGMutablePath: CGPath {
  /// An empty path (`CGMutablePath()`).
  public init() { super.init(elements: []) }

  /// Starts a subpath at `point` (`move(to:transform:)`).
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    elements.append(CGPathElement.moveToPoint(point).applying(transform))
  }

  /// A line from the current point to `point` (`addLine(to:transform:)`); from (0, 0) after a move to
  /// it when the path is empty, as Core Graphics logs and does.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    startIfEmpty()
    elements.append(CGPathElement.addLineToPoint(point).applying(transform))
  }

  /// Lines through `points`, starting a subpath at the first (`addLines(between:transform:)`).
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    guard let first = points.first else { return }
    move(to: first, transform: transform)
    for point in points.dropFirst() { addLine(to: point, transform: transform) }
  }

  /// A quadratic curve to `end` through `control` (`addQuadCurve(to:control:transform:)`).
  public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
    startIfEmpty()
    elements.append(CGPathElement.addQuadCurveToPoint(control, end).applying(transform))
  }

  /// A cubic curve to `end` through two control points (`addCurve(to:control1:control2:transform:)`).
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
  ) {
    startIfEmpty()
    elements.append(CGPathElement.addCurveToPoint(control1, control2, end).applying(transform))
  }

  /// Closes the current subpath (`closeSubpath()`); nothing on an empty path.
  public func closeSubpath() {
    guard !elements.isEmpty else { return }
    elements.append(.closeSubpath)
  }

  /// A closed rectangle subpath (`addRect(_:transform:)`).
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    elements += CGPath.rectangle(rect.standardized).map { $0.applying(transform) }
  }

  /// A closed rectangle subpath for each rectangle (`addRects(_:transform:)`).
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// A closed ellipse subpath that fits `rect` (`addEllipse(in:transform:)`).
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    elements += CGPath.ellipse(rect.standardized).map { $0.applying(transform) }
  }

  /// A closed rounded-rectangle subpath (`addRoundedRect(in:cornerWidth:cornerHeight:transform:)`).
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
  ) {
    elements += CGPath.roundedRectangle(
      rect.standardized, cornerWidth: cornerWidth, cornerHeight: cornerHeight
    )
    .map { $0.applying(transform) }
  }

  /// The elements of `path`, appended (`addPath(_:transform:)`).
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    elements += path.elements.map { $0.applying(transform) }
  }

  /// An arc of the circle around `center`, from `startAngle` to `endAngle` (radians), with a line
  /// from the current point to its start (`addArc(center:radius:startAngle:endAngle:clockwise:transform:)`).
  ///
  /// `clockwise` is read in Core Graphics' y-up space, where UIKit's y-down screen shows it the other
  /// way round; `UIBezierPath`'s arc says it as UIKit does. The arc is drawn as cubic curves of at
  /// most a quarter turn each. A non-finite angle or radius adds nothing.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    guard center.x.isFinite, center.y.isFinite, radius.isFinite, startAngle.isFinite, endAngle.isFinite else {
      return
    }
    // Core Graphics' clockwise (y-up) is a decreasing angle; the sweep is normalized to at most 2π.
    var sweep = endAngle - startAngle
    let fullTurn = 2 * Double.pi
    if clockwise {
      while sweep > 0 { sweep -= fullTurn }
      sweep = max(sweep, -fullTurn)
    } else {
      while sweep < 0 { sweep += fullTurn }
      sweep = min(sweep, fullTurn)
    }
    let startPoint = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
    if elements.isEmpty {
      elements.append(CGPathElement.moveToPoint(startPoint).applying(transform))
    } else {
      elements.append(CGPathElement.addLineToPoint(startPoint).applying(transform))
    }
    let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
    let step = sweep / Double(pieces)
    let handle = 4.0 / 3.0 * tan(step / 4) * radius
    var angle = startAngle
    for _ in 0..<pieces {
      let next = angle + step
      let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
      elements.append(
        CGPathElement.addCurveToPoint(
          CGPoint(x: center.x + radius * c0 - handle * s0, y: center.y + radius * s0 + handle * c0),
          CGPoint(x: center.x + radius * c1 + handle * s1, y: center.y + radius * s1 - handle * c1),
          CGPoint(x: center.x + radius * c1, y: center.y + radius * s1)
        ).applying(transform))
      angle = next
    }
  }

  private func startIfEmpty() {
    if elements.isEmpty { elements.append(.moveToPoint(.zero)) }
  }
}
