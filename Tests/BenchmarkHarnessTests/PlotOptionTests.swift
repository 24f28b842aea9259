import BenchmarkHarness
import Foundation
import Testing

@Suite struct PlotOptionTests {
  let suite = [deterministicCase("ring", values: [3, 1, 2])]

  func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("plots-\(UUID().uuidString)")
  }

  @Test func plotsOptionWritesEveryChartThatHasSomethingToDraw() throws {
    let directory = temporaryDirectory()
    var seenSamples: [Double] = []
    let plots = [
      BenchmarkPlot("drawn") { run in
        seenSamples = run.samples(of: "ring", metric: frameRate)
        return SVGChart(
          title: "ring", xAxis: ChartAxis("x"), yAxis: ChartAxis("y"),
          series: [
            ChartSeries(
              "ring", points: [ChartSeries.Point(x: 1, y: run.p50(of: "ring", metric: frameRate) ?? 0)])
          ])
      },
      BenchmarkPlot("skipped") { _ in nil },
    ]
    let termination = BenchmarkRunner.run(
      suite: suite, target: "HarnessTests", arguments: ["--allow-debug", "--plots", directory.path],
      isDebugBuild: true, baselines: temporaryStore(), plots: plots)
    #expect(termination.exitCode == .success)
    #expect(seenSamples == [3, 1, 2])
    #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("drawn.svg").path))
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("skipped.svg").path))
    #expect(termination.standardError.contains("Wrote \(directory.appendingPathComponent("drawn.svg").path)"))
  }

  @Test func plotsIntoAPathThatIsAFileFailWithAnActionableMessage() throws {
    let file = temporaryDirectory()
    try Data("not a directory".utf8).write(to: file)
    let plots = [
      BenchmarkPlot("drawn") { _ in
        SVGChart(title: "t", xAxis: ChartAxis("x"), yAxis: ChartAxis("y"), series: [])
      }
    ]
    let termination = BenchmarkRunner.run(
      suite: suite, target: "HarnessTests", arguments: ["--allow-debug", "--plots", file.path],
      isDebugBuild: true,
      baselines: temporaryStore(), plots: plots)
    #expect(termination.exitCode == .failure)
    #expect(termination.standardError.contains("Pass a writable directory to --plots"))
  }

  @Test func withoutThePlotsOptionNothingIsDrawn() {
    var drawn = false
    let plots = [
      BenchmarkPlot("drawn") { _ in
        drawn = true; return nil
      }
    ]
    let termination = BenchmarkRunner.run(
      suite: suite, target: "HarnessTests", arguments: ["--allow-debug"], isDebugBuild: true,
      baselines: temporaryStore(), plots: plots)
    #expect(termination.exitCode == .success)
    #expect(!drawn)
  }
}
