import Foundation
import PiPSimScenarios
import Testing

/// A scenario run from a test, as a team reproduces a PiP report in CI: the file's steps on the
/// virtual clock, its expectations, and the report and trace of the run.
@MainActor
@Suite struct ScenarioTests {
  private let restoreThatNeverCompletes = #"""
    {
      "name": "restore-never-completes",
      "steps": [
        { "at": 0, "do": "setUpPiP", "source": "videoCall" },
        { "at": 0.5, "do": "startPiP" },
        { "at": 1, "do": "fault", "fault": "restoreNeverCompletes" },
        { "at": 2, "do": "userTapsRestore" }
      ],
      "endAt": 5,
      "expect": {
        "callbacks": ["willStart", "didStart", "restore", "willStop", "didStop"],
        "diagnostics": ["pip.restore.timedOut"]
      }
    }
    """#

  @Test func aScenarioValueRunsAndItsReportShowsTheTimedOutRestore() throws {
    let scenario = try Scenario.decode(
      Data(restoreThatNeverCompletes.utf8), file: "restore-never-completes.json")
    let run = ScenarioRunner.run(scenario)
    #expect(run.passed, "\(run.failures)")
    #expect(run.report.callbacks.prefix(3) == ["willStart", "didStart", "restore"])
    let restoring = try #require(run.report.phases.first { $0.name == "restoring" })
    #expect(restoring.nanoseconds == 1_000_000_000)
    #expect(ScenarioRunner.run(scenario).trace == run.trace)
  }

  @Test func aMalformedFileIsATypedErrorNamingTheKey() {
    let broken = Data(#"{"name": "x", "steps": [{"at": 0, "do": "startPiP", "atime": 1}], "endAt": 1}"#.utf8)
    #expect(throws: ScenarioDecodingError.self) { try Scenario.decode(broken, file: "x.json") }
  }
}
