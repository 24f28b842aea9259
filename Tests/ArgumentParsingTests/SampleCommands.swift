import ArgumentParsing

/// Output formats for the sample tool, to exercise enum choices.
enum SampleFormat: String, CaseIterable {
  case text, json
}

/// A tool shaped like `pipsim`: a root option, a version, and three subcommands.
let sampleTool = CommandSpec(
  name: "pipsim", abstract: "Simulates a Picture-in-Picture session.", version: "1.2.3",
  flags: [FlagSpec("verbose", shortName: "v", help: "Print progress.")],
  subcommands: [
    CommandSpec(
      name: "run", abstract: "Runs a scenario file.", discussion: "Writes a report and a trace.",
      arguments: [ArgumentSpec("scenario", help: "The scenario file.")],
      options: [
        OptionSpec(
          "format", shortName: "f", help: "Report format.", kind: .choice(of: SampleFormat.self),
          defaultValue: "text"),
        OptionSpec("seed", help: "Random seed.", kind: .integer),
        OptionSpec("speed", help: "Playback speed.", kind: .double, defaultValue: "1.0"),
        OptionSpec("output", shortName: "o", help: "Where to write the trace.", valueName: "file"),
      ],
      flags: [FlagSpec("short", help: "Run a shortened scenario.")]),
    CommandSpec(
      name: "validate", abstract: "Checks scenario files.",
      arguments: [ArgumentSpec("files", help: "The scenario files.", isRepeating: true)]),
    CommandSpec(
      name: "summarize", abstract: "Summarises a trace.",
      arguments: [
        ArgumentSpec("trace", help: "The trace file."),
        ArgumentSpec("limit", help: "Rows to print.", kind: .integer, isRequired: false),
      ]),
  ])

/// The parsed command, or `nil` when the line was not accepted as a command.
func command(_ arguments: [String], spec: CommandSpec = sampleTool) -> ParsedCommand? {
  guard case .command(let command) = spec.parse(arguments) else { return nil }
  return command
}

/// The error the line was rejected with, or `nil` when it was accepted.
func parseError(_ arguments: [String], spec: CommandSpec = sampleTool) -> ArgumentError? {
  guard case .failure(let error, _, _) = spec.parse(arguments) else { return nil }
  return error
}

/// The help text the line asked for, or `nil` when it did not ask for help.
func helpText(_ arguments: [String], spec: CommandSpec = sampleTool) -> String? {
  guard case .help(let text) = spec.parse(arguments) else { return nil }
  return text
}
