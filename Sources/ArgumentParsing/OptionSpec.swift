/// An option that takes a value: `--name value`, `--name=value` or `-n value`.
public struct OptionSpec: Hashable, Sendable {
  /// The long name in kebab-case, without dashes (`format` for `--format`).
  public var name: String
  /// The single-letter alias, without its dash (`f` for `-f`), if any.
  public var shortName: Character?
  /// One line of help.
  public var help: String
  /// The type the value must have.
  public var kind: ValueKind
  /// The value used when the option is not given, if any.
  public var defaultValue: String?
  /// The placeholder shown for the value in help (`<format>`), without angle brackets.
  public var valueName: String

  /// Declares an option that takes a value.
  ///
  /// - Parameters:
  ///   - name: The long name in kebab-case, without dashes.
  ///   - shortName: The single-letter alias, without its dash.
  ///   - help: One line of help.
  ///   - kind: The type the value must have.
  ///   - defaultValue: The value used when the option is not given.
  ///   - valueName: The placeholder shown for the value; the long name when `nil`.
  public init(
    _ name: String, shortName: Character? = nil, help: String, kind: ValueKind = .string,
    defaultValue: String? = nil, valueName: String? = nil
  ) {
    self.name = name
    self.shortName = shortName
    self.help = help
    self.kind = kind
    self.defaultValue = defaultValue
    self.valueName = valueName ?? name
  }
}
