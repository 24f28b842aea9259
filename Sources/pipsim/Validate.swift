import ArgumentParsing
import PiPSimScenarios

/// `pipsim validate FILE`: checks a scenario file against the schema without running it.
struct Validate: PipsimSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "validate", abstract: "Checks a scenario file against the schema without running it.")

  @Argument(help: "The scenario JSON file.") var file: String

  func run(progress: ProgressLine?) -> Termination {
    switch ScenarioFile.load(file) {
    case .failure(let termination):
      return termination
    case .success(let scenario):
      return .success(
        printing:
          "\(TerminalText.escaped(file)): valid scenario \"\(TerminalText.escaped(scenario.name))\": \(scenario.steps.count) steps over "
          + "\(scenario.endTime.seconds) s, \(scenario.expectations.count) expectations\n")
    }
  }
}
