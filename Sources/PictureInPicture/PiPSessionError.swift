import Runtime

/// Why a ``PiPSession`` refused a request or could not put the source view back.
public enum PiPSessionError: Error, Hashable, CustomStringConvertible {
  /// The source view has no superview, so there is no place to return it to.
  case sourceViewHasNoSuperview
  /// PiP is not possible, for these reasons.
  case notPossible([PictureInPictureUnavailableReason])
  /// PiP is already starting, active or stopping.
  case alreadyActive(PictureInPicturePhase)
  /// PiP is not active, so there is nothing to stop.
  case notActive
  /// The source's scene is not foreground-active (AVKit would fail with -1001).
  case sceneNotForegroundActive(SceneActivationState)
  /// PiP failed to start after `willStart`.
  case startFailed(AVKitError)
  /// The original superview was deallocated; the source view was taken out of the PiP container
  /// and is in no superview now.
  case originalSuperviewGone

  /// A sentence a person can act on.
  public var description: String {
    switch self {
    case .sourceViewHasNoSuperview:
      return "the source view has no superview; add it to the inline hierarchy before creating the session"
    case .notPossible(let reasons):
      return "Picture in Picture is not possible: " + reasons.map(\.description).joined(separator: "; ")
    case .alreadyActive(let state):
      return "Picture in Picture is already on (\(state)); stop it first"
    case .notActive:
      return "Picture in Picture is not active"
    case .sceneNotForegroundActive(let state):
      return "the scene is \(state.rawValue); start Picture in Picture only while foreground-active"
    case .startFailed(let error):
      return "Picture in Picture failed to start: \(error)"
    case .originalSuperviewGone:
      return "the source view's original superview was deallocated; re-insert the source view yourself"
    }
  }
}
