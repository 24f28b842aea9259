import Runtime

/// The system's one-PiP-at-a-time rule, the simulator's PiP settings and its fault injection.
///
/// One per simulation (``current``). Another app's PiP (simulated with
/// ``otherAppStartsPictureInPicture()``) makes PiP not possible and suspends an active one, which
/// resumes when ``otherAppEndsPictureInPicture()`` is called. Within the app, a controller that starts
/// PiP makes the previously active one stop through the restore path.
@MainActor
public final class PictureInPictureArbiter: SimulationService {
  /// A change of the other app's PiP.
  public enum Change: Hashable, Sendable {
    /// Another app started showing PiP.
    case otherAppStarted
    /// The other app's PiP ended.
    case otherAppEnded
  }

  /// The arbiter of the current simulation.
  public static var current: PictureInPictureArbiter {
    Simulation.current.service(PictureInPictureArbiter.self)
  }

  /// Timings and platform choices every controller of this simulation reads.
  ///
  /// Settings that ``PictureInPictureSettings/validate()`` refuses (a negative or hour-long duration,
  /// a window width outside ``PictureInPictureSettings/windowWidthRange``) are refused with a
  /// `pip.settingRefused` diagnostic and the settings stay; ``setSettings(_:)`` throws instead.
  public var settings = PictureInPictureSettings() {
    didSet {
      do throws(PictureInPictureSettingError) {
        try settings.validate()
      } catch {
        settings = oldValue
        simulation.diagnostics.record(
          .pipSettingRefused, severity: .warning, subject: "PictureInPictureSettings",
          message: "\(error); the settings stay as they were")
      }
    }
  }
  /// Whether another app is showing PiP.
  public private(set) var isOtherAppShowingPictureInPicture = false
  /// The app's controller whose PiP window is starting or on screen.
  public private(set) weak var activeController: PictureInPictureController?
  /// Handlers told when another app's PiP starts or ends.
  public let changes = ObserverList<Change>()

  private unowned let simulation: Simulation
  private var injectedStartFailures: [AVKitError] = []
  private var controllerCount = 0
  /// The active controller, held strongly while PiP is on screen when the settings say the system
  /// keeps a released controller alive.
  private var keptController: PictureInPictureController?

  /// Creates the arbiter of `simulation`.
  public init(simulation: Simulation) {
    self.simulation = simulation
  }

  /// Another app (FaceTime, say) starts PiP: ours is suspended and PiP stops being possible.
  public func otherAppStartsPictureInPicture() {
    guard !isOtherAppShowingPictureInPicture else {
      refuse("otherAppStartsPictureInPicture ignored: another app's PiP is already showing")
      return
    }
    isOtherAppShowingPictureInPicture = true
    changes.notify(.otherAppStarted)
  }

  /// The other app's PiP ends: a suspended PiP resumes by itself.
  public func otherAppEndsPictureInPicture() {
    guard isOtherAppShowingPictureInPicture else {
      refuse("otherAppEndsPictureInPicture ignored: no other app's PiP is showing")
      return
    }
    isOtherAppShowingPictureInPicture = false
    changes.notify(.otherAppEnded)
  }

  /// Sets ``settings``, or throws and leaves them as they were.
  /// - Throws: What ``PictureInPictureSettings/validate()`` throws for `newSettings`.
  public func setSettings(_ newSettings: PictureInPictureSettings) throws(PictureInPictureSettingError) {
    try newSettings.validate()
    settings = newSettings
  }

  /// Makes the next start fail after `willStart`, with `error`, in place of `didStart`.
  ///
  /// Each call arms one failure; a start in progress when it is armed fails too.
  public func failNextStart(with error: AVKitError = AVKitError(.pictureInPictureStartFailed)) {
    injectedStartFailures.append(error)
  }

  /// Counts a new controller and returns its number (from 1), which labels it in traces.
  func registerController() -> Int {
    controllerCount += 1
    return controllerCount
  }

  func takeInjectedStartFailure() -> AVKitError? {
    injectedStartFailures.isEmpty ? nil : injectedStartFailures.removeFirst()
  }

  func claim(for controller: PictureInPictureController) {
    let previous = activeController
    activeController = controller
    keptController = settings.systemKeepsReleasedControllerUntilPictureInPictureEnds ? controller : nil
    if let previous, previous !== controller {
      // Only a PiP that is on, or on its way, is stopped through restore; one already going or gone is not.
      switch previous.state {
      case .starting, .active, .suspended: previous.replacementsByAnotherController += 1
      case .idle, .restoring, .stopping: break
      }
      previous.handle(.stopRequested(.replacedByAnotherController))
    }
  }

  func release(_ controller: PictureInPictureController) {
    guard activeController === controller else { return }
    activeController = nil
    keptController = nil
  }

  /// Forgets the active controller that is being deallocated (the weak reference reads nil by then,
  /// so the controller cannot be compared); no other controller can be active while it is.
  func releaseControllerBeingDeallocated() {
    if activeController == nil { keptController = nil }
  }

  private func refuse(_ message: String) {
    simulation.diagnostics.record(
      .pipArbiterRequestIgnored, severity: .warning, subject: "arbiter", message: message)
  }
}
