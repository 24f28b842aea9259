import Foundation
import Runtime

/// A scene of the app: UIKit's `UIScene`, the base of ``WindowScene``.
///
/// Its activation state follows the app's step by step, and every step is announced on
/// ``activationChanges``, then posted on `NotificationCenter.default` as UIKit's `UIScene`
/// notification (``willDeactivateNotification`` and the others, the scene as object), before the
/// app's `UIApplication` notification of the same step.
///
/// `UIApplication.connectedScenes` holds scenes of this type, as on iOS, so a port's
/// `connectedScenes.first as? UIWindowScene` is the cast it is there (every scene PiPSim makes is a
/// window scene).
@preconcurrency @MainActor
open class Scene: Hashable {
  /// The scene's activation state, named as `UIScene.ActivationState`.
  public typealias ActivationState = SceneActivationState

  /// `UIScene.willDeactivateNotification`: the scene is about to stop receiving events.
  nonisolated public static let willDeactivateNotification = Notification.Name(
    "UISceneWillDeactivateNotification")
  /// `UIScene.didEnterBackgroundNotification`: the scene is now in the background.
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UISceneDidEnterBackgroundNotification")
  /// `UIScene.willEnterForegroundNotification`: the scene is leaving the background.
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UISceneWillEnterForegroundNotification")
  /// `UIScene.didActivateNotification`: the scene is active again.
  nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")

  /// Where the scene is in its lifecycle (the app's state).
  public private(set) var activationState: ActivationState
  /// Handlers told about every activation step, after the app's own observers.
  public let activationChanges = ObserverList<ActivationChange>()
  /// The simulation the scene runs in.
  public let simulation: Simulation

  private var appObservation: ObservationToken?

  /// Creates a scene of `simulation`'s app, in the app's current activation state.
  public init(simulation: Simulation = .current) {
    self.simulation = simulation
    activationState = simulation.app.activationState
    appObservation = simulation.app.activationChanges.add { [weak self] change in
      self?.follow(change)
    }
  }

  /// Whether `lhs` and `rhs` are the same scene (scenes compare by identity, as `NSObject`s do).
  nonisolated public static func == (lhs: Scene, rhs: Scene) -> Bool { lhs === rhs }

  /// Hashes the scene's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  private func follow(_ change: ActivationChange) {
    activationState = change.to
    activationChanges.notify(change)
    guard let step = change.lifecycleStep else { return }
    let name =
      switch step {
      case .willDeactivate: Self.willDeactivateNotification
      case .didEnterBackground: Self.didEnterBackgroundNotification
      case .willEnterForeground: Self.willEnterForegroundNotification
      case .didActivate: Self.didActivateNotification
      }
    NotificationCenter.default.post(name: name, object: self)
  }
}
