import Foundation

/// How an animation's progress follows its time (`CAMediaTimingFunction`): a cubic Bézier curve from
/// (0, 0) to (1, 1) through two control points, evaluated as Core Animation does (time on x,
/// progress on y).
public final class MediaTimingFunction: Hashable, Sendable, CustomStringConvertible {
  /// The name of a predefined curve (`CAMediaTimingFunctionName`).
  public struct Name: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public let rawValue: String
    /// Creates a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Progress in step with time: control points (0, 0) and (1, 1).
    public static let linear = Name(rawValue: "linear")
    /// Starts slowly: (0.42, 0) and (1, 1).
    public static let easeIn = Name(rawValue: "easeIn")
    /// Ends slowly: (0, 0) and (0.58, 1).
    public static let easeOut = Name(rawValue: "easeOut")
    /// Starts and ends slowly: (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
    /// The curve of implicit animations: (0.25, 0.1) and (0.25, 1).
    public static let `default` = Name(rawValue: "default")
  }

  /// The first control point.
  let control1: (x: Double, y: Double)
  /// The second control point.
  let control2: (x: Double, y: Double)

  /// A predefined curve (`CAMediaTimingFunction(name:)`); an unknown name is linear.
  public convenience init(name: Name) {
    let points: (Float, Float, Float, Float) =
      switch name {
      case .easeIn: (0.42, 0, 1, 1)
      case .easeOut: (0, 0, 0.58, 1)
      case .easeInEaseOut: (0.42, 0, 0.58, 1)
      case .default: (0.25, 0.1, 0.25, 1)
      default: (0, 0, 1, 1)
      }
    self.init(controlPoints: points.0, points.1, points.2, points.3)
  }

  /// A curve through `(c1x, c1y)` and `(c2x, c2y)` (`CAMediaTimingFunction(controlPoints:_:_:_:)`).
  ///
  /// Core Animation requires the x values in 0...1 (so time never runs backwards); others are
  /// clamped into it, and a non-finite value counts as 0 (linear's own points, 0 and 1, stay).
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    func finite(_ value: Float) -> Double { value.isFinite ? Double(value) : 0 }
    control1 = (min(max(finite(c1x), 0), 1), finite(c1y))
    control2 = (min(max(finite(c2x), 0), 1), finite(c2y))
  }

  /// Control point `index` (0: (0, 0), 1 and 2: the curve's, 3: (1, 1)); `getControlPoint(at:values:)`
  /// writes it through a pointer, this returns it. An index outside 0...3 gives (0, 0).
  public func controlPoint(at index: Int) -> (x: Float, y: Float) {
    switch index {
    case 1: (Float(control1.x), Float(control1.y))
    case 2: (Float(control2.x), Float(control2.y))
    case 3: (1, 1)
    default: (0, 0)
    }
  }

  /// Writes control point `index` to `values[0]` and `values[1]` (`getControlPoint(at:values:)`).
  public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
    let point = controlPoint(at: index)
    values[0] = point.x
    values[1] = point.y
  }

  /// The progress at `time` (0...1, clamped): y where the curve's x is `time`.
  public func evaluate(at time: Double) -> Double {
    let x = min(max(time.isNaN ? 0 : time, 0), 1)
    // A curve whose control points lie on the diagonal is the identity.
    if x == 0 || x == 1 || (control1.x == control1.y && control2.x == control2.y) { return x }
    let t = parameter(forX: x)
    return Self.bezier(t, control1.y, control2.y)
  }

  /// The curve parameter whose x is `x`: Newton's method, then bisection if it strays.
  private func parameter(forX x: Double) -> Double {
    var t = x
    for _ in 0..<12 {
      let error = Self.bezier(t, control1.x, control2.x) - x
      if abs(error) < 1e-14 { return t }
      let slope = Self.derivative(t, control1.x, control2.x)
      guard abs(slope) > 1e-9 else { break }
      t -= error / slope
      guard (0...1).contains(t) else { break }
    }
    var (low, high) = (0.0, 1.0)
    t = x
    for _ in 0..<60 {
      let value = Self.bezier(t, control1.x, control2.x)
      if abs(value - x) < 1e-12 { break }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }

  private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }

  private static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
  }

  /// Two functions are equal when their control points are.
  public static func == (lhs: MediaTimingFunction, rhs: MediaTimingFunction) -> Bool {
    lhs.control1 == rhs.control1 && lhs.control2 == rhs.control2
  }

  /// Hashes the control points.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(control1.x)
    hasher.combine(control1.y)
    hasher.combine(control2.x)
    hasher.combine(control2.y)
  }

  /// The control points, as `(0.42, 0.0) (0.58, 1.0)`.
  public var description: String { "(\(control1.x), \(control1.y)) (\(control2.x), \(control2.y))" }
}
