import Runtime

extension DiagnosticCode {
  /// Required constraints contradict each other; the message lists them and the one broken.
  public static let layoutUnsatisfiable = DiagnosticCode(rawValue: "layout.unsatisfiable")
  /// A constraint's items have no common ancestor, so it was not activated.
  public static let layoutNoCommonAncestor = DiagnosticCode(rawValue: "layout.noCommonAncestor")
  /// A constraint has a non-finite number or an invalid priority, so it was not activated or changed.
  public static let layoutInvalidConstraint = DiagnosticCode(rawValue: "layout.invalidConstraint")
  /// A constraint was changed in a way UIKit forbids (for example required to optional while active).
  public static let layoutMisuse = DiagnosticCode(rawValue: "layout.misuse")
  /// Required constraints forced a window size or safe-area inset away from the system's value.
  public static let layoutSystemValueOverridden = DiagnosticCode(rawValue: "layout.systemValueOverridden")
  /// A layout pass did not settle (frames kept changing); the last frames were kept.
  public static let layoutDidNotSettle = DiagnosticCode(rawValue: "layout.didNotSettle")
  /// A visual format string could not be parsed (UIKit raises an exception); no constraints were made.
  public static let layoutInvalidVisualFormat = DiagnosticCode(rawValue: "layout.invalidVisualFormat")
}
