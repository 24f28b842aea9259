import Clocks
import Foundation
import PiPSimScenarios

/// How much virtual time each decoded scenario runs for: enough for every step kind to act and
/// interact (a start animation is 0.3 s, a restore timeout 1 s), little enough that an input that
/// decodes runs in milliseconds.
let fuzzedRunLimit = MediaTime.seconds(2)

/// The fuzzer's entry point: decodes the bytes as a scenario and, when they are one, runs its first
/// two seconds of virtual time; any trap, in the parser or the runner, is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func scenarioFuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
  guard let scenario = try? Scenario.decode(data, file: "fuzz-input.json") else { return 0 }
  // libFuzzer calls in on the process's main thread, outside any task.
  _ = MainActor.assumeIsolated { ScenarioRunner.run(boundedForFuzzing(scenario)) }
  return 0
}

/// The scenario cut to its first ``fuzzedRunLimit`` of virtual time: later steps are dropped and
/// `advance` steps end at the limit, so every input's run is short whatever its times say.
func boundedForFuzzing(_ scenario: Scenario) -> Scenario {
  var bounded = scenario
  bounded.steps = scenario.steps.filter { $0.time <= fuzzedRunLimit }.map { step in
    guard case .advance(let span) = step.action else { return step }
    return ScenarioStep(time: step.time, action: .advance(min(span, fuzzedRunLimit - step.time)))
  }
  bounded.endTime = min(scenario.endTime, fuzzedRunLimit)
  return bounded
}

/// Without the fuzzer, decodes and runs each file given on the command line as the fuzzer does, so
/// crashes it found can be replayed in a plain build. Under `--sanitize=fuzzer` libFuzzer's own
/// `main` replaces this one.
@main
enum ScenarioFuzzReplay {
  @MainActor
  static func main() {
    for path in CommandLine.arguments.dropFirst() {
      guard let data = FileManager.default.contents(atPath: path) else {
        print("\(path): cannot read")
        continue
      }
      do {
        let scenario = try Scenario.decode(data, file: path)
        let run = ScenarioRunner.run(boundedForFuzzing(scenario))
        let outcome = run.error.map { "stopped: \($0)" } ?? "\(run.failures.count) expectations failed"
        print("\(path): valid (\(scenario.steps.count) steps); ran \(fuzzedRunLimit): \(outcome)")
      } catch {
        print(error.description)
      }
    }
  }
}
