import Foundation
import Runtime
import Testing
import ViewHierarchy

@MainActor
@Suite struct RotationTransitionTests {
  @Test func viewWillTransitionComesBeforeTheChangeAndAlongsideBlocksAfterIt() throws {
    let fixture = RotationFixture()
    fixture.scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
    #expect(
      fixture.root.log == [
        "willTransition(844.0 x 390.0) viewWidth=390.0 scene=portrait", "alongside viewWidth=844.0",
      ])
    let coordinator = try #require(fixture.root.coordinators.first)
    #expect(coordinator.transitionDuration == .milliseconds(300) && coordinator.isAnimated)
    #expect(coordinator.phase == .animating)
    try fixture.simulation.runLoop.advance(by: .milliseconds(299))
    #expect(fixture.root.log.last != "completion")
    try fixture.simulation.runLoop.advance(by: .milliseconds(1))
    #expect(fixture.root.log.last == "completion")
    #expect(coordinator.phase == .completed)
  }

  @Test func childrenAndPresentedControllersHearTheTransition() {
    let fixture = RotationFixture()
    let child = RotatingViewController()
    fixture.root.addChild(child)
    fixture.root.view.addSubview(child.view)
    child.didMove(toParent: fixture.root)
    let presented = RotatingViewController()
    fixture.root.present(presented, animated: false)
    fixture.scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
    #expect(child.log.first?.hasPrefix("willTransition(844.0 x 390.0)") == true)
    #expect(presented.log.first?.hasPrefix("willTransition(844.0 x 390.0)") == true)
    #expect(presented.view.frame.size == CGSize(width: 844, height: 390))
  }

  @Test func animateAfterTheTransitionStartedIsRefused() throws {
    let fixture = RotationFixture()
    fixture.scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
    let coordinator = try #require(fixture.root.coordinators.first)
    var ran = false
    #expect(!coordinator.animate(alongsideTransition: { _ in ran = true }, completion: { _ in ran = true }))
    try fixture.advance(seconds: 1)
    #expect(!ran)
    #expect(fixture.simulation.diagnostics.codes.contains(.transitionAnimationRefused))
  }

  @Test func setNeedsUpdateRotatesWhenTheCurrentOrientationLeftTheMask() throws {
    let fixture = RotationFixture()
    fixture.root.mask = .landscape
    #expect(fixture.scene.interfaceOrientation == .portrait)
    fixture.root.setNeedsUpdateOfSupportedInterfaceOrientations()
    #expect(fixture.scene.interfaceOrientation == .landscapeRight)
    #expect(fixture.root.coordinators.first?.isAnimated == true)
    fixture.root.mask = .allButUpsideDown
    fixture.root.setNeedsUpdateOfSupportedInterfaceOrientations()
    #expect(fixture.scene.interfaceOrientation == .landscapeRight)
    #expect(fixture.root.coordinators.count == 1)
  }

  @Test func setNeedsUpdateWithoutAnimationCompletesOnTheNextTick() throws {
    let fixture = RotationFixture()
    fixture.root.mask = .landscapeLeft
    View.performWithoutAnimation { fixture.root.setNeedsUpdateOfSupportedInterfaceOrientations() }
    #expect(fixture.scene.interfaceOrientation == .landscapeLeft)
    let coordinator = try #require(fixture.root.coordinators.first)
    #expect(!coordinator.isAnimated)
    #expect(fixture.root.log.last != "completion")
    fixture.simulation.runLoop.runUntilIdle()
    #expect(fixture.root.log.last == "completion")
  }

  @Test func setNeedsUpdateOutsideASceneOrBeforeIOS16OnlyExplainsItself() {
    let simulation = Simulation.start()
    let detached = RotatingViewController()
    detached.setNeedsUpdateOfSupportedInterfaceOrientations()
    #expect(simulation.diagnostics.codes == [.orientationUpdateWithoutScene])
    let old = RotationFixture(device: .iPhoneSE, mask: .landscape)
    old.root.setNeedsUpdateOfSupportedInterfaceOrientations()
    #expect(old.scene.interfaceOrientation == .portrait)
    #expect(old.simulation.diagnostics.codes == [.orientationAPIUnavailable])
  }

  @Test func controllerMasksWithNothingInCommonKeepTheOrientationAndReportIt() {
    let fixture = RotationFixture(mask: .portraitUpsideDown)
    fixture.root.setNeedsUpdateOfSupportedInterfaceOrientations()
    #expect(fixture.scene.interfaceOrientation == .portrait)
    #expect(fixture.simulation.diagnostics.codes == [.noCommonOrientation])
  }

  @Test func turningTheDeviceRotatesTheInterfaceWhenAllowed() throws {
    let fixture = RotationFixture()
    fixture.simulation.userInterface.rotateDevice(to: .landscapeLeft)
    #expect(fixture.simulation.userInterface.deviceOrientation == .landscapeLeft)
    #expect(fixture.scene.interfaceOrientation == .landscapeLeft)
    #expect(fixture.window.frame.size == CGSize(width: 844, height: 390))
    #expect(fixture.root.log.count == 2)
  }

  @Test func aDeviceTurnedToAnUnknownOrientationLeavesTheInterfaceWhereItIs() {
    let fixture = RotationFixture()
    fixture.simulation.userInterface.rotateDevice(to: .landscapeLeft)
    let diagnosticsAfterTurning = fixture.simulation.diagnostics.codes
    fixture.simulation.userInterface.rotateDevice(to: .unknown)
    #expect(fixture.simulation.userInterface.deviceOrientation == .unknown)
    #expect(fixture.scene.interfaceOrientation == .landscapeLeft)
    #expect(fixture.simulation.diagnostics.codes == diagnosticsAfterTurning)
    #expect(fixture.root.log.count == 2)
  }

  @Test func turningTheDeviceIsIgnoredOutsideTheMaskOrWithoutAutorotation() {
    let fixture = RotationFixture()
    fixture.simulation.userInterface.rotateDevice(to: .portraitUpsideDown)
    #expect(fixture.scene.interfaceOrientation == .portrait)
    fixture.root.autorotates = false
    fixture.simulation.userInterface.rotateDevice(to: .landscapeRight)
    #expect(fixture.scene.interfaceOrientation == .portrait)
    #expect(fixture.simulation.diagnostics.codes == [.deviceRotationIgnored, .deviceRotationIgnored])
    #expect(fixture.root.log.isEmpty)
  }
}
