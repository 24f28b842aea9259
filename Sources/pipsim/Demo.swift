import ArgumentParsing
import Foundation
import PiPSimScenarios

/// `pipsim demo`: runs the built-in demo scenario (the default subcommand).
struct Demo: PipsimSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "demo", abstract: "Runs the built-in demo scenario (a copy of Scenarios/demo.json).")

  @Option(help: "Where to write the Chrome trace JSON.", valueName: "path") var trace = "Traces/demo.json"
  @Option(help: "Where to write the text trace.", valueName: "path") var text = "Traces/demo.txt"

  func run(progress: ProgressLine?) -> Termination {
    do {
      let scenario = try Scenario.decode(Data(DemoScenario.json.utf8), file: DemoScenario.file)
      return ScenarioExecution(
        scenario: scenario, mode: .virtualTime, outputs: RunOutputs(trace: trace, text: text)
      )
      .run(progress: progress)
    } catch {
      return .failure(error.description)
    }
  }
}
