import Foundation
import Runtime

/// A scene of the app holding its windows: the simulator's `UIWindowScene`.
///
/// Its activation state follows the app's step by step, and every step is announced on
/// ``activationChanges``, then posted on `NotificationCenter.default` as UIKit's `UIScene`
/// notification (``willDeactivateNotification`` and the others, the scene as object), before the
/// app's `UIApplication` notification of the same step. Orientation and geometry requests are added in extension files; the
/// ``interfaceOrientation`` and `effectiveGeometry` properties can be observed with `observe(_:)`.
@MainActor
open class WindowScene: KeyValueObservable, Hashable {
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
  /// The interface orientation the scene is shown in.
  public internal(set) var interfaceOrientation: InterfaceOrientation = .portrait
  /// Handlers told about every activation step, after the app's own observers.
  public let activationChanges = ObserverList<ActivationChange>()
  /// The simulation the scene runs in.
  public let simulation: Simulation
  /// The handlers told which observable property changed.
  public let keyValueObservers = ObserverList<AnyKeyPath>()

  var statusBarHiddenByPreference = false
  private var windowReferences: [WeakWindow] = []
  private var appObservation: ObservationToken?

  /// Creates a scene of `simulation`'s app, in the app's current activation state.
  public init(simulation: Simulation = .current) {
    self.simulation = simulation
    activationState = simulation.app.activationState
    appObservation = simulation.app.activationChanges.add { [weak self] change in
      self?.follow(change)
    }
    simulation.userInterface.register(self)
  }

  /// The scene's windows that are still alive, in creation order.
  public var windows: [Window] { windowReferences.compactMap(\.window) }

  /// The key window, if any.
  public var keyWindow: Window? { windows.first { $0.isKeyWindow } }

  /// The screen's bounds in the current interface orientation.
  public var screenBounds: CGRect { simulation.device.screenBounds(in: interfaceOrientation) }

  /// The safe-area insets in the current interface orientation.
  public var safeAreaInsets: EdgeInsets { simulation.device.safeAreaInsets(in: interfaceOrientation) }

  /// The screen the scene is shown on.
  public var screen: Screen { simulation.service(Screen.self) }

  /// Whether `lhs` and `rhs` are the same scene (scenes compare by identity, as `NSObject`s do).
  nonisolated public static func == (lhs: WindowScene, rhs: WindowScene) -> Bool { lhs === rhs }

  /// Hashes the scene's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  func attach(_ window: Window) {
    windowReferences.removeAll { $0.window == nil }
    windowReferences.append(WeakWindow(window: window))
  }

  func makeKey(_ window: Window) {
    for candidate in windows { candidate.setKey(candidate === window) }
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

@MainActor
private struct WeakWindow {
  weak var window: Window?
}
