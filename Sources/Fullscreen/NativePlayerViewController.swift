import Foundation
import MediaPlayback
import PictureInPicture
import Runtime
import Tracing
import ViewHierarchy

/// A player view controller with AVKit's native fullscreen: the simulator's `AVPlayerViewController`.
///
/// Native fullscreen shows why the integration guides avoid it: ``enterNativeFullscreen()`` moves
/// the player's view out of the app's hierarchy into a system window covering the screen. What the
/// app layered on the player from outside stays behind, hidden under that window, and constraints
/// between the player and the app's views are deactivated; only ``contentOverlayView`` (a subview
/// of the player) travels with it. A diagnostic lists the ad formats that still work.
/// ``exitNativeFullscreen()`` puts the player back where it was and re-activates those constraints.
/// Both are traced as `fullscreen.entering` / `fullscreen.exiting` slices (`mode=native`) on the main
/// track, holding the view moves they make.
///
/// Its view is backed by a ``MediaPlayback/PlayerLayer`` showing ``player``. With
/// ``allowsPictureInPicturePlayback`` (the default) it has a Picture-in-Picture controller of its
/// own for that layer, started by the PiP button of its controls or automatically
/// (``canStartPictureInPictureAutomaticallyFromInline``), and tells its ``delegate`` of each step
/// (`AVPlayerViewControllerDelegate`'s callbacks).
@preconcurrency @MainActor
open class NativePlayerViewController: ViewController {
  private struct Placement {
    weak var superview: View?
    let index: Int
    let frame: CGRect
    let autoresizingMask: View.AutoresizingMask
    let constraints: [LayoutConstraint]
  }

  /// A view above the video that goes wherever the player goes: the only supported overlay place.
  public let contentOverlayView = View()
  /// The player whose video the view shows.
  public var player: Player? {
    didSet {
      playerLayer.player = player
      observePlayback()
    }
  }
  /// Receives the Picture-in-Picture callbacks; held weakly.
  public weak var delegate: (any PlayerViewControllerDelegate)?
  /// Whether the player moves into native fullscreen when its playback begins (default false).
  public var entersFullScreenWhenPlaybackBegins = false
  /// Whether the player leaves native fullscreen when its item plays to the end (default true).
  public var exitsFullScreenWhenPlaybackEnds = true
  /// Whether AVKit's controls, fullscreen and PiP buttons included, are shown (default true).
  public var showsPlaybackControls = true
  /// Whether the player may enter Picture in Picture (default true); false removes the PiP button and
  /// automatic starts, and ends a PiP under way.
  public var allowsPictureInPicturePlayback = true {
    didSet { updatePictureInPictureController() }
  }
  /// Whether PiP starts by itself when the app goes to the background while the player plays inline
  /// (default false).
  public var canStartPictureInPictureAutomaticallyFromInline = false {
    didSet {
      pictureInPictureController?.canStartPictureInPictureAutomaticallyFromInline =
        canStartPictureInPictureAutomaticallyFromInline
    }
  }
  /// How the video fills the player (default `.resizeAspect`).
  public var videoGravity = VideoGravity.resizeAspect {
    didSet { playerLayer.videoGravity = videoGravity }
  }
  /// The layer the video is shown in: the player view's own layer.
  public let playerLayer = PlayerLayer()
  /// Whether the first frame of the player's item is on screen.
  public var isReadyForDisplay: Bool { playerLayer.isReadyForDisplay }
  /// The PiP controller the player view controller runs for its layer; nil while PiP is not allowed
  /// or the view is not loaded.
  package internal(set) var pictureInPictureController: PictureInPictureController?
  var pictureInPictureRelay: PictureInPictureRelay?
  private var playbackObservation: ObservationToken?
  private var playbackHasBegun = false
  /// The system window showing the player while in native fullscreen.
  public private(set) var fullscreenWindow: Window?

  private var placement: Placement?

  /// Whether the player is in native fullscreen.
  public var isInNativeFullscreen: Bool { fullscreenWindow != nil }

  /// Makes the player's view with ``contentOverlayView`` filling it.
  open override func loadView() {
    let playerView = View()
    playerView.layer.addSublayer(playerLayer)
    contentOverlayView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    playerView.addSubview(contentOverlayView)
    view = playerView
    updatePictureInPictureController()
  }

  /// Enters native fullscreen when the player's playback first begins, with
  /// ``entersFullScreenWhenPlaybackBegins``.
  /// Leaves it when the item plays to its end, with ``exitsFullScreenWhenPlaybackEnds``.
  private func observePlayback() {
    playbackHasBegun = false
    playbackObservation = player?.observe(\.timeControlStatus) { [weak self] player, _ in
      self?.playbackDidChange(player)
    }
  }

  private func playbackDidChange(_ player: Player) {
    switch player.timeControlStatus {
    case .playing where !playbackHasBegun:
      playbackHasBegun = true
      guard entersFullScreenWhenPlaybackBegins, !isInNativeFullscreen, isViewLoaded, view.window != nil else {
        return
      }
      enterNativeFullscreen()
    case .paused:
      guard exitsFullScreenWhenPlaybackEnds, isInNativeFullscreen, let item = player.currentItem,
        item.duration.isNumeric, player.currentTime() >= item.duration
      else { return }
      exitNativeFullscreen()
    default:
      break
    }
  }

