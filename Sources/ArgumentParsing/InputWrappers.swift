/// A type a command-line value converts to: text, a whole number, a number, or one of a string enum's
/// cases (declare the conformance on the enum; ``valueKind`` then lists its cases).
///
/// The type's metatype is sendable (the protocol refines `SendableMetatype`): the wrappers keep
/// `@Sendable` conversions that call its ``init(argument:)``.
public protocol ExpressibleByArgument: SendableMetatype {
  /// The value a command-line word spells, or nil when it spells none (the parser checks
  /// ``valueKind`` first, so a parsed line never gives nil).
  init?(argument: String)
  /// What the parser accepts for this type.
  static var valueKind: ValueKind { get }
  /// The value as the command line spells it, for help's `(default: ...)`.
  var defaultValueDescription: String { get }
}

extension ExpressibleByArgument where Self: LosslessStringConvertible {
  /// The value's own spelling (`1.0`, `Traces/demo.json`).
  public var defaultValueDescription: String { description }
}

extension String: ExpressibleByArgument {
  /// The word itself.
  public init?(argument: String) { self = argument }
  /// Any text.
  public static var valueKind: ValueKind { .string }
}

extension Int: ExpressibleByArgument {
  /// The whole number the word spells.
  public init?(argument: String) { self.init(argument) }
  /// A whole number.
  public static var valueKind: ValueKind { .integer }
}

extension Double: ExpressibleByArgument {
  /// The number the word spells.
  public init?(argument: String) { self.init(argument) }
  /// A decimal number.
  public static var valueKind: ValueKind { .double }
}

extension ExpressibleByArgument where Self: CaseIterable & RawRepresentable, RawValue == String {
  /// The case whose raw value is the word.
  public init?(argument: String) { self.init(rawValue: argument) }
  /// One of the cases' raw values, in declaration order.
  public static var valueKind: ValueKind { .choice(of: Self.self) }
  /// The case's raw value.
  public var defaultValueDescription: String { rawValue }
}

/// A positional input of a ``ParsableCommand``, such as the file of `pipsim run <file>`.
///
/// Reading a required argument of a command made with `init()` instead of
/// ``ParsableCommand/parse(_:)`` is a programmer error and stops the program.
@propertyWrapper
public struct Argument<Value>: InputDeclaration {
  private let storage: InputStorage<Value?>
  private let help: String
  private let kind: ValueKind
  private let isRepeating: Bool
  private let convert: @Sendable ([String]) -> Value?

  /// The value the command line gave.
  public var wrappedValue: Value {
    guard let value = storage.value else {
      preconditionFailure("an @Argument was read before the command line was parsed into its command")
    }
    return value
  }

  /// A required argument.
  ///
  /// - Parameter help: One line of help.
  public init(help: String) where Value: ExpressibleByArgument {
    storage = InputStorage(nil)
    self.help = help
    kind = Value.valueKind
    isRepeating = false
    convert = { $0.last.flatMap(Value.init(argument:)) }
  }

  /// An argument that takes every remaining positional word, at least one (declare it last).
  ///
  /// - Parameter help: One line of help.
  public init<Element: ExpressibleByArgument>(help: String) where Value == [Element] {
    storage = InputStorage(nil)
    self.help = help
    kind = Element.valueKind
    isRepeating = true
    convert = { words in words.isEmpty ? nil : words.compactMap(Element.init(argument:)) }
  }

  func declare(as name: String, in spec: inout CommandSpec) {
    spec.arguments.append(
      ArgumentSpec(name, help: help, kind: kind, isRequired: true, isRepeating: isRepeating))
  }

  func assign(from parsed: ParsedCommand, as name: String) {
    storage.value = convert(parsed.strings(name))
  }
}

/// An input given by name, such as `--trace out.json` or `--trace=out.json`.
@propertyWrapper
public struct Option<Value>: InputDeclaration {
  private let storage: InputStorage<Value>
  private let help: String
  private let shortName: Character?
  private let kind: ValueKind
  private let valueName: String?
  private let defaultText: String?
  private let convert: @Sendable (String?) -> Value?

  /// The value the command line gave, or the default.
  public var wrappedValue: Value { storage.value }

  /// An option with a default, used when the option is not given.
  ///
  /// - Parameters:
  ///   - wrappedValue: The default.
  ///   - shortName: A single-letter alias (`-f`), if any.
  ///   - help: One line of help.
  ///   - valueName: The placeholder help shows for the value; the option's name by default.
  public init(
    wrappedValue: Value, shortName: Character? = nil, help: String, valueName: String? = nil
  ) where Value: ExpressibleByArgument {
    storage = InputStorage(wrappedValue)
    self.help = help
    self.shortName = shortName
    kind = Value.valueKind
    self.valueName = valueName
    defaultText = wrappedValue.defaultValueDescription
    convert = { $0.flatMap(Value.init(argument:)) }
  }

  /// An option without a default: nil when it is not given.
  ///
  /// - Parameters:
  ///   - shortName: A single-letter alias (`-f`), if any.
  ///   - help: One line of help.
  ///   - valueName: The placeholder help shows for the value; the option's name by default.
  public init<Wrapped: ExpressibleByArgument>(
    shortName: Character? = nil, help: String, valueName: String? = nil
  )
  where Value == Wrapped? {
    storage = InputStorage(nil)
    self.help = help
    self.shortName = shortName
    kind = Wrapped.valueKind
    self.valueName = valueName
    defaultText = nil
    convert = { $0.map(Wrapped.init(argument:)) }
  }

  func declare(as name: String, in spec: inout CommandSpec) {
    spec.options.append(
      OptionSpec(
        name, shortName: shortName, help: help, kind: kind, defaultValue: defaultText, valueName: valueName))
  }

  func assign(from parsed: ParsedCommand, as name: String) {
    if let value = convert(parsed.string(name)) { storage.value = value }
  }
}

/// A switch without a value, such as `--real-time`: false unless given.
@propertyWrapper
public struct Flag: InputDeclaration {
  private let storage = InputStorage(false)
  private let help: String
  private let shortName: Character?

  /// Whether the command line gave the flag.
  public var wrappedValue: Bool { storage.value }

  /// A flag, off unless given.
  ///
  /// - Parameters:
  ///   - wrappedValue: Must be `false` (the flag's value when absent), as in `@Flag var short = false`.
  ///   - shortName: A single-letter alias (`-s`), if any.
  ///   - help: One line of help.
  public init(wrappedValue: Bool, shortName: Character? = nil, help: String) {
    precondition(!wrappedValue, "a @Flag is false unless given; declare it `= false`")
    self.help = help
    self.shortName = shortName
  }

  func declare(as name: String, in spec: inout CommandSpec) {
    spec.flags.append(FlagSpec(name, shortName: shortName, help: help))
  }

  func assign(from parsed: ParsedCommand, as name: String) {
    storage.value = parsed.flag(name)
  }
}
