import Clocks
import Foundation
import PictureInPicture
import Runtime

extension Scenario {
  /// The longest virtual time a scenario may span, in seconds.
  public static let maximumDuration = 3600.0

  /// Reads a scenario from JSON, strictly: unknown keys, wrong types, bad values and steps out of order
  /// are errors.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - file: The file's name as the user gave it; every error message starts with it.
  /// - Throws: ``ScenarioDecodingError`` naming the file, the step (index and kind) or section, and the key.
  public static func decode(_ data: Data, file: String) throws(ScenarioDecodingError) -> Scenario {
    let root: ScenarioJSON
    do throws(ScenarioJSON.ParseError) {
      root = try ScenarioJSON.parse(data)
    } catch {
      throw ScenarioDecodingError(file: file, location: .document, problem: .notJSON(reason: error.reason))
    }
    let document = try JSONObjectReader(root, file: file, location: .document, key: "the document")
    try document.allowOnly([
      "name", "summary", "device", "app", "pictureInPicture", "steps", "endAt", "expect",
    ])
    let name = try document.required(document.string("name"), "name", expected: "the scenario's name")
    let device = try document.object("device", section: "device").map(decodeDevice) ?? DeviceSettings()
    let app = try document.object("app", section: "app").map(decodeApp) ?? AppSettings()
    let pictureInPicture =
      try document.object("pictureInPicture", section: "pictureInPicture").map(decodePictureInPicture)
      ?? PictureInPictureSettings()
    guard let rawSteps = document.fields["steps"] else {
      throw document.error(.missingKey("steps", expected: "a list of steps"))
    }
    guard case .array(let stepList) = rawSteps else {
      throw document.error(.wrongType(key: "steps", expected: "a list of steps", found: rawSteps.typeName))
    }
    var timeline = StepTimeline(file: file, app: app)
    for (offset, rawStep) in stepList.enumerated() {
      try timeline.append(rawStep, index: offset + 1)
    }
    let lastEnd = timeline.lastEnd
    let endAt = try document.duration("endAt", in: 0...maximumDuration) ?? lastEnd + .seconds(2)
    guard endAt >= lastEnd else {
      throw document.error(
        .invalidValue(
          key: "endAt", value: String(endAt.seconds),
          expected: "a time at or after the last step's end (\(lastEnd.seconds) s)"))
    }
    let expectations = try document.object("expect", section: "expect").map {
      (reader) throws(ScenarioDecodingError) in
      try decodeExpectations(reader, setUps: timeline.setUps, endTime: endAt)
    }
    return Scenario(
      name: name, summary: try document.string("summary") ?? "", device: device, app: app,
      pictureInPicture: pictureInPicture,
      steps: timeline.steps, endTime: endAt, expectations: expectations ?? ScenarioExpectations())
  }

  private static func decodeDevice(_ reader: JSONObjectReader) throws(ScenarioDecodingError) -> DeviceSettings
  {
    try reader.allowOnly(["preset", "os", "pipSupported"])
    var settings = DeviceSettings(
      preset: try reader.choice("preset", as: DeviceSettings.Preset.self) ?? .iPhone14)
    if let text = try reader.string("os") {
      settings.systemVersion = try parseVersion(text, reader: reader)
    }
    settings.supportsPictureInPicture = try reader.bool("pipSupported")
    return settings
  }

  private static func parseVersion(_ text: String, reader: JSONObjectReader) throws(ScenarioDecodingError)
    -> OSVersion
  {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
    guard (1...3).contains(parts.count), parts.allSatisfy({ ($0 ?? -1) >= 0 && ($0 ?? 100) < 100 }) else {
      throw reader.error(.invalidValue(key: "os", value: "\"\(text)\"", expected: "a version like \"16.4\""))
    }
    let numbers = parts.compactMap { $0 } + [0, 0]
    return OSVersion(numbers[0], numbers[1], numbers[2])
  }

  /// The audio session categories a scenario may name (`app.audioCategory`, `setAudioCategory`).
  public static let audioCategoryNames = ["ambient", "soloAmbient", "playback", "playAndRecord", "record"]

  /// The names of `pictureInPicture.restoreOrder`: iPhone and iPad, and an iPad app on a Mac.
  public static let restoreOrderNames = ["restoreThenWillStop", "willStopThenRestore"]

