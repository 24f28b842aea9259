import Clocks
import Foundation
import Runtime
import ViewHierarchy

/// An object that turns the user's touches on a view into a gesture: the simulator's `UIGestureRecognizer`.
///
/// Attach one to a view with `View.addGestureRecognizer(_:)`; a test drives it as the user would,
/// through `SimulatedApp.tap(_:at:taps:touches:)`, `pan(_:from:to:duration:touches:)` and their
/// neighbours. Touches reach the recognizers of the deepest view under the finger and of its
/// ancestors; ``state`` follows Apple's state machine (discrete gestures go from ``State/possible``
/// to ``State/recognized`` or ``State/failed``; continuous ones through ``State/began`` and
/// ``State/changed`` to ``State/ended`` or ``State/cancelled``), and the actions run on the run
/// loop's next turn after each transition that sends them, as UIKit sends them.
///
/// Target-action works without the Objective-C runtime through a method reference instead of a
/// selector: `UIPanGestureRecognizer(target: self, action: PlayerViewController.handlePan)` where
/// iOS code writes `action: #selector(handlePan(_:))`; the method may take nothing or the recognizer,
/// typed as the concrete class (`func handlePan(_ recognizer: UIPanGestureRecognizer)`).
@preconcurrency @MainActor
open class GestureRecognizer {
  /// The states a gesture recognizer moves through, as `UIGestureRecognizer.State` (same raw values).
  public enum State: Int, Sendable, CustomStringConvertible {
    /// The gesture is not recognized yet; touches may be arriving. Every recognizer starts here.
    case possible
    /// A continuous gesture has started; the actions run.
    case began
    /// A continuous gesture has changed; the actions run.
    case changed
    /// The gesture has ended (a discrete gesture is recognized); the actions run.
    case ended
    /// A continuous gesture was cancelled (the recognizer was disabled, say); the actions run.
    case cancelled
    /// The touches are not this gesture; no action runs.
    case failed

    /// A discrete gesture is recognized: the same state as ``ended``.
    public static var recognized: State { .ended }

    /// The state's name, as UIKit's constants end.
    public var description: String {
      switch self {
      case .possible: "possible"
      case .began: "began"
      case .changed: "changed"
      case .ended: "ended"
      case .cancelled: "cancelled"
      case .failed: "failed"
      }
    }
  }

  /// One registered action and the target it belongs to (held weakly, as UIKit holds targets).
  private struct TargetAction {
    weak var target: AnyObject?
    let run: @MainActor (GestureRecognizer) -> Void
  }

  /// The recognizer's current state; reads ``State/possible`` again once the gesture is over.
  public internal(set) var state = State.possible
  /// The view the recognizer is attached to, set by `View.addGestureRecognizer(_:)`; held weakly.
  public internal(set) weak var view: View?
  /// The object asked whether the gesture may begin and how it coexists with others; held weakly.
  public weak var delegate: (any GestureRecognizerDelegate)?
  /// A name for the recognizer, for the app's own use and for debugging (`UIGestureRecognizer.name`).
  public var name: String?
  /// Whether the recognizer takes touches (true by default). Disabling it mid-gesture cancels a
  /// continuous gesture that has begun (the actions run with ``State/cancelled``) and fails one
  /// that has not.
  public var isEnabled = true {
    didSet {
      guard oldValue, !isEnabled else { return }
      arena?.recognizerWasDisabled(self)
    }
  }
  /// Whether the touches of the gesture are cancelled in the view once it is recognized (true by
  /// default): a button under a recognized pan gets no `touchUpInside`.
  public var cancelsTouchesInView = true
  /// Whether the view gets its touches only once the gesture has failed (false by default).
  /// - Note: Stored only; not simulated.
  public var delaysTouchesBegan = false {
    didSet { Self.recordNotSimulated("UIGestureRecognizer.delaysTouchesBegan") }
  }
  /// Whether the view gets the end of its touches only once the gesture has failed (true by default).
  /// - Note: Stored only; not simulated.
  public var delaysTouchesEnded = true {
    didSet { Self.recordNotSimulated("UIGestureRecognizer.delaysTouchesEnded") }
  }
  /// Whether the recognizer ignores the touch's force or a stylus's extra data (false by default).
  /// - Note: Stored only; not simulated.
  public var requiresExclusiveTouchType = false {
    didSet { Self.recordNotSimulated("UIGestureRecognizer.requiresExclusiveTouchType") }
  }

