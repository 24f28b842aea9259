import Runtime
import Tracing
import ViewHierarchy

/// A player view controller with app-managed fullscreen and exit reasons: `JWPlayerViewController`'s model.
///
/// Three ways in and out:
/// - Automatic: with ``forceFullScreenOnLandscape``, fullscreen starts when the interface rotates to
///   landscape and ends (reason ``FullScreenExitReason/other``) when it rotates back to portrait.
/// - Manual: ``userTappedFullscreenToggle()`` and ``userTappedDismissButton()``.
/// - Programmatic: ``transitionToFullScreen(animated:completion:)`` and
///   ``dismissFullScreen(animated:completion:)`` (reason ``FullScreenExitReason/external``).
///
/// Going fullscreen presents a ``FullScreenViewController`` over the window's topmost full-window
/// view controller and moves ``playerView`` into it; dismissing returns ``playerView`` to its
/// original superview and index. Timing: the will-callbacks run inside the call; the did-callbacks
/// and the completion run on the main run loop when the presentation ends, after
/// `UserInterfaceSystem.presentationDuration` when animated, on the next tick when not.
///
/// Requests never lie: each returns a ``FullscreenTransitionOutcome``. Asking for the state the
/// player is already in does nothing and does not run the completion; asking while a transition is
/// under way, in either direction, is refused the same way (decided: no queueing, so a completion
/// always belongs to a transition that really happened); both record a diagnostic.
///
/// Traces: each transition is a `fullscreen.entering` or `fullscreen.exiting` slice (with the exit
/// reason) on the simulation's main track, from the call to the did-callbacks, and each delegate
/// callback inside it is an instant of category `callback`.
@MainActor
open class FullScreenPlayerViewController: ViewController {
  /// The view that shows the video; it moves into the fullscreen view controller and back.
  public let playerView = View()
  /// Told about fullscreen transitions.
  public weak var fullScreenDelegate: (any FullScreenDelegate)?
  /// Whether rotating to landscape enters fullscreen and rotating back to portrait leaves it.
  public var forceFullScreenOnLandscape = false
  /// Where the player is between inline and fullscreen.
  public private(set) var fullscreenState = FullscreenState.inline
  /// The view controller presented while fullscreen, nil inline.
  public private(set) var fullscreenViewController: FullScreenViewController?

  private weak var observedScene: WindowScene?
  private var geometryObservation: ObservationToken?

  /// Whether the player is fullscreen (and not on its way out).
  public var isFullScreen: Bool { fullscreenState == .fullscreen }

  /// Makes a view holding ``playerView``, which fills it.
  open override func loadView() {
    let container = View()
    playerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.addSubview(playerView)
    view = container
  }

