import Clocks
import Foundation
import Fullscreen
import Runtime
import Testing
import ViewHierarchy

/// Seed 002's `CustomPlayerViewController`: it is its own fullscreen delegate and logs every callback.
@MainActor
private final class CustomPlayerViewController: FullScreenPlayerViewController, FullScreenDelegate {
  var log: [String] = []
  var customFullscreen: FullScreenViewController?

  override func viewDidLoad() {
    super.viewDidLoad()
    fullScreenDelegate = self
  }

  func playerViewControllerWillGoFullScreen(_ controller: FullScreenPlayerViewController)
    -> FullScreenViewController?
  {
    log.append("willGo")
    return customFullscreen
  }

  func playerViewControllerDidGoFullScreen(_ controller: FullScreenPlayerViewController) {
    log.append("didGo")
  }

  func playerViewControllerWillDismissFullScreen(_ controller: FullScreenPlayerViewController) {
    log.append("willDismiss")
  }

  func playerViewControllerWillDismissFullScreen(
    _ controller: FullScreenPlayerViewController, reason: FullScreenExitReason
  ) {
    log.append("willDismiss(\(reason.rawValue))")
  }

  func playerViewControllerDidDismissFullScreen(_ controller: FullScreenPlayerViewController) {
    log.append("didDismiss")
  }

  func playerViewControllerDidDismissFullScreen(
    _ controller: FullScreenPlayerViewController, reason: FullScreenExitReason
  ) {
    log.append("didDismiss(\(reason.rawValue))")
  }
}

/// A fullscreen view controller that only allows landscape.
@MainActor
private final class LandscapeFullscreenViewController: FullScreenViewController {
  override var supportedInterfaceOrientations: InterfaceOrientationMask { .landscape }
}

/// A view counting how often it leaves a window.
@MainActor
private final class WindowTrackingView: View {
  var windowExits = 0

  override func willMove(toWindow newWindow: Window?) {
    if newWindow == nil { windowExits += 1 }
  }
}

@MainActor
private struct PlayerFixture {
  let simulation: Simulation
  let window: Window
  let player: CustomPlayerViewController
  let overlay = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
  let originalFrame: CGRect

  init() {
    simulation = Simulation.start(device: .iPhone14)
    window = Window(windowScene: WindowScene(simulation: simulation))
    player = CustomPlayerViewController()
    window.rootViewController = player
    window.makeKeyAndVisible()
    player.view.addSubview(overlay)
    originalFrame = player.playerView.frame
  }

  func advance(seconds: Double) throws {
    try simulation.runLoop.advance(by: MediaTime(seconds: seconds))
  }

  var playerIsBackInPlace: Bool {
    player.playerView.superview === player.view && player.playerView.indexInSuperview == 0
      && overlay.indexInSuperview == 1 && player.playerView.frame == originalFrame
  }
}

