import Clocks
import Foundation
import Runtime

/// A recognizer of presses held in place: the simulator's `UILongPressGestureRecognizer`.
/// Continuous: it begins once ``numberOfTouchesRequired`` fingers have been down for
/// ``minimumPressDuration`` (on the virtual clock) without moving beyond ``allowableMovement``,
/// changes whenever they move after that, and ends when they lift. Lifting or moving too far
/// before then makes it fail.
@preconcurrency @MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
  /// How long, in seconds, the fingers must be down before the gesture begins (0.5 by default). A
  /// negative or NaN value records `gesture.invalidValue` and counts as 0.
  public var minimumPressDuration: TimeInterval = 0.5 {
    didSet { warnIfNegative(minimumPressDuration, "minimumPressDuration") }
  }
  /// How far, in points, the fingers may move before the gesture begins (10 by default). A
  /// negative or NaN value records `gesture.invalidValue` and counts as 0.
  public var allowableMovement: CGFloat = 10 {
    didSet { warnIfNegative(Double(allowableMovement), "allowableMovement") }
  }
  /// How many fingers the press takes (1 by default); a value below 1 counts as 1, with
  /// `gesture.invalidValue`.
  public var numberOfTouchesRequired = 1 {
    didSet {
      TapGestureRecognizer.warnIfBelowOne(numberOfTouchesRequired, "numberOfTouchesRequired", of: self)
    }
  }
  /// How many taps come before the press (0 by default).
  /// - Note: Not simulated; the press is recognized as if it were 0.
  public var numberOfTapsRequired = 0 {
    didSet { Self.recordNotSimulated("UILongPressGestureRecognizer.numberOfTapsRequired") }
  }

  private var pressStart = CGPoint.zero
  private var pressTimer: ScheduledTask?

  override func touchesBegan(at time: MediaTime) {
    guard numberOfTouches == max(1, numberOfTouchesRequired) else {
      transition(to: .failed)
      return
    }
    pressStart = touchCentroid
    let seconds = minimumPressDuration.isNaN ? 0 : max(minimumPressDuration, 0)
    let delay = (try? MediaTime(seconds: seconds)) ?? .max
    pressTimer = Simulation.current.runLoop.schedule(after: delay) { [weak self] in
      guard let self, self.state == .possible, self.numberOfTouches > 0 else { return }
      self.pressTimer = nil
      self.transition(to: .began)
    }
  }

  override func touchesMoved(at time: MediaTime) {
    let limit = allowableMovement.isNaN ? 0 : max(allowableMovement, 0)
    if state == .possible, centroidDistance(from: pressStart) > limit {
      transition(to: .failed)
    } else {
      continueGesture(beginningIf: false)
    }
  }

  override func touchesEnded(at time: MediaTime) {
    endContinuousGesture()
  }

  /// Cancels the press timer of the last gesture.
  open override func reset() {
    super.reset()
    if let pressTimer { Simulation.current.runLoop.cancel(pressTimer) }
    pressTimer = nil
  }

  private func warnIfNegative(_ value: Double, _ property: String) {
    guard value.isNaN || value < 0 else { return }
    recordInvalidValue("\(property) = \(value) is negative or NaN; it counts as 0")
  }
}
