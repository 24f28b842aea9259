import Runtime

extension DiagnosticCode {
  /// A gesture recognizer's action takes a recognizer of another class than the one it is
  /// registered on; the action was skipped.
  public static let gestureActionSenderMismatch = DiagnosticCode(rawValue: "gesture.actionSenderMismatch")
  /// `location(ofTouch:in:)` was asked for a touch the gesture does not have; it answered `.zero`.
  public static let gestureTouchIndexOutOfRange = DiagnosticCode(rawValue: "gesture.touchIndexOutOfRange")
  /// A gesture recognizer property was set to a value it cannot take (a tap count below 1, a
  /// negative or NaN duration); the nearest valid value is used.
  public static let gestureInvalidValue = DiagnosticCode(rawValue: "gesture.invalidValue")
  /// A simulated user's touch was not possible (NaN points, a negative duration, no touches, a view
  /// in no window); nothing was touched.
  public static let gestureInvalidTouch = DiagnosticCode(rawValue: "gesture.invalidTouch")
}
