import Runtime

extension StepAction {
  /// Reads the step-specific keys of a step whose `"do"` key is `kind`; `setUpCount` set-ups came
  /// before it (a set-up without an `id` is named by its position).
  static func decode(_ kind: StepKind, from reader: JSONObjectReader, setUpCount: Int)
    throws(ScenarioDecodingError) -> StepAction
  {
    let timing = ["do", "at", "after"] + (kind.actsOnPictureInPicture && kind != .fault ? ["pip"] : [])
    switch kind {
    case .setUpPiP:
      return .setUpPictureInPicture(
        try decodeSetUp(reader, timing: timing, defaultID: "pip\(setUpCount + 1)"))
    case .userSkips:
      try reader.allowOnly(timing + ["seconds"])
      let interval = try reader.required(
        reader.duration("seconds", in: -3600...3600), "seconds",
        expected: "how far to skip in seconds, negative for back")
      guard interval != .zero else {
        throw reader.error(
          .invalidValue(key: "seconds", value: "0", expected: "a skip forwards or back, not 0"))
      }
      return .userSkips(interval)
    case .recreateSource:
      try reader.allowOnly(timing + ["updatesContentSource"])
      return .recreateSource(updatesContentSource: try reader.bool("updatesContentSource") ?? false)
    case .setAudioCategory:
      try reader.allowOnly(timing + ["category", "mode"])
      let name = try reader.required(
        reader.choice("category", among: Scenario.audioCategoryNames), "category",
        expected: "one of: " + Scenario.audioCategoryNames.joined(separator: ", "))
      let mode = try reader.choice("mode", as: AudioSession.Mode.self)
      return .setAudioCategory(AudioSession.Category(rawValue: name) ?? .playback, mode: mode)
    case .startPiP:
      try reader.allowOnly(timing + ["via"])
      let session = try reader.choice("via", among: ["controller", "session"]) == "session"
      return session ? .startPictureInPictureThroughSession : .startPictureInPicture
    case .stopPiP, .userTapsRestore, .userTapsClose, .appToBackground, .appToForeground,
      .userTogglesPlayPause, .deactivateAudioSession, .activateAudioSession,
      .appResignsActive, .appBecomesActive, .otherAppStartsPiP, .otherAppEndsPiP, .removeSource,
      .reinsertSource, .releasePiP:
      try reader.allowOnly(timing)
      return simpleAction(kind)
    case .userResizesPiP:
      try reader.allowOnly(timing + ["width"])
      let width = try reader.number("width", in: 80...1_000, unit: " points")
      return .userResizesPictureInPicture(
        width: try reader.required(width, "width", expected: "the window's new width in points"))
    case .rotateDevice:
      try reader.allowOnly(timing + ["orientation"])
      return .rotateDevice(
        try reader.required(
          reader.choice("orientation", among: InterfaceOrientation.known, named: \.name), "orientation",
          expected: "one of: " + InterfaceOrientation.known.map(\.name).joined(separator: ", ")))
    case .requestGeometry:
      try reader.allowOnly(timing + ["orientations"])
      return .requestGeometry(try required(reader, "orientations", AppSettings.SupportedOrientations.self))
    case .setUpFullscreen:
      try reader.allowOnly(timing + ["style", "forceFullScreenOnLandscape"])
      return .setUpFullscreen(
        try required(reader, "style", FullscreenStyle.self),
        forceFullScreenOnLandscape: try reader.bool("forceFullScreenOnLandscape") ?? false)
    case .fullscreen:
      try reader.allowOnly(timing + ["action"])
      return .fullscreen(try required(reader, "action", FullscreenAction.self))
    case .requestOrientation:
      try reader.allowOnly(timing + ["orientations", "autoRotate"])
      return .requestOrientation(
        try required(reader, "orientations", AppSettings.SupportedOrientations.self),
        autoRotate: try reader.bool("autoRotate") ?? true)
    case .lBar:
      try reader.allowOnly(timing + ["right", "bottom"])
      let right = try reader.number("right", in: 0...2000, unit: " points")
      let bottom = try reader.number("bottom", in: 0...2000, unit: " points")
      guard right != nil || bottom != nil else {
        throw reader.error(.missingKey("right", expected: "\"right\" and/or \"bottom\" in points"))
      }
      return .lBar(right: right ?? 0, bottom: bottom ?? 0)
    case .produceFrames:
      try reader.allowOnly(timing + ["fps", "seconds", "displayHertz"])
      let fps = try reader.required(reader.number("fps", in: 1...240), "fps", expected: "frames per second")
      let duration = try reader.required(
        reader.duration("seconds", in: 0...600), "seconds", expected: "how long to produce")
      let hertz = try reader.number("displayHertz", in: 1...240) ?? 60
      return .produceFrames(FrameProduction(framesPerSecond: fps, duration: duration, displayHertz: hertz))
    case .fault:
      return .injectFault(try decodeFault(reader, timing: timing))
    case .advance:
      try reader.allowOnly(timing + ["seconds"])
      let span = try reader.required(
        reader.duration("seconds", in: 0...Scenario.maximumDuration), "seconds", expected: "how long to wait")
      return .advance(span)
    }
  }

