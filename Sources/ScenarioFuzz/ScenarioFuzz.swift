import Foundation
import PiPSimScenarios

/// The fuzzer's entry point: decodes the bytes as a scenario; any trap is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func scenarioFuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
  _ = try? Scenario.decode(data, file: "fuzz-input.json")
  return 0
}

/// Without the fuzzer, decodes each file given on the command line, so crashes the fuzzer found can be
/// replayed in a plain build. Under `--sanitize=fuzzer` libFuzzer's own `main` replaces this one.
@main
enum ScenarioFuzzReplay {
  static func main() {
    for path in CommandLine.arguments.dropFirst() {
      guard let data = FileManager.default.contents(atPath: path) else {
        print("\(path): cannot read")
        continue
      }
      do {
        let scenario = try Scenario.decode(data, file: path)
        print("\(path): valid (\(scenario.steps.count) steps)")
      } catch {
        print(error.description)
      }
    }
  }
}
