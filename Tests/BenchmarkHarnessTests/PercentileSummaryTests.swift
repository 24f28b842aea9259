import BenchmarkHarness
import Testing

@Suite struct PercentileSummaryTests {
  @Test func oneToAHundredGivesTheNearestRankPercentiles() throws {
    let summary = try #require(PercentileSummary((1...100).map(Double.init).shuffled()))
    #expect(summary.p0 == 1)
    #expect(summary.p25 == 25)
    #expect(summary.p50 == 50)
    #expect(summary.p75 == 75)
    #expect(summary.p90 == 90)
    #expect(summary.p99 == 99)
    #expect(summary.p100 == 100)
    #expect(summary.samples == 100)
  }

  @Test func tenSamplesRoundRanksUp() throws {
    let summary = try #require(PercentileSummary([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]))
    #expect(summary.p25 == 30)
    #expect(summary.p50 == 50)
    #expect(summary.p75 == 80)
    #expect(summary.p90 == 90)
    #expect(summary.p99 == 100)
  }

  @Test func oneSampleIsEveryPercentile() throws {
    let summary = try #require(PercentileSummary([7]))
    #expect(summary.columns.map(\.value) == Array(repeating: 7, count: 7))
    #expect(summary.samples == 1)
  }

  @Test func noSamplesGiveNoSummary() {
    #expect(PercentileSummary([]) == nil)
  }

  @Test func columnsAreInPercentileOrder() throws {
    let summary = try #require(PercentileSummary([3, 1, 2]))
    #expect(summary.columns.map(\.title) == ["p0", "p25", "p50", "p75", "p90", "p99", "p100"])
    #expect(summary.columns.map(\.value) == [1, 1, 2, 3, 3, 3, 3])
  }
}
