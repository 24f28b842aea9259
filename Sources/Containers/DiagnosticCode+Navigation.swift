import Runtime

extension DiagnosticCode {
  /// A navigation controller refused a change of its stack (a view controller pushed twice, a tab
  /// bar controller pushed).
  public static let navigationStackRefused = DiagnosticCode(rawValue: "navigation.stack.refused")
  /// A navigation controller was asked to change its stack while a transition ran; the change is
  /// applied and its transition runs after the current one, as UIKit's console warns.
  public static let navigationTransitionOverlapped = DiagnosticCode(
    rawValue: "navigation.transition.overlapped")
  /// A tab bar controller was given an index or a view controller it does not hold.
  public static let tabSelectionRefused = DiagnosticCode(rawValue: "tabBar.selection.refused")
}
