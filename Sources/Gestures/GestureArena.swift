import Clocks
import Foundation
import Runtime
import ViewHierarchy

/// Where a simulation's touches meet its gesture recognizers: one per simulation, as UIKit's
/// gesture environment is one per app.
///
/// A touch sequence goes to the view the window's `hitTest(_:with:)` finds under the touches (which
/// skips hidden views, views that take no touches and views of alpha below 0.01, and every view
/// below them); the recognizers attached to that view and to its ancestors, the deepest first, are
/// the candidates, less those whose delegate's `gestureRecognizer(_:shouldReceive:)` refuses the
/// event or every touch. Each step reaches the recognizers first, then the hit view's `touchesBegan`,
/// `touchesMoved` and `touchesEnded`, with one `Touch` per finger and one `TouchEvent`, as UIKit
/// delivers them; a control there tracks them. When a recognizer whose `cancelsTouchesInView` is
/// true recognizes, the view gets `touchesCancelled` and nothing more of the sequence
/// (`delaysTouchesBegan` and `delaysTouchesEnded` are not simulated: the view gets each step at once).
/// The arena decides every transition out of ``GestureRecognizer/State/possible``: a recognizer
/// waits while one it must fail-after is still possible, may be vetoed (its delegate, its view, or
/// the control under the touch), and once it recognizes the others fail unless a delegate lets them
/// recognize simultaneously. When no recognizer of the gesture is still undecided, all go back to
/// ``GestureRecognizer/State/possible`` on the run loop's next turn.
@MainActor
package final class GestureArena: SimulationService {
  private unowned let simulation: Simulation
  private var participants: [GestureRecognizer] = []
  private var pendingStates: [ObjectIdentifier: GestureRecognizer.State] = [:]
  private var hitView: View?
  private var touchesCancelledInView = false
  private var touches: [Touch] = []
  private var event: TouchEvent?
  private var lastLift: (time: MediaTime, point: CGPoint, tapCount: Int)?
  private var resetTask: ScheduledTask?

  /// Creates the arena of `simulation`.
  package init(simulation: Simulation) {
    self.simulation = simulation
  }

  /// Touches went down at `points` (window coordinates) in `window`.
  ///
  /// - Returns: The view hit-testing found, or nil when the touches landed on nothing that takes touches.
  @discardableResult
  package func touchesBegan(_ points: [CGPoint], in window: Window) -> View? {
    finishPendingReset()
    let now = simulation.runLoop.now
    let centroid = Self.centroid(of: points)
    let event = TouchEvent(timestamp: now.seconds)
    let hit = window.hitTest(centroid, with: event)
    let tapCount = nextTapCount(at: centroid, now: now)
    let newTouches = points.map {
      Touch(at: $0, in: hit, window: window, tapCount: tapCount, timestamp: now.seconds)
    }
    // A recognizer whose delegate refuses the event, or every touch of the gesture, sits it out,
    // as one that is never handed a touch does in UIKit.
    event.setTouches(newTouches)
    let candidates = (hit.map(Self.candidates(from:)) ?? []).filter { candidate in
      guard let delegate = candidate.delegate else { return true }
      return delegate.gestureRecognizer(candidate, shouldReceive: event)
        && newTouches.contains { delegate.gestureRecognizer(candidate, shouldReceive: $0) }
    }
    for old in participants where !candidates.contains(where: { $0 === old }) {
      if old.isLive { old.arenaTouchesCancelled() } else { old.resetToPossible() }
      old.arena = nil
      pendingStates[ObjectIdentifier(old)] = nil
    }
    for candidate in candidates where !candidate.isLive && !isPending(candidate) {
      candidate.resetToPossible()
    }
    participants = candidates
    for participant in participants { participant.arena = self }
    hitView = hit
    touchesCancelledInView = false
    touches = newTouches
    self.event = event
    for participant in receivers() where participant.isLive { participant.arenaTouchesBegan(points, at: now) }
    if !touchesCancelledInView { hit?.touchesBegan(Set(touches), with: event) }
    settleIfDone()
    return hit
  }

  /// The touches moved to `points`, in the same order as they went down.
  package func touchesMoved(_ points: [CGPoint]) {
    let now = simulation.runLoop.now
    for (touch, point) in zip(touches, points) { touch.move(to: point, at: now.seconds) }
    event?.timestamp = now.seconds
    for participant in receivers() where participant.isLive { participant.arenaTouchesMoved(points, at: now) }
    if !touchesCancelledInView { hitView?.touchesMoved(Set(touches), with: event) }
  }

  /// The touches lifted where they last moved to.
  package func touchesEnded() {
    let now = simulation.runLoop.now
    for touch in touches { touch.finish(.ended, at: now.seconds) }
    event?.timestamp = now.seconds
    for participant in receivers() where participant.isLive { participant.arenaTouchesEnded(at: now) }
    if !touchesCancelledInView { hitView?.touchesEnded(Set(touches), with: event) }
    if let first = touches.first {
      lastLift = (now, first.location(in: nil), first.tapCount)
    }
    touches = []
    if participants.isEmpty { hitView = nil }
    settleIfDone()
  }

  /// The tap count of a touch going down at `point`: one more than the last touch's when it lifted
  /// within `TapGestureRecognizer.maximumTapInterval` and 45 points of here, else 1.
  private func nextTapCount(at point: CGPoint, now: MediaTime) -> Int {
    guard let lastLift, now - lastLift.time <= TapGestureRecognizer.maximumTapInterval,
      hypot(point.x - lastLift.point.x, point.y - lastLift.point.y) <= 45
    else { return 1 }
    return lastLift.tapCount + 1
  }

  /// A recognizer that cancels touches in its view recognized: the hit view's touches are cancelled.
  private func cancelTouchesInView() {
    guard !touchesCancelledInView else { return }
    touchesCancelledInView = true
    guard let hitView, !touches.isEmpty else { return }
    let now = simulation.runLoop.now
    for touch in touches { touch.finish(.cancelled, at: now.seconds) }
    hitView.touchesCancelled(Set(touches), with: event)
  }

  // MARK: Arbitration

  /// `recognizer` asks to move to `newState`.
  func recognizer(_ recognizer: GestureRecognizer, requests newState: GestureRecognizer.State) {
    guard participants.contains(where: { $0 === recognizer }) else {
      recognizer.apply(newState)
      return
    }
    guard recognizer.isLive else { return }
    let key = ObjectIdentifier(recognizer)
    if recognizer.state == .possible, newState == .began || newState == .ended {
      if pendingStates[key] != nil {
        if newState == .ended, !recognizer.isDiscrete { fail(recognizer) }
      } else if !mayBegin(recognizer) {
        fail(recognizer)
      } else if waitsForFailure(recognizer) {
        pendingStates[key] = newState
      } else {
        recognize(recognizer, as: newState)
      }
    } else if newState == .failed || (pendingStates[key] != nil && newState == .cancelled) {
      fail(recognizer)
    } else {
      recognizer.apply(newState)
    }
    resolvePending()
    settleIfDone()
  }

  /// `recognizer` was disabled or detached: a begun gesture is cancelled, an undecided one fails.
  func recognizerWasDisabled(_ recognizer: GestureRecognizer) {
    guard participants.contains(where: { $0 === recognizer }) else { return }
    switch recognizer.state {
    case .began, .changed: recognizer.apply(.cancelled)
    case .possible: fail(recognizer)
    default: break
    }
    resolvePending()
    settleIfDone()
  }

  private func recognize(_ recognizer: GestureRecognizer, as state: GestureRecognizer.State) {
    pendingStates[ObjectIdentifier(recognizer)] = nil
    recognizer.apply(state)
    if recognizer.cancelsTouchesInView { cancelTouchesInView() }
    for other in participants where other !== recognizer && other.state == .possible {
      if requiresFailure(of: recognizer, before: other) || !simultaneous(recognizer, other) { fail(other) }
    }
  }

  private func fail(_ recognizer: GestureRecognizer) {
    pendingStates[ObjectIdentifier(recognizer)] = nil
    recognizer.apply(.failed)
  }

  private func resolvePending() {
    var changed = true
    while changed {
      changed = false
      for recognizer in participants {
        guard let state = pendingStates[ObjectIdentifier(recognizer)], !waitsForFailure(recognizer) else {
          continue
        }
        pendingStates[ObjectIdentifier(recognizer)] = nil
        if mayBegin(recognizer) { recognize(recognizer, as: state) } else { fail(recognizer) }
        changed = true
      }
    }
  }

  private func mayBegin(_ recognizer: GestureRecognizer) -> Bool {
    guard recognizer.isEnabled, let view = recognizer.view else { return false }
    let blockedByRecognized = participants.contains { other in
      other !== recognizer && other.hasRecognized && !simultaneous(recognizer, other)
    }
    guard !blockedByRecognized else { return false }
    guard view.gestureRecognizerShouldBegin(recognizer) else { return false }
    if let hitView, hitView !== view, !hitView.gestureRecognizerShouldBegin(recognizer) { return false }
    return recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
  }

  private func waitsForFailure(_ recognizer: GestureRecognizer) -> Bool {
    participants.contains { other in
      other !== recognizer && other.state == .possible && requiresFailure(of: other, before: recognizer)
    }
  }

  /// Whether `waiting` may recognize only once `required` has failed.
  private func requiresFailure(of required: GestureRecognizer, before waiting: GestureRecognizer) -> Bool {
    if waiting.failureRequirements.contains(where: { $0.recognizer === required }) { return true }
    if waiting.delegate?.gestureRecognizer(waiting, shouldRequireFailureOf: required) == true { return true }
    return required.delegate?.gestureRecognizer(required, shouldBeRequiredToFailBy: waiting) == true
  }

  private func simultaneous(_ first: GestureRecognizer, _ second: GestureRecognizer) -> Bool {
    first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true
      || second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) == true
  }

  private func isPending(_ recognizer: GestureRecognizer) -> Bool {
    pendingStates[ObjectIdentifier(recognizer)] != nil
  }

  /// The participants that take touches: live, and not waiting with a gesture already recognized.
  /// Callers check liveness again for each, as an earlier one's recognition may fail a later one.
  private func receivers() -> [GestureRecognizer] {
    participants.filter { $0.isLive && !isPending($0) }
  }

  // MARK: Reset

  private func settleIfDone() {
    guard resetTask == nil, !participants.isEmpty, pendingStates.isEmpty else { return }
    guard !participants.contains(where: \.isLive) else { return }
    resetTask = simulation.runLoop.perform { [weak self] in self?.resetParticipants() }
  }

  private func finishPendingReset() {
    guard let resetTask else { return }
    simulation.runLoop.cancel(resetTask)
    resetParticipants()
  }

  private func resetParticipants() {
    resetTask = nil
    for participant in participants {
      participant.resetToPossible()
      participant.arena = nil
    }
    participants = []
    // The recognizers can all decide while the fingers are still down (a screen-edge pan fails at
    // once away from the edge): the hit view keeps the sequence until the touches lift.
    if touches.isEmpty { hitView = nil }
  }

  // MARK: Touch geometry

  private static func candidates(from hit: View) -> [GestureRecognizer] {
    var found: [GestureRecognizer] = []
    var current: View? = hit
    while let view = current {
      found += (view.gestureRecognizers ?? []).filter(\.isEnabled)
      current = view.superview
    }
    return found
  }

  static func centroid(of points: [CGPoint]) -> CGPoint {
    guard !points.isEmpty else { return .zero }
    let sum = points.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
    return CGPoint(x: sum.x / CGFloat(points.count), y: sum.y / CGFloat(points.count))
  }

  /// `windowPoint`, in window coordinates, in `view`'s coordinates.
  static func convert(_ windowPoint: CGPoint, to view: View) -> CGPoint {
    let origin = view.convert(CGRect(origin: .zero, size: .zero), to: nil).origin
    return CGPoint(x: windowPoint.x - origin.x, y: windowPoint.y - origin.y)
  }
}

extension GestureRecognizer {
  /// Whether the recognizer still takes part: undecided, or in a continuous gesture that has begun.
  var isLive: Bool { state == .possible || state == .began || state == .changed }

  /// Whether the recognizer has recognized its gesture (begun, changed, or ended).
  var hasRecognized: Bool { state == .began || state == .changed || state == .ended }
}
