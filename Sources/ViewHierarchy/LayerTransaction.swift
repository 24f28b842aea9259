import Foundation
import Runtime

/// Something a layer runs when one of its properties changes (`CAAction`): an animation adds itself.
@preconcurrency @MainActor
public protocol LayerAction: AnyObject {
  /// Runs the action for the change of `event` (a key path) on `anObject` (the layer).
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: LayerAction {
  /// Does nothing: an `NSNull` in a layer's `actions` turns its implicit animation off, as on iOS.
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// Groups layer changes and sets how their implicit animations run (`CATransaction`).
///
/// `begin()` and `commit()` nest; the settings of the innermost open transaction apply to the
/// changes made in it. Outside any, changes belong to the implicit transaction of the current run
/// loop turn, which commits at the end of the turn. A transaction's completion block runs once
/// every animation added while it was open has stopped (at once, on the next turn, if there were
/// none), as on iOS.
@preconcurrency @MainActor
public enum LayerTransaction {
  /// The duration of implicit animations and of animations whose duration is 0: 0.25 s.
  public static let defaultDuration = 0.25

  /// The settings and animations of one transaction.
  @MainActor
  final class Frame {
    var disableActions = false
    var animationDuration = LayerTransaction.defaultDuration
    var timingFunction: MediaTimingFunction?
    var completion: (() -> Void)?
    var pendingAnimations = 0
    var isCommitted = false

    func animationDidStop() {
      pendingAnimations -= 1
      finishIfDone()
    }

    func finishIfDone() {
      guard isCommitted, pendingAnimations == 0, let completion else { return }
      self.completion = nil
      completion()
    }
  }

  private static var stack: [Frame] = []
  private static var implicitFrame: Frame?
  /// The run loop whose turn the implicit transaction belongs to: another simulation's is stale.
  private static weak var implicitRunLoop: MainRunLoop?

  /// The transaction changes belong to now, opening the implicit one if needed.
  static var current: Frame {
    if let frame = stack.last { return frame }
    let runLoop = Simulation.current.runLoop
    if let frame = implicitFrame, implicitRunLoop === runLoop { return frame }
    let frame = Frame()
    implicitFrame = frame
    implicitRunLoop = runLoop
    runLoop.perform {
      if implicitFrame === frame { implicitFrame = nil }
      commit(frame)
    }
    return frame
  }

  /// Opens a transaction (`CATransaction.begin()`), inside the current one.
  public static func begin() {
    let frame = Frame()
    if let outer = stack.last ?? (implicitRunLoop === Simulation.current.runLoop ? implicitFrame : nil) {
      frame.disableActions = outer.disableActions
      frame.animationDuration = outer.animationDuration
      frame.timingFunction = outer.timingFunction
    }
    stack.append(frame)
  }

  /// Closes the innermost transaction (`CATransaction.commit()`); without an open one it does
  /// nothing but record a diagnostic (Core Animation logs the unbalanced commit).
  public static func commit() {
    guard let frame = stack.popLast() else {
      Simulation.current.diagnostics.record(
        .animationUnbalancedCommit, severity: .appError, subject: "CATransaction.commit",
        message: "CATransaction.commit() without a matching begin(); ignored")
      return
    }
    commit(frame)
  }

  /// Commits the implicit transaction now (`CATransaction.flush()`).
  public static func flush() {
    guard let frame = implicitFrame else { return }
    implicitFrame = nil
    commit(frame)
  }

  /// Whether property changes skip their implicit animations (`CATransaction.disableActions()`).
  public static func disableActions() -> Bool { current.disableActions }

  /// Turns implicit animations off or on for the current transaction (`setDisableActions(_:)`).
  public static func setDisableActions(_ flag: Bool) { current.disableActions = flag }

  /// The duration of the current transaction's animations (`CATransaction.animationDuration()`).
  public static func animationDuration() -> Double { current.animationDuration }

  /// Sets the duration of implicit animations, and of animations of duration 0, added in the current
  /// transaction (`setAnimationDuration(_:)`); a negative or non-finite value is ignored.
  public static func setAnimationDuration(_ duration: Double) {
    guard duration.isFinite, duration >= 0 else { return }
    current.animationDuration = duration
  }

  /// The timing function of the current transaction's implicit animations.
  public static func animationTimingFunction() -> MediaTimingFunction? { current.timingFunction }

  /// Sets the timing function of implicit animations (`setAnimationTimingFunction(_:)`).
  public static func setAnimationTimingFunction(_ function: MediaTimingFunction?) {
    current.timingFunction = function
  }

  /// The block run when the current transaction's animations have stopped.
  public static func completionBlock() -> (() -> Void)? { current.completion }

  /// Sets the block run once every animation added in the current transaction (from now on) has
  /// stopped (`setCompletionBlock(_:)`).
  public static func setCompletionBlock(_ block: (() -> Void)?) { current.completion = block }

  private static func commit(_ frame: Frame) {
    frame.isCommitted = true
    guard frame.completion != nil else { return }
    if frame.pendingAnimations == 0 {
      Simulation.current.runLoop.perform { frame.finishIfDone() }
    }
  }
}
