/// What parsing a command line produced: a command to run, or text to print and a status.
public enum ParseResult: Hashable, Sendable {
  /// The line was accepted; run this command.
  case command(ParsedCommand)
  /// Help was asked for (`--help`, `-h`, `help <subcommand>`); print this text and succeed.
  case help(String)
  /// `--version` was asked for; print this text and succeed.
  case version(String)
  /// The line was not accepted; `usage` is the usage line of the command it was aimed at and
  /// `helpCommand` the command that shows that command's help.
  case failure(ArgumentError, usage: String, helpCommand: String)

  /// The command to run, or what to print and the status to exit with.
  ///
  /// Help and version text go to stdout with status 0; a rejected line gives `Error: ...`, the
  /// usage line and a pointer to help on stderr with status 64.
  public var outcome: Result<ParsedCommand, Termination> {
    switch self {
    case .command(let command):
      .success(command)
    case .help(let text), .version(let text):
      .failure(.success(printing: text))
    case .failure(let error, let usage, let helpCommand):
      .failure(.usageError(error, usage: usage, helpCommand: helpCommand))
    }
  }
}
