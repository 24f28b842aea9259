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
    let run = ScenarioRunner.run(scenario)
    #expect(run.error == nil)
    #expect(run.failures.isEmpty, "\(run.failures)")
    let json = String(decoding: try Repository.contents("Traces/\(name).json"), as: UTF8.self)
    let text = String(decoding: try Repository.contents("Traces/\(name).txt"), as: UTF8.self)
    #expect(ChromeTraceWriter.encode(run.trace) == json, "run `make traces` and commit Traces/")
    #expect(TextTraceWriter.encode(run.trace) == text, "run `make traces` and commit Traces/")
  }

  @Test(arguments: try Repository.scenarioNames())
  func summarizingACommittedTraceReproducesTheRunsFigures(name: String) throws {
    let scenario = try Scenario.decode(
      try Repository.contents("Scenarios/\(name).json"), file: "\(name).json")
    let run = ScenarioRunner.run(scenario)
    let readBack = try ChromeTraceReader.decode(try Repository.contents("Traces/\(name).json"))
    #expect(ScenarioReport(readBack) == run.report)
  }

  @Test func runningTheSameScenarioTwiceGivesTheSameTrace() throws {
    let scenario = try Scenario.decode(
      try Repository.contents("Scenarios/producer-stall.json"), file: "x.json")
    #expect(ScenarioRunner.run(scenario).trace == ScenarioRunner.run(scenario).trace)
  }
}
