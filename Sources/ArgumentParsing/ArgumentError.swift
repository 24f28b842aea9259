/// A command line that could not be accepted, with what a person needs to correct it.
///
/// Every case renders as one line through ``description``, worded as swift-argument-parser words
/// its errors (no closing period; a "did you mean" for a name close to a declared one);
/// ``Termination`` adds the `Error: ` prefix, the usage line and exit status 64
/// (``ExitCode/usageError``).
public enum ArgumentError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An option or flag the command does not declare, as typed (`--colour`), with the declared long
  /// name closest to it (`--color`), if one is close.
  case unknownOption(String, suggestion: String? = nil)
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
  /// A subcommand name the command does not have, with the names it has and the one closest to it,
  /// if one is close.
  case unknownSubcommand(String, available: [String], suggestion: String? = nil)
  /// No subcommand given to a command that needs one, with the names it has.
  case missingSubcommand(available: [String])

  /// One line saying what was wrong and, where it helps, what would be accepted.
  public var description: String {
    switch self {
    case .unknownOption(let option, let suggestion):
      "Unknown option '\(option)'" + Self.didYouMean(suggestion)
    case .missingValue(let option):
      "Missing value for '\(option)'"
    case .unexpectedValue(let flag, let value):
      "The flag '\(flag)' takes no value, but was given '\(value)'"
    case .missingArgument(let name):
      "Missing expected argument '<\(name)>'"
    case .invalidValue(let name, let value, let expected):
      "The value '\(value)' is invalid for '\(name)': expected \(expected)"
    case .invalidChoice(let name, let value, let allowed):
      "The value '\(value)' is invalid for '\(name)'. Allowed values: \(allowed.joined(separator: ", "))"
    case .unexpectedArgument(let argument):
      "Unexpected argument '\(argument)'"
    case .unknownSubcommand(let name, let available, let suggestion):
      "Unknown subcommand '\(name)'"
        + (suggestion == nil
          ? ". Available subcommands: \(available.joined(separator: ", "))" : Self.didYouMean(suggestion))
    case .missingSubcommand(let available):
      "Missing required subcommand. Available subcommands: \(available.joined(separator: ", "))"
    }
  }

  /// `. Did you mean '--color'?` for a suggestion, nothing without one.
  private static func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { ". Did you mean '\($0)'?" } ?? ""
  }
}
