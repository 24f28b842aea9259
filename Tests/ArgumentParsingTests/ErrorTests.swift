import Testing

@testable import ArgumentParsing

@Suite struct ErrorTests {
  @Test func unknownOptionIsNamedAsTyped() {
    #expect(parseError(["run", "--colour", "a.json"]) == .unknownOption("--colour"))
    #expect(parseError(["run", "-x", "a.json"]) == .unknownOption("-x"))
  }

  @Test func optionsOfOneLevelAreUnknownAtAnother() {
    #expect(parseError(["--short", "run", "a.json"]) == .unknownOption("--short"))
  }

  @Test func optionAtTheEndWithoutValueIsMissingItsValue() {
    #expect(parseError(["run", "a.json", "--seed"]) == .missingValue(option: "--seed"))
  }

  @Test func optionFollowedByAnotherOptionIsMissingItsValue() {
    #expect(parseError(["run", "--output", "--short", "a.json"]) == .missingValue(option: "--output"))
  }

  @Test func flagGivenAValueIsRejected() {
    #expect(parseError(["run", "--short=yes", "a.json"]) == .unexpectedValue(flag: "--short", value: "yes"))
  }

  @Test func missingRequiredArgumentIsNamed() {
    #expect(parseError(["run"]) == .missingArgument("scenario"))
    #expect(parseError(["validate"]) == .missingArgument("files"))
  }

