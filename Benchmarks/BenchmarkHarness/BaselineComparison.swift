import ArgumentParsing
import Foundation

/// The p50s of a run set against a saved baseline, metric by metric, with a verdict for each.
///
/// A metric regresses when its p50 moved the worse way (by its ``MetricDirection``) by more than
/// its tolerance, relative to the baseline, and improves when it moved the better way by more. The
/// tolerance is the metric's threshold, widened when the samples cannot resolve it: to twice the
/// standard error of the difference of the two medians (``tolerance(threshold:current:baseline:)``),
/// so a case with few or widely spread samples is not called a regression for its noise, and a
/// deterministic count (one value, or samples all equal) keeps its threshold exactly.
/// The run's exit status is ``ExitCode/benchmarkRegression`` (2) when anything regressed,
/// ``ExitCode/benchmarkImprovement`` (4) when something improved and nothing regressed, and
/// ``ExitCode/success`` otherwise.
public struct BaselineComparison: Hashable, Sendable {
  /// How one metric compares.
  public enum Verdict: String, Hashable, Sendable {
    /// Within the threshold.
    case same
    /// Worse by more than the threshold.
    case regression
    /// Better by more than the threshold.
    case improvement
  }

  /// One metric present in both the run and the baseline.
  public struct Row: Hashable, Sendable {
    /// The benchmark's name.
    public var benchmark: String
    /// The metric's name.
    public var metric: String
    /// The unit of both p50s.
    public var unit: MetricUnit
    /// The baseline's p50.
    public var baseline: Double
    /// This run's p50.
    public var current: Double
    /// `(current - baseline) / baseline`; infinite when the baseline is 0 and the run is not.
    public var relativeChange: Double
    /// The tolerated relative change: the metric's threshold, or more for noisy samples.
    public var threshold: Double
    /// The outcome.
    public var verdict: Verdict
  }

  /// The metrics found in both, in the run's order.
  public var rows: [Row]
  /// `benchmark/metric` names in the run but not in the baseline.
  public var missingFromBaseline: [String]

  /// Compares a run with a baseline.
  ///
  /// - Parameters:
  ///   - current: This run's results.
  ///   - baseline: The saved results.
  ///   - threshold: The tolerated relative p50 change for a result; 5 % when not given.
  public init(
    current: [MetricResult], baseline: [MetricResult],
    threshold: (MetricResult) -> Double = { _ in BenchmarkConfiguration.defaultThreshold }
  ) {
    var saved: [String: MetricResult] = [:]
    for result in baseline {
      saved[Self.key(result)] = result
    }
    rows = []
    missingFromBaseline = []
    for result in current {
      guard let old = saved[Self.key(result)] else {
        missingFromBaseline.append(Self.key(result))
        continue
      }
      let tolerance = Self.tolerance(
        threshold: threshold(result), current: result.summary, baseline: old.summary)
      let change = Self.relativeChange(from: old.summary.p50, to: result.summary.p50)
      let worse = result.better == .lower ? change : -change
      let verdict: Verdict = worse > tolerance ? .regression : worse < -tolerance ? .improvement : .same
      rows.append(
        Row(
          benchmark: result.benchmark, metric: result.metric, unit: result.unit, baseline: old.summary.p50,
          current: result.summary.p50, relativeChange: change, threshold: tolerance, verdict: verdict))
    }
  }

  /// 2 when anything regressed, 4 when something improved and nothing regressed, else 0.
  public var exitCode: ExitCode {
    if rows.contains(where: { $0.verdict == .regression }) {
      return .benchmarkRegression
    }
    return rows.contains(where: { $0.verdict == .improvement }) ? .benchmarkImprovement : .success
  }

  /// A text table: benchmark, metric, both p50s, the change in percent and the verdict.
  public var textTable: String {
    let header = ["Benchmark", "Metric", "Baseline p50", "Current p50", "Change", "Threshold", "Verdict"]
    let body = rows.map { row in
      let scale = DisplayScale(unit: row.unit, magnitude: row.baseline)
      return [
        row.benchmark, "\(row.metric) (\(scale.symbol))", TextReport.format(row.baseline / scale.divisor),
        TextReport.format(row.current / scale.divisor), String(format: "%+.1f %%", row.relativeChange * 100),
        String(format: "%.1f %%", row.threshold * 100), row.verdict.rawValue,
      ]
    }
    let widths = header.indices.map { column in
      ([header] + body).map { $0[column].count }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      let padded = zip(cells, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }
      return String(padded.joined(separator: " | ").reversed().drop { $0 == " " }.reversed())
    }
    var lines = [line(header), String(repeating: "-", count: line(header).count)] + body.map(line)
    if !missingFromBaseline.isEmpty {
      lines.append("Not in the baseline: " + missingFromBaseline.joined(separator: ", "))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The relative change tolerated between two sets of samples: `threshold`, or twice the
  /// standard error of the difference of their medians relative to the baseline's, whichever is
  /// larger.
  ///
  /// A median's standard error is estimated from the samples' interquartile range as for a normal
  /// distribution (σ ≈ IQR / 1.349, the median's error ≈ 1.2533 σ / √n), so it shrinks with the
  /// number of samples: 5 samples spread evenly over ±10 % tolerate about 12 %, 500 such samples about
  /// 1.2 %.
  ///
  /// - Parameters:
  ///   - threshold: The metric's configured relative threshold.
  ///   - current: This run's samples.
  ///   - baseline: The baseline's samples.
  public static func tolerance(threshold: Double, current: PercentileSummary, baseline: PercentileSummary)
    -> Double
  {
    guard baseline.p50 != 0 else { return threshold }
    func squaredError(_ summary: PercentileSummary) -> Double {
      let error = 1.2533 * (summary.p75 - summary.p25) / 1.349 / Double(summary.samples).squareRoot()
      return error * error
    }
    let noise = 2 * (squaredError(current) + squaredError(baseline)).squareRoot() / abs(baseline.p50)
    return max(threshold, noise)
  }

  private static func key(_ result: MetricResult) -> String {
    result.benchmark + "/" + result.metric
  }

  private static func relativeChange(from baseline: Double, to current: Double) -> Double {
    if baseline == current {
      return 0
    }
    guard baseline != 0 else {
      return current > 0 ? .infinity : -.infinity
    }
    return (current - baseline) / abs(baseline)
  }
}
