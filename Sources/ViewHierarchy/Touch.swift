import Foundation

/// One finger on the screen: UIKit's `UITouch`, made by the simulation as the user touches and
/// handed to the responders and controls it hits.
///
/// A touch lives from the finger going down to it lifting: the same object is passed to
/// `touchesBegan`, every `touchesMoved` and `touchesEnded` (or `touchesCancelled`), with its
/// ``phase``, ``timestamp`` and locations updated at each step, as UIKit reuses its touches.
@preconcurrency @MainActor
public final class Touch: NSObject {
  /// Where a touch is in its life, as `UITouch.Phase`, with UIKit's raw values.
  public enum Phase: Int, Sendable {
    /// The finger went down.
    case began
    /// The finger moved.
    case moved
    /// The finger is down and did not move since the last event.
    case stationary
    /// The finger lifted.
    case ended
    /// The system cancelled the touch (a gesture recognizer took it).
    case cancelled
    /// A pointer entered a region (an indirect pointer's phase; never a finger's).
    case regionEntered
    /// A pointer moved in a region (never a finger's).
    case regionMoved
    /// A pointer left a region (never a finger's).
    case regionExited
  }

  /// What made a touch, as `UITouch.TouchType`.
  public enum TouchType: Int, Sendable {
    /// A finger on the screen: every touch PiPSim makes.
    case direct
    /// A touch on a remote's touch surface.
    case indirect
    /// Apple Pencil.
    case pencil
    /// A trackpad's or mouse's pointer.
    case indirectPointer
  }

  /// Where the touch is in its life.
  public package(set) var phase: Phase
  /// How many times the finger tapped here in quick succession: 1 for a first tap, 2 for the second
  /// tap of a double tap.
  public package(set) var tapCount: Int
  /// When the touch last changed, in seconds of the simulation's clock (the system uptime on iOS).
  public package(set) var timestamp: TimeInterval
  /// The view the touch went down in (the hit-tested view), which receives its events.
  public package(set) weak var view: View?
  /// The window the touch went down in.
  public package(set) weak var window: Window?
  /// What made the touch: always ``TouchType/direct``, a finger.
  public var type: TouchType { .direct }

  private var windowLocation: CGPoint
  private var previousWindowLocation: CGPoint

  /// A touch that went down at `point` (window coordinates) in `view`, at `timestamp`.
  package init(at point: CGPoint, in view: View?, window: Window, tapCount: Int, timestamp: TimeInterval) {
    phase = .began
    self.tapCount = tapCount
    self.timestamp = timestamp
    self.view = view
    self.window = window
    windowLocation = point
    previousWindowLocation = point
    super.init()
  }

  /// Where the touch is, in `view`'s coordinates (nil: the window's).
  public func location(in view: View?) -> CGPoint {
    view?.convert(windowLocation, from: nil) ?? windowLocation
  }

  /// Where the touch was before its last move, in `view`'s coordinates (nil: the window's); where
  /// it went down until it moves.
  public func previousLocation(in view: View?) -> CGPoint {
    view?.convert(previousWindowLocation, from: nil) ?? previousWindowLocation
  }

  /// The finger moved to `point` (window coordinates) at `timestamp`: ``phase`` becomes
  /// ``Phase/moved``, or ``Phase/stationary`` when it did not move.
  package func move(to point: CGPoint, at timestamp: TimeInterval) {
    previousWindowLocation = windowLocation
    phase = point == windowLocation ? .stationary : .moved
    windowLocation = point
    self.timestamp = timestamp
  }

  /// The touch ended (the finger lifted where it was) or was cancelled, at `timestamp`.
  package func finish(_ phase: Phase, at timestamp: TimeInterval) {
    self.phase = phase
    self.timestamp = timestamp
  }
}
