import Clocks
import Runtime

/// Reads steps one by one, placing each in time and checking it against the steps before it.
struct StepTimeline {
  let file: String
  /// The app the steps run in: what some steps need of it (a `PiPSession` for a start through it, a
  /// player to detach for every set-up).
  let app: AppSettings
  private(set) var steps: [ScenarioStep] = []
  /// When the last step ends: its time, plus its length for `advance`.
  private(set) var lastEnd = MediaTime.zero
  /// The PiP set-ups so far: their ids and sources, in step order.
  private(set) var setUps: [DeclaredSetUp] = []
  private var fullscreenStyle: FullscreenStyle?
  private var productionEnd: MediaTime?

  init(file: String, app: AppSettings) {
    self.file = file
    self.app = app
  }

  mutating func append(_ value: ScenarioJSON, index: Int) throws(ScenarioDecodingError) {
    let untyped = try JSONObjectReader(
      value, file: file, location: .step(index: index, kind: nil), key: "the step")
    let kindName = try untyped.required(
      untyped.string("do"), "do",
      expected: "one of: " + StepKind.allCases.map(\.rawValue).joined(separator: ", "))
    guard let kind = StepKind(rawValue: kindName) else {
      throw untyped.invalidChoice("do", kindName, StepKind.allCases.map(\.rawValue))
    }
    let reader = JSONObjectReader(
      fields: untyped.fields, file: file, location: .step(index: index, kind: kindName))
    let action = try StepAction.decode(kind, from: reader, setUpCount: setUps.count)
    let time = try time(of: reader)
    let target = try reader.string("pip")
    try check(action, at: time, target: target, reader: reader, index: index)
    steps.append(ScenarioStep(time: time, action: action, target: target))
    if case .advance(let span) = action {
      lastEnd = time + span
    } else {
      lastEnd = time
    }
  }

  private func time(of reader: JSONObjectReader) throws(ScenarioDecodingError) -> MediaTime {
    let limit = 0...Scenario.maximumDuration
    let absolute = try reader.duration("at", in: limit)
    let relative = try reader.duration("after", in: limit)
    if absolute != nil, relative != nil {
      throw reader.error(
        .invalidValue(key: "after", value: "given with \"at\"", expected: "either \"at\" or \"after\""))
    }
    let time = absolute ?? lastEnd + (relative ?? .zero)
    guard time >= lastEnd else {
      throw reader.error(.timeBeforePreviousStep(time: time.seconds, previous: lastEnd.seconds))
    }
    guard time.seconds <= Scenario.maximumDuration else {
      throw reader.error(
        .invalidValue(
          key: "after", value: "\(time.seconds) s from the start",
          expected: "at most \(Scenario.maximumDuration) s"))
    }
    return time
  }

  /// The source of the set-up a step targets: the one named `target`, or the first.
  ///
  /// - Throws: `.needsEarlierStep` when no earlier set-up has the id `target`.
  private func source(of target: String?, reader: JSONObjectReader) throws(ScenarioDecodingError)
    -> PictureInPictureSource?
  {
    guard let target else { return setUps.first?.source }
    guard let setUp = setUps.first(where: { $0.id == target }) else {
      throw reader.error(.needsEarlierStep("\"setUpPiP\" with id \"\(target)\""))
    }
    return setUp.source
  }

