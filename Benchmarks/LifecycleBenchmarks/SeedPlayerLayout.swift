import Runtime
import SolverWorkloads
import ViewHierarchy

/// Seed 000's player screen, reduced to its layout: the player container, overlay wrapper, content
/// view and fullscreen button in a key window, with the portrait and fullscreen constraint sets of
/// its `PlayerViewController`.
@MainActor
final class SeedPlayerLayout {
  let simulation: Simulation
  let window: Window
  let portraitConstraints: [LayoutConstraint]
  let fullscreenConstraints: [LayoutConstraint]
  private(set) var isFullscreen = false

  /// Builds the views and both constraint sets, activates the button's and the portrait ones and
  /// lays out once.
  init() {
    simulation = Simulation.start()
    window = Window(windowScene: WindowScene(simulation: simulation))
    let root = ViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let view = root.view
    let player = View()
    let overlay = View()
    let content = View()
    let button = View()
    for subview in [player, overlay, content, button] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    LayoutConstraint.activate([
      button.trailingAnchor.constraint(equalTo: player.trailingAnchor, constant: -16),
      button.bottomAnchor.constraint(equalTo: player.bottomAnchor, constant: -16),
      button.widthAnchor.constraint(equalToConstant: 44),
      button.heightAnchor.constraint(equalToConstant: 44),
    ])
    portraitConstraints =
      [
        player.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        player.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        player.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        player.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 9.0 / 16.0),
      ]
      + [overlay, content].flatMap { below in
        [
          below.topAnchor.constraint(equalTo: player.bottomAnchor),
          below.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          below.trailingAnchor.constraint(equalTo: view.trailingAnchor),
          below.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ]
      }
    fullscreenConstraints = [
      player.topAnchor.constraint(equalTo: view.topAnchor),
      player.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      player.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      player.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      overlay.topAnchor.constraint(equalTo: player.topAnchor),
      overlay.leadingAnchor.constraint(equalTo: player.leadingAnchor),
      overlay.trailingAnchor.constraint(equalTo: player.trailingAnchor),
      overlay.bottomAnchor.constraint(equalTo: player.bottomAnchor),
    ]
    LayoutConstraint.activate(portraitConstraints)
    window.layoutIfNeeded()
  }

  /// Swaps to the other constraint set and lays the window out: one tap of the fullscreen button,
  /// without the animation and the rotation.
  func toggle() {
    isFullscreen.toggle()
    LayoutConstraint.deactivate(isFullscreen ? portraitConstraints : fullscreenConstraints)
    LayoutConstraint.activate(isFullscreen ? fullscreenConstraints : portraitConstraints)
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
