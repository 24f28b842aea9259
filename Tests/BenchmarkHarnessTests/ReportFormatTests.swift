import ArgumentParsing
import BenchmarkHarness
import Foundation
import Testing

@Suite struct ReportFormatTests {
  @Test func jsonHasOneFlatObjectPerBenchmarkAndMetric() throws {
    let plain = result("copy", .wallClock, p50: 1500)
    var referenced = result("copy", .bandwidth, p50: 10)
    referenced.reference = MetricResult.ReferenceFigure(
      benchmark: "memcpy", metric: "bandwidth", p50: 20, ratio: 0.5)
    let data = try JSONReport.encode([plain, referenced])
    let objects = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    #expect(objects.count == 2)
    let common: Set = [
      "benchmark", "metric", "unit", "better", "p0", "p25", "p50", "p75", "p90", "p99", "p100", "samples",
    ]
    #expect(Set(objects[0].keys) == common)
    #expect(
      Set(objects[1].keys) == common.union(["reference", "referenceBenchmark", "referenceMetric", "ratio"]))
    #expect(objects[0]["metric"] as? String == "wallClock")
    #expect(objects[0]["unit"] as? String == "ns")
    #expect(objects[0]["better"] as? String == "lower")
    #expect(objects[0]["p50"] as? Double == 1500)
    #expect(objects[0]["samples"] as? Int == 1)
    #expect(objects[1]["reference"] as? Double == 20)
    #expect(objects[1]["ratio"] as? Double == 0.5)
  }

  @Test func jsonReadsBackToTheSameResults() throws {
    var referenced = result("copy", .bandwidth, p50: 10)
    referenced.reference = MetricResult.ReferenceFigure(
      benchmark: "memcpy", metric: "bandwidth", p50: 20, ratio: 0.5)
    let results = [result("copy", .wallClock, p50: 1500), referenced, result("ring", frameRate, p50: 60)]
    #expect(try JSONReport.decode(JSONReport.encode(results)) == results)
  }

  @Test func textTableHasAMetricColumnThePercentilesAndTheSampleCount() throws {
    let text = runAllowingDebug([deterministicCase("frames", values: [10, 20, 30, 40])], []).standardOutput
    let lines = text.split(separator: "\n").map(String.init)
    try #require(lines.count == 5)
    #expect(lines.first == "frames")
    let header = lines[2].split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(header == ["Metric", "p0", "p25", "p50", "p75", "p90", "p99", "p100", "Samples"])
    let row = lines[4].split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(
      row == ["framesPerSecond (frames/s)", "10.0", "10.0", "20.0", "30.0", "40.0", "40.0", "40.0", "4"])
  }

  @Test func textTableRescalesNanosecondsByTheMedian() {
    let results = [result("slow", .wallClock, p50: 2_500_000)]
    let text = TextReport.render(results)
    #expect(text.contains("wallClock (ms)"))
    #expect(text.contains("2.50"))
  }

  @Test func textTablePrintsTheReferenceAndTheRatioUnderItsMetric() {
    var referenced = result("copy", .bandwidth, p50: 10)
    referenced.reference = MetricResult.ReferenceFigure(
      benchmark: "memcpy", metric: "bandwidth", p50: 20, ratio: 0.5)
    let text = TextReport.render([referenced])
    #expect(text.contains("  vs memcpy bandwidth: 20.0 GB/s, ratio 0.500\n"))
  }
}
