import Clocks
import Foundation
import MediaPlayback
import PictureInPicture
import Runtime
import Tracing
import VideoRendering
import ViewHierarchy

/// One `setUpPiP` step's objects in the scenario app: the controller (or the `PiPSession` around it),
/// its source view, and what a player-layer or sample-buffer source plays, with the app's answers to
/// the system (restore, skips) and a raw app's view moves.
@MainActor
final class ScenarioPictureInPicture {
  /// The set-up's `id`.
  let id: String
  private(set) var controller: PictureInPictureController?
  /// The controller the app let go of (`releasePiP`), while something else (the system, during PiP)
  /// keeps it.
  private weak var releasedController: PictureInPictureController?
  private(set) var session: PiPSession?
  private(set) var sourceView: View?
  private(set) var sourceOriginalSuperview: View?
  /// Where the source view goes in PiP: the call view controller's view.
  private(set) var pictureInPictureContainer: View?
  /// A raw app's PiP code; nil for the `PiPSession` helper and for player and sample-buffer layers.
  private(set) var rawApp: AppSettings.PictureInPictureApp?
  /// The view a raw app moves into the PiP container: the seat its `contentView` names, by default
  /// the source view.
  private var movedView: View?
  /// Where a raw app's moved view sat before it moved it: its index and frame.
  private var sourceHome: (index: Int, frame: CGRect)?
  /// The player of a player-layer source.
  private(set) var player: Player?
  private var playerObservation: ObservationToken?
  /// The player layer of a player-layer source (the new one after `recreateSource`).
  private(set) var playerLayer: PlayerLayer?
  /// Whether the app has taken its player off the layer for the background.
  private var isPlayerDetached = false
  private var activationObservation: ObservationToken?
  /// The display layer of a sample-buffer source, which produced frames are enqueued on.
  private(set) var sampleBufferLayer: SampleBufferDisplayLayer?
  /// The playback delegate of a sample-buffer source (the content source holds it weakly).
  private(set) var playbackDelegate: ScenarioPlaybackDelegate?
  /// How the app answers this controller's restore requests.
  var restoreAnswer = RestoreAnswer.restored
  private let simulation: Simulation
  private let root: ViewController
  private let log: (String, String?) -> Void

  /// How the app answers the system's request to restore its interface.
  enum RestoreAnswer {
    case restored
    case notRestored
    case never
    case twice
    case late(MediaTime)
  }

  /// Builds the set-up's views and controller in `root`'s view, its controller's (and session's)
  /// delegate `delegate`; `log` records what the app's code saw (name, detail).
  init(
    id: String, setUp: PictureInPictureSetUp, app appSettings: AppSettings, root: ViewController,
    simulation: Simulation, delegate: any PictureInPictureControllerDelegate,
    log: @escaping (String, String?) -> Void
  ) {
    self.id = id
    self.simulation = simulation
    self.root = root
    self.log = log
    build(setUp, pipApp: appSettings.pictureInPictureApp, delegate: delegate)
    controller?.canStartPictureInPictureAutomaticallyFromInline =
      appSettings.startsPictureInPictureAutomatically
    let detachment = appSettings.detachesPlayerInBackground
    guard detachment != .never, player != nil else { return }
    activationObservation = simulation.app.activationChanges.add { [weak self] change in
      if change.to == .background { self?.detachPlayer(detachment) }
      if change.from == .background { self?.reattachPlayer() }
    }
  }

  /// The app's `didEnterBackground`: it takes its player off the layer (`playerLayer.player = nil`),
  /// so the system does not pause it, unless `detachment` spares an active PiP.
  private func detachPlayer(_ detachment: AppSettings.PlayerDetachment) {
    guard let playerLayer, !isPlayerDetached else { return }
    if detachment == .unlessPictureInPictureActive, controller?.isPictureInPictureActive == true { return }
    isPlayerDetached = true
    playerLayer.player = nil
    simulation.mainTrack.instant(
      "app.playerDetached", category: "scenario",
      ["pipActive": .int(controller?.isPictureInPictureActive == true ? 1 : 0)])
  }

  /// The app's `willEnterForeground`: it puts its player back on the layer.
  private func reattachPlayer() {
    guard let playerLayer, isPlayerDetached else { return }
    isPlayerDetached = false
    playerLayer.player = player
    simulation.mainTrack.instant("app.playerAttached", category: "scenario")
  }

