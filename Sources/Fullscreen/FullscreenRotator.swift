import Runtime
import Tracing
import ViewHierarchy

/// Rotates the interface for a player's fullscreen and reports truthfully what came of it.
///
/// It asks the player view's window scene for orientations with `requestGeometryUpdate`, then reads
/// back the orientation the system settled on; it never rotates anything itself. Every request
/// yields an ``OrientationOutcome``; every change of the scene's `effectiveGeometry` orientation is
/// reported as ``FullscreenOrientationDelegate/onFullscreenOrientationChanged(isLandscape:)``.
/// Both are traced as `callback` instants on the simulation's main track: every outcome, and every
/// change a delegate hears.
@MainActor
public final class FullscreenRotator {
  /// Told about every outcome and every real orientation change.
  public weak var delegate: (any FullscreenOrientationDelegate)?
  /// Whether requests are passed to the system (default true); see ``setFullscreenAutoRotate(enabled:)``.
  public private(set) var autoRotateEnabled = true
  /// The outcome of the latest request that has come to one.
  public private(set) var lastOutcome: OrientationOutcome?
  /// The view whose window scene is asked.
  public private(set) weak var playerView: View?

  private let simulation: Simulation
  private weak var observedScene: WindowScene?
  private var geometryObservation: ObservationToken?

  /// Creates a rotator for `playerView`, following its window scene if it is in one.
  public init(playerView: View, simulation: Simulation = .current) {
    self.playerView = playerView
    self.simulation = simulation
    followCurrentWindowScene()
  }

  /// Turns auto-rotation on or off; when off, requests report ``OrientationOutcome/notRequested``.
  public func setFullscreenAutoRotate(enabled: Bool) {
    autoRotateEnabled = enabled
  }

  /// Starts following the window scene the player view is in now (requests do this themselves).
  ///
  /// Call it after the player view moved to a window to hear about rotations before the first request.
  public func followCurrentWindowScene() {
    guard let scene = playerView?.window?.windowScene, scene !== observedScene else { return }
    observedScene = scene
    geometryObservation = scene.observe(\.effectiveGeometry, options: [.old, .new]) { [weak self] _, change in
      guard let self, let settled = change.newValue?.interfaceOrientation,
        settled != change.oldValue?.interfaceOrientation, let delegate
      else { return }
      simulation.mainTrack.instant(
        "onFullscreenOrientationChanged", category: .callback,
        .init(("isLandscape", .int(settled.isLandscape ? 1 : 0))))
      delegate.onFullscreenOrientationChanged(isLandscape: settled.isLandscape)
    }
  }

  /// Asks the system for one of `orientations`; the outcome arrives on the next tick.
  ///
  /// - Parameters:
  ///   - orientations: the acceptable orientations (`.landscape` to enter fullscreen, `.portrait` to leave).
  ///   - completion: told the outcome, right after the delegate.
  public func requestOrientations(
    _ orientations: InterfaceOrientationMask, completion: ((OrientationOutcome) -> Void)? = nil
  ) {
    guard autoRotateEnabled else {
      deliver(.notRequested, completion)
      return
    }
    guard simulation.device.systemVersion >= WindowScene.geometryRequestsIntroducedIn else {
      deliver(.unavailableBeforeIOS16, completion)
      return
    }
    followCurrentWindowScene()
    guard let scene = playerView?.window?.windowScene else {
      deliver(.noWindowScene, completion)
      return
    }
    let before = scene.interfaceOrientation
    var refusal: (any Error)?
    scene.requestGeometryUpdate(.iOS(interfaceOrientations: orientations)) { refusal = $0 }
    simulation.runLoop.perform { [weak self, weak scene] in
      let outcome: OrientationOutcome
      if let refusal {
        outcome = .rejectedBySystem(reason: String(describing: refusal))
      } else if let settled = scene?.interfaceOrientation {
        outcome =
          settled == before
          ? .alreadyInRequestedOrientation(isLandscape: settled.isLandscape)
          : .applied(isLandscape: settled.isLandscape)
      } else {
        outcome = .noWindowScene
      }
      self?.report(outcome, completion)
    }
  }

  private func deliver(_ outcome: OrientationOutcome, _ completion: ((OrientationOutcome) -> Void)?) {
    simulation.runLoop.perform { [weak self] in self?.report(outcome, completion) }
  }

  private func report(_ outcome: OrientationOutcome, _ completion: ((OrientationOutcome) -> Void)?) {
    lastOutcome = outcome
    simulation.diagnostics.record(
      .fullscreenOrientationOutcome,
      severity: outcome.isLandscape == nil && outcome != .notRequested ? .warning : .info,
      subject: "FullscreenRotator", message: outcome.explanation)
    simulation.mainTrack.instant(
      "onFullscreenOrientationRequest", category: .callback, .init(("outcome", .string(outcome.traceName))))
    delegate?.onFullscreenOrientationRequest(outcome: outcome)
    completion?(outcome)
  }
}
