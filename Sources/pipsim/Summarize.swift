import ArgumentParsing
import Foundation
import PiPSimScenarios
import Tracing

/// `pipsim summarize TRACE`: the figures of a trace `pipsim` wrote.
struct Summarize: PipsimSubcommand {
  static let configuration = CommandConfiguration(
    commandName: "summarize",
    abstract: "Prints per-phase durations, callback order and frame figures of a trace.")

  @Argument(help: "A Chrome trace JSON file written by pipsim.") var trace: String

  func run(progress: ProgressLine?) -> Termination {
    let data: Data
    switch ScenarioFile.contents(of: trace, atMost: ScenarioFile.maximumTraceBytes, kind: "trace") {
    case .failure(let termination): return termination
    case .success(let bytes): data = bytes
    }
    do {
      return .success(printing: ScenarioReport(try ChromeTraceReader.decode(data)).description)
    } catch {
      return .failure(TerminalText.escaped("\(trace): \(error.description)"))
    }
  }
}
