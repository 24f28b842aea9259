import Clocks
import RenderPipeline
import Testing

@Suite struct MasterClockFollowingTests {
  /// While the switch says the master clock follows the pipeline's clock, a tick judges frames on its
  /// own time and does not read the master clock; once it says otherwise, the master clock again.
  @Test func aTickJudgesFramesOnItsOwnTimeOnlyWhileTheMasterFollowsThePipelineClock() throws {
    let master = VirtualClock()
    try master.move(to: .seconds(10))
    let following = MasterClockFollowing(followsPipelineClock: false)
    let sink = RecordingSink()
    let pipeline = try FramePipeline(
      configuration: smallConfiguration(), clock: VirtualClock(), masterClock: master, following: following,
      sink: sink)
    try pipeline.start(.manual)
    // Stamped on the master clock: due at 10 s.
    try pipeline.produce(at: .zero)
    following.setFollowsPipelineClock(true)
    #expect(following.followsPipelineClock)
    try pipeline.tick(at: .milliseconds(1))
    #expect(sink.presented.isEmpty, "judged at the tick's 1 ms, the frame due at 10 s is early")
    following.setFollowsPipelineClock(false)
    try pipeline.tick(at: .milliseconds(2))
    #expect(sink.presented == [0], "judged at the master's 10 s, it is due")
    #expect(try pipeline.stop(.flush).isBalanced)
  }
}
