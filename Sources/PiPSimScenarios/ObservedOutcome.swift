import Foundation
import Runtime

/// What a run ended with, compared against a scenario's expectations.
struct ObservedOutcome {
  var callbacks: [String]
  /// The first set-up, which the top-level PiP expectations are about.
  var firstSetUp: ObservedPictureInPicture
  /// Every set-up by its id.
  var setUps: [String: ObservedPictureInPicture]
  var frames: FrameTotals
  var orientationOutcome: String?
  var interfaceOrientation: InterfaceOrientation?
  var isFullscreen: Bool
  var playerFrame: CGRect?
  var diagnostics: [String]
  /// `output`, `hostClock` or `none`: see ``ScenarioExpectations/audioClock``.
  var audioClock: String

  func failures(against expected: ScenarioExpectations) -> [ExpectationFailure] {
    var failures: [ExpectationFailure] = []
    func check(_ key: String, _ wanted: String, _ got: String) {
      if wanted != got {
        failures.append(ExpectationFailure(expectation: key, expected: wanted, actual: got))
      }
    }
    if let callbacks = expected.callbacks {
      // The app's answers and the playback-state questions are listed only by the expectations
      // that name them.
      let unnamed = Set(Scenario.answerCallbackNames).subtracting(callbacks.map(Scenario.callbackBaseName))
      let observed = self.callbacks.filter { !unnamed.contains(Scenario.callbackBaseName($0)) }
      check("expect.callbacks", Self.list(callbacks), Self.list(observed))
    }
    failures += firstSetUp.failures(against: expected.firstSetUp, under: "expect")
    if let outcome = expected.orientationOutcome {
      check("expect.orientationOutcome", outcome, orientationOutcome ?? "no orientation request")
    }
    if let orientation = expected.interfaceOrientation {
      check("expect.interfaceOrientation", orientation.name, interfaceOrientation?.name ?? "no scene")
    }
    if let fullscreen = expected.fullscreen {
      check("expect.fullscreen", String(fullscreen), String(isFullscreen))
    }
    if let frame = expected.playerFrame {
      check("expect.playerFrame", Self.text(frame), playerFrame.map(Self.text) ?? "no player")
    }
    for code in expected.diagnostics ?? [] where !diagnostics.contains(code) {
      failures.append(
        ExpectationFailure(
          expectation: "expect.diagnostics", expected: "a \"\(code)\" diagnostic",
          actual: diagnostics.isEmpty ? "none" : Self.list(Array(Set(diagnostics)).sorted())))
    }
    for code in expected.absentDiagnostics ?? [] where diagnostics.contains(code) {
      failures.append(
        ExpectationFailure(
          expectation: "expect.noDiagnostics", expected: "no \"\(code)\" diagnostic",
          actual: "\(diagnostics.filter { $0 == code }.count) recorded"))
    }
    if let audioClock = expected.audioClock { check("expect.audioClock", audioClock, self.audioClock) }
    if let frameExpectation = expected.frames {
      failures += frameFailures(frameExpectation)
    }
    for (id, setUpExpectation) in expected.pictureInPictureSetUps.sorted(by: { $0.key < $1.key }) {
      // Decoding admits only the ids of set-ups the steps make, and every one of them is made.
      guard let setUp = setUps[id] else { continue }
      failures += setUp.failures(against: setUpExpectation, under: "expect.pip.\(id)")
    }
    return failures
  }

  private func frameFailures(_ expected: FrameExpectation) -> [ExpectationFailure] {
    var failures: [ExpectationFailure] = []
    let figures =
      "\(frames.pushed) pushed, \(frames.presented) presented, \(frames.droppedTotal) dropped, "
      + "\(frames.inFlight) in flight"
    if let balanced = expected.balanced, balanced != frames.isBalanced {
      failures.append(
        ExpectationFailure(
          expectation: "expect.frames.balanced",
          expected: balanced ? "balanced figures" : "unbalanced figures",
          actual: figures))
    }
    if let least = expected.presentedAtLeast, frames.presented < least {
      failures.append(
        ExpectationFailure(
          expectation: "expect.frames.presentedAtLeast", expected: "at least \(least) presented",
          actual: figures))
    }
    if let most = expected.maximumDroppedTotal, frames.droppedTotal > most {
      failures.append(
        ExpectationFailure(
          expectation: "expect.frames.maxDroppedTotal", expected: "at most \(most) dropped", actual: figures))
    }
    for (reason, most) in expected.maximumDropped.sorted(by: { $0.key.rawValue < $1.key.rawValue })
    where frames.dropped[reason, default: 0] > most {
      failures.append(
        ExpectationFailure(
          expectation: "expect.frames.maxDropped.\(reason.rawValue)",
          expected: "at most \(most) dropped as \(reason)",
          actual: "\(frames.dropped[reason, default: 0])"))
    }
    return failures
  }

  private static func list(_ items: [String]) -> String {
    "[" + items.joined(separator: ", ") + "]"
  }

  static func text(_ rect: CGRect) -> String {
    "[\(rect.origin.x), \(rect.origin.y), \(rect.size.width), \(rect.size.height)]"
  }
}

/// What one PiP set-up ended with.
struct ObservedPictureInPicture {
  var state: String
  var sourceViewContainer: String
  var sourceViewFrame: CGRect?
  /// Whether its PiP window shows "seeking" at the end.
  var isSeeking: Bool

  /// What `setUp` ends with; a scenario without a set-up ends idle, with no source view.
  @MainActor
  init(_ setUp: ScenarioPictureInPicture?) {
    state = setUp?.stateName ?? "idle"
    sourceViewContainer = setUp?.sourceViewContainer ?? SourceViewExpectation.Container.none.rawValue
    sourceViewFrame = setUp?.sourceView?.frame
    isSeeking = setUp?.controller?.isSeekingInPictureInPictureUI ?? false
  }

  /// The expectations that did not hold, named under `prefix` (`expect`, or `expect.pip.ID`).
  func failures(against expected: PictureInPictureExpectation, under prefix: String) -> [ExpectationFailure] {
    var failures: [ExpectationFailure] = []
    func check(_ key: String, _ wanted: String, _ got: String) {
      if wanted != got {
        failures.append(ExpectationFailure(expectation: "\(prefix).\(key)", expected: wanted, actual: got))
      }
    }
    if let state = expected.state { check("pipState", state, self.state) }
    if let container = expected.sourceView?.container {
      check("sourceView.in", container.rawValue, sourceViewContainer)
    }
    if let frame = expected.sourceView?.frame {
      check(
        "sourceView.frame", ObservedOutcome.text(frame),
        sourceViewFrame.map(ObservedOutcome.text) ?? "no source view")
    }
    if let seeking = expected.seeking { check("seeking", String(seeking), String(isSeeking)) }
    return failures
  }
}
