import Testing
import Tracing

@Suite struct TraceSummaryTests {
  @Test func sliceDurationsAddUpMatchedBeginsEndsCompleteAndAsyncSlices() {
    let summary = TraceSummary(recordSampleSession())
    #expect(summary.sliceDurations["starting"] == frameInterval)
    #expect(summary.sliceDurations["active"] == frameInterval)
    #expect(summary.sliceDurations["stopping"] == frameInterval)
    #expect(summary.sliceDurations["present"] == 250_000)
    #expect(summary.sliceCounts["starting"] == 1)
    #expect(summary.unclosedSlices.isEmpty)
  }

  @Test func callbacksComeOutInDeliveryOrder() {
    let summary = TraceSummary(recordSampleSession())
    #expect(
      summary.instants(inCategory: .callback).map(\.name) == ["willStart", "didStart", "willStop", "didStop"])
  }

  @Test func frameCountsIncludeFlowEndpointsAndGroupDropsByReason() {
    let summary = TraceSummary(recordSampleSession())
    #expect(summary.instantCounts["frame.pushed"] == 2)
    #expect(summary.instantCounts["frame.presented"] == 1)
    #expect(summary.instantCounts(named: "frame.dropped", byArgument: "reason") == ["late": 1])
    #expect(summary.counterValues(named: "ring", series: "occupancy") == [1, 1])
  }

  @Test func openSlicesAndLostEventsAreReported() {
    let clock = ManualClock()
    let recorder = clock.recorder(eventsPerTrack: 2)
    let track = recorder.track(named: "main")
    track.instant("a", category: .callback)
    track.begin("active", category: .state)
    track.instant("b", category: .callback)
    let summary = TraceSummary(recorder.snapshot())
    #expect(summary.lostEventCount == 1)
    #expect(summary.unclosedSlices == ["active"])
  }
}