  /// Moves the player into a full-screen system window, as the native fullscreen button does.
  ///
  /// - Returns: what was left behind and which formats still work; nil, with a diagnostic, when
  ///   already fullscreen or the player is not in a window.
  @discardableResult
  public func enterNativeFullscreen() -> NativeFullscreenReport? {
    let playerView: View = view
    guard !isInNativeFullscreen, let superview = playerView.superview, let window = playerView.window else {
      Simulation.current.diagnostics.record(
        .fullscreenTransitionRefused, severity: .warning, subject: appleTypeName(of: type(of: self)),
        message: "enterNativeFullscreen did nothing: the player is already fullscreen or not in a window")
      return nil
    }
    let crossing = playerView.constraintsInvolvingSubtree.filter { constraint in
      ![constraint.firstItem, constraint.secondItem].allSatisfy { item in
        guard let item else { return true }
        let host = (item as? View) ?? (item as? LayoutGuide)?.owningView
        return host?.isDescendant(of: playerView) ?? false
      }
    }
    let track = Simulation.current.mainTrack
    track.begin("fullscreen.entering", category: .fullscreen, .init(("mode", "native")))
    defer { track.end("fullscreen.entering", category: .fullscreen) }
    let coordinator = fullScreenCoordinator(size: window.windowScene?.screenBounds.size ?? window.bounds.size)
    delegate?.playerViewController(self, willBeginFullScreenPresentationWithAnimationCoordinator: coordinator)
    defer { coordinator.runAnimations() }
    let detached = Self.viewsLayered(on: playerView, below: window)
    placement = Placement(
      superview: superview, index: playerView.indexInSuperview ?? 0, frame: playerView.frame,
      autoresizingMask: playerView.autoresizingMask, constraints: crossing)
    let systemWindow = Window(frame: window.windowScene?.screenBounds ?? window.bounds)
    systemWindow.makeKeyAndVisible()
    systemWindow.addSubview(playerView)
    playerView.frame = systemWindow.bounds
    playerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    fullscreenWindow = systemWindow
    let report = NativeFullscreenReport(detachedViews: detached, deactivatedConstraints: crossing)
    Simulation.current.diagnostics.record(
      .nativeFullscreenLimitsFormats, severity: .warning, subject: appleTypeName(of: type(of: self)),
      message: report.explanation)
    return report
  }

  /// Puts the player back where it was and re-activates its constraints; nothing when not fullscreen.
  public func exitNativeFullscreen() {
    guard let placement, isInNativeFullscreen else { return }
    let track = Simulation.current.mainTrack
    track.begin(
      "fullscreen.exiting", category: .fullscreen, .init(("mode", "native"), ("reason", "external")))
    defer { track.end("fullscreen.exiting", category: .fullscreen) }
    self.placement = nil
    let coordinator = fullScreenCoordinator(size: placement.frame.size)
    delegate?.playerViewController(self, willEndFullScreenPresentationWithAnimationCoordinator: coordinator)
    defer { coordinator.runAnimations() }
    // Released only after the player left it, so the move reads as one from the system window.
    defer { fullscreenWindow = nil }
    let playerView: View = view
    guard let superview = placement.superview else {
      playerView.removeFromSuperview()
      Simulation.current.diagnostics.record(
        .fullscreenOriginalSuperviewGone, severity: .warning, subject: appleTypeName(of: type(of: self)),
        message: "the player's original superview no longer exists; the player was left detached")
      return
    }
    superview.insertSubview(playerView, at: placement.index)
    playerView.autoresizingMask = placement.autoresizingMask
    playerView.frame = placement.frame
    LayoutConstraint.activate(placement.constraints)
  }

  /// The coordinator of a move into or out of native fullscreen: the move is instant, so its
  /// alongside blocks run with it and its completions on the next run-loop turn.
  private func fullScreenCoordinator(size: CGSize) -> TransitionCoordinator {
    TransitionCoordinator(targetSize: size, transitionDuration: .zero, simulation: Simulation.current)
  }

  /// The views above `view` or above one of its containers (up to `window`) that overlap it.
  private static func viewsLayered(on view: View, below window: Window) -> [View] {
    var layered: [View] = []
    var current = view
    while let container = current.superview, current !== window {
      let area = current.convert(current.bounds, to: window)
      let index = current.indexInSuperview ?? 0
      for sibling in container.subviews[(index + 1)...] {
        let siblingArea = sibling.convert(sibling.bounds, to: window)
        if overlaps(siblingArea, area) { layered.append(sibling) }
      }
      current = container
    }
    return layered
  }

  private static func overlaps(_ lhs: CGRect, _ rhs: CGRect) -> Bool {
    lhs.minX < rhs.maxX && rhs.minX < lhs.maxX && lhs.minY < rhs.maxY && rhs.minY < lhs.maxY
  }
}
