import Foundation
import PiPSimScenarios
import Testing
import Tracing

/// `app.pausesVideoInBackground`: the app's video stops in the background while its audio goes on.
@MainActor
struct BackgroundVideoPauseTests {
  private func run(source: String, pauses: Bool) throws -> ScenarioRun {
    let json = #"""
      {"name": "x", "app": {"pausesVideoInBackground": \#(pauses)}, "steps": [
        {"at": 0, "do": "setUpPiP", "source": "\#(source)"}, {"at": 0.1, "do": "produceFrames", "fps": 30, "seconds": 6},
        {"at": 0.5, "do": "startPiP"}, {"at": 1.5, "do": "appToBackground"}, {"at": 4.5, "do": "appToForeground"}
      ], "endAt": 7}
      """#
    return ScenarioRunner.run(try Scenario.decode(Data(json.utf8), file: "test.json"))
  }

  @Test(arguments: ["videoCall", "sampleBuffer"])
  func framesStopWhileTheAppIsInTheBackgroundAndTheFrozenPictureIsDiagnosed(source: String) throws {
    let paused = try run(source: source, pauses: true)
    #expect(paused.error == nil)
    let names = paused.trace.events.map(\.name)
    #expect(names.contains("video.paused") && names.contains("video.resumed"))
    #expect(names.contains("pip.picture.frozen"))
    let frames = try #require(paused.report.frames)
    // 6 s at 30 fps, less the 3 s in the background.
    #expect(frames.pushed == 90)
    #expect(frames.pushed == frames.presented + frames.dropped + frames.inFlight)
    let live = try run(source: source, pauses: false)
    #expect(!live.trace.events.contains { $0.name == "pip.picture.frozen" })
    #expect(live.report.frames?.pushed == 180)
  }
}
