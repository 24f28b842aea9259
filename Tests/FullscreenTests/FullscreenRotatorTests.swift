import Fullscreen
import Runtime
import Testing
import ViewHierarchy

/// Seed 003's delegate, recording instead of laying out chrome.
@MainActor
private final class VideoPlayerViewController: ViewController, FullscreenOrientationDelegate {
  let playerView = View()
  var mask: InterfaceOrientationMask = .allButUpsideDown
  var log: [String] = []
  var outcomes: [OrientationOutcome] = []

  override var supportedInterfaceOrientations: InterfaceOrientationMask { mask }

  override func viewDidLoad() {
    view.addSubview(playerView)
  }

  func onFullscreenOrientationChanged(isLandscape: Bool) {
    log.append("changed(isLandscape: \(isLandscape))")
  }

  func onFullscreenOrientationRequest(outcome: OrientationOutcome) {
    log.append("request(didRotate: \(outcome.didRotate))")
    outcomes.append(outcome)
  }
}

@MainActor
private struct RotatorFixture {
  let simulation: Simulation
  let scene: WindowScene
  let window: Window?
  let controller: VideoPlayerViewController
  let rotator: FullscreenRotator

  init(device: Device = .iPhone14, inWindow: Bool = true) {
    simulation = Simulation.start(device: device)
    scene = WindowScene(simulation: simulation)
    controller = VideoPlayerViewController()
    controller.loadViewIfNeeded()
    window = inWindow ? Window(windowScene: scene) : nil
    window?.rootViewController = controller
    window?.makeKeyAndVisible()
    rotator = FullscreenRotator(playerView: controller.playerView, simulation: simulation)
    rotator.delegate = controller
  }

  func settle() { simulation.runLoop.runUntilIdle() }
}

@MainActor
@Suite struct FullscreenRotatorTests {
  @Test func grantedRequestReportsTheMoveThenTheAppliedOutcome() {
    let fixture = RotatorFixture()
    fixture.rotator.requestOrientations(.landscape)
    #expect(fixture.controller.outcomes.isEmpty, "the outcome arrives on the next tick")
    fixture.settle()
    #expect(fixture.controller.log == ["changed(isLandscape: true)", "request(didRotate: true)"])
    #expect(fixture.controller.outcomes == [.applied(isLandscape: true)])
    #expect(fixture.rotator.lastOutcome?.isLandscape == true)
    #expect(fixture.scene.interfaceOrientation == .landscapeRight)
  }

  @Test func requestForTheCurrentOrientationIsAlreadySatisfiedWithoutAChange() {
    let fixture = RotatorFixture()
    var completed: [OrientationOutcome] = []
    fixture.rotator.requestOrientations(.portrait) { completed.append($0) }
    fixture.settle()
    #expect(fixture.controller.log == ["request(didRotate: false)"])
    #expect(completed == [.alreadyInRequestedOrientation(isLandscape: false)])
  }

  @Test func requestOutsideTheControllersMaskIsRejectedWithTheSystemsReason() throws {
    let fixture = RotatorFixture()
    fixture.controller.mask = .portrait
    fixture.rotator.requestOrientations(.landscape)
    fixture.settle()
    let outcome = try #require(fixture.controller.outcomes.first)
    guard case .rejectedBySystem(let reason) = outcome else {
      Issue.record("expected a rejection, got \(outcome)")
      return
    }
    #expect(reason.contains("101") && reason.contains("None of the requested orientations are supported"))
    #expect(outcome.isLandscape == nil && !outcome.didRotate)
    #expect(fixture.controller.log == ["request(didRotate: false)"])
  }

  @Test func autoRotateOffRequestsNothing() {
    let fixture = RotatorFixture()
    #expect(fixture.rotator.autoRotateEnabled)
    fixture.rotator.setFullscreenAutoRotate(enabled: false)
    fixture.rotator.requestOrientations(.landscape)
    fixture.settle()
    #expect(fixture.controller.outcomes == [.notRequested])
    #expect(fixture.scene.interfaceOrientation == .portrait)
    #expect(fixture.simulation.diagnostics.codes == [.fullscreenOrientationOutcome])
  }

  @Test func playerOutsideAWindowHasNoWindowScene() {
    let fixture = RotatorFixture(inWindow: false)
    fixture.rotator.requestOrientations(.landscape)
    fixture.settle()
    #expect(fixture.controller.outcomes == [.noWindowScene])
  }

  @Test func iOS15IsUnavailableBeforeIOS16() {
    let fixture = RotatorFixture(device: .iPhoneSE)
    fixture.rotator.requestOrientations(.landscape)
    fixture.settle()
    #expect(fixture.controller.outcomes == [.unavailableBeforeIOS16])
    #expect(fixture.scene.interfaceOrientation == .portrait)
  }

  @Test func orientationChangedFiresOnlyForRealMovesWhateverTheirCause() {
    let fixture = RotatorFixture()
    fixture.simulation.userInterface.rotateDevice(to: .landscapeLeft)
    fixture.simulation.userInterface.rotateDevice(to: .portraitUpsideDown)
    fixture.rotator.requestOrientations(.landscape)
    fixture.settle()
    fixture.rotator.requestOrientations(.portrait)
    fixture.settle()
    #expect(
      fixture.controller.log == [
        "changed(isLandscape: true)", "request(didRotate: false)", "changed(isLandscape: false)",
        "request(didRotate: true)",
      ])
    #expect(
      fixture.controller.outcomes == [
        .alreadyInRequestedOrientation(isLandscape: true), .applied(isLandscape: false),
      ])
  }
}
