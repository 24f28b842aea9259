/// A command whose inputs are its own properties, declared with ``Argument``, ``Option`` and
/// ``Flag``: swift-argument-parser's shape, on this module's parser.
///
/// ```swift
/// struct Run: ParsableCommand {
///   static let configuration = CommandConfiguration(commandName: "run", abstract: "Runs a scenario.")
///
///   @Argument(help: "The scenario file.") var file: String
///   @Option(help: "Where to write the trace.", valueName: "path") var trace: String?
///   @Flag(help: "Run against the host clock.") var realTime = false
/// }
/// ```
///
/// Each property's name, in kebab-case, is its name on the command line (`realTime` is
/// `--real-time`). ``parse(_:)`` returns a value of the command (or subcommand) the line named, its
/// properties filled in; help, `--version` and bad input come back as the ``Termination`` to print.
///
/// Implementation requirements: `init()` makes the command with its declared defaults (the
/// compiler's memberwise-free initializer does), and every input is a stored property wrapped by
/// ``Argument``, ``Option`` or ``Flag``.
///
/// A command's metatype is sendable (the protocol refines `SendableMetatype`), so a
/// ``CommandConfiguration`` that lists subcommands by type is itself `Sendable`; this rules out
/// conformances isolated to a global actor, which a command's static members never need.
public protocol ParsableCommand: SendableMetatype {
  /// The command's name, help text, version and subcommands.
  static var configuration: CommandConfiguration { get }

  /// Creates the command with its declared defaults; parsing then fills in what the line gave.
  init()
}

/// What a ``ParsableCommand`` is called and shows in help, and the subcommands below it.
public struct CommandConfiguration: Sendable {
  /// The name typed on the command line.
  public var commandName: String
  /// One sentence: what the command does.
  public var abstract: String
  /// Longer help shown under the abstract.
  public var discussion: String
  /// The version printed for `--version` (root command only).
  public var version: String?
  /// The subcommands, in the order help lists them.
  public var subcommands: [any ParsableCommand.Type]
  /// The subcommand run when none is named, if any.
  public var defaultSubcommand: (any ParsableCommand.Type)?

  /// Describes a command.
  ///
  /// - Parameters:
  ///   - commandName: The name typed on the command line.
  ///   - abstract: One sentence: what the command does.
  ///   - discussion: Longer help shown under the abstract.
  ///   - version: The version printed for `--version` (root command only).
  ///   - subcommands: The subcommands.
  ///   - defaultSubcommand: The subcommand run when none is named.
  public init(
    commandName: String, abstract: String, discussion: String = "", version: String? = nil,
    subcommands: [any ParsableCommand.Type] = [], defaultSubcommand: (any ParsableCommand.Type)? = nil
  ) {
    self.commandName = commandName
    self.abstract = abstract
    self.discussion = discussion
    self.version = version
    self.subcommands = subcommands
    self.defaultSubcommand = defaultSubcommand
  }
}

extension ParsableCommand {
  /// The command tree as the parser sees it, built from the properties' declarations.
  public static var commandSpec: CommandSpec {
    let configuration = Self.configuration
    var spec = CommandSpec(
      name: configuration.commandName, abstract: configuration.abstract,
      discussion: configuration.discussion, version: configuration.version,
      subcommands: configuration.subcommands.map { $0.commandSpec },
      defaultSubcommand: configuration.defaultSubcommand?.configuration.commandName)
    for (name, declaration) in Self().declarations {
      declaration.declare(as: name, in: &spec)
    }
    return spec
  }

  /// Parses a command line (without the executable's name) into the command it names.
  ///
  /// - Parameter arguments: The words after the executable's name.
  /// - Returns: The command (this one or a subcommand) with its properties set, or what to print
  ///   and the status to exit with for help, `--version` and a rejected line.
  public static func parse(_ arguments: [String]) -> Result<any ParsableCommand, Termination> {
    let parsed: ParsedCommand
    switch commandSpec.parse(arguments).outcome {
    case .success(let command): parsed = command
    case .failure(let termination): return .failure(termination)
    }
    var type: any ParsableCommand.Type = Self.self
    for name in parsed.path.dropFirst() {
      guard
        let subcommand = type.configuration.subcommands.first(where: { $0.configuration.commandName == name })
      else { break }
      type = subcommand
    }
    let command = type.init()
    for (name, declaration) in command.declarations {
      declaration.assign(from: parsed, as: name)
    }
    return .success(command)
  }

  /// The wrapped properties, by their command-line names, in declaration order.
  var declarations: [(name: String, declaration: any InputDeclaration)] {
    Mirror(reflecting: self).children.compactMap { child in
      guard let label = child.label, let declaration = child.value as? any InputDeclaration else {
        return nil
      }
      return (Self.commandLineName(ofProperty: label), declaration)
    }
  }

  /// `_realTime` (a wrapper's storage) becomes `real-time`.
  static func commandLineName(ofProperty label: String) -> String {
    var name = ""
    for character in label.drop(while: { $0 == "_" }) {
      if character.isUppercase {
        name += "-" + character.lowercased()
      } else {
        name.append(character)
      }
    }
    return name
  }
}

/// A wrapped input of a ``ParsableCommand``: it says what it accepts and takes its parsed value.
protocol InputDeclaration {
  /// Adds the input to `spec` under `name`.
  func declare(as name: String, in spec: inout CommandSpec)
  /// Stores what `parsed` holds for `name` (shared with the command's own copy of the wrapper).
  func assign(from parsed: ParsedCommand, as name: String)
}

/// The value of one input, shared between a command and the copies reflection makes of its wrappers.
final class InputStorage<Value> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}
