import ArgumentParsing

extension ExitCode {
  /// `--compare` found a metric worse than its baseline: status 2.
  public static let benchmarkRegression = ExitCode(rawValue: 2)
  /// `--compare` found improvements and no regression: status 4.
  public static let benchmarkImprovement = ExitCode(rawValue: 4)
}
