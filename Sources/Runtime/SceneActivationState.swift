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

/// The four steps UIKit announces, for the app and for each scene.
public enum LifecycleStep: Sendable {
  /// Active to inactive (`willResignActive`, `UIScene.willDeactivate`).
  case willDeactivate
  /// Inactive to background (`didEnterBackground`).
  case didEnterBackground
  /// Background to inactive (`willEnterForeground`).
  case willEnterForeground
  /// Inactive to active (`didBecomeActive`, `UIScene.didActivate`).
  case didActivate
}

extension ActivationChange {
  /// The announced step this change is, if any (a step from or to `unattached` is none).
  public var lifecycleStep: LifecycleStep? {
    switch (from, to) {
    case (.foregroundActive, .foregroundInactive): .willDeactivate
    case (.foregroundInactive, .background): .didEnterBackground
    case (.background, .foregroundInactive): .willEnterForeground
    case (.foregroundInactive, .foregroundActive): .didActivate
    default: nil
    }
  }
}
