import PictureInPicture
import Runtime
import Testing
import ViewHierarchy

/// Everything a test sees in order: the audio session's changes and the controller's KVO changes.
@MainActor
final class PossibilityLog {
  enum Entry: Equatable {
    case session(AudioSession.Change)
    case possible(Bool?, initial: Bool)
  }

  var entries: [Entry] = []
  private var tokens: [ObservationToken] = []

  init(session: AudioSession, controller: PictureInPictureController) {
    tokens.append(session.changes.add { [unowned self] change in entries.append(.session(change)) })
    tokens.append(
      controller.observe(\.isPictureInPicturePossible, options: [.initial, .new]) {
        [unowned self] _, change in
        entries.append(.possible(change.newValue, initial: change.isInitial))
      })
  }
}

@MainActor
@Suite struct AudioSessionGatingTests {
  @Test func ambientAndRecordSessionsRefusePictureInPictureAndPlaybackAllowsIt() throws {
    let fixture = VideoCallFixture(configureAudio: false)
    let session = fixture.simulation.audioSession
    try session.setCategory(.ambient)
    try session.setActive(true)
    let controller = fixture.makeController()
    let log = PossibilityLog(session: session, controller: controller)
    #expect(controller.unavailableReasons == [.audioSessionCategory(.ambient)])

    try session.setCategory(.record)
    fixture.simulation.runLoop.runUntilIdle()
    #expect(controller.unavailableReasons == [.audioSessionCategory(.record)])
    controller.startPictureInPicture()
    #expect(fixture.recorder.log.isEmpty)

    try session.setCategory(.playback)
    #expect(!controller.isPictureInPicturePossible)
    fixture.simulation.runLoop.runUntilIdle()
    #expect(controller.isPictureInPicturePossible)
    #expect(
      log.entries == [
        .possible(false, initial: true),
        .session(.category(from: .ambient, to: .record)),
        .session(.category(from: .record, to: .playback)),
        .possible(true, initial: false),
      ])
  }

  @Test func anInterruptionMakesPictureInPictureImpossibleUntilItEnds() throws {
    let fixture = VideoCallFixture()
    let session = fixture.simulation.audioSession
    let controller = fixture.makeController()
    let log = PossibilityLog(session: session, controller: controller)
    #expect(controller.isPictureInPicturePossible)

    try session.simulateInterruptionBegan()
    fixture.simulation.runLoop.runUntilIdle()
    #expect(!controller.isPictureInPicturePossible)
    #expect(controller.unavailableReasons == [.audioSessionInterrupted])
    controller.startPictureInPicture()
    #expect(fixture.recorder.log.isEmpty)

    try session.simulateInterruptionEnded(options: .shouldResume)
    fixture.simulation.runLoop.runUntilIdle()
    #expect(controller.isPictureInPicturePossible)
    #expect(
      log.entries == [
        .possible(true, initial: true),
        .session(.interruption(.began(reason: .default))),
        .possible(false, initial: false),
        .session(.interruption(.ended(options: .shouldResume))),
        .possible(true, initial: false),
      ])
  }

  @Test func aSessionTheSystemDeactivatedInTheBackgroundNeedsReactivatingOnReturn() throws {
    let fixture = VideoCallFixture()
    let session = fixture.simulation.audioSession
    session.systemDeactivatesWhileSuspended = true
    let controller = fixture.makeController()
    fixture.simulation.app.enterBackground()
    fixture.simulation.runLoop.runUntilIdle()
    #expect(controller.unavailableReasons == [.audioSessionInactive])
    fixture.simulation.app.enterForeground()
    fixture.simulation.runLoop.runUntilIdle()
    #expect(!controller.isPictureInPicturePossible)
    try session.setActive(true)
    fixture.simulation.runLoop.runUntilIdle()
    #expect(controller.isPictureInPicturePossible)
  }
}
