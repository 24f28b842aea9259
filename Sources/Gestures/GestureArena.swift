import Controls
import Foundation
import Runtime
import ViewHierarchy

/// Where a simulation's touches meet its gesture recognizers: one per simulation, as UIKit's
/// gesture environment is one per app.
///
/// A touch sequence goes to the deepest view under the touches (hit-testing skips hidden views,
/// views that take no touches and views of alpha below 0.01, and every view below them); the
/// recognizers attached to that view and to its ancestors, the deepest first, are the candidates.
/// The arena decides every transition out of ``GestureRecognizer/State/possible``: a recognizer
/// waits while one it must fail-after is still possible, may be vetoed (its delegate, its view, or
/// the control under the touch), and once it recognizes the others fail unless a delegate lets them
/// recognize simultaneously. When no recognizer of the gesture is still undecided, all go back to
/// ``GestureRecognizer/State/possible`` on the run loop's next turn. An enabled button under the
/// touches gets `touchDown` and `touchUpInside` unless a recognizer that cancels touches recognized.
@MainActor
package final class GestureArena: SimulationService {
  private unowned let simulation: Simulation
  private var participants: [GestureRecognizer] = []
  private var pendingStates: [ObjectIdentifier: GestureRecognizer.State] = [:]
  private var hitView: View?
  private var trackedButton: Button?
  private var touchesCancelledInView = false
  private var lastPoints: [CGPoint] = []
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
    let hit = Self.hitTest(window, at: Self.centroid(of: points))
    let candidates = hit.map(Self.candidates(from:)) ?? []
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
    lastPoints = points
    trackedButton = (hit as? Button).flatMap { $0.isEnabled ? $0 : nil }
    trackedButton?.sendActions(for: .touchDown)
    let now = simulation.runLoop.now
    for participant in receivers() where participant.isLive { participant.arenaTouchesBegan(points, at: now) }
    settleIfDone()
    return hit
  }

  /// The touches moved to `points`, in the same order as they went down.
  package func touchesMoved(_ points: [CGPoint]) {
    lastPoints = points
    let now = simulation.runLoop.now
    for participant in receivers() where participant.isLive { participant.arenaTouchesMoved(points, at: now) }
  }

  /// The touches lifted where they last moved to.
  package func touchesEnded() {
    let now = simulation.runLoop.now
    for participant in receivers() where participant.isLive { participant.arenaTouchesEnded(at: now) }
    if let button = trackedButton, !touchesCancelledInView, button.isEnabled, let hitView,
      hitView.bounds.contains(Self.convert(Self.centroid(of: lastPoints), to: hitView))
    {
      button.sendActions(for: .touchUpInside)
    }
    trackedButton = nil
    settleIfDone()
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
    if recognizer.cancelsTouchesInView { touchesCancelledInView = true }
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
    hitView = nil
  }

  // MARK: Hit-testing

  /// The deepest view of `view`'s tree that contains `point` (in `view`'s bounds coordinates) and
  /// takes touches, front subviews first, as `UIView.hitTest(_:with:)`.
  static func hitTest(_ view: View, at point: CGPoint) -> View? {
    guard !view.isHidden, view.isUserInteractionEnabled, view.alpha >= 0.01 else { return nil }
    guard view.bounds.contains(point) else { return nil }
    for subview in view.subviews.reversed() {
      let inSubview = CGPoint(
        x: point.x - subview.frame.minX + subview.bounds.minX,
        y: point.y - subview.frame.minY + subview.bounds.minY)
      if let hit = hitTest(subview, at: inSubview) { return hit }
    }
    return view
  }

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
