import Runtime
import Testing

@MainActor
@Suite struct AudioSessionInterruptionTests {
  /// An active playback session in a fresh simulation, and the log of its changes.
  private func activePlaybackSession() -> (Simulation, AudioSession) {
    let simulation = Simulation.start()
    simulation.audioSession.setCategory(.playback)
    simulation.audioSession.setActive(true)
    return (simulation, simulation.audioSession)
  }

  @Test func anInterruptionSilencesTheSessionUntilItEnds() throws {
    let (_, session) = activePlaybackSession()
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
    let (_, session) = activePlaybackSession()
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
    session.setActive(true)
    try session.simulateInterruptionBegan()
    #expect(throws: AudioSessionError.alreadyInterrupted) { try session.simulateInterruptionBegan() }
    #expect(changes == [.activation(true), .interruption(.began(reason: .default))])
    #expect(session.isInterrupted)
    #expect(AudioSessionError.notActive.description.contains("setActive(true)"))
    token.invalidate()
  }

  @Test func activatingDuringAnInterruptionWaitsForItsEnd() throws {
    let (_, session) = activePlaybackSession()
    try session.simulateInterruptionBegan()
    session.setActive(false)
    session.setActive(true)
    #expect(!session.allowsPictureInPicture)
    try session.simulateInterruptionEnded(options: .shouldResume)
    #expect(session.allowsPictureInPicture)
  }

  @Test func byDefaultTheSessionOfASuspendedAppStaysActive() {
    let (simulation, session) = activePlaybackSession()
    #expect(!session.systemDeactivatesWhileSuspended)
    simulation.app.enterBackground()
    #expect(session.isActive)
    #expect(session.allowsPictureInPicture)
  }

  @Test func whenSetTheSystemDeactivatesASuspendedAppsSessionUntilTheAppReactivatesIt() throws {
    let (simulation, session) = activePlaybackSession()
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
    session.setActive(true)
    #expect(session.allowsPictureInPicture)
    #expect(changes.last == .activation(true))
    token.invalidate()
  }

  @Test func aStandaloneSessionFollowsNoApp() {
    let simulation = Simulation.start()
    let session = AudioSession()
    session.systemDeactivatesWhileSuspended = true
    session.setActive(true)
    simulation.app.enterBackground()
    #expect(session.isActive)
  }
}
