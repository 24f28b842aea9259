extension CommandSpec {
  /// Parses a command line (without the executable's name) against this command.
  ///
  /// Nothing is printed and the process is not ended: the result says what to do.
  ///
  /// - Parameter arguments: The words after the executable's name.
  /// - Returns: The command to run, help or version text, or the error with its usage line.
  public func parse(_ arguments: [String]) -> ParseResult {
    let parser = CommandLineParser(tokens: arguments, version: version)
    return parser.parse(lineage: [self], from: 0, inherited: ParsedCommand(path: []))
  }

  /// Parses a command line and, unless a command should run, prints and exits.
  ///
  /// Help and `--version` print to stdout and exit 0; a rejected line prints `Error: ...` and
  /// the usage line to stderr and exits 64.
  ///
  /// - Parameter arguments: The words after the executable's name; the process's by default.
  /// - Returns: The command to run.
  public func parseOrExit(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> ParsedCommand {
    switch parse(arguments).outcome {
    case .success(let command):
      command
    case .failure(let termination):
      termination.exit()
    }
  }

  /// The end of a run whose command line parsed but was then found wrong (a file that is not
  /// a scenario, a pattern that does not compile): the error, the usage line, status 64.
  ///
  /// - Parameters:
  ///   - error: What was wrong.
  ///   - subcommandPath: The subcommand names below this command that the line ran, if any.
  /// - Returns: The termination to print and exit with.
  public func usageError(_ error: ArgumentError, subcommandPath: [String] = []) -> Termination {
    var lineage = [self]
    for name in subcommandPath {
      guard let subcommand = lineage.last?.subcommand(named: name) else { break }
      lineage.append(subcommand)
    }
    let formatter = HelpFormatter(lineage: lineage, version: version)
    return .usageError(error, usage: "Usage: " + formatter.usageLine(), helpCommand: formatter.helpCommand)
  }
}
