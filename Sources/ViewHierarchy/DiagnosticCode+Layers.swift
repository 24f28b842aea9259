import Runtime

extension DiagnosticCode {
  /// A layer was given a non-finite position, bounds or frame (Core Animation raises
  /// `CALayerInvalidGeometry`); the change was ignored.
  public static let layerInvalidGeometry = DiagnosticCode(rawValue: "layer.invalidGeometry")
  /// A layer property was given NaN (a radius, a width, an opacity); the change was ignored.
  public static let layerInvalidValue = DiagnosticCode(rawValue: "layer.invalidValue")
  /// `replaceSublayer(_:with:)` named a layer that is not a sublayer; nothing changed.
  public static let layerNotASublayer = DiagnosticCode(rawValue: "layer.notASublayer")
  /// An animation was given a NaN or infinite time, or a negative duration or speed; the change was
  /// ignored.
  public static let animationInvalidTiming = DiagnosticCode(rawValue: "animation.invalidTiming")
  /// `CATransaction.commit()` was called without a matching `begin()`; it was ignored.
  public static let animationUnbalancedCommit = DiagnosticCode(rawValue: "animation.unbalancedCommit")
}
