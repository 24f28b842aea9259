import Runtime

extension DiagnosticCode {
  /// A stack view was given a spacing that is not a number (NaN or infinite); the value was ignored.
  public static let stackViewInvalidSpacing = DiagnosticCode(rawValue: "stackView.invalidSpacing")
}
