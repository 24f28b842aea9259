import Clocks
import Foundation
import Runtime
import ViewHierarchy

/// A recognizer of drags: the simulator's `UIPanGestureRecognizer`. Continuous: it begins once the
/// touches have moved ``hysteresis`` points from where they went down, changes with every move
/// after that, and ends when they lift.
///
/// ``translation(in:)`` is the centroid's movement since the touches went down (the hysteresis
/// included: UIKit does not document where it measures from), ``velocity(in:)`` the centroid's speed over the last two touch
/// samples. Views carry no transform into touch handling here, so both read the same in every view.
@preconcurrency @MainActor
open class PanGestureRecognizer: GestureRecognizer {
  /// How far (in points) the touches move before the pan begins. UIKit does not document it; PiPSim
  /// uses 10 points, UIKit's pan hysteresis in practice.
  public static let hysteresis: CGFloat = 10

  /// The fewest fingers the pan takes (1 by default); fewer touches make it fail.
  public var minimumNumberOfTouches = 1
  /// The most fingers the pan takes (`Int.max` by default, UIKit's `NSUIntegerMax`); more make it fail.
  public var maximumNumberOfTouches = Int.max

  private var touchDownCentroid = CGPoint.zero
  private var translationOrigin = CGPoint.zero
  private var lastSample = CGPoint.zero
  private var lastSampleTime = MediaTime.zero
  private var currentVelocity = CGPoint.zero

  /// The centroid's movement since the touches went down (or since ``setTranslation(_:in:)``).
  ///
  /// - Parameter view: The view whose coordinates the answer is in (nil: the window's); the same
  ///   for every view, as no view's transform takes part in touch handling here.
  public func translation(in view: View?) -> CGPoint {
    CGPoint(x: touchCentroid.x - translationOrigin.x, y: touchCentroid.y - translationOrigin.y)
  }

  /// Makes ``translation(in:)`` read `translation` now, as apps do (`setTranslation(.zero, in:)`)
  /// to read each change as a step. A non-finite translation is ignored, with `gesture.invalidValue`.
  public func setTranslation(_ translation: CGPoint, in view: View?) {
    guard translation.x.isFinite, translation.y.isFinite else {
      recordInvalidValue("setTranslation(\(translation)) is not finite; the translation stays")
      return
    }
    translationOrigin = CGPoint(x: touchCentroid.x - translation.x, y: touchCentroid.y - translation.y)
  }

  /// The centroid's speed in points per second over the last two touch samples (zero before the
  /// touches moved).
  public func velocity(in view: View?) -> CGPoint { currentVelocity }

  /// Whether touches this many may make the pan.
  func acceptsTouchCount(_ count: Int) -> Bool {
    count >= minimumNumberOfTouches && count <= maximumNumberOfTouches
  }

  override func touchesBegan(at time: MediaTime) {
    guard acceptsTouchCount(numberOfTouches) else {
      transition(to: .failed)
      return
    }
    touchDownCentroid = touchCentroid
    translationOrigin = touchCentroid
    lastSample = touchCentroid
    lastSampleTime = time
    currentVelocity = .zero
  }

  override func touchesMoved(at time: MediaTime) {
    let interval = (time - lastSampleTime).seconds
    if interval > 0 {
      currentVelocity = CGPoint(
        x: (touchCentroid.x - lastSample.x) / interval, y: (touchCentroid.y - lastSample.y) / interval)
    }
    lastSample = touchCentroid
    lastSampleTime = time
    continueGesture(beginningIf: centroidDistance(from: touchDownCentroid) >= Self.hysteresis)
  }

  override func touchesEnded(at time: MediaTime) {
    endContinuousGesture()
  }

  /// Forgets the last pan's translation and velocity.
  open override func reset() {
    super.reset()
    translationOrigin = .zero
    currentVelocity = .zero
  }
}
