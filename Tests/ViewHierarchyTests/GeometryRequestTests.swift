import Foundation
import Runtime
import Testing
import ViewHierarchy

@MainActor
@Suite struct GeometryRequestTests {
  @Test func grantedLandscapeRequestGivesTheWindowTheLandscapeScreenAndSafeArea() {
    let fixture = RotationFixture()
    fixture.scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
    #expect(fixture.scene.interfaceOrientation == .landscapeRight)
    #expect(fixture.window.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    #expect(fixture.root.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    #expect(fixture.window.safeAreaInsets == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    #expect(fixture.scene.effectiveGeometry.coordinateSpaceBounds.size == CGSize(width: 844, height: 390))
    #expect(fixture.simulation.diagnostics.codes.contains(.interfaceRotated))
  }

  @Test func safeAreaFollowsEachOrientationAndClipsToSubviews() {
    let fixture = RotationFixture()
    let banner = View(frame: CGRect(x: 0, y: 100, width: 390, height: 50))
    fixture.root.view.addSubview(banner)
    #expect(fixture.window.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(banner.safeAreaInsets == .zero)
    let header = View(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    fixture.root.view.addSubview(header)
    #expect(header.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    fixture.scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeLeft))
    #expect(fixture.scene.interfaceOrientation == .landscapeLeft)
    #expect(fixture.window.safeAreaInsets == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    #expect(View().safeAreaInsets == .zero)
  }

  @Test func requestThatTheCurrentOrientationSatisfiesDoesNotRotate() {
    let fixture = RotationFixture()
    var changes = 0
    let token = fixture.scene.observe(\.effectiveGeometry) { _, _ in changes += 1 }
    fixture.scene.requestGeometryUpdate(.iOS(interfaceOrientations: .allButUpsideDown))
    fixture.simulation.runLoop.runUntilIdle()
    #expect(fixture.scene.interfaceOrientation == .portrait)
    #expect(changes == 0)
    #expect(fixture.root.log.isEmpty)
    #expect(fixture.simulation.diagnostics.codes == [.geometryRequestAlreadySatisfied])
    token.invalidate()
  }

  @Test func deniedRequestReportsError101WithUIKitsMessageOnTheNextTick() throws {
    let fixture = RotationFixture(mask: .portrait)
    var errors: [any Error] = []
    fixture.scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape)) { errors.append($0) }
    #expect(errors.isEmpty, "the error handler must not run inside the call")
    fixture.simulation.runLoop.runUntilIdle()
    let error = try #require(errors.first as? SceneError)
    #expect(errors.count == 1)
    #expect(error.code == .geometryRequestDenied && error.code.rawValue == 101)
    #expect(SceneError.errorDomain == "UISceneErrorDomain")
    #expect(
      error.message
        == "None of the requested orientations are supported by the view controller. "
        + "Requested: landscapeLeft, landscapeRight; Supported: portrait")
    #expect(fixture.scene.interfaceOrientation == .portrait)
    #expect(fixture.simulation.diagnostics.codes == [.geometryRequestDenied])
  }

  @Test func requestNamingNoOrientationIsUnsupportedWithError100() throws {
    let fixture = RotationFixture()
    var errors: [any Error] = []
    fixture.scene.requestGeometryUpdate(.iOS(interfaceOrientations: [])) { errors.append($0) }
    #expect(errors.isEmpty)
    fixture.simulation.runLoop.runUntilIdle()
    let error = try #require(errors.first as? SceneError)
    #expect(error.code == .geometryRequestUnsupported && error.code.rawValue == 100)
    #expect(fixture.scene.interfaceOrientation == .portrait)
  }

  @Test func requestBeforeIOS16IsUnavailableAndChangesNothing() throws {
    let fixture = RotationFixture(device: .iPhoneSE)
    var errors: [any Error] = []
    fixture.scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape)) { errors.append($0) }
    #expect(errors.isEmpty)
    fixture.simulation.runLoop.runUntilIdle()
    let error = try #require(errors.first as? APIUnavailableError)
    #expect(error.introducedIn == OSVersion(16) && error.running == OSVersion(15))
    #expect(fixture.scene.interfaceOrientation == .portrait)
    #expect(fixture.simulation.diagnostics.codes == [.orientationAPIUnavailable])
  }

  @Test func rotationTargetFollowsThePreferenceOrder() {
    let fixture = RotationFixture(device: .iPadPro11)
    fixture.scene.requestGeometryUpdate(.iOS(interfaceOrientations: [.portraitUpsideDown, .landscapeLeft]))
    #expect(fixture.scene.interfaceOrientation == .landscapeLeft)
    fixture.scene.requestGeometryUpdate(.iOS(interfaceOrientations: [.portraitUpsideDown, .landscapeLeft]))
    #expect(fixture.scene.interfaceOrientation == .landscapeLeft)
    fixture.scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portraitUpsideDown))
    #expect(fixture.scene.interfaceOrientation == .portraitUpsideDown)
  }

  @Test func effectiveGeometryObservationFiresOncePerRealChange() {
    let fixture = RotationFixture()
    var settled: [InterfaceOrientation] = []
    let token = fixture.scene.observe(\.effectiveGeometry, options: [.new]) { _, change in
      if let geometry = change.newValue { settled.append(geometry.interfaceOrientation) }
    }
    fixture.scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
    fixture.scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
    fixture.scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))
    fixture.scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portraitUpsideDown))
    fixture.scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait))
    fixture.simulation.runLoop.runUntilIdle()
    #expect(settled == [.landscapeRight, .portrait])
    token.invalidate()
  }
}
