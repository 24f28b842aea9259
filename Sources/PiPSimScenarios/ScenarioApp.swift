import Clocks
import Foundation
import Fullscreen
import MediaPlayback
import PictureInPicture
import Runtime
import Tracing
import VideoRendering
import ViewHierarchy

/// The app a scenario drives: a window whose root is a player view controller, plus whatever the steps
/// set up (a PiP controller over a seat view, a player layer or a sample-buffer display layer, an
/// app-managed player, a rotator).
///
/// It is the delegate of everything it sets up and logs each callback by short name, and records it on the
/// trace's main track under the delegate method's own name.
@MainActor
final class ScenarioApp {
  let simulation: Simulation
  let window: Window
  let root = ScenarioRootViewController()
  private(set) var callbacks: [String] = []
  private(set) var pictureInPicture: PictureInPictureController?
  private(set) var session: PiPSession?
  private(set) var sourceView: View?
  private(set) var sourceOriginalSuperview: View?
  /// Where the source view goes in PiP: the call view controller's view.
  private(set) var pictureInPictureContainer: View?
  /// A raw app's PiP code; nil for the `PiPSession` helper and for player layers.
  private(set) var rawApp: AppSettings.PictureInPictureApp?
  /// Where a raw app's source view sat before it moved it: its index and frame.
  private var sourceHome: (index: Int, frame: CGRect)?
  /// The player of a player-layer source.
  private(set) var player: Player?
  private var playerObservation: ObservationToken?
  /// The display layer of a sample-buffer source, which produced frames are enqueued on.
  private(set) var sampleBufferLayer: SampleBufferDisplayLayer?
  /// The playback delegate of a sample-buffer source (the content source holds it weakly).
  private(set) var playbackDelegate: ScenarioPlaybackDelegate?
  private(set) var appManagedPlayer: AppManagedPlayer?
  private(set) var rotator: FullscreenRotator?
  /// The player view `setUpFullscreen` built or adopted.
  private(set) var playerView: View?
  var restoreAnswer = RestoreAnswer.restored
  private let pictureInPictureAppSettings: AppSettings.PictureInPictureApp

  /// How the app answers the system's request to restore its interface.
  enum RestoreAnswer {
    case restored
    case notRestored
    case never
    case twice
    case late(MediaTime)
  }

  init(simulation: Simulation, settings: AppSettings) {
    self.simulation = simulation
    pictureInPictureAppSettings = settings.pictureInPictureApp
    // Neither can fail: no options, and a new app is foreground and uninterrupted.
    try? simulation.audioSession.setCategory(settings.audioCategory)
    try? simulation.audioSession.setActive(settings.activatesAudioSession)
    root.supportedOrientations = Self.mask(settings.supportedOrientations)
    window = Window(windowScene: WindowScene(simulation: simulation))
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
  }

  var scene: WindowScene? { window.windowScene }

  // MARK: Picture in Picture

