/// A switch without a value, such as `--short` or `-v`: present or absent.
public struct FlagSpec: Hashable, Sendable {
  /// The long name in kebab-case, without dashes (`short` for `--short`).
  public var name: String
  /// The single-letter alias, without its dash, if any.
  public var shortName: Character?
  /// One line of help.
  public var help: String

  /// Declares a flag.
  ///
  /// - Parameters:
  ///   - name: The long name in kebab-case, without dashes.
  ///   - shortName: The single-letter alias, without its dash.
  ///   - help: One line of help.
  public init(_ name: String, shortName: Character? = nil, help: String) {
    self.name = name
    self.shortName = shortName
    self.help = help
  }
}
