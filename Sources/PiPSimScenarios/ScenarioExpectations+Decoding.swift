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

  static func decodeExpectations(_ reader: JSONObjectReader) throws(ScenarioDecodingError)
    -> ScenarioExpectations
  {
    try reader.allowOnly([
      "callbacks", "pipState", "sourceView", "frames", "orientationOutcome", "interfaceOrientation",
      "fullscreen", "playerFrame", "diagnostics", "noDiagnostics", "audioClock", "seeking",
    ])
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
    expectations.pictureInPictureState = try reader.choice("pipState", among: pictureInPictureStateNames)
    expectations.sourceView = try reader.object("sourceView", section: "expect.sourceView").map(
      decodeSourceView)
    expectations.frames = try reader.object("frames", section: "expect.frames").map(decodeFrames)
    expectations.orientationOutcome = try reader.choice("orientationOutcome", among: orientationOutcomeNames)
    expectations.interfaceOrientation = try reader.choice(
      "interfaceOrientation", as: InterfaceOrientation.self, named: \.name)
    expectations.fullscreen = try reader.bool("fullscreen")
    expectations.seeking = try reader.bool("seeking")
    expectations.playerFrame = try reader.numbers("playerFrame", count: 4).map(rect)
    expectations.diagnostics = try reader.strings("diagnostics")
    expectations.absentDiagnostics = try reader.strings("noDiagnostics")
    expectations.audioClock = try reader.choice("audioClock", among: audioClockNames)
    return expectations
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
