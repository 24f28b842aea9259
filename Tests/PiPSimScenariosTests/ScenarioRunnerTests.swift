import Foundation
import PiPSimScenarios
import Testing
import Tracing

@MainActor
struct ScenarioRunnerTests {
  private func run(_ json: String) throws -> ScenarioRun {
    ScenarioRunner.run(try Scenario.decode(Data(json.utf8), file: "test.json"))
  }

  @Test func everyStepIsRecordedAsAScenarioInstantAtItsTime() throws {
    let result = try run(
      #"{"name": "x", "steps": [{"at": 0.25, "do": "appToBackground"}, {"at": 1, "do": "appToForeground"}]}"#)
    let steps = result.trace.events.filter { $0.category == "scenario" }
    #expect(steps.map(\.name) == ["appToBackground", "appToForeground"])
    #expect(steps.map(\.timestamp) == [250_000_000, 1_000_000_000])
  }

  @Test func aStartInTheSameTurnAsSetUpDoesNothingButOneLaterWorks() throws {
    let result = try run(
      #"""
      {"name": "x", "steps": [
        {"at": 0, "do": "setUpPiP", "source": "videoCall"}, {"at": 0, "do": "startPiP"},
        {"at": 0.5, "do": "startPiP"}
      ], "expect": {"callbacks": ["willStart", "didStart"], "pipState": "active"}}
      """#)
    #expect(result.passed, "\(result.failures)")
  }

  @Test func aProducerStallLowersThePresentedCountByTheStalledFrames() throws {
    func presented(stall: Bool) throws -> Int {
      let fault = stall ? #", {"at": 1, "do": "fault", "fault": "producerStall", "seconds": 1}"# : ""
      let result = try run(
        #"{"name": "x", "steps": [{"at": 0, "do": "setUpPiP", "source": "videoCall"}, "#
          + #"{"at": 0, "do": "produceFrames", "fps": 30, "seconds": 3}\#(fault)], "endAt": 4}"#)
      return result.report.frames?.presented ?? -1
    }
    #expect(try presented(stall: false) == 90)
    // Slots fall half a tick after the ticks, at 8.3 ms + k / 30 s: the 30 from 1.008 to 1.975 s are
    // in the stall.
    #expect(try presented(stall: true) == 60)
  }

  @Test func unmetFrameExpectationsNameTheFigures() throws {
    let result = try run(
      #"""
      {"name": "x", "steps": [
        {"at": 0, "do": "setUpPiP", "source": "videoCall"},
        {"at": 0, "do": "produceFrames", "fps": 30, "seconds": 1}
      ], "expect": {"frames": {"presentedAtLeast": 31}}}
      """#)
    #expect(
      result.failures.map(\.description) == [
        "expect.frames.presentedAtLeast failed: expected at least 31 presented, got 30 pushed, 30 presented, "
          + "0 dropped, 0 in flight"
      ])
  }

  @Test func framesStopAtTheRunsEndEvenWhenProductionWouldGoOn() throws {
    let result = try run(
      #"""
      {"name": "x", "steps": [
        {"at": 0, "do": "setUpPiP", "source": "videoCall"},
        {"at": 0, "do": "produceFrames", "fps": 30, "seconds": 10}
      ], "endAt": 1}
      """#)
    // Slots at 8.3 ms + k / 30 s: 30 of them before the run ends at 1 s.
    #expect(result.report.frames?.pushed == 30)
    #expect(result.report.unclosedSlices.isEmpty)
  }

  @Test func audioPlaysWithTheFramesAndALostServerSwitchesItsClockWhileEveryFrameIsStillShown() throws {
    func outcome(losing: Bool) throws -> (ScenarioRun, [String]) {
      let fault = losing ? #", {"at": 1, "do": "fault", "fault": "audioServerLost"}"# : ""
      let result = try run(
        #"{"name": "x", "steps": [{"at": 0, "do": "setUpPiP", "source": "videoCall"}, "#
          + #"{"at": 0, "do": "produceFrames", "fps": 30, "seconds": 2}\#(fault)], "endAt": 3, "#
          + #""expect": {"audioClock": "output"}}"#)
      let audio = result.trace.events.filter { $0.category == "audio" }.map(\.name)
      return (result, audio)
    }
    let (kept, keptEvents) = try outcome(losing: false)
    #expect(kept.passed, "\(kept.failures)")
    #expect(keptEvents == ["audio.connected", "audio.playing", "audio.stopped"])
    let (lost, lostEvents) = try outcome(losing: true)
    #expect(
      lostEvents == [
        "audio.connected", "audio.playing", "audio.serverLost", "audio.switchedToHostClock", "audio.stopped",
      ])
    #expect(lost.failures.map(\.description) == ["expect.audioClock failed: expected output, got hostClock"])
    #expect(lost.report.frames?.presented == kept.report.frames?.presented)
    #expect(lost.report.frames?.presented == 60)
  }

  @Test func withoutFramesNoAudioPlays() throws {
    let result = try run(#"{"name": "x", "steps": [], "expect": {"audioClock": "none"}}"#)
    #expect(result.passed, "\(result.failures)")
    #expect(!result.trace.events.contains { $0.category == "audio" })
  }

  @Test func aStreamedRunHoldsOnlyTheTracksOfThePipelinesAliveAtOnce() throws {
    let steps = (0..<8).map { #"{"at": \#($0), "do": "produceFrames", "fps": 30, "seconds": 1}"# }
    let scenario = try Scenario.decode(
      Data(
        (#"{"name": "x", "steps": [{"at": 0, "do": "setUpPiP", "source": "videoCall"}, "#
          + steps.joined(separator: ", ") + #"], "endAt": 9}"#).utf8),
      file: "test.json")
    var tracksPerChunk: [[String]] = []
    var trackIDs: Set<Int> = []
    let result = ScenarioRunner.run(
      scenario,
      traceChunks: { chunk in
        tracksPerChunk.append(chunk.tracks.map(\.name))
        trackIDs.formUnion(chunk.tracks.map(\.id))
      })
    #expect(result.passed, "\(result.failures)")
    #expect(result.report.frames?.pushed == 240)
    let pipelineTracks = tracksPerChunk.map { names in names.filter { $0.hasSuffix("producer") }.count }
    // Each production has a pipeline of its own, whose tracks go once the next one replaced it and
    // their events were drained: never more than two at once, though eight were made.
    #expect(pipelineTracks.max() ?? 0 <= 2)
    #expect(
      Set(result.trace.tracks.filter { $0.name.hasSuffix("producer") }.map(\.id)).count == 8,
      "every pipeline's track is in the run's trace")
    #expect(tracksPerChunk.last.map { $0.count } ?? 0 < trackIDs.count - 8)
  }
}