  private var targetActions: [TargetAction] = []
  /// The recognizers that must fail before this one may leave ``State/possible``.
  private(set) var failureRequirements: [WeakGestureRecognizer] = []
  /// The touches now down, in window coordinates.
  private(set) var touchPoints: [CGPoint] = []
  /// The arena of the simulation the recognizer's gesture runs in, while one does.
  weak var arena: GestureArena?

  /// Creates a recognizer with no target, as `UIGestureRecognizer()`; add targets with `addTarget(_:action:)`.
  public init() {}

  /// Creates a recognizer that calls `target`'s method `action`, which takes nothing, as
  /// `init(target:action:)` with `#selector(handleTap)`.
  ///
  /// `@preconcurrency`: in Swift 5 mode a method reference is not inferred `Sendable`.
  @preconcurrency
  public convenience init<Target: AnyObject>(
    target: Target, action: @escaping @MainActor (Target) -> @MainActor () -> Void
  ) {
    self.init()
    addTarget(target, action: action)
  }

  /// Creates a recognizer that calls `target`'s method `action` with the recognizer, as
  /// `init(target:action:)` with `#selector(handlePan(_:))`; the method's parameter is the concrete
  /// recognizer class (`UIPanGestureRecognizer`) or any class above it.
  @preconcurrency
  public convenience init<Target: AnyObject, Recognizer: GestureRecognizer>(
    target: Target, action: @escaping @MainActor (Target) -> @MainActor (Recognizer) -> Void
  ) {
    self.init()
    addTarget(target, action: action)
  }

