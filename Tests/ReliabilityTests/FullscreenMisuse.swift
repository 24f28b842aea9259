import Foundation
import Fullscreen
import Runtime
import Testing
import ViewHierarchy

/// A fill-mode placement of invalid numbers, refused with a typed error.
func misusedPlacement(_ name: String, video: CGSize, bounds: CGRect) -> MisuseCase {
  MisuseCase(module: "Fullscreen", name: name, answer: .typedError) {
    #expect(throws: VideoGeometryError.self) {
      _ = try VideoFillMode.fit.placement(ofVideoSize: video, in: bounds)
    }
  }
}

/// A player view controller shown as a window's root (the window is returned so that it stays), for
/// the transition cases.
@MainActor
func misusedPlayer() -> (Simulation, Window, FullScreenPlayerViewController) {
  let simulation = Simulation.start()
  let window = Window(windowScene: WindowScene(simulation: simulation))
  let player = FullScreenPlayerViewController()
  window.rootViewController = player
  window.makeKeyAndVisible()
  _ = player.view
  simulation.runLoop.runUntilIdle()
  return (simulation, window, player)
}

extension MisuseCase {
  static let fullscreen: [MisuseCase] = [
    misusedPlacement(
      "a video of NaN width", video: CGSize(width: CGFloat.nan, height: 1080),
      bounds: CGRect(x: 0, y: 0, width: 390, height: 844)),
    misusedPlacement(
      "a video of negative height", video: CGSize(width: 1920, height: -1),
      bounds: CGRect(x: 0, y: 0, width: 390, height: 844)),
    misusedPlacement(
      "bounds of infinite width", video: CGSize(width: 1920, height: 1080),
      bounds: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 844)),
    MisuseCase(module: "Fullscreen", name: "a video of zero size", answer: .noOp) {
      let placement = try VideoFillMode.fill.placement(
        ofVideoSize: .zero, in: CGRect(x: 0, y: 0, width: 390, height: 844))
      #expect(placement == .nothingShown)
    },
    MisuseCase(module: "Fullscreen", name: "fullscreen entered twice", answer: .noOp) {
      try await onMain {
        let (simulation, window, player) = misusedPlayer()
        let first = player.transitionToFullScreen(animated: false)
        #expect(first == .started, "\(first)")
        simulation.runLoop.runUntilIdle()
        let second = player.transitionToFullScreen(animated: false)
        #expect(second == .alreadyFullscreen, "\(second)")
        #expect(player.isFullScreen && window.isKeyWindow)
      }
    },
    MisuseCase(module: "Fullscreen", name: "fullscreen dismissed while inline", answer: .noOp) {
      try await onMain {
        let (_, _, player) = misusedPlayer()
        #expect(player.dismissFullScreen(animated: false) == .notFullscreen)
        #expect(!player.isFullScreen)
      }
    },
    MisuseCase(module: "Fullscreen", name: "an orientation request for a player in no window", answer: .noOp)
    {
      try await onMain {
        _ = Simulation.start()
        let rotator = FullscreenRotator(playerView: View())
        var outcome: OrientationOutcome?
        rotator.requestOrientations(.landscape) { outcome = $0 }
        Simulation.current.runLoop.runUntilIdle()
        #expect(outcome == .noWindowScene)
      }
    },
  ]
}
