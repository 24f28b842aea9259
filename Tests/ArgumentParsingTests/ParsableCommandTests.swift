import ArgumentParsing
import Testing

extension SampleFormat: ExpressibleByArgument {}

/// The sample tool again, declared as typed commands whose properties are their inputs.
private struct Tool: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pipsim", abstract: "Simulates a Picture-in-Picture session.", version: "1.2.3",
    subcommands: [RunScenario.self, ValidateFiles.self], defaultSubcommand: RunScenario.self)
}

private struct RunScenario: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run", abstract: "Runs a scenario file.", discussion: "Writes a report and a trace.")

  @Argument(help: "The scenario file.") var scenario: String
  @Option(shortName: "f", help: "Report format.") var format = SampleFormat.text
  @Option(help: "Random seed.") var seed: Int?
  @Option(help: "Playback speed.") var speed = 1.0
  @Option(shortName: "o", help: "Where to write the trace.", valueName: "file") var output: String?
  @Flag(help: "Run a shortened scenario.") var shortRun = false
}

private struct ValidateFiles: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "validate", abstract: "Checks scenario files.")

  @Argument(help: "The scenario files.") var files: [String]
}

@Suite struct ParsableCommandTests {
  private func parsed(_ arguments: [String]) throws -> any ParsableCommand {
    try Tool.parse(arguments).get()
  }

  /// Compiles only while command types and configurations are sendable: a nonisolated task takes
  /// the subcommands' types and parses a line with the one it picks.
  @Test func commandTypesAndConfigurationsCrossIsolationBoundaries() async throws {
    let configuration = Tool.configuration
    let subcommand: any ParsableCommand.Type = try #require(configuration.subcommands.last)
    let parsedName = await Task.detached {
      (try? subcommand.parse(["a.json", "b.json"]).get()).map { type(of: $0).configuration.commandName }
    }.value
    #expect(parsedName == "validate")
  }

  @Test func propertiesGetTheValuesTheLineGaveAndTheirDefaultsOtherwise() throws {
    let run = try #require(
      try parsed(["run", "demo.json", "-f", "json", "--seed=7", "--short-run"]) as? RunScenario)
    #expect(run.scenario == "demo.json")
    #expect(run.format == .json)
    #expect(run.seed == 7)
    #expect(run.speed == 1.0)
    #expect(run.output == nil)
    #expect(run.shortRun)
    let plain = try #require(try parsed(["run", "x.json"]) as? RunScenario)
    #expect(plain.format == .text && plain.seed == nil && !plain.shortRun)
  }

  @Test func aRepeatingArgumentCollectsEveryRemainingWord() throws {
    let validate = try #require(try parsed(["validate", "a.json", "b.json"]) as? ValidateFiles)
    #expect(validate.files == ["a.json", "b.json"])
  }

  @Test func theSpecIsBuiltFromTheDeclarationsWithKebabCaseNames() {
    let run = RunScenario.commandSpec
    #expect(run.arguments == [ArgumentSpec("scenario", help: "The scenario file.")])
    #expect(
      run.options == [
        OptionSpec(
          "format", shortName: "f", help: "Report format.", kind: .choice(of: SampleFormat.self),
          defaultValue: "text"),
        OptionSpec("seed", help: "Random seed.", kind: .integer),
        OptionSpec("speed", help: "Playback speed.", kind: .double, defaultValue: "1.0"),
        OptionSpec("output", shortName: "o", help: "Where to write the trace.", valueName: "file"),
      ])
    #expect(run.flags == [FlagSpec("short-run", help: "Run a shortened scenario.")])
    #expect(Tool.commandSpec.subcommands.map(\.name) == ["run", "validate"])
    #expect(Tool.commandSpec.defaultSubcommand == "run")
  }

  @Test func helpVersionAndBadInputComeBackAsTheTerminationToPrint() {
    guard case .failure(let help) = Tool.parse(["run", "--help"]) else {
      Issue.record("--help parsed into a command")
      return
    }
    #expect(help.exitCode == .success)
    #expect(help.standardOutput.contains("--short-run"))
    guard case .failure(let version) = Tool.parse(["--version"]) else {
      Issue.record("--version parsed into a command")
      return
    }
    #expect(version.standardOutput == "1.2.3\n")
    guard case .failure(let bad) = Tool.parse(["run", "x.json", "--seed", "seven"]) else {
      Issue.record("a bad integer parsed")
      return
    }
    #expect(bad.exitCode == .usageError)
    #expect(bad.standardError.hasPrefix("Error: "))
    guard case .failure(let missing) = Tool.parse(["validate"]) else {
      Issue.record("a missing repeating argument parsed")
      return
    }
    #expect(missing.exitCode == .usageError)
  }
}