  private func build(
    _ setUp: PictureInPictureSetUp, pipApp: AppSettings.PictureInPictureApp,
    delegate: any PictureInPictureControllerDelegate
  ) {
    switch setUp.source {
    case .videoCall:
      let seats = View(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
      root.view.addSubview(seats)
      let seatViews = (0..<3).map { View(frame: CGRect(x: 0, y: Double($0) * 200, width: 390, height: 200)) }
      seats.accessibilityIdentifier = "seat container"
      for (index, seat) in seatViews.enumerated() {
        seat.accessibilityIdentifier = "seat \(index + 1)"
        seats.addSubview(seat)
      }
      let callViewController = PictureInPictureVideoCallViewController()
      callViewController.preferredContentSize = CGSize(width: 720, height: 1280)
      sourceView = seatViews[0]
      sourceOriginalSuperview = seats
      pictureInPictureContainer = callViewController.view
      if !pipApp.usesSessionHelper {
        rawApp = pipApp
        movedView = seatViews.first { $0.accessibilityIdentifier == pipApp.contentView } ?? seatViews[0]
        let source = PictureInPictureController.ContentSource(
          activeVideoCallSourceView: seatViews[0], contentViewController: callViewController)
        controller = PictureInPictureController(contentSource: source)
        controller?.delegate = delegate
      } else {
        guard
          let session = try? PiPSession(sourceView: seatViews[0], contentViewController: callViewController)
        else { return }
        session.delegate = delegate
        self.session = session
        controller = session.controller
      }
    case .playerLayer:
      guard let player = makePlayer(setUp.playback) else { return }
      self.player = player
      let layer = makeSourceView(showing: PlayerLayer(player: player), named: "player layer view")
      playerLayer = layer
      controller = PictureInPictureController(playerLayer: layer)
      controller?.delegate = delegate
    case .sampleBuffer:
      let layer = makeSourceView(showing: SampleBufferDisplayLayer(), named: "sample-buffer view")
      let playbackDelegate = ScenarioPlaybackDelegate(playback: setUp.playback, log: log)
      let controller = PictureInPictureController(
        contentSource: PictureInPictureController.ContentSource(
          sampleBufferDisplayLayer: layer, playbackDelegate: playbackDelegate))
      controller.delegate = delegate
      self.controller = controller
      self.playbackDelegate = playbackDelegate
      sampleBufferLayer = layer
    }
  }

  /// A player of a 320×180, 30 fps test stream as long as `playback` says, playing unless it says
  /// paused; its time-control status changes are traced as `player.timeControlStatus`. Nil only for a
  /// length the stream refuses, which the scenario reader never lets through.
  private func makePlayer(_ playback: SourcePlayback) -> Player? {
    var length: Double?
    if case .finite(let time) = playback.timeRange { length = time.seconds }
    guard
      let stream = try? SyntheticStream(width: 320, height: 180, framesPerSecond: 30, durationSeconds: length)
    else { return nil }
    let player = Player(playerItem: PlayerItem(asset: Asset(stream: stream)))
    let track = simulation.mainTrack
    playerObservation = player.observe(\.timeControlStatus) { player, _ in
      track.instant(
        "player.timeControlStatus", category: "player",
        ["status": .string(player.timeControlStatus.description)])
    }
    if !playback.isPaused { player.play() }
    return player
  }

  /// Makes the source view, a 16:9 view across the root view's width at y 100, with `layer` filling
  /// it; the view is the source view from now on.
  private func makeSourceView<VideoLayer: Layer>(showing layer: VideoLayer, named name: String) -> VideoLayer
  {
    let view = View(frame: CGRect(x: 0, y: 100, width: 390, height: 219.375))
    view.accessibilityIdentifier = name
    root.view.addSubview(view)
    layer.frame = view.bounds
    view.layer.addSublayer(layer)
    sourceView = view
    sourceOriginalSuperview = root.view
    return layer
  }

  /// Takes the source view out and makes a new one with a new layer in its place: a player layer over
  /// the same player, or a sample-buffer display layer that produced frames go to from now on. With
  /// `updatesContentSource`, the controller gets a content source over the new layer; without it, it
  /// keeps showing the old one.
  func recreateSource(updatesContentSource: Bool) {
    guard let oldView = sourceView, let controller else { return }
    let name = oldView.accessibilityIdentifier ?? "source view"
    oldView.removeFromSuperview()
    if let player {
      let layer = makeSourceView(showing: PlayerLayer(player: isPlayerDetached ? nil : player), named: name)
      playerLayer = layer
      if updatesContentSource {
        controller.contentSource = PictureInPictureController.ContentSource(playerLayer: layer)
      }
    } else if let playbackDelegate {
      let layer = makeSourceView(showing: SampleBufferDisplayLayer(), named: name)
      sampleBufferLayer = layer
      if updatesContentSource {
        controller.contentSource = PictureInPictureController.ContentSource(
          sampleBufferDisplayLayer: layer, playbackDelegate: playbackDelegate)
      }
    }
  }

  /// Calls the `PiPSession` helper's `start()`, and logs its typed error as `sessionError(CASE)`
  /// (traced as a callback), as an app shows it.
  func startThroughSession() {
    guard let session else { return }
    do throws(PiPSessionError) {
      try session.start()
    } catch {
      simulation.mainTrack.instant(
        "sessionError", category: .callback,
        ["controller": .int(Int64(session.controller.traceNumber)), "detail": .string(error.caseName)])
      log("sessionError", error.caseName)
    }
  }

  /// The source layer's status by the schema's name for it: a player layer's readiness, a
  /// sample-buffer display layer's `status`; nil for a video call.
  var layerStatusName: String? {
    if let playerLayer { return playerLayer.isReadyForDisplay ? "readyForDisplay" : "notReadyForDisplay" }
    return sampleBufferLayer.map { $0.status.description }
  }

  /// The frame the set-up's PiP window shows now; nil when no window is up (PiP not active, or
  /// suspended) or it shows no frame.
  var pictureInPictureWindowFrame: PresentedFrame? {
    guard let controller, case .active = controller.state else { return nil }
    return controller.pictureInPictureContentFrame
  }

  /// The container the source view is in now, by the schema's name for it.
  var sourceViewContainer: String {
    guard let superview = sourceView?.superview else { return SourceViewExpectation.Container.none.rawValue }
    if superview === sourceOriginalSuperview { return SourceViewExpectation.Container.original.rawValue }
    if superview === pictureInPictureContainer {
      return SourceViewExpectation.Container.pipContainer.rawValue
    }
    return "another view"
  }

  /// The controller, or the one the app let go of while something still keeps it.
  var heldController: PictureInPictureController? { controller ?? releasedController }

  /// The app lets go of its controller and session (`releasePiP`).
  func releaseController() {
    releasedController = controller
    session = nil
    controller = nil
  }

  /// The PiP controller's state by the schema's name for it.
  var stateName: String {
    switch heldController?.state {
    case nil, .idle: "idle"
    case .starting: "starting"
    case .active: "active"
    case .suspended: "suspended"
    case .restoring: "restoring"
    case .stopping: "stopping"
    }
  }

  /// Puts the source view back into the superview it was set up in, at the front, if it is in none.
  func reinsertSourceView() {
    guard let sourceView, sourceView.superview == nil, let home = sourceOriginalSuperview else { return }
    home.addSubview(sourceView)
  }

  /// A raw app's `willStart`: its moved view (the source view, or the seat its `contentView` names)
  /// into the PiP container, filling it, if it does that.
  func rawAppMovesViewIntoPictureInPicture() {
    guard let rawApp, rawApp.movesViewOnWillStart, let movedView, let container = pictureInPictureContainer,
      let home = sourceOriginalSuperview, movedView.superview === home
    else { return }
    sourceHome = (home.subviews.firstIndex { $0 === movedView } ?? 0, movedView.frame)
    container.addSubview(movedView)
    movedView.frame = container.bounds
  }

  /// A raw app puts its moved view back where it was, if it does that at `moment`.
  func rawAppMovesViewBack(at moment: AppSettings.PictureInPictureApp.ViewReturn) {
    guard let rawApp, let movedView, let home = sourceOriginalSuperview, let sourceHome,
      movedView.superview !== home
    else { return }
    switch (rawApp.movesViewBack, moment) {
    case (.onRestoreOrDidStop, _), (.onRestore, .onRestore), (.onDidStop, .onDidStop): break
    default: return
    }
    home.insertSubview(movedView, at: sourceHome.index)
    movedView.frame = sourceHome.frame
  }

  /// Answers a restore request as ``restoreAnswer`` says, logging each call of the completion.
  func answerRestore(_ completion: @escaping @Sendable (Bool) -> Void) {
    let answer = { [log] (restored: Bool) in
      log(Scenario.restoreCompletionName, nil)
      completion(restored)
    }
    switch restoreAnswer {
    case .restored: answer(true)
    case .notRestored: answer(false)
    case .never: break
    case .twice:
      answer(true)
      answer(true)
    case .late(let delay): simulation.runLoop.schedule(after: delay) { answer(true) }
    }
  }
}

extension PiPSessionError {
  /// The case's name, as a `sessionError(CASE)` callback gives it.
  var caseName: String {
    switch self {
    case .sourceViewHasNoSuperview: "sourceViewHasNoSuperview"
    case .notPossible: "notPossible"
    case .alreadyActive: "alreadyActive"
    case .notActive: "notActive"
    case .sceneNotForegroundActive: "sceneNotForegroundActive"
    case .startFailed: "startFailed"
    case .originalSuperviewGone: "originalSuperviewGone"
    }
  }
}
