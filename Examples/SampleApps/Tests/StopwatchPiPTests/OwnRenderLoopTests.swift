import PiPSim
import Testing

/// A render loop of the app team's own on PiPSim's pipeline parts, as a benchmark harness beside the
/// stopwatch would drive them: pooled buffers painted, handed on, and reused when they come back.
@Suite struct OwnRenderLoopTests {
  @Test func aBufferThatComesBackIsReusedWithItsPlanesAndItsStampsCleared() throws {
    let pool = try PixelBufferPool(capacity: 2, width: 64, height: 36, format: .nv12)
    var frame = try pool.take()
    frame.paintTestPattern(frameIndex: 1)
    frame.stamp(sequenceNumber: 1, captureTimeNanoseconds: 10, presentationTimeNanoseconds: 20)
    let planes = frame.plane(0)?.baseAddress
    let again = try pool.reuse(frame)
    #expect(again.plane(0)?.baseAddress == planes)
    #expect(again.sequenceNumber == 0 && again.presentationTimeNanoseconds == 0)
    #expect(pool.outstandingCount == 1)
    pool.recycle(again)
    #expect(pool.outstandingCount == 0)
  }

  @Test func aPipelineSteppedByHandPresentsAndRecyclesEveryFrame() throws {
    let pipeline = try FramePipeline(
      configuration: PipelineConfiguration(width: 64, height: 36, poolCapacity: 4, ringCapacity: 2),
      clock: VirtualClock(), sink: LatestFrameSink())
    try pipeline.start(.manual)
    for step in 0..<100 {
      let time = MediaTime(nanoseconds: Int64(step) * 16_666_667)
      try pipeline.produce(at: time)
      try pipeline.tick(at: time)
    }
    let accounting = try pipeline.stop(.drain)
    #expect(accounting.pushed == 100 && accounting.presented == 100 && accounting.isBalanced)
    #expect(pipeline.pool.outstandingCount == 0)
  }
}
