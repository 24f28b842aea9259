/// Why a scenario file could not be read, naming the file, the place in it and what was expected.
///
/// The description reads like `Scenarios/x.json: step 3 (startPiP): unknown key "atime"; expected one of:
/// do, at, after`.
public struct ScenarioDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where in the file the problem is.
  public enum Location: Hashable, Sendable, CustomStringConvertible {
    /// The top-level object.
    case document
    /// A named section, e.g. `device` or `expect.frames`.
    case section(String)
    /// A step, by 1-based index, with its kind when it could be read.
    case step(index: Int, kind: String?)

    /// The location as it appears in messages.
    public var description: String {
      switch self {
      case .document: "top level"
      case .section(let name): name
      case .step(let index, .some(let kind)): "step \(index) (\(kind))"
      case .step(let index, nil): "step \(index)"
      }
    }
  }

  /// What is wrong.
  public enum Problem: Hashable, Sendable, CustomStringConvertible {
    /// The bytes are not JSON.
    case notJSON(reason: String)
    /// A key the schema does not know at this place.
    case unknownKey(String, expected: [String])
    /// A required key is absent.
    case missingKey(String, expected: String)
    /// A value has the wrong JSON type.
    case wrongType(key: String, expected: String, found: String)
    /// A value has the right type but is not allowed.
    case invalidValue(key: String, value: String, expected: String)
    /// A step's time is earlier than the step before it.
    case timeBeforePreviousStep(time: Double, previous: Double)
    /// A step needs an earlier step of another kind.
    case needsEarlierStep(String)
    /// A step that may appear once appears again.
    case repeatedStep(String)
    /// A step starts while an earlier one of the same kind is still running.
    case overlapsEarlierStep(String, until: Double)

    /// The problem as it appears in messages.
    public var description: String {
      switch self {
      case .notJSON(let reason):
        "not valid JSON (\(reason))"
      case .unknownKey(let key, let expected):
        "unknown key \"\(key)\"; expected one of: \(expected.joined(separator: ", "))"
      case .missingKey(let key, let expected):
        "missing key \"\(key)\"; expected \(expected)"
      case .wrongType(let key, let expected, let found):
        "\"\(key)\" is \(found); expected \(expected)"
      case .invalidValue(let key, let value, let expected):
        "\"\(key)\" is \(value); expected \(expected)"
      case .timeBeforePreviousStep(let time, let previous):
        "runs at \(time) s, before the previous step (\(previous) s); steps must be in time order"
      case .needsEarlierStep(let kind):
        "needs an earlier \(kind) step"
      case .repeatedStep(let kind):
        "only one \"\(kind)\" step is allowed"
      case .overlapsEarlierStep(let kind, let until):
        "starts while the earlier \"\(kind)\" step still runs (until \(until) s)"
      }
    }
  }

  /// The file the scenario came from, as given.
  public let file: String
  /// Where in the file.
  public let location: Location
  /// What is wrong.
  public let problem: Problem

  /// Creates an error.
  public init(file: String, location: Location, problem: Problem) {
    self.file = file
    self.location = location
    self.problem = problem
  }

  /// `FILE: LOCATION: PROBLEM`.
  public var description: String { "\(file): \(location): \(problem)" }
}
