import Clocks
import Foundation
import Runtime

/// A recognizer of taps, one or several, with one finger or several: the simulator's
/// `UITapGestureRecognizer`. Discrete: it goes from possible to recognized once the last tap lifts.
///
/// Each tap must lift within ``allowableMovement`` of where it went down, and the next tap must go
/// down within ``maximumTapInterval`` of the last lift, or the recognizer fails: a single tap that
/// requires a double tap's failure is recognized that long after the first tap.
@preconcurrency @MainActor
open class TapGestureRecognizer: GestureRecognizer {
  /// How far (in points) a tap's touches may move before it is no tap. UIKit does not document its
  /// figure; PiPSim uses 45 points, the tolerance UIKit's taps show in practice.
  public static let allowableMovement: CGFloat = 45
  /// How long after a tap lifts the next one of a multi-tap must go down. UIKit does not document it;
  /// PiPSim uses 0.35 s, the interval of UIKit's double tap in practice.
  public static let maximumTapInterval = MediaTime.milliseconds(350)

  /// How many taps make the gesture (1 by default). A value below 1 records `gesture.invalidValue`
  /// and behaves as 1.
  public var numberOfTapsRequired = 1 {
    didSet { Self.warnIfBelowOne(numberOfTapsRequired, "numberOfTapsRequired", of: self) }
  }
  /// How many fingers each tap takes (1 by default). A value below 1 records `gesture.invalidValue`
  /// and behaves as 1.
  public var numberOfTouchesRequired = 1 {
    didSet { Self.warnIfBelowOne(numberOfTouchesRequired, "numberOfTouchesRequired", of: self) }
  }

  private var tapsSoFar = 0
  private var touchesThisTap = 0
  private var tapStart = CGPoint.zero
  private var intervalTimer: ScheduledTask?

  override var isDiscrete: Bool { true }

  /// The taps the recognizer counts to: ``numberOfTapsRequired``, at least 1.
  var effectiveTapsRequired: Int { max(1, numberOfTapsRequired) }
  /// The fingers each tap takes: ``numberOfTouchesRequired``, at least 1.
  var effectiveTouchesRequired: Int { max(1, numberOfTouchesRequired) }

  override func touchesBegan(at time: MediaTime) {
    cancelIntervalTimer()
    touchesThisTap = numberOfTouches
    tapStart = touchCentroid
    if touchesThisTap > effectiveTouchesRequired { transition(to: .failed) }
  }

  override func touchesMoved(at time: MediaTime) {
    if centroidDistance(from: tapStart) > Self.allowableMovement {
      transition(to: .failed)
    }
  }

  override func touchesEnded(at time: MediaTime) {
    guard touchesThisTap == effectiveTouchesRequired else {
      transition(to: .failed)
      return
    }
    tapsSoFar += 1
    if tapsSoFar >= effectiveTapsRequired {
      transition(to: .recognized)
      return
    }
    intervalTimer = Simulation.current.runLoop.schedule(after: Self.maximumTapInterval) { [weak self] in
      guard let self, self.state == .possible else { return }
      self.transition(to: .failed)
    }
  }

  /// Forgets the taps counted so far.
  open override func reset() {
    super.reset()
    tapsSoFar = 0
    touchesThisTap = 0
    cancelIntervalTimer()
  }

  private func cancelIntervalTimer() {
    guard let intervalTimer else { return }
    Simulation.current.runLoop.cancel(intervalTimer)
    self.intervalTimer = nil
  }

  /// Records `gesture.invalidValue` when a count property was set below 1.
  static func warnIfBelowOne(_ value: Int, _ property: String, of recognizer: GestureRecognizer) {
    guard value < 1 else { return }
    recognizer.recordInvalidValue("\(property) = \(value) is below 1; it counts as 1")
  }
}
