/// One named line of an ``SVGChart``: its points in drawing order.
public struct ChartSeries: Hashable, Sendable {
  /// One point, in the axes' units.
  public struct Point: Hashable, Sendable {
    /// The value along the horizontal axis.
    public var x: Double
    /// The value along the vertical axis.
    public var y: Double

    /// A point at `(x, y)`.
    ///
    /// - Parameters:
    ///   - x: The value along the horizontal axis.
    ///   - y: The value along the vertical axis.
    public init(x: Double, y: Double) {
      self.x = x
      self.y = y
    }
  }

  /// The name shown in the legend.
  public var name: String
  /// The points, joined by straight lines in this order.
  public var points: [Point]
  /// Whether each point gets a dot as well as the line (for a few measured points, not a CDF).
  public var marksPoints: Bool

  /// Describes a series.
  ///
  /// - Parameters:
  ///   - name: The name shown in the legend.
  ///   - points: The points, in drawing order.
  ///   - marksPoints: Whether each point gets a dot.
  public init(_ name: String, points: [Point], marksPoints: Bool = true) {
    self.name = name
    self.points = points
    self.marksPoints = marksPoints
  }
}
