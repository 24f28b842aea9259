import Clocks
import Foundation
import RenderPipeline
import Runtime
import Testing
import ThreadFixtures
import VideoRendering
import ViewHierarchy

@MainActor
@Suite struct SourceViewVideoTests {
  private func makeVideo(
    frameRate: Double? = 30, displayHertz: Double = 60
  ) throws -> (Simulation, View, SourceViewVideo) {
    let simulation = Simulation.start()
    let view = View(frame: CGRect(x: 0, y: 0, width: 160, height: 90))
    var configuration = VideoCallStage.configuration
    configuration.frameRate = frameRate
    let video = try SourceViewVideo(
      view: view, configuration: configuration, simulation: simulation, displayHertz: displayHertz)
    return (simulation, view, video)
  }

  @Test func framesAreMadeOnTheFrameRateHalfATickAfterTheTicksAndPresentedOnTheNextTick() throws {
    let (simulation, view, video) = try makeVideo()
    try video.start()
    try simulation.runLoop.advance(by: .milliseconds(100))
    // Made at 8.3, 41.7 and 75 ms; the 60 Hz ticks at 16.7, 50 and 83.3 ms present them.
    #expect(video.presentedSequenceNumbers == [0, 1, 2])
    #expect(try video.presentations.map(\.time) == [1, 3, 5].map { try MediaTime(seconds: Double($0) / 60) })
    #expect(view.layer.presentedFrame?.sequenceNumber == 2)
    #expect(video.accounting.pushed == 3)
    let latency = video.pipeline.latency()
    #expect(latency.count == 3)
    // Every frame waited half a tick: 8,333 us (the histogram's bucket holds it within 1 %).
    #expect(abs(latency.maxNanoseconds - 8_333_333) <= 1)
    #expect(abs((latency.percentileMicroseconds(50) ?? 0) - 8_333) < 100)
  }

  @Test func aVideoLetGoWhilePlayingStopsAndLeavesNoTaskBehind() throws {
    let simulation = Simulation.start()
    let view = View(frame: CGRect(x: 0, y: 0, width: 160, height: 90))
    let tasksBefore = simulation.runLoop.pendingTaskCount
    weak var released: SourceViewVideo?
    do {
      let video = try SourceViewVideo(
        view: view, configuration: VideoCallStage.configuration, simulation: simulation, displayHertz: 60)
      released = video
      try video.start()
      try simulation.runLoop.advance(by: .milliseconds(100))
      #expect(simulation.runLoop.pendingTaskCount == tasksBefore + 1)
      #expect(view.layer.presentedFrame?.sequenceNumber == 2)
    }
    // Nothing else holds the video: its pacing task goes with it, and time moves on without it.
    #expect(released == nil)
    #expect(simulation.runLoop.pendingTaskCount == tasksBefore)
    try simulation.runLoop.advance(by: .milliseconds(100))
    #expect(simulation.runLoop.pendingTaskCount == tasksBefore)
  }

  @Test func aVideoLetGoOnAnotherThreadPlaysOnUntilTheMainActorDeinitializesIt() async throws {
    let simulation = Simulation.start()
    let view = View(frame: CGRect(x: 0, y: 0, width: 160, height: 90))
    let tasksBefore = simulation.runLoop.pendingTaskCount
    weak var released: SourceViewVideo?
    let holder = OtherThreadRelease(
      try SourceViewVideo(
        view: view, configuration: VideoCallStage.configuration, simulation: simulation, displayHertz: 60))
    released = holder.object
    try released?.start()
    try simulation.runLoop.advance(by: .milliseconds(100))
    holder.releaseOnAnotherThread()
    // Its deinitializer waits for the main actor, which is busy here: the video plays on meanwhile.
    try simulation.runLoop.advance(by: .milliseconds(100))
    #expect(view.layer.presentedFrame?.sequenceNumber == 5)
    #expect(simulation.runLoop.pendingTaskCount == tasksBefore + 1)
    await Task.yield()
    #expect(released == nil)
    #expect(simulation.runLoop.pendingTaskCount == tasksBefore)
    try simulation.runLoop.advance(by: .milliseconds(100))
    #expect(view.layer.presentedFrame?.sequenceNumber == 5)
  }

  @Test func withoutThePresentationLogEveryFrameIsStillShownAndCounted() throws {
    let simulation = Simulation.start()
    let view = View(frame: CGRect(x: 0, y: 0, width: 160, height: 90))
    let video = try SourceViewVideo(
      view: view, configuration: VideoCallStage.configuration, simulation: simulation,
      logsPresentations: false)
    try video.start()
    try simulation.runLoop.advance(by: .milliseconds(100))
    #expect(!video.logsPresentations)
    #expect(video.presentations.isEmpty)
    #expect(view.layer.presentedFrame?.sequenceNumber == 2)
    #expect(video.accounting.presented == 3)
    #expect(video.pipeline.latency().count == 3)
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
    // Slots at 8.3 + 33.3 k ms: the six from 108.3 to 275 ms fall in the stall (100 to 300 ms).
    try simulation.runLoop.advance(by: .milliseconds(190))
    #expect(view.layer.presentedFrame?.sequenceNumber == 2)
    #expect(video.stalledSlotCount == 6)
    try simulation.runLoop.advance(by: .milliseconds(110))
    #expect(video.stalledSlotCount == 6)
    #expect(view.layer.presentedFrame?.sequenceNumber == 5)
    let accounting = video.accounting
    #expect(accounting.isBalanced)
    #expect(accounting.pushed == 12 - 6)
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
