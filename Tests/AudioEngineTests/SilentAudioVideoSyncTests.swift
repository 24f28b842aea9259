import AudioEngine
import Clocks
import PixelBuffers
import RenderPipeline
import Runtime
import Testing

@Suite struct SilentAudioVideoSyncTests {
  private let refresh = MediaTime.frameInterval(rate: 60)

  /// The sequence number of the frame on `sink`'s screen, or nil when none is.
  private func sequenceOnScreen(_ sink: LatestFrameSink) -> Int64? {
    sink.withFrameOnScreen { frame in
      switch frame {
      case .some(let shown): shown.sequenceNumber
      case .none: nil
      }
    }
  }

  @Test func videoHoldsWhileTheSilentOutputIsPausedAndFollowsItsClockOtherwise() throws {
    let source = VirtualClock()
    let output = SilentAudioOutput(sourceClock: source)
    try output.connect()
    let sink = LatestFrameSink()
    let configuration = PipelineConfiguration(
      width: 64, height: 48, frameRate: 60, presentationDelay: .milliseconds(10),
      lateThreshold: .milliseconds(50))
    let pipeline = try FramePipeline(
      configuration: configuration, clock: VirtualClock(), masterClock: output.clock, sink: sink)
    try pipeline.start(.manual)
    try output.play(.silence)

    var presentedAtPause = 0
    var screenAtPause: Int64?
    for step in 0..<150 {
      let host = refresh * Int64(step)
      try source.move(to: host)
      if step == 60 { try output.pause() }
      if step == 90 { try output.resume() }
      try pipeline.produce(at: host)
      try pipeline.tick(at: host)
      if step == 60 {
        presentedAtPause = sink.presentedCount
        screenAtPause = sequenceOnScreen(sink)
      }
      if (61...90).contains(step) {
        #expect(sink.presentedCount == presentedAtPause, "a frame was presented at step \(step)")
        #expect(sequenceOnScreen(sink) == screenAtPause)
      }
      #expect(pipeline.accounting().isBalanced, "after step \(step)")
    }

    // Paused at step 60 and resumed at step 90 from where it stood: ticks 61 to 90 read one time.
    #expect(pipeline.heldTickCount() == 30)
    #expect(sink.presentedCount > presentedAtPause + 50)
    let offsets = pipeline.avOffset()
    #expect(offsets.count == sink.presentedCount)
    #expect(offsets.maxNanoseconds < refresh.nanoseconds)
    #expect(offsets.percentileMicroseconds(50) == 6_666)
    let accounting = try pipeline.stop(.flush)
    #expect(accounting.dropped(.late) == 0)
    #expect(accounting.dropped(.ringFullOldest) > 0)
    #expect(accounting.isBalanced)
    #expect(pipeline.pool.outstandingCount == 0)
  }
}
