/// A chart a suite draws from its results; `--plots DIR` writes it to `DIR/<fileName>.svg`.
///
/// The builder sees the whole run (``SuiteResults``), so one chart can combine benchmarks, and
/// returns `nil` when the run holds nothing to draw (a `--filter` left its benchmarks out).
public struct BenchmarkPlot {
  /// The file's name without the `.svg` extension.
  public var fileName: String
  /// Draws the chart from a run, or returns `nil` when there is nothing to draw.
  public var makeChart: (SuiteResults) -> SVGChart?

  /// Declares a plot.
  ///
  /// - Parameters:
  ///   - fileName: The file's name without the `.svg` extension.
  ///   - makeChart: Draws the chart from a run; `nil` when there is nothing to draw.
  public init(_ fileName: String, makeChart: @escaping (SuiteResults) -> SVGChart?) {
    self.fileName = fileName
    self.makeChart = makeChart
  }
}
