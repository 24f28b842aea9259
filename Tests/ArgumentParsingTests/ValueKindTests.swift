import ArgumentParsing
import Testing

@Suite struct ValueKindTests {
  @Test func choiceOfAnEnumListsItsRawValuesInOrder() {
    #expect(ValueKind.choice(of: SampleFormat.self) == .choice(["text", "json"]))
  }

  @Test func stringAcceptsAnything() throws {
    let tool = CommandSpec(name: "t", abstract: "T.", arguments: [ArgumentSpec("word", help: "A word.")])
    #expect(command(["-"], spec: tool)?.string("word") == "-")
  }

  @Test func integerRejectsFractions() {
    #expect(
      parseError(["run", "--seed", "1.5", "a.json"])
        == .invalidValue(name: "--seed", value: "1.5", expected: "an integer"))
  }

  @Test func everyErrorDescriptionIsOneLineWithoutAClosingPeriod() {
    let errors: [ArgumentError] = [
      .unknownOption("--x"), .missingValue(option: "--x"), .unexpectedValue(flag: "--x", value: "1"),
      .missingArgument("x"), .invalidValue(name: "--x", value: "y", expected: "an integer"),
      .invalidChoice(name: "--x", value: "y", allowed: ["a"]), .unexpectedArgument("x"),
      .unknownSubcommand("x", available: ["a"]), .missingSubcommand(available: ["a"]),
      .unknownOption("--x", suggestion: "--y"), .unknownSubcommand("x", available: ["y"], suggestion: "y"),
    ]
    for error in errors {
      #expect(!error.description.hasSuffix("."))
      #expect(!error.description.contains("\n"))
    }
  }
}
