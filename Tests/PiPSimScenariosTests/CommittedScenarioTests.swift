import Foundation
import PiPSimScenarios
import RepositoryFixtures
import Testing
import Tracing

/// The committed scenario files pass, and the committed traces are exactly what running them gives.
@MainActor
struct CommittedScenarioTests {
  @Test(arguments: try Repository.scenarioNames())
  func everyCommittedScenarioPassesAndRegeneratesItsTracesByteForByte(name: String) throws {
    let scenario = try Scenario.decode(
      try Repository.contents("Scenarios/\(name).json"), file: "\(name).json")
    let streamed = try Self.streamed(scenario)
    #expect(streamed.run.error == nil)
    #expect(streamed.run.failures.isEmpty, "\(streamed.run.failures)")
    #expect(streamed.run.trace.events.isEmpty, "a streamed run keeps no events")
    let json = String(decoding: try Repository.contents("Traces/\(name).json"), as: UTF8.self)
    let text = String(decoding: try Repository.contents("Traces/\(name).txt"), as: UTF8.self)
    #expect(streamed.json == json, "run `make traces` and commit Traces/")
    #expect(streamed.text == text, "run `make traces` and commit Traces/")
  }

  @Test(arguments: try Repository.scenarioNames())
  func aStreamedTraceHoldsWhatTheWholeSnapshotHolds(name: String) throws {
    let scenario = try Scenario.decode(
      try Repository.contents("Scenarios/\(name).json"), file: "\(name).json")
    let streamed = try Self.streamed(scenario)
    let kept = ScenarioRunner.run(scenario)
    #expect(TextTraceWriter.encode(kept.trace) == streamed.text)
    let wholeEvents = try ChromeTraceReader.decode(Data(ChromeTraceWriter.encode(kept.trace).utf8)).events
    let streamedEvents = try ChromeTraceReader.decode(Data(streamed.json.utf8)).events
    #expect(
      streamedEvents.map(String.init(describing:)).sorted()
        == wholeEvents.map(String.init(describing:)).sorted())
    #expect(streamed.run.report == kept.report)
    #expect(streamed.run.trace.tracks == kept.trace.tracks)
  }

  @Test(arguments: try Repository.scenarioNames())
  func summarizingACommittedTraceReproducesTheRunsFigures(name: String) throws {
    let scenario = try Scenario.decode(
      try Repository.contents("Scenarios/\(name).json"), file: "\(name).json")
    let run = ScenarioRunner.run(scenario)
    let readBack = try ChromeTraceReader.decode(try Repository.contents("Traces/\(name).json"))
    #expect(ScenarioReport(readBack) == run.report)
  }

  /// A run with its trace streamed as `pipsim run` streams it: chunk by chunk into the JSON and the
  /// text trace, the text aligned once every chunk is in.
  private static func streamed(_ scenario: Scenario) throws -> (run: ScenarioRun, json: String, text: String)
  {
    var chrome = ChromeTraceStream()
    var textStream = TextTraceStream()
    var json = ""
    var records: [[UInt8]] = []
    let run = ScenarioRunner.run(
      scenario,
      traceChunks: { chunk in
        json += String(decoding: chrome.encode(chunk), as: UTF8.self)
        records.append(textStream.rowsRecord(for: chunk))
      })
    json += chrome.trailer()
    var lines: [UInt8] = []
    for record in records { try record.withUnsafeBytes { try textStream.appendLines(of: $0, to: &lines) } }
    return (run, json, String(decoding: lines, as: UTF8.self))
  }

  @Test func runningTheSameScenarioTwiceGivesTheSameTrace() throws {
    let scenario = try Scenario.decode(
      try Repository.contents("Scenarios/producer-stall.json"), file: "x.json")
    #expect(ScenarioRunner.run(scenario).trace == ScenarioRunner.run(scenario).trace)
  }
}
