import Clocks
import Tracing
import VideoRendering

/// The runner's looks at the app for a scenario's expectations at instants: when each is due, what
/// it saw, and the expectations that did not hold.
///
/// A `frozen` or `moving` window expectation takes two looks, one ``PictureInPictureWindowExpectation/lookBack``
/// before its instant and one at it. Each look is traced as `expectation.looked` with what it saw.
@MainActor
struct InstantLooks {
  private struct Look {
    let time: MediaTime
    /// The expectation's index.
    let index: Int
    /// Whether this is the earlier look of a `frozen` or `moving` expectation.
    let isLookBack: Bool
  }

  private let expectations: [InstantExpectation]
  /// The looks still to take, in time order.
  private var pending: [Look]
  /// What each earlier look of a `frozen` or `moving` expectation saw, by the expectation's index.
  private var earlierFrames: [Int: PresentedFrame?] = [:]
  /// The expectations that did not hold so far.
  private(set) var failures: [ExpectationFailure] = []

  init(_ expectations: [InstantExpectation]) {
    self.expectations = expectations
    var looks: [Look] = []
    for (index, expectation) in expectations.enumerated() {
      switch expectation.check {
      case .pictureInPictureWindow(.frozen), .pictureInPictureWindow(.moving):
        looks.append(
          Look(
            time: expectation.time - PictureInPictureWindowExpectation.lookBack, index: index,
            isLookBack: true))
      default: break
      }
      looks.append(Look(time: expectation.time, index: index, isLookBack: false))
    }
    pending = looks.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
  }

  /// When the next look is due; nil when none is left.
  var nextTime: MediaTime? { pending.first?.time }

  /// Takes every look due by `now` at `app`, tracing each on `track`.
  mutating func take(dueBy now: MediaTime, in app: ScenarioApp, track: TraceTrack) {
    while let look = pending.first, look.time <= now {
      pending.removeFirst()
      let expectation = expectations[look.index]
      let setUp = app.pictureInPicture(expectation.setUp)
      if look.isLookBack {
        let frame = setUp?.pictureInPictureWindowFrame
        earlierFrames[look.index] = frame
        trace(expectation, "earlier look: " + Self.text(frame), on: track)
        continue
      }
      let (expected, actual) = Self.compare(
        expectation.check, with: setUp, earlier: earlierFrames[look.index] ?? nil)
      trace(expectation, actual, on: track)
      if expected != actual {
        failures.append(ExpectationFailure(expectation: expectation.name, expected: expected, actual: actual))
      }
    }
  }

  private func trace(_ expectation: InstantExpectation, _ seen: String, on track: TraceTrack) {
    track.instant(
      "expectation.looked", category: "scenario",
      ["expectation": .string(expectation.name), "seen": .string(seen)])
  }

  /// What `check` expects and what `setUp` shows, in the same words, so the two are equal when it holds.
  private static func compare(
    _ check: InstantExpectation.Check, with setUp: ScenarioPictureInPicture?, earlier: PresentedFrame?
  ) -> (expected: String, actual: String) {
    switch check {
    case .player(let rate, let status):
      let player = setUp?.player
      let expected = [rate.map { "rate \(Float($0))" }, status.map { "timeControlStatus \($0)" }]
      let actual = [
        rate.map { _ in player.map { "rate \($0.rate)" } ?? "no player" },
        status.map { _ in player.map { "timeControlStatus \($0.timeControlStatus)" } ?? "no player" },
      ]
      return (
        expected.compactMap { $0 }.joined(separator: ", "), actual.compactMap { $0 }.joined(separator: ", ")
      )
    case .possible(let possible):
      return (
        "possible \(possible)",
        setUp?.controller.map { "possible \($0.isPictureInPicturePossible)" } ?? "no controller"
      )
    case .layerStatus(let status):
      return (status, setUp?.layerStatusName ?? "no layer")
    case .pictureInPictureWindow(let window):
      let frame = setUp?.pictureInPictureWindowFrame
      switch window {
      case .nothing: return ("nothing", frame == nil ? "nothing" : text(frame))
      case .frozen, .moving:
        let wanted = window == .frozen ? "frozen" : "moving"
        guard let frame else { return (wanted, "nothing") }
        let seen = frame == earlier ? "frozen" : "moving"
        guard seen != wanted else { return (wanted, wanted) }
        let before = "\(PictureInPictureWindowExpectation.lookBack.seconds) s before: " + text(earlier)
        return (wanted, "\(seen) (\(text(frame)); \(before))")
      case .frame(let number):
        return ("frame \(number)", frame?.sequenceNumber == number ? "frame \(number)" : text(frame))
      case .checksum(let checksum):
        return (checksumText(checksum), frame?.checksum == checksum ? checksumText(checksum) : text(frame))
      }
    }
  }

  /// `frame 12 (checksum 0x1a2b3c4d)`, or `nothing`.
  static func text(_ frame: PresentedFrame?) -> String {
    guard let frame else { return "nothing" }
    return "frame \(frame.sequenceNumber) (checksum \(checksumText(frame.checksum)))"
  }

  /// `0x1a2b3c4d`: eight hex digits.
  static func checksumText(_ checksum: UInt32) -> String {
    let digits = String(checksum, radix: 16)
    return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
  }
}
