import ArgumentParsing
import Testing

@Suite struct HelpTests {
  @Test func rootHelpHasOverviewUsageOptionsAndSubcommands() throws {
    let text = try #require(helpText(["--help"]))
    #expect(
      text == """
        OVERVIEW: Simulates a Picture-in-Picture session.

        USAGE: pipsim [--verbose] <subcommand>

        OPTIONS:
          -v, --verbose         Print progress.
          --version             Show the version.
          -h, --help            Show help information.

        SUBCOMMANDS:
          run                   Runs a scenario file.
          validate              Checks scenario files.
          summarize             Summarises a trace.

          See 'pipsim help <subcommand>' for detailed help.

        """)
  }

  @Test func subcommandHelpListsArgumentsOptionsWithChoicesAndDefaults() throws {
    let text = try #require(helpText(["run", "--help"]))
    #expect(
      text.hasPrefix("OVERVIEW: Runs a scenario file.\n\nWrites a report and a trace.\n\nUSAGE: pipsim run "))
    #expect(text.contains("ARGUMENTS:\n  <scenario>             The scenario file.\n"))
    #expect(text.contains("  -f, --format <format>  Report format. (values: text, json; default: text)\n"))
    #expect(text.contains("  --speed <speed>        Playback speed. (default: 1.0)\n"))
    #expect(text.contains("  -o, --output <file>    Where to write the trace.\n"))
    #expect(text.contains("  --short                Run a shortened scenario.\n"))
    #expect(!text.contains("--version"))
    #expect(!text.contains("SUBCOMMANDS"))
  }

  @Test func helpSubcommandShowsTheSameTextAsTheHelpFlag() {
    #expect(helpText(["help", "run"]) == helpText(["run", "--help"]))
    #expect(helpText(["help"]) == helpText(["--help"]))
  }

  @Test func shortHelpFlagWorksAtEveryLevel() {
    #expect(helpText(["-h"]) == helpText(["--help"]))
    #expect(helpText(["validate", "-h"]) == helpText(["help", "validate"]))
  }

  @Test func helpWinsOverOtherErrorsOnTheLine() {
    #expect(helpText(["run", "--seed", "x", "--help"]) == helpText(["help", "run"]))
    #expect(helpText(["run", "--colour", "-h"]) == helpText(["help", "run"]))
  }

  @Test func helpAfterDoubleDashIsAnArgument() {
    #expect(command(["run", "--", "--help"])?.string("scenario") == "--help")
  }

  @Test func optionalAndRepeatingArgumentsAreBracketedInUsage() throws {
    let summarize = try #require(helpText(["help", "summarize"]))
    #expect(summarize.contains("USAGE: pipsim summarize <trace> [<limit>]\n"))
    let validate = try #require(helpText(["help", "validate"]))
    #expect(validate.contains("USAGE: pipsim validate <files> ...\n"))
  }

  @Test func defaultSubcommandIsMarkedAndOptionalInUsage() throws {
    var spec = sampleTool
    spec.defaultSubcommand = "run"
    let text = try #require(helpText(["--help"], spec: spec))
    #expect(text.contains("USAGE: pipsim [--verbose] [<subcommand>]\n"))
    #expect(text.contains("  run (default)         Runs a scenario file.\n"))
  }
}
