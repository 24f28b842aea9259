/// One expectation that did not hold when the run ended.
public struct ExpectationFailure: Hashable, Sendable, CustomStringConvertible {
  /// The expectation's key path in the scenario file, e.g. `expect.callbacks`.
  public var expectation: String
  /// What the file expected.
  public var expected: String
  /// What the run produced.
  public var actual: String

  /// Creates a failure.
  public init(expectation: String, expected: String, actual: String) {
    self.expectation = expectation
    self.expected = expected
    self.actual = actual
  }

  /// `expectation failed: expected X, got Y`.
  public var description: String { "\(expectation) failed: expected \(expected), got \(actual)" }
}
