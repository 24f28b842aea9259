import CoreGraphicsDrawing
import Foundation
import Runtime

/// A path built with UIKit's calls (`UIBezierPath`), for shape layers (`shapeLayer.path = path.cgPath`).
///
/// Angles are in radians and `clockwise` is as the screen shows it (UIKit's y-down space).
@preconcurrency @MainActor
open class BezierPath {
  private let storage = CGMutablePath()

  /// The width of the stroke (default 1).
  open var lineWidth: CGFloat = 1
  /// The ends of the stroke (default `.butt`).
  open var lineCapStyle = CGLineCap.butt
  /// The corners of the stroke (default `.miter`).
  open var lineJoinStyle = CGLineJoin.miter
  /// The miter limit (default 10).
  open var miterLimit: CGFloat = 10
  /// Whether filling uses the even-odd rule (default false: non-zero).
  open var usesEvenOddFillRule = false
  /// The dash lengths strokes follow (none: solid).
  private var dashLengths: [CGFloat] = []
  /// How far into the dash pattern strokes start.
  private var dashPhase: CGFloat = 0

  /// An empty path.
  public init() {}

  /// A closed rectangle (`UIBezierPath(rect:)`).
  public convenience init(rect: CGRect) {
    self.init()
    storage.addRect(rect)
  }

  /// A closed ellipse that fits `rect` (`UIBezierPath(ovalIn:)`).
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    storage.addEllipse(in: rect)
  }

  /// A closed rectangle with rounded corners (`UIBezierPath(roundedRect:cornerRadius:)`); the
  /// radius is limited to half the shorter side.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    storage.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
  }

  /// An arc of the circle around `center` (`UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`).
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }

  /// A path with the elements of `cgPath` (`UIBezierPath(cgPath:)`).
  public convenience init(cgPath: CGPath) {
    self.init()
    storage.addPath(cgPath)
  }

  /// The path as Core Graphics takes it: a copy, which later changes to this path do not alter.
  open var cgPath: CGPath {
    get { CGPath(elements: storage.elements) }
    set { storage.elements = newValue.elements }
  }

  /// The rectangle that holds every point, control points included (`bounds`).
  open var bounds: CGRect { storage.isEmpty ? .zero : storage.boundingBox }
  /// Where the next element starts (`currentPoint`).
  open var currentPoint: CGPoint { storage.currentPoint }
  /// Whether the path has no elements.
  open var isEmpty: Bool { storage.isEmpty }

  /// Starts a subpath at `point` (`move(to:)`).
  open func move(to point: CGPoint) { storage.move(to: point) }
  /// A line to `point` (`addLine(to:)`).
  open func addLine(to point: CGPoint) { storage.addLine(to: point) }
  /// A cubic curve to `endPoint` (`addCurve(to:controlPoint1:controlPoint2:)`).
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    storage.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }
  /// A quadratic curve to `endPoint` (`addQuadCurve(to:controlPoint:)`).
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    storage.addQuadCurve(to: endPoint, control: controlPoint)
  }
  /// An arc, joined to the current point by a line (`addArc(withCenter:radius:startAngle:endAngle:clockwise:)`).
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    // UIKit's clockwise on a y-down screen is Core Graphics' counter-clockwise.
    storage.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
  }
  /// Closes the current subpath (`close()`).
  open func close() { storage.closeSubpath() }
  /// Removes every element (`removeAllPoints()`).
  open func removeAllPoints() { storage.elements.removeAll() }
  /// Appends the elements of `bezierPath` (`append(_:)`).
  open func append(_ bezierPath: BezierPath) { storage.addPath(bezierPath.storage) }
  /// Transforms every point (`apply(_:)`).
  open func apply(_ transform: CGAffineTransform) {
    storage.elements = storage.elements.map { $0.applying(transform) }
  }

  /// Fills the path in the current context with its fill colour (`fill()`), by the even-odd rule
  /// when ``usesEvenOddFillRule`` says so. With no current context it draws nothing and the
  /// simulation records ``Runtime/DiagnosticCode/graphicsNoCurrentContext``.
  open func fill() {
    paint("UIBezierPath.fill") { context in
      context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
  }

  /// Fills the path blending with `blendMode` at `alpha` (`fill(with:alpha:)`).
  open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
    paint("UIBezierPath.fill", blendMode: blendMode, alpha: alpha) { context in
      context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
  }

  /// Strokes the path in the current context with its stroke colour and this path's line width,
  /// cap, join, miter limit and dash (`stroke()`).
  open func stroke() {
    paint("UIBezierPath.stroke") { context in context.strokePath() }
  }

  /// Strokes the path blending with `blendMode` at `alpha` (`stroke(with:alpha:)`).
  open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
    paint("UIBezierPath.stroke", blendMode: blendMode, alpha: alpha) { context in context.strokePath() }
  }

  /// Intersects the current context's clip with the path's inside (`addClip()`), by the even-odd
  /// rule when ``usesEvenOddFillRule`` says so; it lasts until the context's state is restored.
  open func addClip() {
    guard let context = UIGraphicsGetCurrentContext() else {
      return reportNoCurrentContext("UIBezierPath.addClip")
    }
    context.beginPath()
    context.addPath(cgPath)
    context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// The dash pattern strokes follow (`setLineDash(_:count:phase:)`): `count` lengths from
  /// `pattern`, starting `phase` into them; nil or a count of 0 draws solid lines.
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
    dashLengths = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(count, 0))) } ?? []
    dashPhase = phase
  }

  /// The dash pattern set last, and its phase (`getLineDash(_:count:phase:)`): the lengths are
  /// copied into `pattern` when it is given (as many as ``setLineDash(_:count:phase:)`` set).
  open func getLineDash(
    _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
    phase: UnsafeMutablePointer<CGFloat>?
  ) {
    if let pattern {
      dashLengths.withUnsafeBufferPointer { pattern.update(from: $0.baseAddress!, count: $0.count) }
    }
    count?.pointee = dashLengths.count
    phase?.pointee = dashPhase
  }

  /// Paints the path in the current context with its line style, the context's state restored
  /// afterwards.
  private func paint(
    _ api: String, blendMode: CGBlendMode? = nil, alpha: CGFloat? = nil, _ draw: (CGContext) -> Void
  ) {
    guard let context = UIGraphicsGetCurrentContext() else { return reportNoCurrentContext(api) }
    context.saveGState()
    defer { context.restoreGState() }
    if let blendMode { context.setBlendMode(blendMode) }
    if let alpha { context.setAlpha(alpha) }
    context.setLineWidth(lineWidth)
    context.setLineCap(lineCapStyle)
    context.setLineJoin(lineJoinStyle)
    context.setMiterLimit(miterLimit)
    context.setLineDash(phase: dashPhase, lengths: dashLengths)
    context.beginPath()
    context.addPath(cgPath)
    draw(context)
  }
}
