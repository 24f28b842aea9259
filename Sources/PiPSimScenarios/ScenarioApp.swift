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
/// set up (PiP set-ups, each a controller over a seat view, a player layer or a sample-buffer display
/// layer; an app-managed player; a rotator).
///
/// It is the delegate of everything it sets up and logs each callback by short name, and records it on the
/// trace's main track under the delegate method's own name.
@MainActor
final class ScenarioApp {
  let simulation: Simulation
  let window: Window
  let root = ScenarioRootViewController()
  private(set) var callbacks: [String] = []
  /// The PiP set-ups, in the order the steps made them.
  private(set) var pictureInPictures: [ScenarioPictureInPicture] = []
  /// The set-ups waiting to start, by the controller whose PiP they wait to see stop.
  private var startsAfterStop: [ObjectIdentifier: ScenarioPictureInPicture] = [:]
  /// The controllers to stop as soon as their PiP is on, for a start that waits.
  private var stopsAfterStart: Set<ObjectIdentifier> = []
  private(set) var appManagedPlayer: AppManagedPlayer?
  private(set) var rotator: FullscreenRotator?
  /// The player view `setUpFullscreen` built or adopted.
  private(set) var playerView: View?
  private let settings: AppSettings
  /// Whether callbacks are logged with the set-up they came from (`id:name`): the scenario has
  /// several set-ups.
  private let namesSetUps: Bool
  /// The PiP delegate of an app whose delegate does not implement restore (`app.restoreImplemented`
  /// false); nil when the app itself is the delegate.
  private var restorelessDelegate: RestorelessPictureInPictureDelegate?

  /// An app configured by `settings`; with `namesSetUps`, its callback log names the PiP set-up of
  /// each PiP callback.
  init(simulation: Simulation, settings: AppSettings, namesSetUps: Bool) {
    self.simulation = simulation
    self.settings = settings
    self.namesSetUps = namesSetUps
    // Neither can fail: no options, and a new app is foreground and uninterrupted.
    try? simulation.audioSession.setCategory(settings.audioCategory)
    try? simulation.audioSession.setActive(settings.activatesAudioSession)
    root.supportedOrientations = Self.mask(settings.supportedOrientations)
    simulation.userInterface.appSupportedInterfaceOrientations = Self.mask(settings.infoPlistOrientations)
    window = Window(windowScene: WindowScene(simulation: simulation))
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    if !settings.implementsRestore { restorelessDelegate = RestorelessPictureInPictureDelegate(app: self) }
  }

  var scene: WindowScene? { window.windowScene }

  // MARK: Picture in Picture

  /// Adds a PiP set-up with its controller, named `id`; with several set-ups in the scenario, a
  /// `scenario.pipSetUp` instant gives its id and controller number.
  func setUpPictureInPicture(_ setUp: PictureInPictureSetUp, id: String) {
    let pictureInPicture = ScenarioPictureInPicture(
      id: id, setUp: setUp, app: settings, root: root, simulation: simulation,
      delegate: restorelessDelegate ?? self
    ) { [weak self] name, detail in
      self?.log(name, detail: detail, setUp: id)
    }
    pictureInPictures.append(pictureInPicture)
    guard namesSetUps else { return }
    simulation.mainTrack.instant(
      "scenario.pipSetUp", category: "scenario",
      ["id": .string(id), "controller": .int(Int64(pictureInPicture.controller?.traceNumber ?? 0))])
  }

  /// The set-up named `id`, or the first one for nil.
  func pictureInPicture(_ id: String?) -> ScenarioPictureInPicture? {
    guard let id else { return pictureInPictures.first }
    return pictureInPictures.first { $0.id == id }
  }

  /// Starts `pip`'s PiP (`stopsActivePiPBeforeStarting`): at once when no other set-up has PiP,
  /// else once the other's has stopped, stopping it first: at once when it is on, once it is on when
  /// it is starting (a stop while starting does nothing), not at all when it is on its way out.
  func startStoppingOthersFirst(_ pip: ScenarioPictureInPicture) {
    for other in pictureInPictures where other !== pip {
      guard let controller = other.controller, controller.state != .idle else { continue }
      startsAfterStop[ObjectIdentifier(controller)] = pip
      switch controller.state {
      case .active, .suspended: controller.stopPictureInPicture()
      case .starting: stopsAfterStart.insert(ObjectIdentifier(controller))
      case .idle, .stopping, .restoring: break
      }
      return
    }
    pip.controller?.startPictureInPicture()
  }

  /// Stops `controller`'s PiP if a start waits for it to stop.
  func stopIfAStartWaits(_ controller: PictureInPictureController) {
    guard stopsAfterStart.remove(ObjectIdentifier(controller)) != nil else { return }
    controller.stopPictureInPicture()
  }

  /// Starts the set-up waiting for `controller`'s PiP to stop, if one is.
  func startWaiting(after controller: PictureInPictureController) {
    stopsAfterStart.remove(ObjectIdentifier(controller))
    startsAfterStop.removeValue(forKey: ObjectIdentifier(controller))?.controller?.startPictureInPicture()
  }

  /// The set-up whose controller is `controller`.
  func pictureInPicture(for controller: PictureInPictureController) -> ScenarioPictureInPicture? {
    pictureInPictures.first { $0.controller === controller }
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

  /// Calls `requestGeometryUpdate` on the window scene with an error handler that logs
  /// `geometryRequestError(denied|unsupported|apiUnavailable)` when the system refuses (on a later
  /// run-loop turn, as on iOS), and traces it as a callback, which the trace records for no other
  /// handler of the app's own.
  func requestGeometry(_ orientations: AppSettings.SupportedOrientations) {
    scene?.requestGeometryUpdate(.iOS(interfaceOrientations: Self.mask(orientations))) { [weak self] error in
      let kind: String
      switch (error as? SceneError)?.code {
      case .geometryRequestDenied: kind = "denied"
      case .geometryRequestUnsupported: kind = "unsupported"
      case nil: kind = "apiUnavailable"
      }
      self?.simulation.mainTrack.instant(
        "geometryRequestError", category: .callback, ["detail": .string(kind)])
      self?.log("geometryRequestError", detail: kind)
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
  ///
  /// - Parameter setUp: The PiP set-up it came from, named (`id:name`) when the scenario has several.
  func log(_ name: String, detail: String? = nil, setUp: String? = nil) {
    let prefix = namesSetUps ? setUp.map { "\($0):" } ?? "" : ""
    callbacks.append(prefix + (detail.map { "\(name)(\($0))" } ?? name))
  }
}
