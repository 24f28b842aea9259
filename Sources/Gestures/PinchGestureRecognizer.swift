import Clocks
import Foundation
import Runtime

/// A recognizer of two-finger pinches: the simulator's `UIPinchGestureRecognizer`. Continuous: it
/// begins with the first move that changes the fingers' distance, changes with each move after
/// that, and ends when they lift; one finger, or more than two, make it fail.
@preconcurrency @MainActor
open class PinchGestureRecognizer: GestureRecognizer {
  private var startDistance: CGFloat = 0
  private var scaleFactor: CGFloat = 1
  private var lastScale: CGFloat = 1
  private var lastSampleTime = MediaTime.zero

  /// The fingers' distance over their distance when they went down (1 outside a pinch). Setting it
  /// (`recognizer.scale = 1` after applying a step) makes the current distance read that value; a
  /// value that is not finite and positive is ignored, with `gesture.invalidValue`.
  public var scale: CGFloat {
    get { lastScale }
    set {
      guard newValue.isFinite, newValue > 0 else {
        recordInvalidValue("scale = \(newValue) is not a positive number; the scale stays")
        return
      }
      scaleFactor *= newValue / lastScale
      lastScale = newValue
    }
  }

  /// How fast ``scale`` changes, in scale per second, over the last two touch samples.
  public private(set) var velocity: CGFloat = 0

  override func touchesBegan(at time: MediaTime) {
    guard let distance = fingerDistance(), distance > 0 else {
      transition(to: .failed)
      return
    }
    startDistance = distance
    lastSampleTime = time
  }

  override func touchesMoved(at time: MediaTime) {
    guard let distance = fingerDistance() else { return }
    let newScale = distance / startDistance * scaleFactor
    let interval = (time - lastSampleTime).seconds
    if interval > 0 { velocity = (newScale - lastScale) / interval }
    let moved = newScale != lastScale
    lastScale = newScale
    lastSampleTime = time
    continueGesture(beginningIf: moved)
  }

  override func touchesEnded(at time: MediaTime) {
    endContinuousGesture()
  }

  /// Puts the scale back to 1 and the velocity to 0.
  open override func reset() {
    super.reset()
    scaleFactor = 1
    lastScale = 1
    velocity = 0
  }

  private func fingerDistance() -> CGFloat? {
    twoFingerSpan().map { hypot($0.x, $0.y) }
  }
}
