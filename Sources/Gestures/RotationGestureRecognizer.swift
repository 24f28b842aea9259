import Clocks
import Foundation
import Runtime

/// A recognizer of two-finger rotations: the simulator's `UIRotationGestureRecognizer`. Continuous:
/// it begins with the first move that turns the line between the fingers, changes with each move
/// after that, and ends when they lift; one finger, or more than two, make it fail.
@preconcurrency @MainActor
open class RotationGestureRecognizer: GestureRecognizer {
  private var lastAngle: CGFloat = 0
  private var lastSampleTime = MediaTime.zero

  /// How far the fingers have turned since they went down, in radians, clockwise positive on the
  /// screen (y down), accumulated across moves so that it passes ±π. Setting it (`rotation = 0`
  /// after applying a step) makes the current angle read that value; a non-finite value is ignored,
  /// with `gesture.invalidValue`.
  public var rotation: CGFloat = 0 {
    didSet {
      guard !rotation.isFinite else { return }
      recordInvalidValue("rotation = \(rotation) is not finite; the rotation stays")
      rotation = oldValue
    }
  }

  /// How fast ``rotation`` changes, in radians per second, over the last two touch samples.
  public private(set) var velocity: CGFloat = 0

  override func touchesBegan(at time: MediaTime) {
    guard let angle = fingerAngle() else {
      transition(to: .failed)
      return
    }
    lastAngle = angle
    lastSampleTime = time
  }

  override func touchesMoved(at time: MediaTime) {
    guard let angle = fingerAngle() else { return }
    var step = angle - lastAngle
    if step > .pi { step -= 2 * .pi } else if step <= -.pi { step += 2 * .pi }
    lastAngle = angle
    rotation += step
    let interval = (time - lastSampleTime).seconds
    if interval > 0 { velocity = step / interval }
    lastSampleTime = time
    continueGesture(beginningIf: step != 0)
  }

  override func touchesEnded(at time: MediaTime) {
    endContinuousGesture()
  }

  /// Puts the rotation and the velocity back to 0.
  open override func reset() {
    super.reset()
    rotation = 0
    velocity = 0
  }

  private func fingerAngle() -> CGFloat? {
    twoFingerSpan().map { atan2($0.y, $0.x) }
  }
}
