import Clocks
import Foundation
import PiPSimScenarios
import Testing
import Tracing

/// The `sampleBuffer` source: its playback delegate, the skip and play/pause steps, and frames
/// enqueued on its display layer.
@MainActor
struct SampleBufferScenarioTests {
  private func run(_ steps: String, expect: String = "{}", endAt: Double = 6) throws -> ScenarioRun {
    let json = #"{"name": "x", "steps": [\#(steps)], "endAt": \#(endAt), "expect": \#(expect)}"#
    return ScenarioRunner.run(try Scenario.decode(Data(json.utf8), file: "test.json"))
  }

  private let started = #"""
    {"at": 0, "do": "setUpPiP", "source": "sampleBuffer"},
    {"at": 0.1, "do": "produceFrames", "fps": 30, "seconds": 5},
    {"at": 0.5, "do": "startPiP"}
    """#

  @Test func theSetUpReadsTheTimeRangeAndThePausedState() throws {
    let json = #"""
      {"name": "x", "steps": [{"do": "setUpPiP", "source": "sampleBuffer", "timeRange": 30, "paused": true}]}
      """#
    let scenario = try Scenario.decode(Data(json.utf8), file: "test.json")
    let setUp = PictureInPictureSetUp(
      source: .sampleBuffer, playback: SourcePlayback(timeRange: .finite(.seconds(30)), isPaused: true))
    #expect(scenario.steps.first?.action == .setUpPictureInPicture(setUp))
    let live = try Scenario.decode(
      Data(
        #"{"name": "x", "steps": [{"do": "setUpPiP", "source": "sampleBuffer", "timeRange": "live"}]}"#.utf8),
      file: "test.json")
    #expect(live.steps.first?.action == .setUpPictureInPicture(PictureInPictureSetUp(source: .sampleBuffer)))
  }

  @Test func producedFramesAreEnqueuedOnTheDisplayLayerAndAccounted() throws {
    let result = try run(started, expect: #"{"frames": {"balanced": true}, "pipState": "active"}"#)
    #expect(
      result.failures.isEmpty && result.error == nil, "\(result.failures) \(String(describing: result.error))"
    )
    let frames = try #require(result.report.frames)
    // 30 fps for 5 s, each shown at the next 60 Hz tick.
    #expect(frames.pushed == 150)
    #expect(frames.presented == 150)
    // The frames went through the sample-buffer layer's own pipeline track.
    #expect(result.trace.tracks.contains { $0.name.hasPrefix("sample-buffer layer") })
  }

  @Test func anAnsweredSkipShowsSeekingUntilItsCompletion() throws {
    let result = try run(
      started + #", {"at": 1, "do": "userSkips", "seconds": -15}"#,
      expect:
        #"{"seeking": false, "callbacks": ["willStart", "didStart", "skipByInterval(-15.0)", "skipCompletion"]}"#
    )
    #expect(result.failures.isEmpty && result.error == nil, "\(result.failures)")
    let seeking = result.trace.events.filter { $0.name == "pip.seeking" }.map { $0.arguments["seeking"] }
    #expect(seeking == [.int(1), .int(0)])
  }

  @Test func aSkipThatNeverCompletesLeavesThePiPWindowSeekingAndRefusesTheNextSkip() throws {
    let result = try run(
      started
        + #", {"at": 1, "do": "fault", "fault": "skipNeverCompletes"}, {"at": 1.5, "do": "userSkips", "seconds": 15},"#
        + #"{"at": 2, "do": "userSkips", "seconds": 15}"#,
      expect: #"{"seeking": true, "callbacks": ["willStart", "didStart", "skipByInterval(15.0)"]}"#)
    #expect(result.failures.isEmpty && result.error == nil, "\(result.failures)")
    #expect(
      result.trace.events.contains {
        $0.name == "pip.userAction.ignored"
          && "\($0.arguments["message"] ?? .int(0))".contains("not completed")
      })
    // The expectation fails when the skip did complete.
    let answered = try run(
      started + #", {"at": 1.5, "do": "userSkips", "seconds": 15}"#, expect: #"{"seeking": true}"#)
    #expect(answered.failures.map(\.expectation) == ["expect.seeking"])
  }

  @Test func playPauseFromTheWindowReachesTheDelegateWhichInvalidatesThePlaybackState() throws {
    let result = try run(
      #"""
      {"at": 0, "do": "setUpPiP", "source": "sampleBuffer", "paused": true}, {"at": 0.5, "do": "startPiP"},
      {"at": 1, "do": "userTogglesPlayPause"}, {"at": 1.5, "do": "userTogglesPlayPause"}
      """#,
      expect:
        #"{"callbacks": ["isPaused", "willStart", "didStart", "setPlaying(true)", "isPaused", "setPlaying(false)", "isPaused"]}"#
    )
    #expect(result.failures.isEmpty && result.error == nil, "\(result.failures)")
  }

  @Test func aFiniteTimeRangeThatEndsBeforeTheTimebaseTimeIsAnAppError() throws {
    let result = try run(
      #"""
      {"at": 0, "do": "setUpPiP", "source": "sampleBuffer", "timeRange": 2}, {"at": 0.5, "do": "startPiP"},
      {"at": 3, "do": "userTogglesPlayPause"}
      """#, expect: #"{"diagnostics": ["pip.sampleBuffer.timeRangeExcludesTime"]}"#)
    #expect(result.failures.isEmpty && result.error == nil, "\(result.failures)")
    let live = try run(
      #"""
      {"at": 0, "do": "setUpPiP", "source": "sampleBuffer"}, {"at": 0.5, "do": "startPiP"},
      {"at": 3, "do": "userTogglesPlayPause"}
      """#, expect: #"{"diagnostics": ["pip.sampleBuffer.timeRangeExcludesTime"]}"#)
    #expect(live.failures.map(\.expectation) == ["expect.diagnostics"])
  }
}
