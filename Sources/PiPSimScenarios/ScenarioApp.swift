import Foundation
import Fullscreen
import PictureInPicture
import Runtime
import Tracing
import ViewHierarchy

/// The app a scenario drives: a window whose root is a player view controller, plus whatever the steps
/// set up (a PiP controller over a seat view or player layer, an app-managed player, a rotator).
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
  private(set) var appManagedPlayer: AppManagedPlayer?
  private(set) var rotator: FullscreenRotator?
  /// The player view `setUpFullscreen` built or adopted.
  private(set) var playerView: View?
  var restoreAnswer = RestoreAnswer.restored

  /// How the app answers the system's request to restore its interface.
  enum RestoreAnswer {
    case restored
    case notRestored
    case never
  }

  init(simulation: Simulation, settings: AppSettings) {
    self.simulation = simulation
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

  func setUpPictureInPicture(_ source: PictureInPictureSource, automatic: Bool) {
    switch source {
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
      guard let session = try? PiPSession(sourceView: seatViews[0], contentViewController: callViewController)
      else { return }
      session.delegate = self
      self.session = session
      pictureInPicture = session.controller
      sourceView = seatViews[0]
      sourceOriginalSuperview = seats
    case .playerLayer:
      let playerView = View(frame: CGRect(x: 0, y: 100, width: 390, height: 219.375))
      playerView.accessibilityIdentifier = "player layer view"
      root.view.addSubview(playerView)
      let layer = PlayerLayer()
      playerView.layer.addSublayer(layer)
      layer.isReadyForDisplay = true
      pictureInPicture = PictureInPictureController(playerLayer: layer)
      pictureInPicture?.delegate = self
      sourceView = playerView
      sourceOriginalSuperview = root.view
    }
    pictureInPicture?.canStartPictureInPictureAutomaticallyFromInline = automatic
  }

  /// The container the source view is in now, by the schema's name for it.
  var sourceViewContainer: String {
    guard let superview = sourceView?.superview else { return SourceViewExpectation.Container.none.rawValue }
    if superview === sourceOriginalSuperview { return SourceViewExpectation.Container.original.rawValue }
    if let session, superview === session.contentViewController.view {
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

  func answerRestore(_ completion: @escaping (Bool) -> Void) {
    switch restoreAnswer {
    case .restored: completion(true)
    case .notRestored: completion(false)
    case .never: break
    }
  }
}
