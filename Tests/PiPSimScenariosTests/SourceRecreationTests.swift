import Foundation
import PiPSimScenarios
import Testing
import Tracing

/// `recreateSource`: the app replaces its source view and layer while PiP is on.
@MainActor
struct SourceRecreationTests {
  /// Runs a recreation at 1.5 s, then with `restores` the user's return to the app at 5 s.
  private func run(
    source: String, updates: Bool, produces: Bool, restores: Bool = false, expect: String
  ) throws -> ScenarioRun {
    let frames = produces ? #"{"at": 0.1, "do": "produceFrames", "fps": 30, "seconds": 6},"# : ""
    let restore = restores ? #", {"at": 5, "do": "userTapsRestore"}"# : ""
    let json = #"""
      {"name": "x", "steps": [
        {"at": 0, "do": "setUpPiP", "source": "\#(source)"}, \#(frames)
        {"at": 0.5, "do": "startPiP"}, {"at": 1.5, "do": "recreateSource", "updatesContentSource": \#(updates)}
        \#(restore)
      ], "endAt": 6, "expect": \#(expect)}
      """#
    return ScenarioRunner.run(try Scenario.decode(Data(json.utf8), file: "test.json"))
  }

  @Test func aRecreatedSampleBufferLayerTheControllerNeverHearsOfLeavesThePiPWindowFrozen() throws {
    let raw = try run(
      source: "sampleBuffer", updates: false, produces: true, restores: true,
      expect:
        #"{"diagnostics": ["pip.source.leftWindowWhileActive", "pip.picture.frozen"], "frames": {"balanced": true}}"#
    )
    #expect(raw.failures.isEmpty && raw.error == nil, "\(raw.failures)")
    // Every frame still went somewhere: into the new layer, which nothing shows in PiP. Frames at
    // 30 fps from half a tick after 0.1 s to the run's end at 6 s: 177.
    #expect(raw.report.frames?.pushed == 177)
    #expect(raw.report.frames?.dropped == 0)
  }

  @Test func aNewContentSourceOverTheNewLayerKeepsThePiPWindowLive() throws {
    let helped = try run(
      source: "sampleBuffer", updates: true, produces: true,
      expect:
        #"{"noDiagnostics": ["pip.source.leftWindowWhileActive", "pip.picture.frozen"], "pipState": "active"}"#
    )
    #expect(helped.failures.isEmpty && helped.error == nil, "\(helped.failures)")
  }

  @Test func aRecreatedPlayerLayerLeavesTheOldOneInPiPOutOfEveryWindow() throws {
    let raw = try run(
      source: "playerLayer", updates: false, produces: false, restores: true,
      expect:
        #"{"diagnostics": ["pip.source.leftWindowWhileActive"], "noDiagnostics": ["pip.picture.frozen"]}"#)
    #expect(raw.failures.isEmpty && raw.error == nil, "\(raw.failures)")
    // The old view is gone with the old screen; the warning, at the restore, names what PiP showed.
    let left = try #require(raw.trace.events.first { $0.name == "pip.source.leftWindowWhileActive" })
    #expect(left.timestamp == 5_000_000_000)
    let message = try #require(left.arguments["message"]).description
    #expect(
      message.hasPrefix("the restore has nothing to return to: the player layer (in no view)"), "\(message)")
    let helped = try run(
      source: "playerLayer", updates: true, produces: false, restores: true,
      expect: #"{"noDiagnostics": ["pip.source.leftWindowWhileActive"]}"#)
    #expect(helped.failures.isEmpty && helped.error == nil, "\(helped.failures)")
  }

  @Test func anAbsentDiagnosticExpectationFailsWhenTheDiagnosticComes() throws {
    let raw = try run(
      source: "sampleBuffer", updates: false, produces: true,
      expect: #"{"noDiagnostics": ["pip.picture.frozen"]}"#)
    #expect(raw.failures.map(\.expectation) == ["expect.noDiagnostics"])
  }
}
