/// What ended a fullscreen presentation, as `JWFullScreenExitReason` reports it.
public enum FullScreenExitReason: String, Hashable, Sendable {
  /// The user tapped the dedicated dismiss button of the fullscreen interface.
  case userTappedDismissButton
  /// The user tapped the fullscreen toggle.
  case userTappedToggleButton
  /// The app called `dismissFullScreen(animated:completion:)`.
  case external
  /// Anything else, such as the device rotating back to portrait with `forceFullScreenOnLandscape`.
  case other
}
