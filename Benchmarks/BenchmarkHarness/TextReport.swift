import Foundation

/// Renders results as package-benchmark does: per benchmark, a table with one row per metric
/// and the percentiles and sample count as columns, values rescaled to a readable unit.
public enum TextReport {
  /// The tables for every benchmark in `results`, in the order the benchmarks first appear.
  ///
  /// - Parameter results: The rows, grouped by benchmark in the output.
  /// - Returns: One table per benchmark, separated by blank lines.
  public static func render(_ results: [MetricResult]) -> String {
    var order: [String] = []
    var grouped: [String: [MetricResult]] = [:]
    for result in results {
      if grouped[result.benchmark] == nil {
        order.append(result.benchmark)
      }
      grouped[result.benchmark, default: []].append(result)
    }
    return order.map { table(for: $0, rows: grouped[$0] ?? []) }.joined(separator: "\n")
  }

  /// The column titles, after the metric column.
  static let columnTitles = ["p0", "p25", "p50", "p75", "p90", "p99", "p100", "Samples"]

  private static func table(for benchmark: String, rows: [MetricResult]) -> String {
    let body = rows.map { result -> (label: String, cells: [String], note: String?) in
      let scale = DisplayScale(unit: result.unit, magnitude: result.summary.p50)
      let cells =
        result.summary.columns.map { format($0.value / scale.divisor) } + ["\(result.summary.samples)"]
      let note = result.reference.map { reference in
        let referenceScale = DisplayScale(unit: result.unit, magnitude: reference.p50)
        return "  vs \(reference.benchmark) \(reference.metric): "
          + "\(format(reference.p50 / referenceScale.divisor)) \(referenceScale.symbol), "
          + "ratio \(String(format: "%.3f", reference.ratio))"
      }
      return ("\(result.metric) (\(scale.symbol))", cells, note)
    }
    let labelWidth = max(body.map(\.label.count).max() ?? 0, "Metric".count)
    let cellWidth = max(body.flatMap(\.cells).map(\.count).max() ?? 0, "Samples".count)
    func line(_ label: String, _ cells: [String]) -> String {
      pad(label, labelWidth, left: true) + cells.map { " | " + pad($0, cellWidth, left: false) }.joined()
    }
    let header = line("Metric", columnTitles)
    var lines = [benchmark, String(repeating: "=", count: header.count), header]
    lines.append(String(repeating: "-", count: header.count))
    for row in body {
      lines.append(line(row.label, row.cells))
      if let note = row.note {
        lines.append(note)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func pad(_ text: String, _ width: Int, left: Bool) -> String {
    let padding = String(repeating: " ", count: max(width - text.count, 0))
    return left ? text + padding : padding + text
  }

  /// A number with about three significant figures (six decimals below 0.001), never in
  /// exponent form.
  static func format(_ value: Double) -> String {
    let magnitude = abs(value)
    let decimals: Int
    switch magnitude {
    case 0, 100...: decimals = 0
    case 10..<100: decimals = 1
    case 1..<10: decimals = 2
    case 0.001..<1: decimals = 3
    default: decimals = 6
    }
    return String(format: "%.\(decimals)f", value)
  }
}
