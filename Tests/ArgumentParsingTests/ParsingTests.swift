import ArgumentParsing
import Testing

@Suite struct ParsingTests {
  @Test func optionTakesTheNextWordAsItsValue() throws {
    let parsed = try #require(command(["run", "--format", "json", "a.json"]))
    #expect(parsed.path == ["pipsim", "run"])
    #expect(parsed.subcommand == "run")
    #expect(parsed.choice("format", as: SampleFormat.self) == .json)
    #expect(parsed.string("scenario") == "a.json")
  }

  @Test func optionAcceptsAnInlineValueAfterAnEqualsSign() throws {
    let parsed = try #require(command(["run", "--seed=42", "--output=dir/a=b.json", "a.json"]))
    #expect(parsed.integer("seed") == 42)
    #expect(parsed.string("output") == "dir/a=b.json")
  }

  @Test func shortAliasWorksLikeTheLongName() throws {
    let parsed = try #require(command(["run", "-f", "json", "-o", "t.json", "a.json"]))
    #expect(parsed.string("format") == "json")
    #expect(parsed.string("output") == "t.json")
  }

  @Test func defaultsApplyWhenAnOptionIsAbsent() throws {
    let parsed = try #require(command(["run", "a.json"]))
    #expect(parsed.string("format") == "text")
    #expect(parsed.double("speed") == 1.0)
    #expect(parsed.integer("seed") == nil)
    #expect(parsed.string("output") == nil)
  }

  @Test func givenValueReplacesTheDefaultAndRepeatsAccumulate() throws {
    let parsed = try #require(command(["run", "--format", "json", "--format", "text", "a.json"]))
    #expect(parsed.strings("format") == ["json", "text"])
    #expect(parsed.string("format") == "text")
  }

  @Test func flagsAreTrueOnlyWhenGiven() throws {
    let parsed = try #require(command(["-v", "run", "--short", "a.json"]))
    #expect(parsed.flag("verbose"))
    #expect(parsed.flag("short"))
    let plain = try #require(command(["run", "a.json"]))
    #expect(!plain.flag("verbose"))
    #expect(!plain.flag("short"))
  }

  @Test func doubleDashEndsOptionsSoDashedWordsBecomeArguments() throws {
    let parsed = try #require(command(["run", "--short", "--", "--weird-name.json"]))
    #expect(parsed.string("scenario") == "--weird-name.json")
    #expect(parsed.flag("short"))
  }

  @Test func negativeNumbersAreValuesNotOptions() throws {
    let parsed = try #require(command(["run", "--seed", "-7", "--speed", "-0.5", "a.json"]))
    #expect(parsed.integer("seed") == -7)
    #expect(parsed.double("speed") == -0.5)
  }

  @Test func repeatingArgumentTakesEveryRemainingWord() throws {
    let parsed = try #require(command(["validate", "a.json", "b.json", "c.json"]))
    #expect(parsed.strings("files") == ["a.json", "b.json", "c.json"])
  }

  @Test func optionalArgumentMayBeLeftOut() throws {
    let parsed = try #require(command(["summarize", "t.json"]))
    #expect(parsed.string("trace") == "t.json")
    #expect(parsed.integer("limit") == nil)
    let limited = try #require(command(["summarize", "t.json", "5"]))
    #expect(limited.integer("limit") == 5)
  }

  @Test func defaultSubcommandRunsWhenNoneIsNamed() throws {
    var spec = sampleTool
    spec.defaultSubcommand = "validate"
    spec.subcommands[1].arguments[0].isRequired = false
    let parsed = try #require(command(["--verbose"], spec: spec))
    #expect(parsed.path == ["pipsim", "validate"])
    #expect(parsed.flag("verbose"))
  }

  @Test func versionPrintsTheRootVersionAtAnyLevel() {
    #expect(sampleTool.parse(["--version"]) == .version("1.2.3\n"))
    #expect(sampleTool.parse(["run", "--version"]) == .version("1.2.3\n"))
  }

  @Test func versionIsAnUnknownOptionWithoutAVersion() {
    var spec = sampleTool
    spec.version = nil
    #expect(parseError(["--version"], spec: spec) == .unknownOption("--version"))
  }

  @Test func commandWithoutSubcommandsParsesOnItsOwn() throws {
    let tool = CommandSpec(
      name: "bench", abstract: "Benchmarks.",
      options: [OptionSpec("warmup", help: "Warm-up.", kind: .integer)])
    let parsed = try #require(command(["--warmup", "3"], spec: tool))
    #expect(parsed.path == ["bench"])
    #expect(parsed.subcommand == nil)
    #expect(parsed.integer("warmup") == 3)
  }
}
