import ArgumentParsing
import BenchmarkHarness
import Foundation
import Testing

@Suite struct BaselineComparisonTests {
  let baseline = [result("ring", .wallClock, p50: 100), result("ring", .throughput, p50: 1_000)]

  @Test func changesWithinTheThresholdAreTheSameAndExitZero() {
    let current = [result("ring", .wallClock, p50: 104), result("ring", .throughput, p50: 960)]
    let comparison = BaselineComparison(current: current, baseline: baseline)
    #expect(comparison.rows.map(\.verdict) == [.same, .same])
    #expect(comparison.exitCode == .success)
  }

  @Test func slowerWallClockIsARegressionAndExitsTwo() {
    let current = [result("ring", .wallClock, p50: 110), result("ring", .throughput, p50: 1_000)]
    let comparison = BaselineComparison(current: current, baseline: baseline)
    #expect(comparison.rows.first?.verdict == .regression)
    #expect(comparison.exitCode.rawValue == 2)
  }

  @Test func lowerThroughputIsARegression() {
    let current = [result("ring", .throughput, p50: 900)]
    #expect(BaselineComparison(current: current, baseline: baseline).exitCode == .benchmarkRegression)
  }

  @Test func improvementsOnlyExitFour() {
    let current = [result("ring", .wallClock, p50: 80), result("ring", .throughput, p50: 1_200)]
    let comparison = BaselineComparison(current: current, baseline: baseline)
    #expect(comparison.rows.map(\.verdict) == [.improvement, .improvement])
    #expect(comparison.exitCode.rawValue == 4)
  }

  @Test func aRegressionOutweighsImprovements() {
    let current = [result("ring", .wallClock, p50: 80), result("ring", .throughput, p50: 500)]
    #expect(BaselineComparison(current: current, baseline: baseline).exitCode == .benchmarkRegression)
  }

  @Test func perMetricThresholdsApply() {
    let current = [result("ring", .wallClock, p50: 110)]
    let comparison = BaselineComparison(current: current, baseline: baseline) { _ in 0.2 }
    #expect(comparison.rows.first?.verdict == .same)
    #expect(comparison.rows.first?.threshold == 0.2)
  }

  @Test func fewSpreadSamplesWidenTheToleranceAndManyNarrowIt() throws {
    let spread = (0..<5).map { 90 + Double($0) * 5 }  // 90 ... 110 around a median of 100
    let few = try #require(PercentileSummary(spread))
    let many = try #require(PercentileSummary(Array(repeating: spread, count: 100).flatMap { $0 }))
    let fewTolerance = BaselineComparison.tolerance(threshold: 0.05, current: few, baseline: few)
    let manyTolerance = BaselineComparison.tolerance(threshold: 0.02, current: many, baseline: many)
    #expect(fewTolerance > 0.1, "5 samples spread by ±10 % cannot resolve a 10 % change")
    #expect(manyTolerance == 0.02, "500 such samples can resolve 2 %")
    let slower = MetricResult(
      benchmark: "ring", metric: .wallClock,
      summary: try #require(PercentileSummary(spread.map { $0 * 1.08 })))
    let baseline = MetricResult(benchmark: "ring", metric: .wallClock, summary: few)
    #expect(BaselineComparison(current: [slower], baseline: [baseline]).rows.first?.verdict == .same)
  }

  @Test func equalSamplesKeepTheThresholdExactly() throws {
    let counts = try #require(PercentileSummary(Array(repeating: 1_197, count: 3)))
    #expect(BaselineComparison.tolerance(threshold: 0.02, current: counts, baseline: counts) == 0.02)
  }

  @Test func allocationsAppearingFromZeroAreARegression() {
    let comparison = BaselineComparison(
      current: [result("ring", .mallocCountTotal, p50: 1)],
      baseline: [result("ring", .mallocCountTotal, p50: 0)])
    #expect(comparison.rows.first?.verdict == .regression)
    let unchanged = BaselineComparison(
      current: [result("ring", .mallocCountTotal, p50: 0)],
      baseline: [result("ring", .mallocCountTotal, p50: 0)])
    #expect(unchanged.exitCode == .success)
  }

  @Test func metricsMissingFromTheBaselineAreListedNotJudged() {
    let comparison = BaselineComparison(current: [result("pool", .wallClock, p50: 1)], baseline: baseline)
    #expect(comparison.rows.isEmpty)
    #expect(comparison.missingFromBaseline == ["pool/wallClock"])
    #expect(comparison.exitCode == .success)
    #expect(comparison.textTable.contains("Not in the baseline: pool/wallClock"))
  }

  @Test func textTableShowsBothMediansTheChangeAndTheVerdict() {
    let comparison = BaselineComparison(current: [result("ring", .wallClock, p50: 110)], baseline: baseline)
    let row = comparison.textTable.split(separator: "\n")[2]
    let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(cells == ["ring", "wallClock (ns)", "100", "110", "+10.0 %", "5.0 %", "regression"])
  }

  @Test func savedBaselineComparesEqualToTheSameRun() throws {
    let store = temporaryStore()
    let suite = [deterministicCase("frames", values: [60, 59, 61])]
    let saved = runAllowingDebug(suite, ["--save", "main"], store: store)
    #expect(saved.exitCode == .success)
    #expect(FileManager.default.fileExists(atPath: try store.resultsFile(named: "main").path))
    let compared = runAllowingDebug(suite, ["--compare", "main"], store: store)
    #expect(compared.exitCode == .success)
    #expect(compared.standardOutput.contains("Comparison with baseline 'main'"))
  }

  @Test func runSlowerThanItsBaselineExitsTwoAndFasterExitsFour() throws {
    let store = temporaryStore()
    #expect(
      runAllowingDebug([deterministicCase("frames", values: [60])], ["--save", "main"], store: store).exitCode
        == .success)
    let slower = runAllowingDebug(
      [deterministicCase("frames", values: [30])], ["--compare", "main"], store: store)
    #expect(slower.exitCode == .benchmarkRegression)
    let faster = runAllowingDebug(
      [deterministicCase("frames", values: [120])], ["--compare", "main"], store: store)
    #expect(faster.exitCode == .benchmarkImprovement)
  }

  @Test func missingBaselineFailsWithStatusOneAndSaysHowToSaveIt() {
    let termination = runAllowingDebug([deterministicCase("frames", values: [60])], ["--compare", "nope"])
    #expect(termination.exitCode == .failure)
    #expect(termination.standardError.contains("save one first with '--save nope'"))
  }

  @Test func baselineNamesThatLeaveTheDirectoryAreRejected() {
    #expect(throws: BaselineError.invalidName("../x")) {
      try temporaryStore().resultsFile(named: "../x")
    }
  }

  @Test func baselineLivesUnderTargetAndName() throws {
    let store = BaselineStore(
      root: URL(fileURLWithPath: "/tmp/.benchmarkBaselines"), target: "RingBenchmarks")
    #expect(
      try store.resultsFile(named: "main").path == "/tmp/.benchmarkBaselines/RingBenchmarks/main/results.json"
    )
  }
}
