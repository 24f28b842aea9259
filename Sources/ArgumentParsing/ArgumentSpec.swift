/// A positional argument a command accepts, such as the scenario file of `pipsim run`.
public struct ArgumentSpec: Hashable, Sendable {
  /// The name used in usage text (`<scenario>`) and to read the value back.
  public var name: String
  /// One line of help.
  public var help: String
  /// The type the value must have.
  public var kind: ValueKind
  /// Whether parsing fails when the argument is absent.
  public var isRequired: Bool
  /// Whether the argument takes every remaining positional value; only the last argument may.
  public var isRepeating: Bool

  /// Declares a positional argument.
  ///
  /// - Parameters:
  ///   - name: The name used in usage text and to read the value back.
  ///   - help: One line of help.
  ///   - kind: The type the value must have.
  ///   - isRequired: Whether parsing fails when the argument is absent.
  ///   - isRepeating: Whether it takes every remaining positional value (declare it last).
  public init(
    _ name: String, help: String, kind: ValueKind = .string, isRequired: Bool = true,
    isRepeating: Bool = false
  ) {
    self.name = name
    self.help = help
    self.kind = kind
    self.isRequired = isRequired
    self.isRepeating = isRepeating
  }

  /// The argument as usage text shows it: `<name>`, `[<name>]`, with `...` when repeating.
  var usageText: String {
    let core = "<\(name)>" + (isRepeating ? " ..." : "")
    return isRequired ? core : "[\(core)]"
  }
}
