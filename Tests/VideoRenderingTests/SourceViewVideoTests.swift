import RenderPipeline
import Runtime
import Testing
import VideoRendering
import ViewHierarchy

@MainActor
@Suite struct SourceViewVideoTests {
  private func makeVideo(
    frameRate: Double? = 30, displayHertz: Double = 60
  ) throws -> (Simulation, View, SourceViewVideo) {
    let simulation = Simulation.start()
    let view = View(frame: Rect(x: 0, y: 0, width: 160, height: 90))
    var configuration = VideoCallStage.configuration
    configuration.frameRate = frameRate
    let video = try SourceViewVideo(
      view: view, configuration: configuration, simulation: simulation, displayHertz: displayHertz)
    return (simulation, view, video)
  }

  @Test func framesAreMadeOnTheFrameRateAndPresentedOnTheNextTick() throws {
    let (simulation, view, video) = try makeVideo()
    try video.start()
    try simulation.runLoop.advance(by: .milliseconds(100))
    #expect(video.presentedSequenceNumbers == [0, 1, 2, 3])
    #expect(
      video.presentations.map(\.time) == [0, 1, 2, 3].map { MediaTime.seconds(Double($0) / 30) })
    #expect(view.layer.presentedFrame?.sequenceNumber == 3)
    #expect(video.accounting.pushed == 4)
  }

  @Test func aProducerFasterThanTheDisplaySupersedesButLosesNothing() throws {
    let (simulation, _, video) = try makeVideo(frameRate: 90, displayHertz: 30)
    try video.start()
    try simulation.runLoop.advance(by: .milliseconds(500))
    let accounting = try video.stop(.drain)
    #expect(accounting.isBalanced)
    #expect(accounting.dropped(.superseded) > 0)
    #expect(accounting.droppedTotal == accounting.dropped(.superseded))
    #expect(accounting.pushed == accounting.presented + accounting.dropped(.superseded))
  }

  @Test func aProducerStallSkipsSlotsAndKeepsTheLastFrameOnScreen() throws {
    let (simulation, view, video) = try makeVideo()
    try video.start()
    try simulation.runLoop.advance(by: .milliseconds(100))
    try video.injectProducerStall(for: .milliseconds(200))
    try simulation.runLoop.advance(by: .milliseconds(190))
    #expect(view.layer.presentedFrame?.sequenceNumber == 3)
    #expect(video.stalledSlotCount == 5)
    try simulation.runLoop.advance(by: .milliseconds(110))
    #expect(video.stalledSlotCount == 5)
    #expect(view.layer.presentedFrame?.sequenceNumber == 7)
    let accounting = video.accounting
    #expect(accounting.isBalanced)
    #expect(accounting.pushed == 13 - 5)
    #expect(accounting.droppedTotal == 0)
  }

  @Test func badInputIsRefusedWithATypedError() throws {
    #expect(throws: SourceViewVideoError.invalidDisplayRate(0)) { try makeVideo(displayHertz: 0) }
    #expect(throws: SourceViewVideoError.missingFrameRate) { try makeVideo(frameRate: nil) }
    let (_, _, video) = try makeVideo()
    #expect(throws: SourceViewVideoError.negativeStallDuration(.milliseconds(-1))) {
      try video.injectProducerStall(for: .milliseconds(-1))
    }
    #expect(video.stalledSlotCount == 0)
    #expect(throws: SourceViewVideoError.pipeline(.notRunning)) { try video.stop(.flush) }
    try video.start()
    #expect(throws: SourceViewVideoError.pipeline(.alreadyRunning)) { try video.start() }
    #expect(video.isRunning)
  }

  @Test func stoppingTakesTheFrameOffTheLayerAndStopsThePacing() throws {
    let (simulation, view, video) = try makeVideo()
    try video.start()
    try simulation.runLoop.advance(by: .milliseconds(50))
    try video.stop(.flush)
    #expect(view.layer.presentedFrame == nil)
    #expect(simulation.runLoop.pendingTaskCount == 0)
    #expect(video.pipeline.pool.outstandingCount == 0)
  }

  @Test func aPipelineStoppedBehindItsBackHaltsThePacingWithTheError() throws {
    let (simulation, _, video) = try makeVideo()
    try video.start()
    try simulation.runLoop.advance(by: .milliseconds(50))
    try video.pipeline.stop(.flush)
    try simulation.runLoop.advance(by: .milliseconds(50))
    #expect(video.haltingError == .notRunning)
    #expect(simulation.runLoop.pendingTaskCount == 0)
  }
}