  func setUpPictureInPicture(_ setUp: PictureInPictureSetUp, automatic: Bool) {
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
      if !pictureInPictureAppSettings.usesSessionHelper {
        rawApp = pictureInPictureAppSettings
        let source = PictureInPictureController.ContentSource(
          activeVideoCallSourceView: seatViews[0], contentViewController: callViewController)
        pictureInPicture = PictureInPictureController(contentSource: source)
        pictureInPicture?.delegate = self
      } else {
        guard
          let session = try? PiPSession(sourceView: seatViews[0], contentViewController: callViewController)
        else { return }
        session.delegate = self
        self.session = session
        pictureInPicture = session.controller
      }
    case .playerLayer:
      guard let player = makePlayer(setUp.playback) else { return }
      self.player = player
      let layer = makeSourceView(showing: PlayerLayer(player: player), named: "player layer view")
      pictureInPicture = PictureInPictureController(playerLayer: layer)
      pictureInPicture?.delegate = self
    case .sampleBuffer:
      let layer = makeSourceView(showing: SampleBufferDisplayLayer(), named: "sample-buffer view")
      let delegate = ScenarioPlaybackDelegate(playback: setUp.playback) { [weak self] name, detail in
        self?.log(name, detail: detail)
      }
      let controller = PictureInPictureController(
        contentSource: PictureInPictureController.ContentSource(
          sampleBufferDisplayLayer: layer, playbackDelegate: delegate))
      controller.delegate = self
      pictureInPicture = controller
      playbackDelegate = delegate
      sampleBufferLayer = layer
    }
    pictureInPicture?.canStartPictureInPictureAutomaticallyFromInline = automatic
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
    guard let oldView = sourceView, let controller = pictureInPicture else { return }
    let name = oldView.accessibilityIdentifier ?? "source view"
    oldView.removeFromSuperview()
    if let player {
      let layer = makeSourceView(showing: PlayerLayer(player: player), named: name)
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

  /// The container the source view is in now, by the schema's name for it.
  var sourceViewContainer: String {
    guard let superview = sourceView?.superview else { return SourceViewExpectation.Container.none.rawValue }
    if superview === sourceOriginalSuperview { return SourceViewExpectation.Container.original.rawValue }
    if superview === pictureInPictureContainer {
      return SourceViewExpectation.Container.pipContainer.rawValue
    }
    return "another view"
  }

  /// The PiP controller's state by the schema's name for it.
  var pictureInPictureStateName: String {
    switch pictureInPicture?.state {
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

  /// A raw app's `willStart`: the source view into the PiP container, filling it, if it does that.
  func rawAppMovesViewIntoPictureInPicture() {
    guard let rawApp, rawApp.movesViewOnWillStart, let sourceView, let container = pictureInPictureContainer,
      let home = sourceOriginalSuperview, sourceView.superview === home
    else { return }
    sourceHome = (home.subviews.firstIndex { $0 === sourceView } ?? 0, sourceView.frame)
    container.addSubview(sourceView)
    sourceView.frame = container.bounds
  }

  /// A raw app puts its source view back where it was, if it does that at `moment`.
  func rawAppMovesViewBack(at moment: AppSettings.PictureInPictureApp.ViewReturn) {
    guard let rawApp, let sourceView, let home = sourceOriginalSuperview, let sourceHome,
      sourceView.superview !== home
    else { return }
    switch (rawApp.movesViewBack, moment) {
    case (.onRestoreOrDidStop, _), (.onRestore, .onRestore), (.onDidStop, .onDidStop): break
    default: return
    }
    home.insertSubview(sourceView, at: sourceHome.index)
    sourceView.frame = sourceHome.frame
  }

  // MARK: Fullscreen and orientation

  func setUpFullscreen(_ style: FullscreenStyle, forceFullScreenOnLandscape: Bool) {
    let playerView: View
    switch style {
    case .appManaged:
      let player = AppManagedPlayer(in: root)
      player.fullscreen.stateDidChange = { [weak self] isFullscreen in
        self?.log("fullscreenChanged", detail: String(isFullscreen))
      }
      root.appManagedFullscreen = player.fullscreen
      appManagedPlayer = player
      playerView = player.playerView
    case .playerViewController:
      root.fullScreenDelegate = self
      root.forceFullScreenOnLandscape = forceFullScreenOnLandscape
      playerView = root.playerView
    }
    self.playerView = playerView
    let rotator = FullscreenRotator(playerView: playerView, simulation: simulation)
    rotator.delegate = self
    self.rotator = rotator
  }

  func perform(_ action: FullscreenAction) {
    if let fullscreen = appManagedPlayer?.fullscreen {
      switch action {
      case .toggle: fullscreen.toggle()
      case .enter: fullscreen.enter()
      case .dismiss, .tapDismissButton: fullscreen.exit()
      }
      return
    }
    switch action {
    case .toggle: root.userTappedFullscreenToggle()
    case .enter: root.transitionToFullScreen(animated: true)
    case .dismiss: root.dismissFullScreen(animated: true)
    case .tapDismissButton: root.userTappedDismissButton()
    }
  }

  var isFullscreen: Bool { appManagedPlayer?.fullscreen.isFullscreen ?? root.isFullScreen }

  static func mask(_ orientations: AppSettings.SupportedOrientations) -> InterfaceOrientationMask {
    switch orientations {
    case .portrait: .portrait
    case .landscape: .landscape
    case .allButUpsideDown: .allButUpsideDown
    case .all: .all
    }
  }

  // MARK: Callback log

  /// Records a callback the app received, for the callback-order expectation.
  ///
  /// The trace needs nothing from here: the controllers record every callback they deliver.
  func log(_ name: String, detail: String? = nil) {
    callbacks.append(detail.map { "\(name)(\($0))" } ?? name)
  }

  func answerRestore(_ completion: @escaping @Sendable (Bool) -> Void) {
    let answer = { [weak self] (restored: Bool) in
      self?.log(Scenario.restoreCompletionName)
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
