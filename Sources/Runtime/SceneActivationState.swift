/// How active the app (and each of its scenes) is, named as UIKit's `UIScene.ActivationState`.
public enum SceneActivationState: String, Sendable {
  /// Not connected to the app.
  case unattached
  /// On screen and receiving events.
  case foregroundActive
  /// On screen but not receiving events (a call banner, the app switcher, on the way in or out).
  case foregroundInactive
  /// Off screen.
  case background
}

/// One step of an activation-state transition, from one state to the next.
public struct ActivationChange: Hashable, Sendable {
  /// The state before the step.
  public let from: SceneActivationState
  /// The state after the step.
  public let to: SceneActivationState

  /// Creates a step from `from` to `to`.
  public init(from: SceneActivationState, to: SceneActivationState) {
    self.from = from
    self.to = to
  }
}
