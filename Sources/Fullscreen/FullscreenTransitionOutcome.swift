/// What a request to enter or leave fullscreen did, returned by every entry and exit call.
public enum FullscreenTransitionOutcome: Hashable, Sendable, CustomStringConvertible {
  /// The transition started; the completion runs when it ends.
  case started
  /// The player already is fullscreen; nothing happens and the completion does not run.
  case alreadyFullscreen
  /// The player is not fullscreen, so there is nothing to dismiss; the completion does not run.
  case notFullscreen
  /// Another transition is under way (`state` says which); the request is refused, the completion
  /// does not run.
  case transitionInProgress(FullscreenState)
  /// The player's view is not in a window, so there is nothing to present fullscreen over.
  case notInWindow

  /// Whether a transition started.
  public var didStart: Bool { self == .started }

  /// A sentence a person can act on.
  public var explanation: String {
    switch self {
    case .started:
      "The transition started; its completion runs when it ends."
    case .alreadyFullscreen:
      "The player already is fullscreen, so nothing happened and the completion will not run."
    case .notFullscreen:
      "The player is not fullscreen, so there was nothing to dismiss and the completion will not run."
    case .transitionInProgress(let state):
      "A transition is already under way (\(state.rawValue)); ask again after it ends. The completion will "
        + "not run."
    case .notInWindow:
      "The player's view is not in a window, so fullscreen cannot be presented; add it to a window first."
    }
  }

  /// The explanation.
  public var description: String { explanation }
}