@MainActor
@Suite struct FullscreenTransitionTests {
  @Test func programmaticEntryAndExitRunWillNowAndDidAfterTheAnimation() throws {
    let fixture = PlayerFixture()
    var completions: [String] = []
    let entry = fixture.player.transitionToFullScreen(animated: true) { completions.append("entered") }
    #expect(entry == .started)
    #expect(fixture.player.log == ["willGo"])
    #expect(fixture.player.fullscreenState == .enteringFullscreen)
    let fullscreen = try #require(fixture.player.fullscreenViewController)
    #expect(fixture.player.playerView.superview === fullscreen.view)
    #expect(fixture.player.playerView.frame == fixture.window.bounds)
    #expect(fixture.player.presentedViewController === fullscreen)
    try fixture.advance(seconds: 0.349)
    #expect(completions.isEmpty)
    try fixture.advance(seconds: 0.001)
    #expect(fixture.player.log == ["willGo", "didGo"])
    #expect(completions == ["entered"] && fixture.player.isFullScreen)

    fixture.player.dismissFullScreen(animated: true) { completions.append("dismissed") }
    #expect(fixture.player.log.suffix(2) == ["willDismiss", "willDismiss(external)"])
    #expect(fixture.player.fullscreenState == .exitingFullscreen)
    try fixture.advance(seconds: 0.35)
    #expect(
      fixture.player.log == [
        "willGo", "didGo", "willDismiss", "willDismiss(external)", "didDismiss", "didDismiss(external)",
      ])
    #expect(completions == ["entered", "dismissed"])
    #expect(fixture.player.fullscreenState == .inline && fixture.player.fullscreenViewController == nil)
    #expect(fixture.playerIsBackInPlace)
    #expect(fullscreen.view.superview == nil)
  }

  @Test func unanimatedTransitionsCompleteOnTheNextTick() {
    let fixture = PlayerFixture()
    var completed = false
    fixture.player.transitionToFullScreen(animated: false) { completed = true }
    #expect(!completed && fixture.player.log == ["willGo"])
    fixture.simulation.runLoop.runUntilIdle()
    #expect(completed && fixture.player.isFullScreen)
  }

  @Test func manualToggleAndDismissButtonReportTheirOwnReasons() throws {
    let fixture = PlayerFixture()
    #expect(fixture.player.userTappedFullscreenToggle() == .started)
    try fixture.advance(seconds: 1)
    #expect(fixture.player.userTappedFullscreenToggle() == .started)
    try fixture.advance(seconds: 1)
    #expect(fixture.player.userTappedFullscreenToggle() == .started)
    try fixture.advance(seconds: 1)
    #expect(fixture.player.userTappedDismissButton() == .started)
    try fixture.advance(seconds: 1)
    #expect(
      fixture.player.log == [
        "willGo", "didGo", "willDismiss", "willDismiss(userTappedToggleButton)", "didDismiss",
        "didDismiss(userTappedToggleButton)", "willGo", "didGo", "willDismiss",
        "willDismiss(userTappedDismissButton)", "didDismiss", "didDismiss(userTappedDismissButton)",
      ])
    #expect(fixture.playerIsBackInPlace)
  }

  @Test func rotatingToLandscapeEntersAndBackToPortraitExitsWithReasonOther() throws {
    let fixture = PlayerFixture()
    fixture.player.forceFullScreenOnLandscape = true
    fixture.simulation.userInterface.rotateDevice(to: .landscapeRight)
    #expect(fixture.player.log == ["willGo"])
    try fixture.advance(seconds: 1)
    #expect(fixture.player.isFullScreen)
    #expect(fixture.player.playerView.frame.size == CGSize(width: 844, height: 390))
    fixture.simulation.userInterface.rotateDevice(to: .portrait)
    try fixture.advance(seconds: 1)
    #expect(
      fixture.player.log.suffix(4) == [
        "willDismiss", "willDismiss(other)", "didDismiss", "didDismiss(other)",
      ])
    #expect(fixture.player.fullscreenState == .inline)
    #expect(fixture.player.playerView.frame.size == CGSize(width: 390, height: 844))
  }

  @Test func rotationDoesNothingWithoutForceFullScreenOnLandscape() throws {
    let fixture = PlayerFixture()
    fixture.simulation.userInterface.rotateDevice(to: .landscapeRight)
    try fixture.advance(seconds: 1)
    #expect(fixture.player.log.isEmpty && fixture.player.fullscreenState == .inline)
  }

  @Test func askingForTheCurrentStateDoesNothingAndSkipsTheCompletion() throws {
    let fixture = PlayerFixture()
    var completions = 0
    #expect(fixture.player.dismissFullScreen(animated: true) { completions += 1 } == .notFullscreen)
    #expect(fixture.player.userTappedDismissButton() == .notFullscreen)
    fixture.player.transitionToFullScreen(animated: false)
    fixture.simulation.runLoop.runUntilIdle()
    fixture.simulation.diagnostics.removeAll()
    #expect(fixture.player.transitionToFullScreen(animated: true) { completions += 1 } == .alreadyFullscreen)
    try fixture.advance(seconds: 1)
    #expect(completions == 0)
    #expect(fixture.player.log == ["willGo", "didGo"])
    let diagnostic = try #require(fixture.simulation.diagnostics.entries.first)
    #expect(diagnostic.code == .fullscreenTransitionRefused)
    #expect(diagnostic.message.contains("already is fullscreen"))
  }

  @Test func requestsDuringATransitionAreRefusedInBothDirections() throws {
    let fixture = PlayerFixture()
    var completions: [String] = []
    fixture.player.transitionToFullScreen(animated: true) { completions.append("enter") }
    #expect(
      fixture.player.dismissFullScreen(animated: true) { completions.append("exit") }
        == .transitionInProgress(.enteringFullscreen))
    #expect(
      fixture.player.transitionToFullScreen(animated: true) { completions.append("again") }
        == .transitionInProgress(.enteringFullscreen))
    try fixture.advance(seconds: 1)
    fixture.player.dismissFullScreen(animated: true) { completions.append("exit") }
    #expect(fixture.player.userTappedFullscreenToggle() == .transitionInProgress(.exitingFullscreen))
    try fixture.advance(seconds: 1)
    #expect(completions == ["enter", "exit"])
    #expect(
      fixture.simulation.diagnostics.entries(withCode: .fullscreenTransitionRefused).count == 3)
  }

  @Test func playerOutsideAWindowCannotGoFullscreen() {
    let simulation = Simulation.start()
    let player = CustomPlayerViewController()
    player.loadViewIfNeeded()
    #expect(player.transitionToFullScreen(animated: false) == .notInWindow)
    simulation.runLoop.runUntilIdle()
    #expect(player.log.isEmpty)
    #expect(simulation.diagnostics.codes == [.fullscreenTransitionRefused])
  }

  @Test func delegatesFullScreenControllerIsPresentedAndItsMaskRotatesTheScene() throws {
    let fixture = PlayerFixture()
    let custom = LandscapeFullscreenViewController()
    fixture.player.customFullscreen = custom
    fixture.player.transitionToFullScreen(animated: true) {
      custom.setNeedsUpdateOfSupportedInterfaceOrientations()
    }
    try fixture.advance(seconds: 1)
    #expect(fixture.player.fullscreenViewController === custom)
    #expect(fixture.window.windowScene?.interfaceOrientation == .landscapeRight)
    #expect(fixture.player.playerView.frame.size == CGSize(width: 844, height: 390))
    fixture.player.dismissFullScreen(animated: false)
    fixture.simulation.runLoop.runUntilIdle()
    #expect(fixture.window.windowScene?.effectiveSupportedInterfaceOrientations == .allButUpsideDown)
  }

  @Test func playerViewNeverLeavesTheWindowDuringARoundTrip() throws {
    let simulation = Simulation.start()
    let window = Window(windowScene: WindowScene(simulation: simulation))
    let player = FullScreenPlayerViewController()
    let video = WindowTrackingView()
    player.playerView.addSubview(video)
    window.rootViewController = player
    player.transitionToFullScreen(animated: true)
    try simulation.runLoop.advance(by: .seconds(1))
    player.dismissFullScreen(animated: true)
    try simulation.runLoop.advance(by: .seconds(1))
    #expect(video.windowExits == 0)
    #expect(player.playerView.superview === player.view)
  }
}