  @Test func wrongTypeSaysWhatWasExpected() {
    #expect(
      parseError(["run", "--seed", "ten", "a.json"])
        == .invalidValue(name: "--seed", value: "ten", expected: "an integer"))
    #expect(
      parseError(["run", "--speed=fast", "a.json"])
        == .invalidValue(name: "--speed", value: "fast", expected: "a number"))
    #expect(
      parseError(["summarize", "t.json", "many"])
        == .invalidValue(name: "<limit>", value: "many", expected: "an integer"))
  }

  @Test func invalidChoiceListsTheAllowedValues() {
    let error = parseError(["run", "--format", "xml", "a.json"])
    #expect(error == .invalidChoice(name: "--format", value: "xml", allowed: ["text", "json"]))
    #expect(error?.description == "The value 'xml' is invalid for '--format'. Allowed values: text, json")
  }

  @Test func extraPositionalIsUnexpected() {
    #expect(parseError(["run", "a.json", "b.json"]) == .unexpectedArgument("b.json"))
  }

  @Test func unknownSubcommandListsTheAvailableOnes() {
    #expect(parseError(["walk"]) == .unknownSubcommand("walk", available: ["run", "validate", "summarize"]))
    #expect(
      parseError(["help", "walk"]) == .unknownSubcommand("walk", available: ["run", "validate", "summarize"]))
  }

  /// As swift-argument-parser does: the declared long name with the smallest edit distance, below 4
  /// (a swap of neighbours is one edit), the first declared on a tie.
  @Test func unknownOptionSuggestsTheClosestLongName() {
    #expect(parseError(["run", "--sped", "2", "a.json"]) == .unknownOption("--sped", suggestion: "--seed"))
    #expect(
      parseError(["run", "--outptu", "x", "a.json"]) == .unknownOption("--outptu", suggestion: "--output"))
    #expect(parseError(["run", "--shrot", "a.json"]) == .unknownOption("--shrot", suggestion: "--short"))
    #expect(parseError(["run", "--hlep"]) == .unknownOption("--hlep", suggestion: "--help"))
    #expect(parseError(["--verison"]) == .unknownOption("--verison", suggestion: "--version"))
    #expect(parseError(["run", "--formatting", "a.json"]) == .unknownOption("--formatting"), "4 edits away")
    #expect(parseError(["run", "-g", "a.json"]) == .unknownOption("-g"), "short names get no suggestion")
  }

  @Test func editDistanceCountsInsertionsDeletionsSubstitutionsAndSwaps() {
    #expect("run".editDistance(to: "run") == 0)
    #expect("rnu".editDistance(to: "run") == 1)
    #expect("sumarize".editDistance(to: "summarize") == 1)
    #expect("walk".editDistance(to: "help") == 3)
    #expect("".editDistance(to: "abc") == 3)
    #expect("kitten".editDistance(to: "sitting") == 3)
  }

  @Test func aNameIsNotSuggestedWhenMoreThanHalfOfItWouldChange() {
    #expect("walk".closest(among: ["run", "help"]) == nil)
    #expect("hepl".closest(among: ["run", "help"]) == "help")
    #expect("--sede".closest(among: ["--seed"], ignoringPrefix: "--") == "--seed")
    #expect("--x".closest(among: ["--seed"], ignoringPrefix: "--") == nil)
  }

  @Test func unknownSubcommandSuggestsTheClosestName() {
    #expect(
      parseError(["rnu"])
        == .unknownSubcommand("rnu", available: ["run", "validate", "summarize"], suggestion: "run"))
    #expect(
      parseError(["help", "valdiate"])
        == .unknownSubcommand(
          "valdiate", available: ["run", "validate", "summarize"], suggestion: "validate"))
    #expect(
      parseError(["hepl"])
        == .unknownSubcommand("hepl", available: ["run", "validate", "summarize"], suggestion: "help"))
  }

  @Test func suggestionsReadAsSwiftArgumentParsersDo() {
    #expect(
      ArgumentError.unknownOption("--sped", suggestion: "--seed").description
        == "Unknown option '--sped'. Did you mean '--seed'?")
    #expect(
      ArgumentError.unknownSubcommand("rnu", available: ["run", "validate"], suggestion: "run").description
        == "Unknown subcommand 'rnu'. Did you mean 'run'?")
    #expect(
      ArgumentError.unknownSubcommand("walk", available: ["run", "validate"]).description
        == "Unknown subcommand 'walk'. Available subcommands: run, validate")
  }

  @Test func missingSubcommandListsTheAvailableOnes() {
    #expect(parseError([]) == .missingSubcommand(available: ["run", "validate", "summarize"]))
  }

  @Test func failureCarriesTheUsageOfTheSubcommandItWasAimedAt() {
    guard case .failure(_, let usage, let helpCommand) = sampleTool.parse(["run"]) else {
      Issue.record("expected a failure")
      return
    }
    #expect(
      usage
        == "Usage: pipsim run [--format <format>] [--seed <seed>] [--speed <speed>] [--output <file>] [--short] <scenario>"
    )
    #expect(helpCommand == "pipsim run --help")
  }

  @Test func failureTerminatesWithUsageExitCodeAndErrorThenUsageOnStandardError() throws {
    let termination = try #require(sampleTool.parse(["run", "--colour"]).outcome.failureValue)
    #expect(termination.exitCode == .usageError)
    #expect(termination.exitCode.rawValue == 64)
    #expect(termination.standardOutput.isEmpty)
    let lines = termination.standardError.split(separator: "\n")
    #expect(lines.first == "Error: Unknown option '--colour'")
    #expect(lines.dropFirst().first?.hasPrefix("Usage: pipsim run ") == true)
    #expect(lines.last == "  See 'pipsim run --help' for more information.")
  }

  @Test func helpAndVersionTerminateSuccessfullyOnStandardOutput() throws {
    let help = try #require(sampleTool.parse(["--help"]).outcome.failureValue)
    #expect(help.exitCode == .success)
    #expect(help.standardOutput.hasPrefix("OVERVIEW: "))
    #expect(help.standardError.isEmpty)
    let version = try #require(sampleTool.parse(["--version"]).outcome.failureValue)
    #expect(version == Termination(exitCode: .success, standardOutput: "1.2.3\n"))
  }

  @Test func acceptedLineHasNoTermination() {
    #expect(sampleTool.parse(["run", "a.json"]).outcome.failureValue == nil)
  }

  @Test func usageErrorAfterParsingUsesTheSubcommandsUsageLine() {
    let termination = sampleTool.usageError(.missingArgument("scenario"), subcommandPath: ["run"])
    #expect(termination.exitCode == .usageError)
    #expect(termination.standardError.contains("Usage: pipsim run "))
  }

  @Test func failureTerminationPrintsTheMessageWithStatusOne() {
    let termination = Termination.failure("No such file: a.json")
    #expect(termination.exitCode.rawValue == 1)
    #expect(termination.standardError == "Error: No such file: a.json\n")
  }
}

extension Result {
  /// The failure, or `nil` on success.
  var failureValue: Failure? {
    guard case .failure(let failure) = self else { return nil }
    return failure
  }
}
