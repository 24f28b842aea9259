/// A declarative description of a command: what it accepts, its help text, its subcommands.
///
/// Build one value per command and hand the command line to ``parse(_:)``; the result is a
/// ``ParseResult`` that either holds the parsed values or says what to print and which status to
/// exit with. `-h`/`--help` is accepted at every level, `help <subcommand>` wherever there are
/// subcommands, and `--version` when the root command has a ``version``.
///
/// ```swift
/// let spec = CommandSpec(
///   name: "pipsim", abstract: "Simulates a Picture-in-Picture session.", version: "0.1.0",
///   subcommands: [
///     CommandSpec(name: "run", abstract: "Runs a scenario file.",
///                 arguments: [ArgumentSpec("scenario", help: "The scenario file.")])
///   ])
/// let command = spec.parseOrExit(Array(CommandLine.arguments.dropFirst()))
/// ```
public struct CommandSpec: Hashable, Sendable {
  /// The name typed on the command line.
  public var name: String
  /// One sentence: what the command does, shown in OVERVIEW and in the parent's SUBCOMMANDS.
  public var abstract: String
  /// Longer help shown under the abstract, if any.
  public var discussion: String
  /// The version printed for `--version`; read from the root command only.
  public var version: String?
  /// The positional arguments, in order.
  public var arguments: [ArgumentSpec]
  /// The options that take a value.
  public var options: [OptionSpec]
  /// The switches without a value.
  public var flags: [FlagSpec]
  /// The subcommands; when present, the first positional word names one of them.
  public var subcommands: [CommandSpec]
  /// The subcommand run when none is named, if any; otherwise naming one is required.
  public var defaultSubcommand: String?

  /// Declares a command.
  ///
  /// - Parameters:
  ///   - name: The name typed on the command line.
  ///   - abstract: One sentence: what the command does.
  ///   - discussion: Longer help shown under the abstract.
  ///   - version: The version printed for `--version` (root command only).
  ///   - arguments: The positional arguments, in order.
  ///   - options: The options that take a value.
  ///   - flags: The switches without a value.
  ///   - subcommands: The subcommands.
  ///   - defaultSubcommand: The subcommand run when none is named.
  public init(
    name: String, abstract: String, discussion: String = "", version: String? = nil,
    arguments: [ArgumentSpec] = [], options: [OptionSpec] = [], flags: [FlagSpec] = [],
    subcommands: [CommandSpec] = [], defaultSubcommand: String? = nil
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.version = version
    self.arguments = arguments
    self.options = options
    self.flags = flags
    self.subcommands = subcommands
    self.defaultSubcommand = defaultSubcommand
  }

  /// The subcommand called `name`, if there is one.
  func subcommand(named name: String) -> CommandSpec? {
    subcommands.first { $0.name == name }
  }

  /// The option a token such as `--format` or `-f` refers to.
  func option(matching token: String) -> OptionSpec? {
    options.first { Self.token(token, names: $0.name, shortName: $0.shortName) }
  }

  /// The flag a token such as `--short` or `-s` refers to.
  func flag(matching token: String) -> FlagSpec? {
    flags.first { Self.token(token, names: $0.name, shortName: $0.shortName) }
  }

  private static func token(_ token: String, names name: String, shortName: Character?) -> Bool {
    if token == "--" + name { return true }
    guard let shortName else { return false }
    return token == "-" + String(shortName)
  }
}
