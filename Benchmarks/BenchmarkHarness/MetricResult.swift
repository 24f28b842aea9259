/// The summary of one metric of one benchmark: one row of a text table, one object in JSON.
///
/// JSON has the percentiles flat beside the names:
/// `{"benchmark", "metric", "unit", "better", "p0" ... "p100", "samples"}`, plus `reference`
/// (the reference's p50), `referenceBenchmark`, `referenceMetric` and `ratio` (this p50 over
/// the reference's) when a reference is attached.
public struct MetricResult: Hashable, Sendable, Codable {
  /// The benchmark's name.
  public var benchmark: String
  /// The metric's ``BenchmarkMetric/name``.
  public var metric: String
  /// The unit of every figure in the row.
  public var unit: MetricUnit
  /// Which way the metric improves.
  public var better: MetricDirection
  /// The percentiles and sample count.
  public var summary: PercentileSummary
  /// The reference figure compared with, when one is attached.
  public var reference: ReferenceFigure?

  /// A reference's p50 and this metric's ratio to it.
  public struct ReferenceFigure: Hashable, Sendable {
    /// The benchmark measured as the reference.
    public var benchmark: String
    /// The reference benchmark's metric.
    public var metric: String
    /// The reference's p50, in its unit.
    public var p50: Double
    /// This metric's p50 divided by the reference's p50.
    public var ratio: Double

    /// Describes a reference figure.
    ///
    /// - Parameters:
    ///   - benchmark: The benchmark measured as the reference.
    ///   - metric: The reference benchmark's metric.
    ///   - p50: The reference's p50.
    ///   - ratio: This metric's p50 divided by the reference's p50.
    public init(benchmark: String, metric: String, p50: Double, ratio: Double) {
      self.benchmark = benchmark
      self.metric = metric
      self.p50 = p50
      self.ratio = ratio
    }
  }

  /// Describes one metric's result.
  ///
  /// - Parameters:
  ///   - benchmark: The benchmark's name.
  ///   - metric: The metric measured.
  ///   - summary: Its percentiles and sample count.
  ///   - reference: The reference figure compared with, if any.
  public init(
    benchmark: String, metric: BenchmarkMetric, summary: PercentileSummary, reference: ReferenceFigure? = nil
  ) {
    self.benchmark = benchmark
    self.metric = metric.name
    self.unit = metric.unit
    self.better = metric.direction
    self.summary = summary
    self.reference = reference
  }

  private enum CodingKeys: String, CodingKey {
    case benchmark, metric, unit, better, reference, referenceBenchmark, referenceMetric, ratio
  }

  /// Decodes the flat JSON object described on the type.
  ///
  /// - Parameter decoder: The decoder to read from.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    benchmark = try container.decode(String.self, forKey: .benchmark)
    metric = try container.decode(String.self, forKey: .metric)
    unit = try container.decode(MetricUnit.self, forKey: .unit)
    better = try container.decodeIfPresent(MetricDirection.self, forKey: .better) ?? .lower
    summary = try PercentileSummary(from: decoder)
    if let p50 = try container.decodeIfPresent(Double.self, forKey: .reference) {
      reference = ReferenceFigure(
        benchmark: try container.decode(String.self, forKey: .referenceBenchmark),
        metric: try container.decode(String.self, forKey: .referenceMetric),
        p50: p50, ratio: try container.decode(Double.self, forKey: .ratio))
    } else {
      reference = nil
    }
  }

  /// Encodes the flat JSON object described on the type.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    try summary.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(benchmark, forKey: .benchmark)
    try container.encode(metric, forKey: .metric)
    try container.encode(unit, forKey: .unit)
    try container.encode(better, forKey: .better)
    if let reference {
      try container.encode(reference.p50, forKey: .reference)
      try container.encode(reference.benchmark, forKey: .referenceBenchmark)
      try container.encode(reference.metric, forKey: .referenceMetric)
      try container.encode(reference.ratio, forKey: .ratio)
    }
  }
}
