import Clocks
import Foundation
import Runtime

/// Runs the animations of one interface rotation: the simulator's `UIViewControllerTransitionCoordinator`.
///
/// Contract, in order:
/// 1. `viewWillTransition(to:with:)` is called on the root view controllers (which forward it to
///    their children and presented view controllers); the views still have their old size. Only now
///    may blocks be registered with ``animate(alongsideTransition:completion:)``.
/// 2. The scene changes orientation: window frames, safe areas and `effectiveGeometry` take their new
///    values, then every alongside block runs, in registration order, inside the same tick.
/// 3. After ``transitionDuration`` (the next tick when not animated) every completion block runs on
///    the main run loop, in registration order.
@preconcurrency @MainActor
public final class TransitionCoordinator {
  /// Where the transition is.
  public enum Phase: Sendable {
    /// `viewWillTransition(to:with:)` calls are being made; blocks may be registered.
    case preparing
    /// The new geometry is in place and the animation runs.
    case animating
    /// The completion blocks have run.
    case completed
  }

  /// The size the root view will have at the end of the transition.
  public let targetSize: CGSize
  /// How long the animation takes; zero when not animated.
  public let transitionDuration: MediaTime
  /// Where the transition is.
  public private(set) var phase = Phase.preparing

  private let simulation: Simulation
  private var alongsideAnimations: [(TransitionCoordinator) -> Void] = []
  private var completions: [(TransitionCoordinator) -> Void] = []

  package init(targetSize: CGSize, transitionDuration: MediaTime, simulation: Simulation) {
    self.targetSize = targetSize
    self.transitionDuration = transitionDuration
    self.simulation = simulation
  }

  /// Whether the transition animates.
  public var isAnimated: Bool { transitionDuration > .zero }

  /// Registers a block to run alongside the rotation animation and one to run when it ends.
  ///
  /// - Parameters:
  ///   - animation: runs once the new geometry is in place, in the same tick.
  ///   - completion: runs on the main run loop after ``transitionDuration``.
  /// - Returns: false, with a diagnostic, when the transition has already started: nothing is queued.
  @discardableResult
  public func animate(
    alongsideTransition animation: ((TransitionCoordinator) -> Void)?,
    completion: ((TransitionCoordinator) -> Void)? = nil
  ) -> Bool {
    guard phase == .preparing else {
      simulation.diagnostics.record(
        .transitionAnimationRefused, severity: .warning, subject: "UIViewControllerTransitionCoordinator",
        message: "animate(alongsideTransition:completion:) ignored: the transition is already \(phase); "
          + "register blocks inside viewWillTransition(to:with:)")
      return false
    }
    if let animation { alongsideAnimations.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  package func runAnimations() {
    phase = .animating
    for animation in alongsideAnimations { animation(self) }
    alongsideAnimations.removeAll()
    simulation.runLoop.schedule(after: transitionDuration) { [self] in
      phase = .completed
      for completion in completions { completion(self) }
      completions.removeAll()
    }
  }
}
