/// The values of one accepted command line, already checked against their ``ValueKind``s.
///
/// Options and arguments are read back by name. Values of options given before a subcommand's
/// name stay readable after it; the subcommand's own values win when a name repeats.
public struct ParsedCommand: Hashable, Sendable {
  /// The command names from the root to the one that runs (`["pipsim", "run"]`).
  public var path: [String]
  /// The values given to each option or argument (defaults included), by name.
  var values: [String: [String]]
  /// The flags that were given, by long name.
  var flags: Set<String>

  /// Creates a parsed command; the parser builds these, tests may too.
  ///
  /// - Parameters:
  ///   - path: The command names from the root to the one that runs.
  ///   - values: The values of each option or argument, by name.
  ///   - flags: The long names of the flags that were given.
  public init(path: [String], values: [String: [String]] = [:], flags: Set<String> = []) {
    self.path = path
    self.values = values
    self.flags = flags
  }

  /// The name of the subcommand that runs, or `nil` when the root command runs.
  public var subcommand: String? {
    path.count > 1 ? path.last : nil
  }

  /// The last value given to an option or argument, or its default; `nil` when there is none.
  ///
  /// - Parameter name: The option's long name or the argument's name.
  public func string(_ name: String) -> String? {
    values[name]?.last
  }

  /// Every value given to an option or a repeating argument, in order.
  ///
  /// - Parameter name: The option's long name or the argument's name.
  public func strings(_ name: String) -> [String] {
    values[name] ?? []
  }

  /// The value of an ``ValueKind/integer`` option or argument.
  ///
  /// - Parameter name: The option's long name or the argument's name.
  public func integer(_ name: String) -> Int? {
    string(name).flatMap { Int($0) }
  }

  /// The value of a ``ValueKind/double`` option or argument.
  ///
  /// - Parameter name: The option's long name or the argument's name.
  public func double(_ name: String) -> Double? {
    string(name).flatMap { Double($0) }
  }

  /// The value of a ``ValueKind/choice(_:)`` option or argument as the enum it was declared from.
  ///
  /// - Parameters:
  ///   - name: The option's long name or the argument's name.
  ///   - type: The string enum whose raw values are the choices.
  public func choice<Choice: RawRepresentable>(_ name: String, as type: Choice.Type) -> Choice?
  where Choice.RawValue == String {
    string(name).flatMap { Choice(rawValue: $0) }
  }

  /// Whether a flag was given.
  ///
  /// - Parameter name: The flag's long name.
  public func flag(_ name: String) -> Bool {
    flags.contains(name)
  }
}
