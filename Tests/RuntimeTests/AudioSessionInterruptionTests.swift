import Foundation
import Runtime
import Testing

@MainActor
@Suite struct AudioSessionInterruptionTests {
  /// An active playback session in a fresh simulation, and the log of its changes.
  private func activePlaybackSession() throws -> (Simulation, AudioSession) {
    let simulation = Simulation.start()
    try simulation.audioSession.setCategory(.playback)
    try simulation.audioSession.setActive(true)
    return (simulation, simulation.audioSession)
  }

  @Test func anInterruptionSilencesTheSessionUntilItEnds() throws {
    let (_, session) = try activePlaybackSession()
    var changes: [AudioSession.Change] = []
    let token = session.changes.add { changes.append($0) }
    try session.simulateInterruptionBegan()
    #expect(session.isInterrupted)
    #expect(session.isActive)
    #expect(!session.allowsPictureInPicture)
    try session.simulateInterruptionEnded(options: .shouldResume)
    #expect(!session.isInterrupted)
    #expect(session.allowsPictureInPicture)
    #expect(
      changes == [
        .interruption(.began(reason: .default)), .interruption(.ended(options: .shouldResume)),
      ])
    token.invalidate()
  }

  @Test func anInterruptionEndingWithoutShouldResumeSaysSo() throws {
    let (_, session) = try activePlaybackSession()
    var changes: [AudioSession.Change] = []
    let token = session.changes.add { changes.append($0) }
    try session.simulateInterruptionBegan(reason: .default)
    try session.simulateInterruptionEnded()
    #expect(changes.last == .interruption(.ended(options: [])))
    #expect(session.allowsPictureInPicture)
    token.invalidate()
  }

  @Test func interruptionsOutOfOrderAreTypedErrorsThatChangeNothing() throws {
    let simulation = Simulation.start()
    let session = simulation.audioSession
    var changes: [AudioSession.Change] = []
    let token = session.changes.add { changes.append($0) }
    #expect(throws: AudioSessionError.notActive) { try session.simulateInterruptionBegan() }
    #expect(throws: AudioSessionError.notInterrupted) { try session.simulateInterruptionEnded() }
    #expect(changes.isEmpty)
    try session.setActive(true)
    try session.simulateInterruptionBegan()
    #expect(throws: AudioSessionError.alreadyInterrupted) { try session.simulateInterruptionBegan() }
    #expect(changes == [.activation(true), .interruption(.began(reason: .default))])
    #expect(session.isInterrupted)
    #expect(AudioSessionError.notActive.description.contains("setActive(true)"))
    token.invalidate()
  }

  @Test func activatingDuringAnInterruptionFailsWithInsufficientPriorityAsOnIOS() throws {
    let (_, session) = try activePlaybackSession()
    try session.simulateInterruptionBegan()
    try session.setActive(false)
    let error = #expect(throws: AudioSessionRequestError.self) { try session.setActive(true) }
    #expect(error?.code == .insufficientPriority)
    #expect((error as NSError?)?.code == 561_017_449)
    #expect((error as NSError?)?.domain == "NSOSStatusErrorDomain")
    #expect(!session.isActive)
    try session.simulateInterruptionEnded(options: .shouldResume)
    try session.setActive(true)
    #expect(session.allowsPictureInPicture)
  }

  @Test func byDefaultTheSessionOfASuspendedAppStaysActive() throws {
    let (simulation, session) = try activePlaybackSession()
    #expect(!session.systemDeactivatesWhileSuspended)
    simulation.app.enterBackground()
    #expect(session.isActive)
    #expect(session.allowsPictureInPicture)
  }

  @Test func whenSetTheSystemDeactivatesASuspendedAppsSessionUntilTheAppReactivatesIt() throws {
    let (simulation, session) = try activePlaybackSession()
    session.systemDeactivatesWhileSuspended = true
    try session.simulateInterruptionBegan()
    var changes: [AudioSession.Change] = []
    let token = session.changes.add { changes.append($0) }
    simulation.app.enterBackground()
    #expect(!session.isActive)
    #expect(!session.isInterrupted)
    #expect(changes == [.interruption(.began(reason: .appWasSuspended))])
    simulation.app.enterForeground()
    #expect(!session.allowsPictureInPicture)
    try session.setActive(true)
    #expect(session.allowsPictureInPicture)
    #expect(changes.last == .activation(true))
    token.invalidate()
  }

  @Test func aStandaloneSessionFollowsNoApp() throws {
    let simulation = Simulation.start()
    let session = AudioSession()
    session.systemDeactivatesWhileSuspended = true
    try session.setActive(true)
    simulation.app.enterBackground()
    #expect(session.isActive)
  }
}