  private static func simpleAction(_ kind: StepKind) -> StepAction {
    switch kind {
    case .stopPiP: .stopPictureInPicture
    case .userTapsRestore: .userTapsRestore
    case .userTapsClose: .userTapsClose
    case .appToBackground: .appEntersBackground
    case .appToForeground: .appEntersForeground
    case .appResignsActive: .appResignsActive
    case .appBecomesActive: .appBecomesActive
    case .removeSource: .removeSourceView
    case .reinsertSource: .reinsertSourceView
    case .releasePiP: .releasePictureInPicture
    case .otherAppStartsPiP: .otherAppStartsPictureInPicture
    case .userTogglesPlayPause: .userTogglesPlayPause
    case .deactivateAudioSession: .deactivateAudioSession
    case .activateAudioSession: .activateAudioSession
    default: .otherAppEndsPictureInPicture
    }
  }

  /// Reads a `setUpPiP` step: its source and, for a player layer or a sample-buffer source, how its
  /// content plays.
  private static func decodeSetUp(_ reader: JSONObjectReader, timing: [String], defaultID: String)
    throws(ScenarioDecodingError) -> PictureInPictureSetUp
  {
    let source = try required(reader, "source", PictureInPictureSource.self)
    let id = try reader.string("id") ?? defaultID
    guard !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
      throw reader.error(
        .invalidValue(key: "id", value: "\"\(id)\"", expected: "letters, digits, \"-\" and \"_\" only"))
    }
    guard source != .videoCall else {
      try reader.allowOnly(timing + ["source", "id"])
      return PictureInPictureSetUp(id: id, source: source)
    }
    try reader.allowOnly(timing + ["source", "id", "timeRange", "paused"])
    var playback = SourcePlayback(isPaused: try reader.bool("paused") ?? false)
    let expected = "\"live\" or the content's length in seconds"
    switch reader.fields["timeRange"] {
    case nil: break
    case .string(let text):
      guard text == "live" else {
        throw reader.error(.invalidValue(key: "timeRange", value: "\"\(text)\"", expected: expected))
      }
    default:
      let length = try reader.duration("timeRange", in: 0.001...Scenario.maximumDuration)
      playback.timeRange = .finite(try reader.required(length, "timeRange", expected: expected))
    }
    return PictureInPictureSetUp(id: id, source: source, playback: playback)
  }

  private static func decodeFault(_ reader: JSONObjectReader, timing: [String]) throws(ScenarioDecodingError)
    -> Fault
  {
    let names = [
      "restoreNeverCompletes", "restoreCompletesFalse", "restoreCompletesTwice", "restoreAnswersLate",
      "startFailsAfterWillStart", "skipNeverCompletes", "producerStall", "audioServerLost", "playerStall",
    ]
    let name = try reader.required(
      reader.string("fault"), "fault", expected: "one of: " + names.joined(separator: ", "))
    switch name {
    case "producerStall":
      try reader.allowOnly(timing + ["fault", "seconds"])
      let duration = try reader.required(
        reader.duration("seconds", in: 0...600), "seconds", expected: "how long the producer stalls")
      return .producerStall(duration)
    case "playerStall":
      try reader.allowOnly(timing + ["fault", "seconds", "pip"])
      let duration = try reader.required(
        reader.duration("seconds", in: 0...600), "seconds", expected: "how long the player's network stalls")
      return .playerStall(duration)
    case "restoreAnswersLate":
      try reader.allowOnly(timing + ["fault", "seconds", "pip"])
      let delay = try reader.required(
        reader.duration("seconds", in: 0...60), "seconds", expected: "how long the app takes to answer")
      return .restoreAnswersLate(delay)
    default:
      let answers = [
        "restoreNeverCompletes", "restoreCompletesFalse", "restoreCompletesTwice", "skipNeverCompletes",
      ]
      try reader.allowOnly(timing + ["fault"] + (answers.contains(name) ? ["pip"] : []))
      switch name {
      case "restoreNeverCompletes": return .restoreNeverCompletes
      case "restoreCompletesFalse": return .restoreCompletesFalse
      case "restoreCompletesTwice": return .restoreCompletesTwice
      case "startFailsAfterWillStart": return .startFailsAfterWillStart
      case "skipNeverCompletes": return .skipNeverCompletes
      case "audioServerLost": return .audioServerLost
      default: throw reader.invalidChoice("fault", name, names)
      }
    }
  }

  private static func required<Choice: CaseIterable & RawRepresentable>(
    _ reader: JSONObjectReader, _ key: String, _ type: Choice.Type
  ) throws(ScenarioDecodingError) -> Choice where Choice.RawValue == String {
    try reader.required(
      reader.choice(key, as: type), key,
      expected: "one of: " + type.allCases.map(\.rawValue).joined(separator: ", "))
  }
}