  /// Adds `target`'s method `action`, which takes nothing, to the actions run on each transition
  /// that sends them; `target` is held weakly, and once it is gone its action does nothing.
  @preconcurrency
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping @MainActor (Target) -> @MainActor () -> Void
  ) {
    targetActions.append(
      TargetAction(target: target) { [weak target] _ in
        guard let target else { return }
        action(target)()
      })
  }

  /// Adds `target`'s method `action`, which takes the recognizer (typed as `Recognizer`), to the
  /// actions; `target` is held weakly. A recognizer that is not a `Recognizer` skips the action and
  /// records `gesture.actionSenderMismatch` (UIKit would call the method with the wrong type).
  @preconcurrency
  public func addTarget<Target: AnyObject, Recognizer: GestureRecognizer>(
    _ target: Target, action: @escaping @MainActor (Target) -> @MainActor (Recognizer) -> Void
  ) {
    targetActions.append(
      TargetAction(target: target) { [weak target] recognizer in
        guard let target else { return }
        guard let sender = recognizer as? Recognizer else {
          Simulation.current.diagnostics.record(
            .gestureActionSenderMismatch, severity: .appError, subject: recognizer.debugName,
            message: "the action takes a \(Recognizer.self), not a \(type(of: recognizer)); it was skipped")
          return
        }
        action(target)(sender)
      })
  }

  /// Removes `target`'s actions, as `removeTarget(_:action:)`; a nil target removes every action.
  ///
  /// - Note: Not simulated; `action` is not compared (method references have no identity), so every
  ///   action of `target` goes.
  public func removeTarget(_ target: AnyObject?, action: Any?) {
    if action != nil { Self.recordNotSimulated("UIGestureRecognizer.removeTarget(_:action:)") }
    targetActions.removeAll { entry in
      guard let target else { return true }
      return entry.target == nil || entry.target === target
    }
  }

  /// Makes this recognizer wait until `otherGestureRecognizer` has failed before it leaves
  /// ``State/possible``, as `require(toFail:)`: a single tap that requires a double tap's failure
  /// is recognized only once the second tap did not come. If the other recognizes, this one fails.
  public func require(toFail otherGestureRecognizer: GestureRecognizer) {
    guard otherGestureRecognizer !== self else { return }
    failureRequirements.removeAll { $0.recognizer == nil }
    guard !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
    failureRequirements.append(WeakGestureRecognizer(recognizer: otherGestureRecognizer))
  }

  /// How many touches the gesture has now (0 once they have lifted).
  public var numberOfTouches: Int { touchPoints.count }

  /// Where the gesture is in `view`'s coordinates (nil: the window's): the centroid of its touches,
  /// or of the last ones once they have lifted.
  public func location(in view: View?) -> CGPoint {
    Self.convert(touchCentroid, toView: view)
  }

  /// Where touch number `touchIndex` is in `view`'s coordinates; an index outside
  /// `0..<numberOfTouches` answers `.zero` and records `gesture.touchIndexOutOfRange`, where UIKit
  /// raises.
  public func location(ofTouch touchIndex: Int, in view: View?) -> CGPoint {
    guard touchPoints.indices.contains(touchIndex) else {
      Simulation.current.diagnostics.record(
        .gestureTouchIndexOutOfRange, severity: .appError, subject: debugName,
        message: "touch \(touchIndex) asked for while the gesture has \(touchPoints.count) touches")
      return .zero
    }
    return Self.convert(touchPoints[touchIndex], toView: view)
  }

  /// Clears what the recognizer tracked of the last gesture; UIKit calls it once a gesture is over
  /// and ``state`` is back to ``State/possible``. Subclasses that override it call `super.reset()`.
  open func reset() {}

  /// Whether the gesture is discrete (a tap, a swipe: possible to recognized, one action) rather
  /// than continuous.
  var isDiscrete: Bool { false }

  /// The touches that lifted last, so that ``location(in:)`` answers in the ended action.
  private var lastTouchPoints: [CGPoint] = []

  /// The centroid of the touches now down (or of the last ones), in window coordinates.
  var touchCentroid: CGPoint {
    GestureArena.centroid(of: touchPoints.isEmpty ? lastTouchPoints : touchPoints)
  }

  /// The recognizer's class and name, for diagnostics.
  var debugName: String {
    let typeName = appleTypeName(of: type(of: self))
    return name.map { "\(typeName) \"\($0)\"" } ?? typeName
  }

  // MARK: Touches, from the arena

  /// The arena hands the recognizer the touches that just went down (every finger at once).
  func arenaTouchesBegan(_ points: [CGPoint], at time: MediaTime) {
    touchPoints = points
    touchesBegan(at: time)
  }

  /// The arena hands the recognizer the touches' new positions.
  func arenaTouchesMoved(_ points: [CGPoint], at time: MediaTime) {
    touchPoints = points
    touchesMoved(at: time)
  }

  /// The arena tells the recognizer the touches lifted.
  func arenaTouchesEnded(at time: MediaTime) {
    lastTouchPoints = touchPoints
    touchPoints = []
    touchesEnded(at: time)
  }

  /// The arena tells the recognizer the system cancelled the touches.
  func arenaTouchesCancelled() {
    lastTouchPoints = touchPoints
    touchPoints = []
    switch state {
    case .began, .changed: transition(to: .cancelled)
    case .possible: transition(to: .failed)
    default: break
    }
  }

  /// Touches went down; ``touchPoints`` holds them. Subclasses interpret them.
  func touchesBegan(at time: MediaTime) {}
  /// The touches moved; ``touchPoints`` holds their new positions.
  func touchesMoved(at time: MediaTime) {}
  /// The touches lifted.
  func touchesEnded(at time: MediaTime) {}

  /// Asks to move to `newState`: the arena decides whether the gesture may begin now, must wait
  /// for another to fail, or fails.
  func transition(to newState: State) {
    if let arena {
      arena.recognizer(self, requests: newState)
    } else {
      apply(newState)
    }
  }

  /// Moves to `newState` and queues the actions where the state machine sends them.
  func apply(_ newState: State) {
    state = newState
    switch newState {
    case .began, .changed, .ended, .cancelled: queueActions()
    case .possible, .failed: break
    }
  }

  /// Puts the recognizer back to ``State/possible`` once its gesture is over.
  func resetToPossible() {
    state = .possible
    touchPoints = []
    reset()
  }

  private func queueActions() {
    Simulation.current.runLoop.perform { [self] in
      for entry in targetActions { entry.run(self) }
    }
  }

  private static func convert(_ windowPoint: CGPoint, toView view: View?) -> CGPoint {
    guard let view else { return windowPoint }
    return GestureArena.convert(windowPoint, to: view)
  }

  static func recordNotSimulated(_ api: String) {
    Simulation.current.diagnostics.recordNotSimulated(api)
  }
}

/// A recognizer held weakly, for lists that must not keep recognizers alive.
struct WeakGestureRecognizer {
  weak var recognizer: GestureRecognizer?
}
