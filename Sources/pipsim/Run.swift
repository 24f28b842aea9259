import ArgumentParsing
import PiPSimScenarios
import Tracing

/// `pipsim run FILE`: runs a scenario file and checks its expectations.
struct Run: PipsimSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "run", abstract: "Runs a scenario file and checks its expectations.",
    discussion: "Exits 0 when every expectation held and 1 when one failed; the trace is written either way.")

  @Argument(help: "The scenario JSON file.") var file: String
  @Option(help: "Where to write the Chrome trace JSON.", valueName: "path") var trace: String?
  @Option(help: "Where to write the text trace.", valueName: "path") var text: String?
  @Option(help: "A directory for a picture of the screen after each step and at the end.", valueName: "dir")
  var snapshots: String?
  @Option(help: "What --snapshots writes: svg (vectors, views labelled), png (the screen's pixels) or both.")
  var format: SnapshotFormat = .svg
  @Flag(
    help:
      "Run against the host clock: frames on real threads, audio through a private PulseAudio "
      + "daemon (needs pulseaudio); traces then differ from run to run.")
  var realTime = false
  @Flag(
    help:
      "Exit 0 even when a trace track's ring overwrote events (the dump then says how many it lost, "
      + "and stderr says so either way).")
  var allowLostEvents = false
  @Option(
    help:
      "How many events each trace track holds between two writes to the trace file (default 65536, "
      + "at most 1048576); raise it when a real-time run loses events.",
    valueName: "events")
  var traceBuffer: Int?

  func run(progress: ProgressLine?) -> Termination {
    switch ScenarioFile.load(file) {
    case .failure(let termination):
      return termination
    case .success(let scenario):
      let eventsPerTrack = traceBuffer ?? TraceRecorder.defaultEventsPerTrack
      guard (1...TraceRecorder.maximumEventsPerTrack).contains(eventsPerTrack) else {
        return PipsimCommand.commandSpec.usageError(
          .invalidValue(
            name: "--trace-buffer", value: String(eventsPerTrack),
            expected: "a number from 1 to \(TraceRecorder.maximumEventsPerTrack)"),
          subcommandPath: ["run"])
      }
      let outputs = RunOutputs(trace: trace, text: text, snapshots: snapshots, snapshotFormat: format)
      return ScenarioExecution(
        scenario: scenario, mode: realTime ? .realTime : .virtualTime, outputs: outputs,
        allowsLostEvents: allowLostEvents, eventsPerTrack: eventsPerTrack
      )
      .run(progress: progress)
    }
  }
}
