import Foundation
import PiPSimScenarios
import Runtime
import Testing

struct ScenarioDecodingTests {
  @Test func afterIsRelativeToTheEndOfTheStepBefore() throws {
    let scenario = try Scenario.decode(
      Data(
        #"""
        {"name": "x", "steps": [
          {"at": 1, "do": "advance", "seconds": 2},
          {"after": 0.5, "do": "appToBackground"},
          {"do": "appToForeground"}
        ]}
        """#.utf8), file: "x.json")
    #expect(scenario.steps.map(\.time) == [.seconds(1), .seconds(3.5), .seconds(3.5)])
    #expect(scenario.endTime == .seconds(5.5))
  }

  @Test func settingsAndExpectationsAreRead() throws {
    let scenario = try Scenario.decode(
      Data(
        #"""
        {"name": "x", "device": {"preset": "iPhoneSE", "os": "15.4", "pipSupported": false},
         "app": {"backgroundModes": ["voip"], "audioCategory": "playback", "autoPiP": true,
                 "supportedOrientations": "portrait"},
         "steps": [],
         "expect": {"pipState": "active", "frames": {"presentedAtLeast": 3, "maxDropped": {"late": 1}},
                    "sourceView": {"in": "pipContainer", "frame": [0, 0, 10, 20]}}}
        """#.utf8), file: "x.json")
    #expect(scenario.device.device.systemVersion == OSVersion(15, 4))
    #expect(scenario.device.device.supportsPictureInPicture == false)
    #expect(scenario.app.backgroundModes == [.voip])
    #expect(scenario.app.audioCategory == .playback)
    #expect(scenario.app.startsPictureInPictureAutomatically)
    #expect(scenario.app.supportedOrientations == .portrait)
    #expect(scenario.expectations.frames?.maximumDropped == [.late: 1])
    #expect(scenario.expectations.sourceView?.frame == CGRect(x: 0, y: 0, width: 10, height: 20))
    #expect(scenario.expectations.count == 5)
  }
}
