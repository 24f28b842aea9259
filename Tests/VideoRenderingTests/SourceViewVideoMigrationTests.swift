import Clocks
import PictureInPicture
import RenderPipeline
import Runtime
import Testing
import VideoRendering
import ViewHierarchy

@MainActor
@Suite struct SourceViewVideoMigrationTests {
  /// Where the source view is, named by the controller's state: the phases of one PiP round trip.
  private func phase(of stage: VideoCallStage) -> String {
    switch stage.session.controller.state {
    case .idle: "inline"
    case .starting: "starting"
    case .active, .suspended: "inPictureInPicture"
    case .restoring: "restoring"
    case .stopping: "stopping"
    }
  }

  /// Advances one display tick at a time, checking after each that the accounting balances, that
  /// nothing was dropped, and that the layer shows the newest presented frame with its true pixels.
  /// - Returns: The phases in which frames were presented, with how many frames each.
  private func advance(
    _ stage: VideoCallStage, by span: MediaTime, countingInto presentedByPhase: inout [String: Int]
  ) throws {
    let end = stage.simulation.runLoop.now + span
    while stage.simulation.runLoop.now < end {
      let before = stage.video.presentations.count
      try stage.simulation.runLoop.advance(
        to: min(end, stage.simulation.runLoop.now + .frameInterval(rate: 60)))
      let accounting = stage.video.accounting
      #expect(accounting.isBalanced, "\(accounting)")
      #expect(accounting.droppedTotal == 0, "\(accounting)")
      let newPresentations = stage.video.presentations.count - before
      presentedByPhase[phase(of: stage), default: 0] += newPresentations
      guard let newest = stage.video.presentations.last else { continue }
      let onScreen = try #require(stage.seat.layer.presentedFrame)
      #expect(onScreen.sequenceNumber == newest.sequenceNumber)
      #expect(onScreen.checksum == (try VideoCallStage.patternChecksum(frameIndex: newest.sequenceNumber)))
    }
  }

  @Test func presentationContinuesThroughAWholePictureInPictureRoundTrip() throws {
    let stage = try VideoCallStage()
    try stage.video.start()
    var presentedByPhase: [String: Int] = [:]

    try advance(stage, by: .milliseconds(500), countingInto: &presentedByPhase)
    try stage.session.start()
    #expect(stage.seat.superview === stage.callViewController.view)
    try advance(stage, by: .milliseconds(300), countingInto: &presentedByPhase)
    #expect(stage.session.controller.isPictureInPictureActive)
    try advance(stage, by: .milliseconds(500), countingInto: &presentedByPhase)
    stage.session.controller.simulateUserTapsRestore()
    #expect(stage.seat.superview === stage.seatContainer)
    try advance(stage, by: .milliseconds(200), countingInto: &presentedByPhase)
    try advance(stage, by: .milliseconds(300), countingInto: &presentedByPhase)
    #expect(stage.session.controller.state == .idle)
    try advance(stage, by: .milliseconds(500), countingInto: &presentedByPhase)

    #expect(presentedByPhase["inline", default: 0] >= 29)
    #expect(presentedByPhase["starting", default: 0] >= 7)
    #expect(presentedByPhase["inPictureInPicture", default: 0] >= 14)
    #expect(presentedByPhase["restoring", default: 0] >= 5)
    #expect(presentedByPhase["stopping", default: 0] >= 7)
    let accounting = try stage.video.stop(.drain)
    #expect(accounting.isBalanced)
    #expect(accounting.inFlight == 0)
    #expect(accounting.droppedTotal == accounting.dropped(.superseded))
    #expect(stage.video.presentedSequenceNumbers == Array(0..<Int64(stage.video.presentations.count)))
    #expect(stage.seat.layer.presentedFrame == nil)
  }

  @Test func eachPresentationRecordsWhereTheViewWasAtThatMoment() throws {
    let stage = try VideoCallStage()
    try stage.video.start()
    try stage.simulation.runLoop.advance(by: .milliseconds(100))
    try stage.session.start()
    try stage.simulation.runLoop.advance(by: .milliseconds(600))
    stage.session.controller.simulateUserTapsClose()
    try stage.simulation.runLoop.advance(by: .milliseconds(400))

    let places = stage.video.presentations.map { "\($0.superviewLabel ?? "-")@\($0.windowLabel ?? "-")" }
    var runs: [String] = []
    for place in places where runs.last != place { runs.append(place) }
    #expect(runs == ["seats@app-window", "pip-container@PiP window", "seats@app-window"])
    let firstInContainer = try #require(
      stage.video.presentations.first { $0.superviewLabel == "pip-container" })
    #expect(firstInContainer.time >= .milliseconds(100))
    #expect(firstInContainer.time < .milliseconds(100) + .frameInterval(rate: 30) * 2)
  }

  @Test func theSameScriptPresentsTheSameFramesAtTheSameTimes() throws {
    func run() throws -> [VideoPresentation] {
      let stage = try VideoCallStage()
      try stage.video.start()
      try stage.simulation.runLoop.advance(by: .milliseconds(250))
      try stage.session.start()
      try stage.video.injectProducerStall(for: .milliseconds(120))
      try stage.simulation.runLoop.advance(by: .milliseconds(700))
      stage.session.controller.simulateUserTapsRestore()
      try stage.simulation.runLoop.advance(by: .seconds(1))
      return stage.video.presentations
    }
    let first = try run()
    #expect(first.count > 40)
    #expect(try run() == first)
  }
}
