import CoreGraphicsDrawing
import Foundation
import Runtime

/// A layer that draws a path (`CAShapeLayer`): filled with ``fillColor``, stroked with
/// ``strokeColor`` from ``strokeStart`` to ``strokeEnd`` of its length.
///
/// Every property is kept and animatable (an animated play / pause icon or progress ring reads
/// `presentation()?.strokeEnd`); the drawing itself lands with the Core Graphics module.
open class ShapeLayer: Layer {
  /// The shape's line-cap name (`CAShapeLayerLineCap`).
  public struct LineCap: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// Creates a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square ends at the end points.
    public static let butt = LineCap(rawValue: "butt")
    /// Round ends.
    public static let round = LineCap(rawValue: "round")
    /// Square ends past the end points.
    public static let square = LineCap(rawValue: "square")
  }

  /// The shape's line-join name (`CAShapeLayerLineJoin`).
  public struct LineJoin: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// Creates a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp corners.
    public static let miter = LineJoin(rawValue: "miter")
    /// Rounded corners.
    public static let round = LineJoin(rawValue: "round")
    /// Cut corners.
    public static let bevel = LineJoin(rawValue: "bevel")
  }

  /// The shape's fill rule (`CAShapeLayerFillRule`).
  public struct FillRule: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// Creates a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The non-zero winding rule (the default).
    public static let nonZero = FillRule(rawValue: "non-zero")
    /// The even-odd rule.
    public static let evenOdd = FillRule(rawValue: "even-odd")
  }

  /// The path drawn (default nil); animatable between paths with the same kinds of elements.
  open var path: CGPath? {
    didSet { if path != oldValue { propertyDidChange("path", from: oldValue) } }
  }
  /// The fill colour (default opaque black); nil does not fill.
  open var fillColor: CGColor? = .black {
    didSet { if fillColor != oldValue { propertyDidChange("fillColor", from: oldValue) } }
  }
  /// The stroke colour (default nil: no stroke).
  open var strokeColor: CGColor? {
    didSet { if strokeColor != oldValue { propertyDidChange("strokeColor", from: oldValue) } }
  }
  /// The width of the stroke (default 1); NaN is ignored with a diagnostic.
  open var lineWidth: CGFloat = 1 {
    didSet { changed("lineWidth", oldValue, lineWidth) { lineWidth = $0 } }
  }
  /// Where the stroke starts, as a fraction of the path's length (default 0); drawn clamped to 0...1.
  open var strokeStart: CGFloat = 0 {
    didSet { changed("strokeStart", oldValue, strokeStart) { strokeStart = $0 } }
  }
  /// Where the stroke ends, as a fraction of the path's length (default 1); drawn clamped to 0...1.
  open var strokeEnd: CGFloat = 1 {
    didSet { changed("strokeEnd", oldValue, strokeEnd) { strokeEnd = $0 } }
  }
  /// The miter limit (default 10).
  open var miterLimit: CGFloat = 10 {
    didSet { changed("miterLimit", oldValue, miterLimit) { miterLimit = $0 } }
  }
  /// The offset into the dash pattern (default 0).
  open var lineDashPhase: CGFloat = 0 {
    didSet { changed("lineDashPhase", oldValue, lineDashPhase) { lineDashPhase = $0 } }
  }
  /// The dash pattern, alternating painted and unpainted lengths (default nil: solid).
  open var lineDashPattern: [NSNumber]?
  /// The ends of the stroke (default `.butt`).
  open var lineCap = LineCap.butt
  /// The corners of the stroke (default `.miter`).
  open var lineJoin = LineJoin.miter
  /// The fill rule (default `.nonZero`).
  open var fillRule = FillRule.nonZero

  /// A shape layer with no path.
  public required init() { super.init() }

  /// A copy of `layer` for its presentation, with its shape (`init(layer:)`).
  public required init(layer: Any) {
    super.init(layer: layer)
    guard let model = layer as? ShapeLayer else { return }
    path = model.path
    fillColor = model.fillColor
    strokeColor = model.strokeColor
    lineWidth = model.lineWidth
    strokeStart = model.strokeStart
    strokeEnd = model.strokeEnd
    miterLimit = model.miterLimit
    lineDashPhase = model.lineDashPhase
    lineDashPattern = model.lineDashPattern
    lineCap = model.lineCap
    lineJoin = model.lineJoin
    fillRule = model.fillRule
  }

  override var animatableKeys: Set<String> { Self.shapeKeys }

  private static let shapeKeys: Set<String> = [
    "path", "fillColor", "strokeColor", "lineWidth", "strokeStart", "strokeEnd", "miterLimit",
    "lineDashPhase",
  ]

  /// The value of `key`: the shape's own keys (`path`, `fillColor`, `strokeColor`, `lineWidth`,
  /// `strokeStart`, `strokeEnd`, `miterLimit`, `lineDashPhase`), then the layer's.
  open override func value(forKey key: String) -> Any? {
    switch key {
    case "path": path
    case "fillColor": fillColor
    case "strokeColor": strokeColor
    case "lineWidth": lineWidth
    case "strokeStart": strokeStart
    case "strokeEnd": strokeEnd
    case "miterLimit": miterLimit
    case "lineDashPhase": lineDashPhase
    default: super.value(forKey: key)
    }
  }

  /// Sets `key`: the shape's own keys (numbers of any type converted), then the layer's.
  open override func setValue(_ value: Any?, forKey key: String) {
    let number = AnimationValue.number(value)
    switch key {
    case "path": if value == nil || value is CGPath { path = value as? CGPath }
    case "fillColor": if value == nil || value is CGColor { fillColor = value as? CGColor }
    case "strokeColor": if value == nil || value is CGColor { strokeColor = value as? CGColor }
    case "lineWidth": if let number { lineWidth = number }
    case "strokeStart": if let number { strokeStart = number }
    case "strokeEnd": if let number { strokeEnd = number }
    case "miterLimit": if let number { miterLimit = number }
    case "lineDashPhase": if let number { lineDashPhase = number }
    default: super.setValue(value, forKey: key)
    }
  }

  /// Refuses NaN (restoring `oldValue` through `restore`) or reports the change.
  private func changed(_ key: String, _ oldValue: CGFloat, _ newValue: CGFloat, restore: (CGFloat) -> Void) {
    if newValue.isNaN {
      Simulation.current.diagnostics.record(
        .layerInvalidValue, severity: .warning, subject: "CAShapeLayer.\(key)",
        message: "CAShapeLayer.\(key) set to NaN; the change was ignored")
      return restore(oldValue)
    }
    if newValue != oldValue { propertyDidChange(key, from: oldValue) }
  }
}
