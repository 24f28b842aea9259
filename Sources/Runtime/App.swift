import Tracing

/// The simulated app: its declared background modes and its activation state.
///
/// The app moves through the states a real app goes through, one step at a time: leaving goes
/// foreground-active → foreground-inactive → background, returning goes back the same way, and
/// every step is delivered to ``activationChanges`` observers (scenes, PiP controllers).
@MainActor
public final class App {
  /// A background mode the app declares in `UIBackgroundModes`.
  public enum BackgroundMode: String, Sendable {
    /// Audio, AirPlay, and Picture in Picture; required for PiP.
    case audio
    /// Voice over IP.
    case voip
    /// Background fetch.
    case fetch
    /// Background processing.
    case processing
    /// Location updates.
    case location
    /// Remote notifications.
    case remoteNotification = "remote-notification"
  }

  /// The declared background modes.
  public var backgroundModes: Set<BackgroundMode>
  /// Where the app is in its lifecycle.
  public private(set) var activationState: SceneActivationState = .foregroundActive
  /// Handlers told about every step of every transition, in order.
  public let activationChanges = ObserverList<ActivationChange>()
  /// Handlers told about every step after every ``activationChanges`` handler, so that what they
  /// read (a scene's state, a controller's) has taken the step (`UIApplication`'s notifications).
  public let settledActivationChanges = ObserverList<ActivationChange>()

  private let diagnostics: Diagnostics
  private let traceTrack: TraceTrack?

  /// Creates a foreground-active app declaring `backgroundModes`.
  ///
  /// - Parameters:
  ///   - backgroundModes: the app's `UIBackgroundModes`.
  ///   - diagnostics: where refused transitions are explained.
  ///   - traceTrack: the main-thread track each activation step is traced on (`app.activation`), if any.
  public init(backgroundModes: Set<BackgroundMode>, diagnostics: Diagnostics, traceTrack: TraceTrack? = nil) {
    self.backgroundModes = backgroundModes
    self.diagnostics = diagnostics
    self.traceTrack = traceTrack
  }

  /// Leaves the app (Home gesture): active → inactive → background, skipping steps already taken.
  public func enterBackground() {
    guard activationState != .background else {
      refuse("enterBackground", because: "the app is already in the background")
      return
    }
    if activationState == .foregroundActive { step(to: .foregroundInactive) }
    step(to: .background)
  }

  /// Returns to the app: background → inactive → active, skipping steps already taken.
  public func enterForeground() {
    guard activationState != .foregroundActive else {
      refuse("enterForeground", because: "the app is already foreground-active")
      return
    }
    if activationState == .background { step(to: .foregroundInactive) }
    step(to: .foregroundActive)
  }

  /// Interrupts the app without leaving it (a call banner, Control Center): active → inactive.
  public func resignActive() {
    guard activationState == .foregroundActive else {
      refuse("resignActive", because: "the app is \(activationState.rawValue), not foreground-active")
      return
    }
    step(to: .foregroundInactive)
  }

  /// Ends an interruption: inactive → active.
  public func becomeActive() {
    guard activationState == .foregroundInactive else {
      refuse("becomeActive", because: "the app is \(activationState.rawValue), not foreground-inactive")
      return
    }
    step(to: .foregroundActive)
  }

  private func step(to state: SceneActivationState) {
    let change = ActivationChange(from: activationState, to: state)
    activationState = state
    traceTrack?.instant(
      "app.activation", category: .app,
      ["from": .string(change.from.rawValue), "to": .string(state.rawValue)])
    activationChanges.notify(change)
    settledActivationChanges.notify(change)
  }

  private func refuse(_ request: String, because reason: String) {
    diagnostics.record(
      .illegalAppTransition, severity: .warning, subject: "app",
      message: "\(request) ignored: \(reason)")
  }
}
