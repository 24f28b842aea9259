import Foundation
import Runtime

/// What the concrete recognizers share in reading their touches and moving through the states, as
/// UIKit's `UIGestureRecognizerSubclass` header gives its subclasses.
extension GestureRecognizer {
  /// Moves a continuous gesture on after its touches moved: one that has begun changes, and one
  /// still possible begins when `beginsNow` (the recognizer has seen its gesture start).
  func continueGesture(beginningIf beginsNow: Bool) {
    switch state {
    case .possible where beginsNow: transition(to: .began)
    case .began, .changed: transition(to: .changed)
    default: break
    }
  }

  /// Ends a continuous gesture as its touches lift: one that has begun ends, and one that never
  /// began fails.
  func endContinuousGesture() {
    transition(to: state == .possible ? .failed : .ended)
  }

  /// How far the centroid of the touches is from `start`, in points.
  func centroidDistance(from start: CGPoint) -> CGFloat {
    hypot(touchCentroid.x - start.x, touchCentroid.y - start.y)
  }

  /// The line from the first touch to the second, in window coordinates, while exactly two touches
  /// are down (nil otherwise): what pinches and rotations measure.
  func twoFingerSpan() -> CGPoint? {
    guard numberOfTouches == 2 else { return nil }
    let first = location(ofTouch: 0, in: nil)
    let second = location(ofTouch: 1, in: nil)
    return CGPoint(x: second.x - first.x, y: second.y - first.y)
  }

  /// Records `gesture.invalidValue` for a property the app set to a value the recognizer ignores or
  /// clamps; `message` says what was set and what happens instead.
  func recordInvalidValue(_ message: String) {
    Simulation.current.diagnostics.record(
      .gestureInvalidValue, severity: .warning, subject: debugName, message: message)
  }
}
