import BenchmarkHarness
import Testing

@Suite struct InstructionCountTests {
  /// The end of a callgrind output file of a run with cache and branch simulation.
  let simulatedProfile = """
    # callgrind format
    version: 1
    creator: callgrind-3.19.0
    positions: line
    events: Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw Bc Bcm Bi Bim
    fn=(1) pipsim_measured_region
    0 12 3 2 1
    summary: 1200 300 200 4 10 6 2 3 1 100 7 5 1
    totals: 1200 300 200 4 10 6 2 3 1 100 7 5 1

    """

  @Test func totalsAreReadByEventName() throws {
    let totals = try CallgrindTotals(parsing: simulatedProfile)
    #expect(totals.events["Ir"] == 1200)
    #expect(totals.events["Bim"] == 1)
    #expect(totals.metrics[.instructions] == 1200)
    #expect(totals.metrics[.firstLevelCacheMisses] == 20)
    #expect(totals.metrics[.lastLevelCacheMisses] == 6)
    #expect(totals.metrics[.branchMispredictions] == 8)
  }

  @Test func aPlainRunHasOnlyInstructions() throws {
    let totals = try CallgrindTotals(parsing: "events: Ir\nsummary: 73193803\n")
    #expect(totals.metrics == [.instructions: 73_193_803])
  }

  @Test func trailingZeroTotalsMayBeLeftOut() throws {
    let totals = try CallgrindTotals(parsing: "events: Ir Bc Bcm\ntotals: 50 4\n")
    #expect(totals.events["Bcm"] == 0)
  }

  @Test func aFileWithoutTotalsIsRefused() {
    #expect(throws: InstructionCountError.self) { try CallgrindTotals(parsing: "events: Ir\n") }
    #expect(throws: InstructionCountError.self) { try CallgrindTotals(parsing: "summary: 12\n") }
    #expect(throws: InstructionCountError.self) {
      try CallgrindTotals(parsing: "events: Ir\nsummary: 12 x\n")
    }
  }

  @Test func perOperationIsTheDifferenceOfTwiceAndOnceOverTheOperations() {
    // 1000 instructions of set-up and region entry in both runs, 37 per operation.
    let once = CallgrindTotals(events: ["Ir": 1000 + 37 * 256])
    let twice = CallgrindTotals(events: ["Ir": 1000 + 37 * 512])
    let perOperation = CallgrindTotals.perOperation(once: once, twice: twice, operations: 256)
    #expect(perOperation == [.instructions: 37])
  }

  @Test func perOperationKeepsOnlyTheMetricsBothRunsHold() {
    let once = CallgrindTotals(events: ["Ir": 10])
    let twice = CallgrindTotals(events: ["Ir": 20, "Bc": 4, "Bcm": 2, "Bi": 0, "Bim": 0])
    #expect(
      CallgrindTotals.perOperation(once: once, twice: twice, operations: 5).keys.sorted { $0.name < $1.name }
        == [.instructions])
  }

  @Test func instructionCountsRegressBeyondTwoPercent() {
    let configuration = BenchmarkConfiguration()
    #expect(configuration.threshold(for: BenchmarkMetric.instructions.name) == 0.02)
    #expect(configuration.threshold(for: BenchmarkMetric.wallClock.name) == 0.05)
    let baseline = [result("edit", .instructions, p50: 10_000)]
    let threshold: (MetricResult) -> Double = { configuration.threshold(for: $0.metric) }
    let within = BaselineComparison(
      current: [result("edit", .instructions, p50: 10_150)], baseline: baseline, threshold: threshold)
    #expect(within.exitCode == .success)
    let beyond = BaselineComparison(
      current: [result("edit", .instructions, p50: 10_250)], baseline: baseline, threshold: threshold)
    #expect(beyond.exitCode == .benchmarkRegression)
  }

  @Test func instructionRunsSelectOnlyCasesThatReportInstructions() {
    let suite = [
      BenchmarkCase("timed", metrics: [.wallClock]) { _ in },
      BenchmarkCase("counted", metrics: [.wallClock, .instructions]) { _ in },
    ]
    let termination = runAllowingDebug(suite, ["--instructions", "--list"])
    #expect(termination.standardOutput == "counted\n")
  }

  @Test func measuredRunRunsTheNamedBodyWithTheOperationsAsked() {
    var operations: [Int] = []
    let suite = [BenchmarkCase("stepped", metrics: [.instructions]) { operations.append($0.scalingFactor) }]
    let termination = runAllowingDebug(suite, ["--run-measured", "stepped", "--operations", "64"])
    #expect(termination.exitCode == .success)
    #expect(operations == [64, 64])  // the warm-up, then the measured run
    #expect(runAllowingDebug(suite, ["--run-measured", "missing"]).exitCode == .failure)
  }
}