  private static func decodePictureInPicture(_ reader: JSONObjectReader) throws(ScenarioDecodingError)
    -> PictureInPictureSettings
  {
    try reader.allowOnly([
      "startAnimation", "stopAnimation", "restoreTimeout", "stopRestoresUserInterface",
      "closeRestoresUserInterface", "restoreOrder", "stopsAutomaticPiPOnForeground",
      "keepsReleasedController", "windowWidth", "frozenPictureAfter", "unansweredSkipAfter",
      "ignoresStopInBackground",
    ])
    var settings = PictureInPictureSettings()
    settings.startAnimationDuration =
      try reader.duration("startAnimation", in: 0...10) ?? settings.startAnimationDuration
    settings.stopAnimationDuration =
      try reader.duration("stopAnimation", in: 0...10) ?? settings.stopAnimationDuration
    settings.restoreCompletionTimeout =
      try reader.duration("restoreTimeout", in: 0...60) ?? settings.restoreCompletionTimeout
    settings.stopRestoresUserInterface = try reader.bool("stopRestoresUserInterface") ?? false
    settings.closeRestoresUserInterface = try reader.bool("closeRestoresUserInterface") ?? false
    if let order = try reader.choice("restoreOrder", among: restoreOrderNames) {
      settings.restoreOrder = order == "willStopThenRestore" ? .willStopThenRestore : .restoreThenWillStop
    }
    settings.stopsAutomaticPictureInPictureOnForeground =
      try reader.bool("stopsAutomaticPiPOnForeground") ?? true
    settings.systemKeepsReleasedControllerUntilPictureInPictureEnds =
      try reader.bool("keepsReleasedController") ?? false
    settings.ignoresStopInBackground = try reader.bool("ignoresStopInBackground") ?? false
    if let frozen = try reader.duration("frozenPictureAfter", in: 0...600) {
      settings.frozenPictureDiagnosticDelay = frozen > .zero ? frozen : nil
    }
    if let unanswered = try reader.duration("unansweredSkipAfter", in: 0...600) {
      settings.unansweredSkipDiagnosticDelay = unanswered > .zero ? unanswered : nil
    }
    settings.windowWidth =
      try reader.number("windowWidth", in: 80...1_000, unit: " points") ?? settings.windowWidth
    return settings
  }

  private static func decodeApp(_ reader: JSONObjectReader) throws(ScenarioDecodingError) -> AppSettings {
    try reader.allowOnly([
      "backgroundModes", "audioCategory", "audioActive", "autoPiP", "supportedOrientations", "pipApp",
      "pausesVideoInBackground", "infoPlistOrientations", "restoreImplemented", "detachesPlayerInBackground",
      "stopsActivePiPBeforeStarting",
    ])
    var settings = AppSettings()
    if let modes = try reader.strings("backgroundModes") {
      let allowed = ["audio", "voip", "fetch", "processing", "location", "remote-notification"]
      var parsed: Set<App.BackgroundMode> = []
      for mode in modes {
        guard let value = App.BackgroundMode(rawValue: mode) else {
          throw reader.invalidChoice("backgroundModes", mode, allowed)
        }
        parsed.insert(value)
      }
      settings.backgroundModes = parsed
    }
    if let category = try reader.choice("audioCategory", among: audioCategoryNames) {
      settings.audioCategory = AudioSession.Category(rawValue: category) ?? settings.audioCategory
    }
    settings.activatesAudioSession = try reader.bool("audioActive") ?? true
    settings.startsPictureInPictureAutomatically = try reader.bool("autoPiP") ?? false
    settings.pausesVideoInBackground = try reader.bool("pausesVideoInBackground") ?? false
    settings.implementsRestore = try reader.bool("restoreImplemented") ?? true
    settings.detachesPlayerInBackground = try decodePlayerDetachment(reader)
    settings.stopsActivePictureInPictureBeforeStarting =
      try reader.bool("stopsActivePiPBeforeStarting") ?? false
    settings.supportedOrientations =
      try reader.choice("supportedOrientations", as: AppSettings.SupportedOrientations.self) ?? .all
    settings.infoPlistOrientations =
      try reader.choice("infoPlistOrientations", as: AppSettings.SupportedOrientations.self) ?? .all
    if let pipApp = try reader.object("pipApp", section: "app.pipApp") {
      settings.pictureInPictureApp = try decodePictureInPictureApp(pipApp)
    }
    return settings
  }

  /// `app.detachesPlayerInBackground`: `true`, `false`, or `"unlessPictureInPictureActive"`.
  private static func decodePlayerDetachment(_ reader: JSONObjectReader) throws(ScenarioDecodingError)
    -> AppSettings.PlayerDetachment
  {
    let key = "detachesPlayerInBackground"
    let conditional = AppSettings.PlayerDetachment.unlessPictureInPictureActive.rawValue
    guard let value = reader.fields[key] else { return .never }
    if case .string = value {
      _ = try reader.choice(key, among: [conditional])
      return .unlessPictureInPictureActive
    }
    guard let detaches = try? reader.bool(key) else {
      throw reader.error(
        .wrongType(
          key: key, expected: "true, false or \"\(conditional)\"", found: value.typeName))
    }
    return detaches ? .always : .never
  }

  private static func decodePictureInPictureApp(_ reader: JSONObjectReader) throws(ScenarioDecodingError)
    -> AppSettings.PictureInPictureApp
  {
    let kind = try reader.required(
      reader.choice("kind", among: ["helper", "raw"]), "kind", expected: "\"helper\" or \"raw\"")
    guard kind == "raw" else {
      try reader.allowOnly(["kind"])
      return AppSettings.PictureInPictureApp()
    }
    try reader.allowOnly(["kind", "movesViewOnWillStart", "movesViewBack", "contentView"])
    return AppSettings.PictureInPictureApp(
      usesSessionHelper: false, movesViewOnWillStart: try reader.bool("movesViewOnWillStart") ?? true,
      movesViewBack: try reader.choice("movesViewBack", as: AppSettings.PictureInPictureApp.ViewReturn.self)
        ?? .onRestoreOrDidStop,
      contentView: try reader.choice("contentView", among: AppSettings.PictureInPictureApp.seatNames)
        ?? "seat 1")
  }
}
