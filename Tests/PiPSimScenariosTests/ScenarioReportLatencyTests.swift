import PiPSimScenarios
import Testing
import Tracing

/// The report's latency percentiles: nearest rank over every presented frame, however the trace's
/// samples repeat or arrive.
struct ScenarioReportLatencyTests {
  private func report(latencies: [Int64], chunks: Int = 1) -> ScenarioReport {
    let accounting = TraceEvent(
      timestamp: 0, track: 1, phase: .instant, category: .frame, name: "video.accounting",
      arguments: ["presented": .int(Int64(latencies.count))])
    let samples = latencies.enumerated().map { index, microseconds in
      TraceEvent(
        timestamp: Int64(index + 1), track: 1, phase: .counter, category: .frame, name: "latency",
        arguments: ["us": .int(microseconds)])
    }
    let events = [accounting] + samples
    let size = (events.count + chunks - 1) / chunks
    var builder = ScenarioReport.Builder()
    for start in stride(from: 0, to: events.count, by: size) {
      builder.add(
        TraceSnapshot(
          processName: "test", tracks: [TraceTrackInfo(id: 1, name: "renderer")],
          events: Array(events[start..<min(start + size, events.count)])))
    }
    return builder.report
  }

  /// The nearest-rank percentile of `values`, read off the sorted list.
  private func nearestRank(_ fraction: Double, of values: [Int64]) -> Double {
    let sorted = values.sorted()
    return Double(sorted[max(0, Int((fraction * Double(sorted.count)).rounded(.up)) - 1)])
  }

  @Test(arguments: [1, 7])
  func percentilesAreTheNearestRanksOfEveryFrame(chunks: Int) throws {
    // 1,000 frames with few distinct latencies, in no order: 900 at 8,333 µs, 95 at 16,666, 5 at 40,000.
    var latencies =
      Array(repeating: Int64(8_333), count: 900) + Array(repeating: 16_666, count: 95)
      + Array(repeating: 40_000, count: 5)
    var generator = SplitMix(seed: 7)
    latencies.shuffle(using: &generator)
    let latency = try #require(report(latencies: latencies, chunks: chunks).frames?.latency)
    #expect(latency.p50 == 8_333)
    #expect(latency.p99 == 16_666, "the 990th of 1,000 is among the 95")
    #expect(latency.max == 40_000)
    #expect(latency.p50 == nearestRank(0.5, of: latencies) && latency.p99 == nearestRank(0.99, of: latencies))
  }

  @Test func aRankOnTheBoundaryOfARunTakesThatRun() throws {
    // 99 at 1 µs and 1 at 2 µs: the 99th percentile is the 99th value, still 1.
    let latency = try #require(report(latencies: Array(repeating: 1, count: 99) + [2]).frames?.latency)
    #expect(latency.p99 == 1)
    #expect(latency.max == 2)
    let distinct = try #require(report(latencies: Array(1...200)).frames?.latency)
    #expect(distinct.p50 == 100 && distinct.p99 == 198 && distinct.max == 200)
  }

  @Test func noSamplesNoLatency() {
    #expect(report(latencies: []).frames?.latency == nil)
  }
}

/// A small deterministic generator, so the shuffled order is the same in every run.
private struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
