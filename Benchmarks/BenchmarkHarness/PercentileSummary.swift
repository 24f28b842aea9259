/// The percentiles p0, p25, p50, p75, p90, p99 and p100 of a set of samples, and their count.
///
/// Exact, by the nearest-rank method on the sorted samples: the p-th percentile is the smallest
/// sample with at least p % of the samples at or below it; p0 is the smallest sample.
public struct PercentileSummary: Hashable, Sendable, Codable {
  /// The smallest sample.
  public var p0: Double
  /// The 25th percentile.
  public var p25: Double
  /// The median.
  public var p50: Double
  /// The 75th percentile.
  public var p75: Double
  /// The 90th percentile.
  public var p90: Double
  /// The 99th percentile.
  public var p99: Double
  /// The largest sample.
  public var p100: Double
  /// How many samples were summarised.
  public var samples: Int

  /// Summarises samples; `nil` when there are none.
  ///
  /// - Parameter values: The samples, in any order.
  public init?(_ values: [Double]) {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    func percentile(_ percent: Double) -> Double {
      let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
      return sorted[min(max(rank - 1, 0), sorted.count - 1)]
    }
    p0 = sorted[0]
    p25 = percentile(25)
    p50 = percentile(50)
    p75 = percentile(75)
    p90 = percentile(90)
    p99 = percentile(99)
    p100 = percentile(100)
    samples = sorted.count
  }

  /// The percentiles in column order, p0 first, with their column titles.
  public var columns: [(title: String, value: Double)] {
    [("p0", p0), ("p25", p25), ("p50", p50), ("p75", p75), ("p90", p90), ("p99", p99), ("p100", p100)]
  }
}
