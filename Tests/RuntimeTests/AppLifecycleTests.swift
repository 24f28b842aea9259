import Foundation
import Runtime
import Testing

@MainActor
@Suite struct AppLifecycleTests {
  @Test func leavingTheAppStepsThroughInactiveToBackgroundAndBack() {
    let simulation = Simulation.start()
    var steps: [ActivationChange] = []
    let token = simulation.app.activationChanges.add { steps.append($0) }
    simulation.app.enterBackground()
    simulation.app.enterForeground()
    #expect(
      steps == [
        ActivationChange(from: .foregroundActive, to: .foregroundInactive),
        ActivationChange(from: .foregroundInactive, to: .background),
        ActivationChange(from: .background, to: .foregroundInactive),
        ActivationChange(from: .foregroundInactive, to: .foregroundActive),
      ])
    token.invalidate()
  }

  @Test func illegalTransitionsAreIgnoredWithADiagnostic() {
    let simulation = Simulation.start()
    simulation.app.becomeActive()
    #expect(simulation.app.activationState == .foregroundActive)
    #expect(simulation.diagnostics.codes == [.illegalAppTransition])
  }

  @Test func audioSessionReportsChangesAndAllowsPictureInPictureOnlyWhenActiveForPlayback() throws {
    let simulation = Simulation.start()
    let session = AudioSession.sharedInstance()
    var changes: [AudioSession.Change] = []
    let token = session.changes.add { changes.append($0) }
    try session.setCategory(.playback)
    #expect(!session.allowsPictureInPicture)
    try session.setActive(true)
    try session.setActive(true)
    #expect(session.allowsPictureInPicture)
    #expect(changes == [.category(from: .soloAmbient, to: .playback), .activation(true)])
    #expect(session === simulation.audioSession)
    token.invalidate()
  }

  @Test func diagnosticsCarryCodeTimeAndSubject() throws {
    let simulation = Simulation.start()
    try simulation.runLoop.advance(by: .milliseconds(7))
    simulation.diagnostics.record(.illegalAppTransition, severity: .warning, subject: "app", message: "m")
    let entry = try #require(simulation.diagnostics.entries.first)
    #expect(entry.time == .milliseconds(7))
    #expect(entry.subject == "app")
    #expect(entry.severity == .warning)
  }

  @Test func deviceGivesScreenAndSafeAreaPerOrientation() {
    let device = Device.iPhone14
    #expect(device.screenBounds(in: .portrait).size == CGSize(width: 390, height: 844))
    #expect(device.screenBounds(in: .landscapeLeft).size == CGSize(width: 844, height: 390))
    #expect(device.safeAreaInsets(in: .portrait).top == 47)
    #expect(device.safeAreaInsets(in: .landscapeLeft).right == 47)
    #expect(OSVersion(14, 8) < OSVersion(15))
  }
}
