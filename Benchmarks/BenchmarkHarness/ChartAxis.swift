import Foundation

/// One axis of an ``SVGChart``: its title, linear or logarithmic scale, range and tick marks.
public struct ChartAxis: Hashable, Sendable {
  /// How values map to positions along the axis.
  public enum Scale: Hashable, Sendable {
    /// Equal steps of value take equal lengths.
    case linear
    /// Equal ratios take equal lengths; only positive values can be drawn.
    case logarithmic
  }

  /// The axis title, with its unit (`Latency (ms)`).
  public var title: String
  /// How values map to positions.
  public var scale: Scale
  /// The values to mark and label; chosen from the data's range when `nil`.
  public var ticks: [Double]?
  /// The lowest value shown; the data's (or the ticks') lowest when `nil`.
  public var minimum: Double?
  /// The highest value shown; the data's (or the ticks') highest when `nil`.
  public var maximum: Double?

  /// Describes an axis.
  ///
  /// - Parameters:
  ///   - title: The axis title, with its unit.
  ///   - scale: How values map to positions.
  ///   - ticks: The values to mark; chosen from the data when `nil`.
  ///   - minimum: The lowest value shown; from the data when `nil`.
  ///   - maximum: The highest value shown; from the data when `nil`.
  public init(
    _ title: String, scale: Scale = .linear, ticks: [Double]? = nil, minimum: Double? = nil,
    maximum: Double? = nil
  ) {
    self.title = title
    self.scale = scale
    self.ticks = ticks
    self.minimum = minimum
    self.maximum = maximum
  }

  /// The range drawn for `values`: the given bounds, else the data's, widened when empty or flat.
  func range(for values: [Double]) -> ClosedRange<Double> {
    let drawable = scale == .logarithmic ? values.filter { $0 > 0 } : values
    let low = minimum ?? ticks?.min().map { min($0, drawable.min() ?? $0) } ?? drawable.min() ?? 0
    let high = maximum ?? ticks?.max().map { max($0, drawable.max() ?? $0) } ?? drawable.max() ?? 1
    switch scale {
    case .linear:
      return low < high ? low...high : (low - 1)...(high + 1)
    case .logarithmic:
      let positiveLow = low > 0 ? low : 1
      let positiveHigh = max(high, positiveLow)
      return positiveLow < positiveHigh
        ? positiveLow...positiveHigh : (positiveLow / 10)...(positiveHigh * 10)
    }
  }

  /// Where `value` falls in `range`, from 0 (the low end) to 1 (the high end).
  func fraction(of value: Double, in range: ClosedRange<Double>) -> Double {
    switch scale {
    case .linear:
      return (value - range.lowerBound) / (range.upperBound - range.lowerBound)
    case .logarithmic:
      let clamped = max(value, range.lowerBound)
      return log10(clamped / range.lowerBound) / log10(range.upperBound / range.lowerBound)
    }
  }

  /// The tick values inside `range`: the given ones, else about five round linear steps, or
  /// the powers of ten for a logarithmic axis.
  func tickValues(in range: ClosedRange<Double>) -> [Double] {
    if let ticks {
      return ticks.filter { range.contains($0) }
    }
    switch scale {
    case .linear:
      let rawStep = (range.upperBound - range.lowerBound) / 5
      let magnitude = pow(10, floor(log10(rawStep)))
      let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rawStep } ?? rawStep
      var values: [Double] = []
      var value = ceil(range.lowerBound / step) * step
      while value <= range.upperBound + step * 1e-9 {
        values.append(abs(value) < step * 1e-9 ? 0 : value)
        value += step
      }
      return values
    case .logarithmic:
      let first = Int(ceil(log10(range.lowerBound) - 1e-9))
      let last = Int(floor(log10(range.upperBound) + 1e-9))
      return first <= last
        ? (first...last).map { pow(10, Double($0)) } : [range.lowerBound, range.upperBound]
    }
  }

  /// A short label for a tick: `1.5`, `200`, `20k`, `3M`.
  static func label(for value: Double) -> String {
    let magnitude = abs(value)
    let (scaled, suffix): (Double, String) =
      magnitude >= 1e9
      ? (value / 1e9, "G")
      : magnitude >= 1e6 ? (value / 1e6, "M") : magnitude >= 1e4 ? (value / 1e3, "k") : (value, "")
    let rounded = (scaled * 100).rounded() / 100
    let text =
      rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%g", rounded)
    return text + suffix
  }
}
