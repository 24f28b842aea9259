/// A command line that could not be accepted, with what a person needs to correct it.
///
/// Every case renders as one sentence through ``description``; ``Termination`` adds the
/// `Error: ` prefix, the usage line and exit status 64 (``ExitCode/usageError``).
public enum ArgumentError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An option or flag the command does not declare, as typed (`--colour`).
  case unknownOption(String)
  /// An option given without its value (`--format` at the end of the line).
  case missingValue(option: String)
  /// A flag given a value (`--short=yes`); flags take none.
  case unexpectedValue(flag: String, value: String)
  /// A required positional argument that was not given, by its name.
  case missingArgument(String)
  /// A value of the wrong type (`--warmup ten`), with a description of what was expected.
  case invalidValue(name: String, value: String, expected: String)
  /// A word that is not one of the allowed choices (`--format xml`), with the allowed words.
  case invalidChoice(name: String, value: String, allowed: [String])
  /// A positional argument beyond those the command declares.
  case unexpectedArgument(String)
  /// A subcommand name the command does not have, with the names it has.
  case unknownSubcommand(String, available: [String])
  /// No subcommand given to a command that needs one, with the names it has.
  case missingSubcommand(available: [String])

  /// One sentence saying what was wrong and, where it helps, what would be accepted.
  public var description: String {
    switch self {
    case .unknownOption(let option):
      "Unknown option '\(option)'."
    case .missingValue(let option):
      "Missing value for option '\(option)'."
    case .unexpectedValue(let flag, let value):
      "The flag '\(flag)' takes no value, but was given '\(value)'."
    case .missingArgument(let name):
      "Missing expected argument '<\(name)>'."
    case .invalidValue(let name, let value, let expected):
      "The value '\(value)' is invalid for '\(name)': expected \(expected)."
    case .invalidChoice(let name, let value, let allowed):
      "The value '\(value)' is invalid for '\(name)'. Allowed values: \(allowed.joined(separator: ", "))."
    case .unexpectedArgument(let argument):
      "Unexpected argument '\(argument)'."
    case .unknownSubcommand(let name, let available):
      "Unknown subcommand '\(name)'. Available subcommands: \(available.joined(separator: ", "))."
    case .missingSubcommand(let available):
      "Missing subcommand. Available subcommands: \(available.joined(separator: ", "))."
    }
  }
}
