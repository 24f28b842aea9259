import Clocks
import Foundation
import RenderPipeline
import Runtime

extension Scenario {
  /// The callback names an expectation may list, before any `(detail)`.
  public static let callbackNames =
    [
      "willStart", "didStart", "failedToStart", "willStop", "didStop", "restore", "willGoFullScreen",
      "didGoFullScreen", "willDismissFullScreen", "didDismissFullScreen", "fullscreenChanged",
      "orientationRequest", "orientationChanged", "geometryRequestError", "setPlaying", "skipByInterval",
      "sessionError",
    ] + answerCallbackNames

  /// The name of the playback delegate's call of a skip completion handler, `skipCompletion`.
  public static let skipCompletionName = "skipCompletion"

  /// The callbacks an expectation's list is checked without unless it names them: the app's answers
  /// (restore and skip completions) and a sample-buffer source's playback-state questions, which the
  /// system asks again and again.
  public static let answerCallbackNames = [
    restoreCompletionName, skipCompletionName, "timeRange", "isPaused", "prohibitsBackgroundAudio",
    "renderSize",
  ]

  /// The name of the app's call of a restore completion handler, `restoreCompletion`, as the
  /// summary prints it; an expectation that lists none of them is checked without them.
  public static let restoreCompletionName = "restoreCompletion"

  /// A callback's short name without the set-up it came from (`second:`) or its `(detail)`.
  public static func callbackBaseName(_ callback: String) -> String {
    let name = callback.prefix { $0 != "(" }
    return String(name.split(separator: ":", maxSplits: 1).last ?? name)
  }

  /// The PiP controller states an expectation may name.
  public static let pictureInPictureStateNames = [
    "idle", "starting", "active", "suspended", "restoring", "stopping",
  ]

  /// The orientation outcomes an expectation may name.
  public static let orientationOutcomeNames = [
    "applied", "alreadyInRequestedOrientation", "notRequested", "unavailableBeforeIOS16", "noWindowScene",
    "rejectedBySystem",
  ]

  /// The values of `expect.audioClock`.
  public static let audioClockNames = ["output", "hostClock", "none"]

  /// Reads the `expect` section; `setUps` are the scenario's `setUpPiP` steps (ids and sources),
  /// which `expect.pip` and the expectations at instants may name, and `endTime` when the run ends.
  static func decodeExpectations(
    _ reader: JSONObjectReader, setUps: [DeclaredSetUp], endTime: MediaTime
  ) throws(ScenarioDecodingError) -> ScenarioExpectations {
    let setUpIDs = setUps.map(\.id)
    try reader.allowOnly(
      pictureInPictureKeys + [
        "callbacks", "frames", "orientationOutcome", "interfaceOrientation", "fullscreen", "playerFrame",
        "diagnostics", "noDiagnostics", "audioClock", "pip",
      ] + InstantExpectationReader.keys)
    var expectations = ScenarioExpectations()
    if let callbacks = try reader.strings("callbacks") {
      for callback in callbacks {
        let base = callbackBaseName(callback)
        guard callbackNames.contains(base) else {
          throw reader.error(
            .invalidValue(
              key: "callbacks", value: "\"\(callback)\"",
              expected: "callback names, optionally after a set-up's \"id:\" and with a (detail): "
                + callbackNames.joined(separator: ", ")
            ))
        }
      }
      expectations.callbacks = callbacks
    }
    let first = try decodePictureInPicture(reader, section: "expect")
    expectations.pictureInPictureState = first.state
    expectations.sourceView = first.sourceView
    expectations.seeking = first.seeking
    if let setUps = try reader.object("pip", section: "expect.pip") {
      for (id, value) in setUps.fields.sorted(by: { $0.key < $1.key }) {
        guard setUpIDs.contains(id) else {
          throw setUps.error(
            .invalidValue(
              key: id, value: "no set-up's id",
              expected: setUpIDs.isEmpty
                ? "no ids: the steps set up no PiP"
                : "the id of a \"setUpPiP\" step: " + setUpIDs.joined(separator: ", ")))
        }
        let section = "expect.pip.\(id)"
        let setUp = try JSONObjectReader(value, file: setUps.file, location: .section(section), key: id)
        try setUp.allowOnly(pictureInPictureKeys)
        expectations.pictureInPictureSetUps[id] = try decodePictureInPicture(setUp, section: section)
      }
    }
    expectations.frames = try reader.object("frames", section: "expect.frames").map(decodeFrames)
    expectations.orientationOutcome = try reader.choice("orientationOutcome", among: orientationOutcomeNames)
    expectations.interfaceOrientation = try reader.choice(
      "interfaceOrientation", among: InterfaceOrientation.known, named: \.name)
    expectations.fullscreen = try reader.bool("fullscreen")
    expectations.playerFrame = try reader.numbers("playerFrame", count: 4).map(rect)
    expectations.diagnostics = try reader.strings("diagnostics")
    expectations.absentDiagnostics = try reader.strings("noDiagnostics")
    expectations.audioClock = try reader.choice("audioClock", among: audioClockNames)
    expectations.instants = try InstantExpectationReader(setUps: setUps, endTime: endTime).read(reader)
    return expectations
  }

  /// The keys about one PiP set-up, at the top level (the first set-up) and under `expect.pip.ID`.
  private static let pictureInPictureKeys = ["pipState", "sourceView", "seeking"]

  private static func decodePictureInPicture(_ reader: JSONObjectReader, section: String)
    throws(ScenarioDecodingError) -> PictureInPictureExpectation
  {
    PictureInPictureExpectation(
      state: try reader.choice("pipState", among: pictureInPictureStateNames),
      sourceView: try reader.object("sourceView", section: "\(section).sourceView").map(decodeSourceView),
      seeking: try reader.bool("seeking"))
  }

  private static func decodeSourceView(_ reader: JSONObjectReader) throws(ScenarioDecodingError)
    -> SourceViewExpectation
  {
    try reader.allowOnly(["in", "frame"])
    let frame = try reader.numbers("frame", count: 4).map(rect)
    return SourceViewExpectation(
      container: try reader.choice("in", as: SourceViewExpectation.Container.self), frame: frame)
  }

  private static func rect(_ numbers: [Double]) -> CGRect {
    CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  private static func decodeFrames(_ reader: JSONObjectReader) throws(ScenarioDecodingError)
    -> FrameExpectation
  {
    try reader.allowOnly(["balanced", "presentedAtLeast", "maxDropped", "maxDroppedTotal"])
    var expectation = FrameExpectation(
      balanced: try reader.bool("balanced"),
      presentedAtLeast: try reader.integer("presentedAtLeast", in: 0...1_000_000),
      maximumDroppedTotal: try reader.integer("maxDroppedTotal", in: 0...1_000_000))
    if let limits = try reader.object("maxDropped", section: "expect.frames.maxDropped") {
      let reasons = DropReason.allCases.map(\.rawValue)
      try limits.allowOnly(reasons)
      for reason in DropReason.allCases {
        if let limit = try limits.integer(reason.rawValue, in: 0...1_000_000) {
          expectation.maximumDropped[reason] = limit
        }
      }
    }
    return expectation
  }
}
