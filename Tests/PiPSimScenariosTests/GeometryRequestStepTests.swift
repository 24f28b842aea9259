import Foundation
import PiPSimScenarios
import Testing
import Tracing

/// `requestGeometry` against the app's Info.plist orientations, with the denial as its own later event.
@MainActor
struct GeometryRequestStepTests {
  private func run(infoPlist: String, steps: String) throws -> ScenarioRun {
    let json = #"""
      {"name": "x", "app": {"supportedOrientations": "all", "infoPlistOrientations": "\#(infoPlist)"},
       "steps": [\#(steps)], "endAt": 2}
      """#
    return ScenarioRunner.run(try Scenario.decode(Data(json.utf8), file: "test.json"))
  }

  @Test func anInfoPlistThatForbidsTheOrientationDeniesTheRequestOnALaterTurn() throws {
    let denied = try run(
      infoPlist: "portrait",
      steps: #"{"at": 0.5, "do": "requestGeometry", "orientations": "landscape"}"#)
    #expect(denied.report.callbacks == ["geometryRequestError(denied)"])
    let names = denied.trace.events.filter { $0.timestamp == 500_000_000 }.map(\.name)
    // The step, the system's answer, then the handler, after the request returned.
    let request = try #require(names.firstIndex(of: "orientation.request"))
    let handler = try #require(names.firstIndex(of: "geometryRequestError"))
    #expect(request < handler)
    let granted = try run(
      infoPlist: "all", steps: #"{"at": 0.5, "do": "requestGeometry", "orientations": "landscape"}"#)
    #expect(granted.report.callbacks.isEmpty)
    #expect(granted.trace.events.contains { $0.name == "orientation.changed" })
  }

  @Test func theDenialComesAfterAStepAtTheSameInstant() throws {
    let scenario = try Scenario.decode(
      Data(
        #"""
        {"name": "x", "app": {"infoPlistOrientations": "portrait"}, "steps": [
          {"at": 0.5, "do": "requestGeometry", "orientations": "landscape"},
          {"at": 0.5, "do": "rotateDevice", "orientation": "landscapeLeft"}
        ], "endAt": 1, "expect": {"callbacks": ["geometryRequestError(denied)"], "interfaceOrientation": "portrait"}}
        """#.utf8), file: "test.json")
    let result = ScenarioRunner.run(scenario)
    #expect(result.failures.isEmpty && result.error == nil, "\(result.failures)")
    let names = result.trace.events.map(\.name)
    let rotate = try #require(names.firstIndex(of: "rotateDevice"))
    let handler = try #require(names.firstIndex(of: "geometryRequestError"))
    #expect(rotate < handler)
  }
}
