import Foundation

/// The running app as UIKit shows it to app code: the simulator's `UIApplication` (`UIApplication.shared`).
///
/// One per ``Simulation``, following its ``App``: ``applicationState`` reads the app's activation
/// state, and each step of a transition posts UIKit's lifecycle notification on
/// `NotificationCenter.default`, with this object as the notification's object, once every scene and
/// controller has taken the step:
///
/// | step | notification |
/// | --- | --- |
/// | active → inactive | ``willResignActiveNotification`` |
/// | inactive → background | ``didEnterBackgroundNotification`` |
/// | background → inactive | ``willEnterForegroundNotification`` |
/// | inactive → active | ``didBecomeActiveNotification`` |
///
/// Leaving the app posts the first two in that order, returning the last two. Observe them with
/// `queue: nil` (see `AVAudioSession` for why `queue: .main` deadlocks on Linux), and pass
/// `object: UIApplication.shared` when tests run in parallel. `connectedScenes` is added by the
/// interface module.
@preconcurrency @MainActor
public final class Application {
  /// The app's state, named as `UIApplication.State`, with UIKit's raw values.
  public enum State: Int, Sendable {
    /// In the foreground and receiving events.
    case active = 0
    /// In the foreground but not receiving events, or on the way between foreground and background.
    case inactive = 1
    /// In the background.
    case background = 2
  }

  /// `UIApplication.willResignActiveNotification`: the app is about to stop receiving events.
  nonisolated public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  /// `UIApplication.didEnterBackgroundNotification`: the app is now in the background.
  nonisolated public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  /// `UIApplication.willEnterForegroundNotification`: the app is leaving the background.
  nonisolated public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  /// `UIApplication.didBecomeActiveNotification`: the app is active again.
  nonisolated public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")

  /// The app this object shows.
  public let app: App
  /// The simulation the app runs in (held weakly: the simulation holds this object).
  public internal(set) weak var simulation: Simulation?
  /// Whether the system may lock the screen while the app is idle is turned off (a video app turns
  /// it on while playing). Recorded only.
  public var isIdleTimerDisabled = false

  private var observation: ObservationToken?

  /// Creates the application object of `app`, posting its lifecycle notifications from now on.
  public init(app: App) {
    self.app = app
    observation = app.settledActivationChanges.add { [weak self] change in
      self?.post(for: change)
    }
  }

  /// The current simulation's application object, as `UIApplication.shared` returns it.
  public static var shared: Application { Simulation.current.application }

  /// The app's state: active, inactive, or background.
  public var applicationState: State {
    switch app.activationState {
    case .foregroundActive: .active
    case .foregroundInactive, .unattached: .inactive
    case .background: .background
    }
  }

  private func post(for change: ActivationChange) {
    guard let step = change.lifecycleStep else { return }
    let name =
      switch step {
      case .willDeactivate: Self.willResignActiveNotification
      case .didEnterBackground: Self.didEnterBackgroundNotification
      case .willEnterForeground: Self.willEnterForegroundNotification
      case .didActivate: Self.didBecomeActiveNotification
      }
    NotificationCenter.default.post(name: name, object: self)
  }
}
