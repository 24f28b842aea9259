import ArgumentParsing
import Foundation
import PiPSimScenarios
import RepositoryFixtures
import Testing

@testable import pipsim

/// A scenario file the reader must refuse, with the error naming `fragment`.
func misusedScenario(_ name: String, _ json: String, naming fragment: String) -> MisuseCase {
  MisuseCase(module: "PiPSimScenarios", name: name, answer: .typedError) {
    let error = #expect(throws: ScenarioDecodingError.self) {
      _ = try Scenario.decode(Data(json.utf8), file: "x.json")
    }
    #expect(error?.description.contains(fragment) == true, "\(String(describing: error))")
  }
}

/// A scenario that runs: the fault or step it holds is a documented no-op, and the run reaches its end.
func scenarioNoOp(_ name: String, _ steps: String, diagnostic: String? = nil) -> MisuseCase {
  MisuseCase(module: "PiPSimScenarios", name: name, answer: .noOp) {
    let scenario = try Scenario.decode(
      Data(#"{"name": "x", "steps": [\#(steps)], "endAt": 3}"#.utf8), file: "x.json")
    let run = await MainActor.run { ScenarioRunner.run(scenario) }
    #expect(run.error == nil)
    if let diagnostic { #expect(run.trace.events.contains { $0.name == diagnostic }) }
  }
}

/// A `pipsim` command line that must exit with `code` and say `fragment` on stderr.
func misusedCommandLine(_ name: String, _ arguments: [String], exit code: ExitCode, saying fragment: String)
  -> MisuseCase
{
  MisuseCase(module: "pipsim", name: name, answer: .typedError) {
    let result = await MainActor.run { PipsimCommand.main(arguments, showsProgress: false) }
    #expect(result.exitCode == code)
    #expect(result.standardError.contains(fragment), "\(result.standardError)")
  }
}

/// The committed demo scenario.
let demoScenario = Repository.root.appendingPathComponent("Scenarios/demo.json").path

/// Scenario bytes the reader must refuse, with the error naming `fragment`.
func misusedScenarioBytes(_ name: String, _ bytes: Data, naming fragment: String) -> MisuseCase {
  MisuseCase(module: "PiPSimScenarios", name: name, answer: .typedError) {
    let error = #expect(throws: ScenarioDecodingError.self) { _ = try Scenario.decode(bytes, file: "x.json") }
    #expect(error?.description.contains(fragment) == true, "\(String(describing: error))")
  }
}

extension MisuseCase {
  static let scenarios: [MisuseCase] = [
    misusedScenarioBytes(
      "a scenario nested 100,000 deep",
      Data(
        (#"{"name": "x", "steps": "# + String(repeating: "[", count: 100_000)
          + String(repeating: "]", count: 100_000) + "}").utf8), naming: "Too many nested arrays"),
    misusedScenarioBytes(
      "a scenario that is not UTF-8",
      Data(#"{"name": ""#.utf8) + Data([0xC3, 0x28, 0xFF]) + Data(#"", "steps": []}"#.utf8),
      naming: "Invalid UTF-8"),
    misusedScenario("a scenario that is not JSON", "{name: x", naming: "x.json"),
    misusedScenario("a scenario without steps", #"{"name": "x"}"#, naming: "steps"),
    misusedScenario(
      "an unknown key in a step", #"{"name": "x", "steps": [{"do": "startPiP", "atime": 1}]}"#,
      naming: "atime"),
    misusedScenario(
      "a frame rate of 1000",
      #"{"name": "x", "steps": [{"do": "setUpPiP", "source": "videoCall"},"#
        + #"{"do": "produceFrames", "fps": 1000, "seconds": 1}]}"#, naming: "\"fps\" is 1000"),
    misusedScenario(
      "a step time of 1e308 seconds", #"{"name": "x", "steps": [{"do": "startPiP", "at": 1e308}]}"#,
      naming: "at"),
    misusedScenario(
      "a negative step time", #"{"name": "x", "steps": [{"do": "startPiP", "at": -1}]}"#, naming: "at"),
    misusedScenario(
      "a step that needs a step before it", #"{"name": "x", "steps": [{"do": "startPiP"}]}"#,
      naming: "needs an earlier \"setUpPiP\" step"),
    misusedScenario(
      "a step before the one above it",
      #"{"name": "x", "steps": [{"do": "setUpPiP", "source": "videoCall", "at": 2}, {"do": "startPiP", "at": 1}]}"#,
      naming: "before the previous step"),
    misusedScenario(
      "an end before the last step",
      #"{"name": "x", "steps": [{"do": "setUpPiP", "source": "videoCall", "at": 2}], "endAt": 1}"#,
      naming: "\"endAt\" is 1.0"),
    misusedScenario(
      "a producer stall of 1e9 seconds",
      #"{"name": "x", "steps": [{"do": "fault", "fault": "producerStall", "seconds": 1e9}]}"#,
      naming: "seconds"),
    misusedScenario(
      "a step kind that does not exist", #"{"name": "x", "steps": [{"do": "explode"}]}"#, naming: "explode"),
    misusedScenario(
      "a sample-buffer time range that is neither live nor seconds",
      #"{"name": "x", "steps": [{"do": "setUpPiP", "source": "sampleBuffer", "timeRange": "forever"}]}"#,
      naming: "\"timeRange\" is \"forever\""),
    misusedScenario(
      "playback keys on a source that has no playback delegate",
      #"{"name": "x", "steps": [{"do": "setUpPiP", "source": "videoCall", "paused": true}]}"#,
      naming: "unknown key \"paused\""),
    misusedScenario(
      "a skip of zero seconds",
      #"{"name": "x", "steps": [{"do": "setUpPiP", "source": "sampleBuffer"}, {"do": "userSkips", "seconds": 0}]}"#,
      naming: "\"seconds\" is 0"),
    misusedScenario(
      "a skip fault without a sample-buffer source",
      #"{"name": "x", "steps": [{"do": "setUpPiP", "source": "videoCall"}, {"do": "fault", "fault": "skipNeverCompletes"}]}"#,
      naming: "with source \"sampleBuffer\""),
    misusedScenario(
      "frames produced into a player layer, whose player makes its own",
      #"{"name": "x", "steps": [{"do": "setUpPiP", "source": "playerLayer"}, {"do": "produceFrames", "fps": 30, "seconds": 1}]}"#,
      naming: "with source \"videoCall\" or \"sampleBuffer\""),
    misusedScenario(
      "an audio category iOS does not have",
      #"{"name": "x", "steps": [{"do": "setAudioCategory", "category": "loud"}]}"#,
      naming: "\"category\" is \"loud\""),
    misusedScenario(
      "an audio mode iOS does not have",
      #"{"name": "x", "steps": [{"do": "setAudioCategory", "category": "playback", "mode": "karaoke"}]}"#,
      naming: "\"mode\" is \"karaoke\""),
    misusedScenario(
      "a video call's source re-created, which has no layer to re-create",
      #"{"name": "x", "steps": [{"do": "setUpPiP", "source": "videoCall"}, {"do": "recreateSource"}]}"#,
      naming: "with source \"playerLayer\" or \"sampleBuffer\""),
    misusedScenario(
      "a background video pause that is not true or false",
      #"{"name": "x", "app": {"pausesVideoInBackground": "yes"}, "steps": []}"#,
      naming: "pausesVideoInBackground"),
    misusedScenario(
      "an Info.plist orientation set that does not exist",
      #"{"name": "x", "app": {"infoPlistOrientations": "sideways"}, "steps": []}"#,
      naming: "\"infoPlistOrientations\" is \"sideways\""),
    misusedScenario(
      "a set-up id with a colon, which the callback log uses to name set-ups",
      #"{"name": "x", "steps": [{"do": "setUpPiP", "source": "videoCall", "id": "a:b"}]}"#,
      naming: "\"id\" is \"a:b\""),
    misusedScenario(
      "a step for a set-up no step made",
      #"{"name": "x", "steps": [{"do": "setUpPiP", "source": "videoCall"}, {"do": "stopPiP", "pip": "other"}]}"#,
      naming: "with id \"other\""),
    scenarioNoOp(
      "a skip on a video call, whose PiP window has no skip buttons",
      #"{"at": 0, "do": "setUpPiP", "source": "videoCall"}, {"at": 0.5, "do": "startPiP"},"#
        + #"{"at": 1.5, "do": "userSkips", "seconds": 10}"#,
      diagnostic: "pip.sampleBuffer.requestIgnored"),
    scenarioNoOp(
      "a stop before PiP started",
      #"{"at": 0, "do": "setUpPiP", "source": "videoCall"}, {"at": 1, "do": "stopPiP"}"#,
      diagnostic: "pip.stop.ignored.notActive"),
    scenarioNoOp(
      "a start twice in one turn",
      #"{"at": 0, "do": "setUpPiP", "source": "videoCall"}, {"at": 1, "do": "startPiP"}, {"at": 1, "do": "startPiP"}"#,
      diagnostic: "pip.start.ignored.alreadyActive"),
    scenarioNoOp(
      "a user tap on restore with no PiP window",
      #"{"at": 0, "do": "setUpPiP", "source": "videoCall"}, {"at": 1, "do": "userTapsRestore"}"#,
      diagnostic: "pip.userAction.ignored"),
    scenarioNoOp(
      "another app's PiP ended that never began",
      #"{"at": 0, "do": "setUpPiP", "source": "videoCall"}, {"at": 1, "do": "otherAppEndsPiP"}"#,
      diagnostic: "pip.arbiter.requestIgnored"),
    misusedCommandLine(
      "pipsim run with a trace in a missing directory",
      ["run", demoScenario, "--trace", "/nonexistent/t.json"],
      exit: .failure, saying: "directory '/nonexistent' does not exist"),
    misusedCommandLine(
      "pipsim run with the same path for both traces",
      ["run", demoScenario, "--trace", "/tmp/pipsim-same.json", "--text", "/tmp/pipsim-same.json"],
      exit: .failure, saying: "'/tmp/pipsim-same.json' is given for two outputs"),
    misusedCommandLine(
      "pipsim run of a file that does not exist", ["run", "/nonexistent/x.json"], exit: .failure,
      saying: "cannot read /nonexistent/x.json"),
    misusedCommandLine(
      "pipsim with an unknown option", ["run", "x.json", "--frobnicate"], exit: .usageError,
      saying: "frobnicate"),
    misusedCommandLine(
      "pipsim summarize of a file that is not a trace", ["summarize", "/dev/null"], exit: .failure,
      saying: "/dev/null"),
  ]
}
