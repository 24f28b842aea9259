import Runtime

extension DiagnosticCode {
  /// A control was given a value it cannot take (NaN), so the value was left as it was.
  public static let controlInvalidValue = DiagnosticCode(rawValue: "control.invalidValue")
}
