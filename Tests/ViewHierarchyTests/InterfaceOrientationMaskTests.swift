import Runtime
import Testing
import ViewHierarchy

@MainActor
@Suite struct InterfaceOrientationMaskTests {
  @Test func maskBitsAreUIKits() {
    #expect(InterfaceOrientationMask.portrait.rawValue == 2)
    #expect(InterfaceOrientationMask.portraitUpsideDown.rawValue == 4)
    #expect(InterfaceOrientationMask.landscapeRight.rawValue == 8)
    #expect(InterfaceOrientationMask.landscapeLeft.rawValue == 16)
    #expect(InterfaceOrientationMask.landscape.rawValue == 24)
    #expect(InterfaceOrientationMask.all.rawValue == 30)
    #expect(InterfaceOrientationMask.allButUpsideDown.rawValue == 26)
  }

  @Test func orientationRawValuesAreUIKitsAndEachMaskBitIsOneShiftedByThem() {
    #expect(InterfaceOrientation.allCases.map(\.rawValue) == [0, 1, 2, 4, 3])
    for orientation in InterfaceOrientation.known {
      #expect(InterfaceOrientationMask(orientation).rawValue == 1 << orientation.rawValue)
      #expect(DeviceOrientation(orientation).isValidInterfaceOrientation)
    }
    #expect(DeviceOrientation(.landscapeRight).rawValue == InterfaceOrientation.landscapeRight.rawValue)
    #expect(InterfaceOrientation.landscapeLeft.name == "landscapeLeft")
  }

  @Test func unknownIsNeitherPortraitNorLandscapeAndInNoMask() {
    let unknown = InterfaceOrientation.unknown
    #expect(!unknown.isPortrait && !unknown.isLandscape)
    #expect(
      InterfaceOrientation.portraitUpsideDown.isPortrait && !InterfaceOrientation.landscapeLeft.isPortrait)
    #expect(unknown.name == "unknown" && unknown.rawValue == 0)
    #expect(InterfaceOrientationMask(unknown).isEmpty)
    #expect(!InterfaceOrientationMask.all.contains(unknown))
    #expect(!InterfaceOrientationMask(rawValue: ~0).orientations.contains(unknown))
    #expect(DeviceOrientation(unknown) == .unknown)
    #expect(InterfaceOrientation.known == [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight])
  }

  @Test func orientationsComeInThePreferenceOrder() {
    #expect(
      InterfaceOrientationMask.all.orientations == [
        .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown,
      ])
    #expect(
      InterfaceOrientationMask([.portraitUpsideDown, .landscapeLeft]).preferredOrientation == .landscapeLeft)
    #expect(InterfaceOrientationMask().preferredOrientation == nil)
    #expect(InterfaceOrientationMask().description == "none")
  }

  @Test func defaultControllerMaskDependsOnTheIdiom() {
    let phone = RotationFixture(device: .iPhone14)
    #expect(phone.root.supportedInterfaceOrientations == .allButUpsideDown)
    let pad = RotationFixture(device: .iPadPro11)
    #expect(pad.root.supportedInterfaceOrientations == .all)
  }

  @Test func effectiveMaskIsControllerAndAppAndDeviceIntersected() {
    let fixture = RotationFixture(device: .iPadPro11, mask: [.portrait, .landscapeLeft, .portraitUpsideDown])
    fixture.simulation.userInterface.appSupportedInterfaceOrientations = [.portrait, .landscape]
    #expect(fixture.scene.effectiveSupportedInterfaceOrientations == [.portrait, .landscapeLeft])
  }

  @Test func phoneWithoutHomeButtonRefusesUpsideDownEvenWhenTheControllerAllowsAll() {
    let fixture = RotationFixture(device: .iPhone14, mask: .all)
    #expect(fixture.simulation.userInterface.deviceSupportedInterfaceOrientations == .allButUpsideDown)
    #expect(fixture.scene.effectiveSupportedInterfaceOrientations == .allButUpsideDown)
    var errors: [SceneError] = []
    fixture.scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portraitUpsideDown)) { error in
      if let sceneError = error as? SceneError { errors.append(sceneError) }
    }
    fixture.simulation.runLoop.runUntilIdle()
    #expect(errors.map(\.code) == [.geometryRequestDenied])
    #expect(fixture.scene.interfaceOrientation == .portrait)
  }

  @Test func phoneWithHomeButtonAllowsUpsideDown() {
    let fixture = RotationFixture(device: .iPhoneSE, mask: .all)
    #expect(fixture.scene.effectiveSupportedInterfaceOrientations == .all)
  }

  @Test func topmostPresentedControllerDecidesTheMaskInsteadOfTheRoot() throws {
    let fixture = RotationFixture(mask: .allButUpsideDown)
    let presented = RotatingViewController()
    presented.mask = .landscape
    fixture.root.present(presented, animated: false)
    #expect(fixture.scene.orientationDecidingViewController === presented)
    #expect(fixture.scene.effectiveSupportedInterfaceOrientations == .landscape)
    fixture.root.dismiss(animated: false)
    fixture.simulation.runLoop.runUntilIdle()
    #expect(fixture.scene.orientationDecidingViewController === fixture.root)
    #expect(fixture.scene.effectiveSupportedInterfaceOrientations == .allButUpsideDown)
  }
}