  /// Starts following the window scene's orientation for ``forceFullScreenOnLandscape``; call super.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    followWindowScene()
  }

  /// Enters fullscreen, as the app asking for it.
  ///
  /// - Parameters:
  ///   - animated: whether the presentation takes time.
  ///   - completion: runs after `playerViewControllerDidGoFullScreen`; not run when refused.
  /// - Returns: whether the transition started, or why not.
  @discardableResult
  public func transitionToFullScreen(animated: Bool, completion: (() -> Void)? = nil)
    -> FullscreenTransitionOutcome
  {
    enterFullscreen(animated: animated, trigger: "transitionToFullScreen", completion: completion)
  }

  /// Leaves fullscreen, as the app asking for it (reason ``FullScreenExitReason/external``).
  ///
  /// - Parameters:
  ///   - animated: whether the dismissal takes time.
  ///   - completion: runs after the did-dismiss callbacks; not run when refused.
  /// - Returns: whether the transition started, or why not.
  @discardableResult
  public func dismissFullScreen(animated: Bool, completion: (() -> Void)? = nil)
    -> FullscreenTransitionOutcome
  {
    exitFullscreen(
      reason: .external, animated: animated, trigger: "dismissFullScreen", completion: completion)
  }

  /// The user tapped the fullscreen toggle: enter when inline, leave (``FullScreenExitReason/userTappedToggleButton``)
  /// when fullscreen. Animated.
  @discardableResult
  public func userTappedFullscreenToggle() -> FullscreenTransitionOutcome {
    if fullscreenState == .fullscreen {
      return exitFullscreen(
        reason: .userTappedToggleButton, animated: true, trigger: "the fullscreen toggle", completion: nil)
    }
    return enterFullscreen(animated: true, trigger: "the fullscreen toggle", completion: nil)
  }

  /// The user tapped the dismiss button of the fullscreen interface
  /// (``FullScreenExitReason/userTappedDismissButton``). Animated.
  @discardableResult
  public func userTappedDismissButton() -> FullscreenTransitionOutcome {
    exitFullscreen(
      reason: .userTappedDismissButton, animated: true, trigger: "the dismiss button", completion: nil)
  }

  @discardableResult
  private func enterFullscreen(animated: Bool, trigger: String, completion: (() -> Void)?)
    -> FullscreenTransitionOutcome
  {
    switch fullscreenState {
    case .fullscreen:
      return refuse(.alreadyFullscreen, trigger: trigger)
    case .enteringFullscreen, .exitingFullscreen:
      return refuse(.transitionInProgress(fullscreenState), trigger: trigger)
    case .inline:
      break
    }
    guard let presenter = viewIfLoaded?.window?.topmostFullWindowViewController else {
      return refuse(.notInWindow, trigger: trigger)
    }
    fullscreenState = .enteringFullscreen
    let track = simulationOfPlayer.mainTrack
    track.begin("fullscreen.entering", category: .fullscreen)
    let fullscreen = usableFullscreenViewController(
      fullScreenDelegate.flatMap { delegate in
        trace("playerViewControllerWillGoFullScreen", on: track)
        return delegate.playerViewControllerWillGoFullScreen(self)
      })
    fullscreenViewController = fullscreen
    presenter.present(fullscreen, animated: animated) { [weak self] in
      guard let self else { return }
      fullscreenState = .fullscreen
      if let fullScreenDelegate {
        trace("playerViewControllerDidGoFullScreen", on: track)
        fullScreenDelegate.playerViewControllerDidGoFullScreen(self)
      }
      track.end("fullscreen.entering", category: .fullscreen)
      completion?()
    }
    fullscreen.host(playerView)
    return .started
  }

  @discardableResult
  private func exitFullscreen(
    reason: FullScreenExitReason, animated: Bool, trigger: String, completion: (() -> Void)?
  ) -> FullscreenTransitionOutcome {
    switch fullscreenState {
    case .inline:
      return refuse(.notFullscreen, trigger: trigger)
    case .enteringFullscreen, .exitingFullscreen:
      return refuse(.transitionInProgress(fullscreenState), trigger: trigger)
    case .fullscreen:
      break
    }
    guard let fullscreen = fullscreenViewController else { return refuse(.notFullscreen, trigger: trigger) }
    fullscreenState = .exitingFullscreen
    let track = simulationOfPlayer.mainTrack
    track.begin("fullscreen.exiting", category: .fullscreen, .init(("reason", .string(reason.rawValue))))
    if let fullScreenDelegate {
      trace("playerViewControllerWillDismissFullScreen", on: track)
      fullScreenDelegate.playerViewControllerWillDismissFullScreen(self)
      trace("playerViewControllerWillDismissFullScreen(_:reason:)", reason: reason, on: track)
      fullScreenDelegate.playerViewControllerWillDismissFullScreen(self, reason: reason)
    }
    fullscreen.dismiss(animated: animated) { [weak self] in
      guard let self else { return }
      fullscreenState = .inline
      fullscreenViewController = nil
      if let fullScreenDelegate {
        trace("playerViewControllerDidDismissFullScreen", on: track)
        fullScreenDelegate.playerViewControllerDidDismissFullScreen(self)
        trace("playerViewControllerDidDismissFullScreen(_:reason:)", reason: reason, on: track)
        fullScreenDelegate.playerViewControllerDidDismissFullScreen(self, reason: reason)
      }
      track.end("fullscreen.exiting", category: .fullscreen)
      completion?()
    }
    return .started
  }

  private func usableFullscreenViewController(_ candidate: FullScreenViewController?)
    -> FullScreenViewController
  {
    guard let candidate else { return FullScreenViewController() }
    guard candidate.presentingViewController != nil || candidate.presentedViewController != nil else {
      return candidate
    }
    simulationOfPlayer.diagnostics.record(
      .fullscreenViewControllerReplaced, severity: .warning, subject: appleTypeName(of: type(of: self)),
      message: "playerViewControllerWillGoFullScreen returned a view controller that is already part of a "
        + "presentation; the default FullScreenViewController was used instead")
    return FullScreenViewController()
  }

  private func refuse(_ outcome: FullscreenTransitionOutcome, trigger: String) -> FullscreenTransitionOutcome
  {
    simulationOfPlayer.diagnostics.record(
      .fullscreenTransitionRefused, severity: .warning, subject: appleTypeName(of: type(of: self)),
      message: "\(trigger) did nothing: \(outcome.explanation)")
    return outcome
  }

  /// Records a delegate callback about to be delivered, with the exit reason where it has one.
  private func trace(_ callback: String, reason: FullScreenExitReason? = nil, on track: TraceTrack) {
    guard track.isEnabled else { return }
    var arguments = TraceArguments()
    if let reason { arguments.set("reason", .string(reason.rawValue)) }
    track.instant(callback, category: .callback, arguments)
  }

  private var simulationOfPlayer: Simulation { viewIfLoaded?.window?.windowScene?.simulation ?? .current }

  private func followWindowScene() {
    guard let scene = viewIfLoaded?.window?.windowScene, scene !== observedScene else { return }
    observedScene = scene
    geometryObservation = scene.observe(\.interfaceOrientation, options: [.new]) { [weak self] _, change in
      guard let self, forceFullScreenOnLandscape, let orientation = change.newValue else { return }
      interfaceDidRotate(toLandscape: orientation.isLandscape)
    }
  }

  private func interfaceDidRotate(toLandscape isLandscape: Bool) {
    if isLandscape, fullscreenState != .fullscreen {
      enterFullscreen(animated: true, trigger: "rotation to landscape", completion: nil)
    } else if !isLandscape, fullscreenState != .inline {
      exitFullscreen(reason: .other, animated: true, trigger: "rotation to portrait", completion: nil)
    }
  }
}
