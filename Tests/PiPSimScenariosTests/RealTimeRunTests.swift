import Clocks
import Foundation
import PiPSimScenarios
import Runtime
import Testing
import Tracing

/// Scenario runs in real time: the pipeline on its real threads, audio through a private PulseAudio
/// daemon (the test command installs `pulseaudio`). Serialized: each run keeps a display link busy.
@MainActor
@Suite(.serialized)
struct RealTimeRunTests {
  private let killedServerScenario = #"""
    {"name": "real-time", "steps": [
      {"at": 0, "do": "setUpPiP", "source": "videoCall"},
      {"at": 0, "do": "produceFrames", "fps": 60, "seconds": 1.5, "displayHertz": 60},
      {"at": 0.3, "do": "startPiP"},
      {"at": 0.8, "do": "fault", "fault": "audioServerLost"}
    ], "endAt": 1.6, "expect": {
      "callbacks": ["willStart", "didStart"], "pipState": "active", "sourceView": {"in": "pipContainer"},
      "audioClock": "hostClock", "frames": {"balanced": true}
    }}
    """#

  @Test func theRunTakesRealTimeThreadsMakeTheFramesAndAKilledDaemonIsSurvived() throws {
    let scenario = try Scenario.decode(Data(killedServerScenario.utf8), file: "real-time.json")
    let host = HostClock()
    let start = host.now()
    let result = ScenarioRunner.run(scenario, mode: .realTime)
    let took = host.now() - start
    #expect(result.error == nil, "\(String(describing: result.error))")
    #expect(result.passed, "\(result.failures)")
    #expect(took >= .milliseconds(1_600))

    let trackNames = Set(result.trace.tracks.map(\.name))
    #expect(trackNames.isSuperset(of: ["main", "producer", "renderer", "audio"]))
    // Underruns are real events of a real-time stream on a loaded machine, not part of the order.
    let audio = result.trace.events.filter { $0.category == "audio" && $0.name != "audio.underrun" }
    #expect(
      audio.map(\.name) == [
        "audio.connected", "audio.playing", "audio.serverLost", "audio.switchedToHostClock", "audio.stopped",
      ])
    #expect(audio.first?.arguments["sink"] == "sim_sink")
    // Killed at the fault step's time; libpulse reports it within milliseconds.
    let lost = try #require(audio.first { $0.name == "audio.serverLost" })
    #expect(lost.timestamp >= 800_000_000 && lost.timestamp < 1_000_000_000)
    // 90 frame slots in 1.5 s; real threads on a shared machine make most of them.
    let frames = try #require(result.report.frames)
    #expect(frames.presented >= 45)
    #expect(frames.pushed == frames.presented + frames.dropped + frames.inFlight)
  }

  @Test func theVirtualRunOfTheSameFileShowsEveryFrameAtItsExactTime() throws {
    let scenario = try Scenario.decode(Data(killedServerScenario.utf8), file: "real-time.json")
    let result = ScenarioRunner.run(scenario)
    #expect(result.passed, "\(result.failures)")
    #expect(result.report.frames?.presented == 90)
    let audio = result.trace.events.filter { $0.category == "audio" }
    #expect(audio.first?.arguments["sink"] == "silent")
    #expect(audio.first { $0.name == "audio.serverLost" }?.timestamp == 800_000_000)
  }
}
