import Clocks
import Foundation
import Runtime

/// A recognizer of quick strokes in a direction: the simulator's `UISwipeGestureRecognizer`.
/// Discrete: recognized as soon as the touches have gone ``minimumDistance`` points in one of the
/// permitted directions within ``maximumDuration`` of going down, while straying sideways no more
/// than half that far; it fails when the touches lift first, take longer, or stray.
@preconcurrency @MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
  /// The directions of a swipe, as `UISwipeGestureRecognizer.Direction` (same raw values).
  public struct Direction: OptionSet, Hashable, Sendable {
    /// The option set's bits.
    public let rawValue: UInt

    /// Creates a set of directions from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Towards the right of the screen.
    public static let right = Direction(rawValue: 1 << 0)
    /// Towards the left.
    public static let left = Direction(rawValue: 1 << 1)
    /// Towards the top.
    public static let up = Direction(rawValue: 1 << 2)
    /// Towards the bottom.
    public static let down = Direction(rawValue: 1 << 3)

    /// The unit vector of a single direction, on the screen (y down).
    package var unitVector: CGPoint {
      switch self {
      case .left: CGPoint(x: -1, y: 0)
      case .up: CGPoint(x: 0, y: -1)
      case .down: CGPoint(x: 0, y: 1)
      default: CGPoint(x: 1, y: 0)
      }
    }
  }

  /// How far (in points) the touches travel for a swipe. UIKit does not document it; PiPSim uses 50.
  public static let minimumDistance: CGFloat = 50
  /// How quickly the touches must travel ``minimumDistance``. UIKit does not document it; PiPSim uses 0.5 s.
  public static let maximumDuration = MediaTime.milliseconds(500)

  /// The directions that count (``Direction/right`` by default); empty: none does.
  public var direction: Direction = .right
  /// How many fingers the swipe takes (1 by default); a value below 1 counts as 1, with
  /// `gesture.invalidValue`.
  public var numberOfTouchesRequired = 1 {
    didSet {
      TapGestureRecognizer.warnIfBelowOne(numberOfTouchesRequired, "numberOfTouchesRequired", of: self)
    }
  }

  private var swipeStart = CGPoint.zero
  private var swipeStartTime = MediaTime.zero

  override var isDiscrete: Bool { true }

  override func touchesBegan(at time: MediaTime) {
    guard numberOfTouches == max(1, numberOfTouchesRequired) else {
      transition(to: .failed)
      return
    }
    swipeStart = touchCentroid
    swipeStartTime = time
  }

  override func touchesMoved(at time: MediaTime) {
    guard state == .possible else { return }
    guard time - swipeStartTime <= Self.maximumDuration else {
      transition(to: .failed)
      return
    }
    let travel = CGPoint(x: touchCentroid.x - swipeStart.x, y: touchCentroid.y - swipeStart.y)
    let single: [Direction] = [.right, .left, .up, .down]
    for candidate in single where direction.contains(candidate) {
      let unit = candidate.unitVector
      let along = travel.x * unit.x + travel.y * unit.y
      let sideways = abs(travel.x * unit.y - travel.y * unit.x)
      if along >= Self.minimumDistance, sideways <= along / 2 {
        transition(to: .recognized)
        return
      }
    }
  }

  override func touchesEnded(at time: MediaTime) {
    if state == .possible { transition(to: .failed) }
  }
}