  private mutating func check(
    _ action: StepAction, at time: MediaTime, target: String?, reader: JSONObjectReader, index: Int
  ) throws(ScenarioDecodingError) {
    let pictureInPictureSource = try source(of: target, reader: reader)
    switch action {
    case .setUpPictureInPicture(let setUp):
      guard !setUps.contains(where: { $0.id == setUp.id }) else {
        throw reader.error(
          .invalidValue(key: "id", value: "\"\(setUp.id)\"", expected: "an id no earlier \"setUpPiP\" has"))
      }
      if app.detachesPlayerInBackground != .never, setUp.source != .playerLayer {
        throw reader.error(
          .invalidValue(
            key: "source", value: "\"\(setUp.source.rawValue)\"",
            expected: "\"playerLayer\": app.detachesPlayerInBackground takes a player off its layer, and a "
              + "\(setUp.source.rawValue) source has no player"))
      }
      setUps.append(DeclaredSetUp(id: setUp.id, source: setUp.source, step: index))
    case .setUpFullscreen(let style, _):
      guard fullscreenStyle == nil else { throw reader.error(.repeatedStep("setUpFullscreen")) }
      fullscreenStyle = style
    case .startPictureInPictureThroughSession:
      guard app.pictureInPictureApp.usesSessionHelper else {
        throw reader.error(
          .invalidValue(
            key: "via", value: "\"session\"",
            expected: "\"controller\": a raw app (app.pipApp kind \"raw\") has no PiPSession"))
      }
      guard pictureInPictureSource == .videoCall else {
        throw reader.error(.needsEarlierStep("\"setUpPiP\" with source \"videoCall\" (a PiPSession's)"))
      }
    case .startPictureInPicture, .stopPictureInPicture, .userTapsRestore, .userTapsClose,
      .userResizesPictureInPicture, .removeSourceView, .reinsertSourceView, .releasePictureInPicture,
      .injectFault(.restoreNeverCompletes), .injectFault(.restoreCompletesFalse),
      .injectFault(.restoreCompletesTwice), .injectFault(.restoreAnswersLate),
      .injectFault(.startFailsAfterWillStart), .userSkips, .userTogglesPlayPause:
      guard pictureInPictureSource != nil else { throw reader.error(.needsEarlierStep("\"setUpPiP\"")) }
    case .produceFrames(let production):
      guard pictureInPictureSource != nil else { throw reader.error(.needsEarlierStep("\"setUpPiP\"")) }
      guard pictureInPictureSource != .playerLayer else {
        // A player makes its own frames from its stream as it plays.
        throw reader.error(.needsEarlierStep("\"setUpPiP\" with source \"videoCall\" or \"sampleBuffer\""))
      }
      if let productionEnd, productionEnd > time {
        throw reader.error(.overlapsEarlierStep("produceFrames", until: productionEnd.seconds))
      }
      productionEnd = time + production.duration
    case .injectFault(.producerStall), .injectFault(.audioServerLost):
      // The audio output plays while frames are produced, so both faults need running frames.
      guard let productionEnd, productionEnd > time else {
        throw reader.error(.needsEarlierStep("\"produceFrames\" (still running)"))
      }
    case .injectFault(.playerStall):
      guard pictureInPictureSource == .playerLayer else {
        throw reader.error(.needsEarlierStep("\"setUpPiP\" with source \"playerLayer\""))
      }
    case .recreateSource:
      guard pictureInPictureSource == .playerLayer || pictureInPictureSource == .sampleBuffer else {
        throw reader.error(.needsEarlierStep("\"setUpPiP\" with source \"playerLayer\" or \"sampleBuffer\""))
      }
    case .injectFault(.skipNeverCompletes):
      guard pictureInPictureSource == .sampleBuffer else {
        throw reader.error(.needsEarlierStep("\"setUpPiP\" with source \"sampleBuffer\""))
      }
    case .fullscreen, .requestOrientation:
      guard fullscreenStyle != nil else { throw reader.error(.needsEarlierStep("\"setUpFullscreen\"")) }
    case .lBar:
      guard fullscreenStyle == .appManaged else {
        throw reader.error(.needsEarlierStep("\"setUpFullscreen\" with style \"appManaged\""))
      }
    case .appEntersBackground, .appEntersForeground, .appResignsActive, .appBecomesActive,
      .setAudioCategory, .deactivateAudioSession, .activateAudioSession,
      .otherAppStartsPictureInPicture,
      .otherAppEndsPictureInPicture, .rotateDevice, .requestGeometry, .advance:
      break
    }
  }
}

/// A `setUpPiP` step as later steps and the expectations see it: its id, its source and its index.
struct DeclaredSetUp {
  let id: String
  let source: PictureInPictureSource
  /// The step's 1-based index.
  let step: Int
}
