import Fullscreen
import Runtime
import Testing
import Tracing
import ViewHierarchy

/// A fullscreen and orientation delegate that keeps every default, so only the trace shows the callbacks.
@MainActor
private final class QuietDelegate: FullScreenDelegate, FullscreenOrientationDelegate {}

/// The main track's fullscreen, orientation and callback events as `milliseconds phase name key=value...`.
@MainActor
private func fullscreenEvents(_ simulation: Simulation) -> [String] {
  let categories: Set<TraceCategory> = [.fullscreen, .callback, .orientation]
  return simulation.trace.snapshot().events.filter {
    $0.track == simulation.mainTrack.id && categories.contains($0.category)
  }.map { event in
    let arguments = event.arguments.map { "\($0.key)=\($0.value)" }
    return ([String(event.timestamp / 1_000_000), event.phase.word, event.name] + arguments)
      .joined(separator: " ")
  }
}

@MainActor
@Suite struct FullscreenTracingTests {
  @Test func enteringAndLeavingFullscreenAreSlicesHoldingTheirCallbacks() throws {
    let simulation = Simulation.start(tracing: true)
    let window = Window(windowScene: WindowScene(simulation: simulation))
    let player = FullScreenPlayerViewController()
    let delegate = QuietDelegate()
    player.fullScreenDelegate = delegate
    window.rootViewController = player
    window.makeKeyAndVisible()
    player.playerView.accessibilityIdentifier = "player"

    player.transitionToFullScreen(animated: true)
    try simulation.runLoop.advance(by: .milliseconds(350))
    player.userTappedDismissButton()
    try simulation.runLoop.advance(by: .milliseconds(350))

    #expect(
      fullscreenEvents(simulation) == [
        "0 begin fullscreen.entering",
        "0 instant playerViewControllerWillGoFullScreen",
        "350 instant playerViewControllerDidGoFullScreen",
        "350 end fullscreen.entering",
        "350 begin fullscreen.exiting reason=userTappedDismissButton",
        "350 instant playerViewControllerWillDismissFullScreen",
        "350 instant playerViewControllerWillDismissFullScreen(_:reason:) reason=userTappedDismissButton",
        "700 instant playerViewControllerDidDismissFullScreen",
        "700 instant playerViewControllerDidDismissFullScreen(_:reason:) reason=userTappedDismissButton",
        "700 end fullscreen.exiting",
      ])
    let playerMoves = simulation.trace.snapshot().events.filter {
      $0.name == "view.moved" && $0.arguments["view"] == "player"
    }
    #expect(
      playerMoves.map { $0.arguments["to"]?.description } == [
        "view of FullScreenViewController", "view of FullScreenPlayerViewController",
      ])
    // Back inline when the dismissal starts: the fullscreen view controller hands its player back in
    // `viewWillDisappear`, which UIKit sends at the start of the transition.
    #expect(playerMoves.map(\.timestamp) == [0, 350_000_000])
  }

  @Test func aRotatorRequestTracesTheRequestTheRotationAndTheOutcome() {
    let simulation = Simulation.start(tracing: true)
    let window = Window(windowScene: WindowScene(simulation: simulation))
    let root = ViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let playerView = View()
    root.view.addSubview(playerView)
    let delegate = QuietDelegate()
    let rotator = FullscreenRotator(playerView: playerView, simulation: simulation)
    rotator.delegate = delegate

    rotator.requestOrientations(.landscape)
    simulation.runLoop.runUntilIdle()
    rotator.setFullscreenAutoRotate(enabled: false)
    rotator.requestOrientations(.portrait)
    simulation.runLoop.runUntilIdle()

    #expect(
      fullscreenEvents(simulation) == [
        "0 instant orientation.request requested=landscapeLeft, landscapeRight outcome=granted",
        "0 instant orientation.changed from=portrait to=landscapeRight "
          + "cause=requestGeometryUpdate(landscapeLeft, landscapeRight)",
        "0 instant onFullscreenOrientationChanged isLandscape=1",
        "0 instant onFullscreenOrientationRequest outcome=applied(landscape)",
        "0 instant onFullscreenOrientationRequest outcome=notRequested",
      ])
  }

  @Test func nativeFullscreenIsASliceHoldingThePlayersMoveToTheSystemWindow() {
    let simulation = Simulation.start(tracing: true)
    let window = Window(windowScene: WindowScene(simulation: simulation))
    let root = ViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let player = NativePlayerViewController()
    player.view.accessibilityIdentifier = "player"
    root.view.addSubview(player.view)

    player.enterNativeFullscreen()
    player.exitNativeFullscreen()

    let events = simulation.trace.snapshot().events.filter {
      $0.category == .fullscreen || $0.arguments["view"] == "player"
    }.map { "\($0.phase.word) \($0.name) \($0.arguments.map { "\($0.key)=\($0.value)" })" }
    #expect(
      events == [
        #"instant view.moved ["view=player", "from=none", "to=view of UIViewController", "index=0"]"#,
        #"begin fullscreen.entering ["mode=native"]"#,
        #"instant view.moved ["view=player", "from=view of UIViewController", "to=UIWindow", "index=0"]"#,
        #"end fullscreen.entering []"#,
        #"begin fullscreen.exiting ["mode=native", "reason=external"]"#,
        #"instant view.moved ["view=player", "from=UIWindow", "to=view of UIViewController", "index=0"]"#,
        #"end fullscreen.exiting []"#,
      ])
  }

  @Test func anUntracedPlayerRecordsNothing() throws {
    let simulation = Simulation.start()
    let window = Window(windowScene: WindowScene(simulation: simulation))
    let player = FullScreenPlayerViewController()
    window.rootViewController = player
    window.makeKeyAndVisible()
    player.transitionToFullScreen(animated: false)
    try simulation.runLoop.advance(by: .seconds(1))
    #expect(player.isFullScreen)
    #expect(simulation.trace.snapshot().events.isEmpty)
  }
}
