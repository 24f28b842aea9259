import Runtime
import SeedScreensForBenchmarks
import SolverWorkloads
import ViewHierarchy

/// Seed 000's player screen (the port the fullscreen tests drive) in a key window, toggled at the
/// level of its layout: the portrait and fullscreen constraint sets swapped and the window laid out,
/// without the rotation request and the animation the fullscreen button adds.
@MainActor
final class SeedPlayerLayout {
  let simulation: Simulation
  let window: Window
  let screen = SeedPlayerViewController()
  private(set) var isFullscreen = false

  /// Shows the screen in portrait and lays it out once.
  init() {
    simulation = Simulation.start()
    window = Window(windowScene: WindowScene(simulation: simulation))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
  }

  /// Swaps to the other constraint set and lays the window out: one tap of the fullscreen button,
  /// without the animation and the rotation.
  func toggle() {
    isFullscreen.toggle()
    if isFullscreen { screen.applyFullscreenLayout() } else { screen.applyPortraitLayout() }
    window.layoutIfNeeded()
  }
}

extension SeedPlayerLayout {
  /// The toggle at the solver's level: the layout engine's solver laid out in portrait and in
  /// fullscreen, as a workload that swaps between the two (what the toggle changes in the solver:
  /// the constraint sets and the stays the layout pass moves).
  ///
  /// - Throws: ``LayoutSuiteFailure/noLayoutEngine`` when the window has no layout engine, and
  ///   `SolverWorkloadError` when the two states differ in their edit variables.
  func solverSwap(name: String) throws -> SolverWorkload {
    guard let engine = window.rootViewController?.view.layoutEngine else {
      throw LayoutSuiteFailure.noLayoutEngine
    }
    if isFullscreen { toggle() }
    let portrait = engine.solver
    toggle()
    let fullscreen = engine.solver
    toggle()
    return try SolverWorkload(swappingBetween: portrait, and: fullscreen, name: name)
  }
}
