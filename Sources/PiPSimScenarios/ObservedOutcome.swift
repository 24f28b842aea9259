import Foundation
import Runtime

/// What a run ended with, compared against a scenario's expectations.
struct ObservedOutcome {
  var callbacks: [String]
  var pictureInPictureState: String
  var sourceViewContainer: String
  var sourceViewFrame: CGRect?
  var frames: FrameTotals
  var orientationOutcome: String?
  var interfaceOrientation: InterfaceOrientation?
  var isFullscreen: Bool
  var playerFrame: CGRect?
  var diagnostics: [String]
  /// `output`, `hostClock` or `none`: see ``ScenarioExpectations/audioClock``.
  var audioClock: String
  /// Whether the PiP window shows "seeking" at the end.
  var isSeeking: Bool

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
    if let state = expected.pictureInPictureState { check("expect.pipState", state, pictureInPictureState) }
    if let container = expected.sourceView?.container {
      check("expect.sourceView.in", container.rawValue, sourceViewContainer)
    }
    if let frame = expected.sourceView?.frame {
      check("expect.sourceView.frame", Self.text(frame), sourceViewFrame.map(Self.text) ?? "no source view")
    }
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
    if let seeking = expected.seeking { check("expect.seeking", String(seeking), String(isSeeking)) }
    if let frameExpectation = expected.frames {
      failures += frameFailures(frameExpectation)
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

  private static func text(_ rect: CGRect) -> String {
    "[\(rect.origin.x), \(rect.origin.y), \(rect.size.width), \(rect.size.height)]"
  }
}
