import Foundation
import PiPSimScenarios
import Testing

/// One malformed file per kind of error, each checked for the exact message a person reads.
struct ScenarioDecodingErrorTests {
  private func message(_ json: String, file: String = "Scenarios/x.json") -> String {
    do {
      _ = try Scenario.decode(Data(json.utf8), file: file)
      return "decoded without error"
    } catch {
      return error.description
    }
  }

  private func steps(_ steps: String) -> String {
    #"{"name": "x", "steps": [\#(steps)]}"#
  }

  private let setUp = #"{"at": 0, "do": "setUpPiP", "source": "videoCall"}"#

  @Test func anUnknownStepKeyNamesTheFileStepKindAndAllowedKeys() {
    #expect(
      message(steps(setUp + #", {"do": "startPiP", "atime": 1}"#))
        == #"Scenarios/x.json: step 2 (startPiP): unknown key "atime"; expected one of: do, at, after, pip, via"#
    )
  }

  @Test func bytesThatAreNotJSONAreReportedAtTopLevel() {
    #expect(message("{\"name\": ").hasPrefix("Scenarios/x.json: top level: not valid JSON ("))
  }

  @Test func aDocumentThatIsNotAnObjectSaysWhatItIs() {
    #expect(
      message("[1, 2]") == #"Scenarios/x.json: top level: "the document" is a list; expected an object"#)
  }

  @Test func aMissingStepListIsNamed() {
    #expect(
      message(#"{"name": "x"}"#)
        == #"Scenarios/x.json: top level: missing key "steps"; expected a list of steps"#)
  }

  @Test func anUnknownTopLevelKeyListsTheAllowedOnes() {
    #expect(
      message(#"{"name": "x", "steps": [], "stpes": []}"#)
        == #"Scenarios/x.json: top level: unknown key "stpes"; expected one of: name, summary, device, app, pictureInPicture, steps, endAt, expect"#
    )
  }

  @Test func aStepWithoutAKindListsTheKinds() {
    #expect(
      message(steps(#"{"at": 1}"#)).hasPrefix(
        #"Scenarios/x.json: step 1: missing key "do"; expected one of: setUpPiP, startPiP"#))
  }

  @Test func anUnknownStepKindIsAnInvalidValue() {
    #expect(
      message(steps(#"{"do": "teleport"}"#)).hasPrefix(
        #"Scenarios/x.json: step 1: "do" is "teleport"; expected one of: setUpPiP"#))
  }

  @Test func aWrongTypeNamesWhatWasFound() {
    #expect(
      message(steps(#"{"do": "advance", "seconds": "two"}"#))
        == #"Scenarios/x.json: step 1 (advance): "seconds" is the string "two"; expected a number"#)
  }

  @Test func aBooleanIsNotANumber() {
    #expect(
      message(steps(#"{"do": "advance", "seconds": true}"#))
        == #"Scenarios/x.json: step 1 (advance): "seconds" is true; expected a number"#)
  }

  @Test func aNumberOutOfRangeGivesTheRange() {
    #expect(
      message(steps(setUp + #", {"do": "produceFrames", "fps": 1000, "seconds": 1}"#))
        == #"Scenarios/x.json: step 2 (produceFrames): "fps" is 1000; expected a number from 1 to 240"#)
  }

  @Test func aMissingStepFieldSaysWhatItMeans() {
    #expect(
      message(steps(#"{"do": "rotateDevice"}"#))
        == #"Scenarios/x.json: step 1 (rotateDevice): missing key "orientation"; expected one of: portrait, portraitUpsideDown, landscapeLeft, landscapeRight"#
    )
  }

  @Test func stepsOutOfTimeOrderAreRejected() {
    #expect(
      message(steps(#"{"at": 2, "do": "appToBackground"}, {"at": 1, "do": "appToForeground"}"#))
        == "Scenarios/x.json: step 2 (appToForeground): runs at 1.0 s, before the previous step (2.0 s); steps must be in time order"
    )
  }

  @Test func atAndAfterTogetherAreRejected() {
    #expect(
      message(steps(#"{"at": 1, "after": 1, "do": "appToBackground"}"#))
        == #"Scenarios/x.json: step 1 (appToBackground): "after" is given with "at"; expected either "at" or "after""#
    )
  }

  @Test func aPictureInPictureStepBeforeSetUpIsRejected() {
    #expect(
      message(steps(#"{"do": "startPiP"}"#))
        == #"Scenarios/x.json: step 1 (startPiP): needs an earlier "setUpPiP" step"#)
  }

  @Test func theLBarNeedsAnAppManagedPlayer() {
    #expect(
      message(
        steps(#"{"do": "setUpFullscreen", "style": "playerViewController"}, {"do": "lBar", "right": 10}"#))
        == #"Scenarios/x.json: step 2 (lBar): needs an earlier "setUpFullscreen" with style "appManaged" step"#
    )
  }

  @Test func aSetUpWithTheIdOfAnEarlierOneIsRejected() {
    let second = #"{"at": 1, "do": "setUpPiP", "source": "sampleBuffer", "id": "pip1"}"#
    #expect(
      message(steps(setUp + ", " + second))
        == #"Scenarios/x.json: step 2 (setUpPiP): "id" is "pip1"; expected an id no earlier "setUpPiP" has"#)
  }

  @Test func aStepForASetUpThatDoesNotExistIsRejected() {
    #expect(
      message(steps(setUp + #", {"at": 1, "do": "startPiP", "pip": "second"}"#))
        == #"Scenarios/x.json: step 2 (startPiP): needs an earlier "setUpPiP" with id "second" step"#)
  }

  @Test func overlappingFrameProductionsAreRejected() {
    let production = #"{"do": "produceFrames", "fps": 30, "seconds": 2}"#
    #expect(
      message(steps(setUp + ", " + production + ", " + production))
        == #"Scenarios/x.json: step 3 (produceFrames): starts while the earlier "produceFrames" step still runs (until 2.0 s)"#
    )
  }

  @Test func aProducerStallNeedsRunningFrames() {
    #expect(
      message(steps(setUp + #", {"do": "fault", "fault": "producerStall", "seconds": 1}"#))
        == #"Scenarios/x.json: step 2 (fault): needs an earlier "produceFrames" (still running) step"#)
  }

  @Test func anAudioServerLossNeedsRunningFramesWhichTheAudioPlaysWith() {
    #expect(
      message(steps(setUp + #", {"do": "fault", "fault": "audioServerLost"}"#))
        == #"Scenarios/x.json: step 2 (fault): needs an earlier "produceFrames" (still running) step"#)
    #expect(
      message(steps(setUp + #", {"do": "fault", "fault": "audioServerLost", "seconds": 1}"#)).contains(
        #"unknown key "seconds""#))
  }

  @Test func unknownCallbackNamesInExpectationsAreRejected() {
    #expect(
      message(#"{"name": "x", "steps": [], "expect": {"callbacks": ["willStart", "didStartt"]}}"#).hasPrefix(
        #"Scenarios/x.json: expect: "callbacks" is "didStartt"; expected callback names"#))
  }

  @Test func nestedSectionsNameTheirPath() {
    #expect(
      message(#"{"name": "x", "steps": [], "expect": {"frames": {"maxDropped": {"lost": 1}}}}"#)
        == #"Scenarios/x.json: expect.frames.maxDropped: unknown key "lost"; expected one of: ringFullOldest, ringFullNewest, late, superseded, flushedAtStop, flushed, queueFull, doNotDisplay, interrupted, invalidTime"#
    )
  }

  @Test func aBadOSVersionShowsTheExpectedForm() {
    #expect(
      message(#"{"name": "x", "steps": [], "device": {"os": "seventeen"}}"#)
        == #"Scenarios/x.json: device: "os" is "seventeen"; expected a version like "16.4""#)
  }

  @Test func anEndBeforeTheLastStepIsRejected() {
    #expect(
      message(#"{"name": "x", "steps": [{"at": 5, "do": "appToBackground"}], "endAt": 1}"#)
        == #"Scenarios/x.json: top level: "endAt" is 1.0; expected a time at or after the last step's end (5.0 s)"#
    )
  }
}
