import AVKitCompat
import PiPSim
import SeedScreens
import Testing

/// A scene on an iPhone 14 whose key window shows seed 000's player view controller.
@MainActor
struct SeedPlayerFixture {
  let simulation: Simulation
  let scene: UIWindowScene
  let window: UIWindow
  let controller: SeedPlayerViewController

  init() {
    simulation = Simulation.start(device: .iPhone14)
    scene = UIWindowScene(simulation: simulation)
    window = UIWindow(windowScene: scene)
    controller = SeedPlayerViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
  }

  var iconName: String? { controller.fullscreenButton.currentImage?.systemName }
}

@MainActor
struct AppManagedFullscreenSeedTests {
  static let portraitPlayer = CGRect(x: 0, y: 47, width: 390, height: 219.375)
  static let landscapePlayer = CGRect(x: 0, y: 0, width: 844, height: 390)

  func expectPortraitLayout(_ fixture: SeedPlayerFixture) {
    let controller = fixture.controller
    #expect(controller.playerContainerView.frame == Self.portraitPlayer)
    #expect(controller.overlayWrapperView.frame == CGRect(x: 0, y: 266.375, width: 390, height: 577.625))
    #expect(controller.contentView.frame == CGRect(x: 0, y: 266.375, width: 390, height: 577.625))
    #expect(controller.fullscreenButton.frame == CGRect(x: 330, y: 206.375, width: 44, height: 44))
    #expect(controller.playerController.view.frame == CGRect(x: 0, y: 0, width: 390, height: 219.375))
    #expect(controller.contentView.alpha == 1)
    #expect(fixture.iconName == SeedPlayerViewController.expandIcon)
    #expect(!controller.prefersStatusBarHidden)
    #expect(!fixture.scene.isStatusBarHidden)
  }

  func expectFullscreenLayout(_ fixture: SeedPlayerFixture) {
    let controller = fixture.controller
    #expect(fixture.scene.interfaceOrientation.isLandscape)
    #expect(controller.playerContainerView.frame == Self.landscapePlayer)
    #expect(controller.overlayWrapperView.frame == Self.landscapePlayer)
    #expect(controller.fullscreenButton.frame == CGRect(x: 784, y: 330, width: 44, height: 44))
    #expect(controller.playerController.view.frame == Self.landscapePlayer)
    #expect(controller.contentView.alpha == 0)
    #expect(fixture.iconName == SeedPlayerViewController.collapseIcon)
    #expect(controller.prefersStatusBarHidden)
    #expect(fixture.scene.isStatusBarHidden)
  }

  @Test func portraitPlayerSitsBelowTheSafeAreaAtSixteenByNine() {
    expectPortraitLayout(SeedPlayerFixture())
  }

  @Test func theFullscreenButtonRotatesToLandscapeAndFillsTheWindow() {
    let fixture = SeedPlayerFixture()

    fixture.controller.fullscreenButton.sendActions(for: .touchUpInside)

    expectFullscreenLayout(fixture)
  }

  @Test func theFullscreenButtonAgainRestoresTheFirstLayout() {
    let fixture = SeedPlayerFixture()

    fixture.controller.fullscreenButton.sendActions(for: .touchUpInside)
    fixture.controller.fullscreenButton.sendActions(for: .touchUpInside)

    #expect(fixture.scene.interfaceOrientation == .portrait)
    expectPortraitLayout(fixture)
  }

  @Test func turningTheDeviceGoesFullscreenAndBack() {
    let fixture = SeedPlayerFixture()

    fixture.simulation.userInterface.rotateDevice(to: .landscapeRight)
    expectFullscreenLayout(fixture)

    fixture.simulation.userInterface.rotateDevice(to: .portrait)
    expectPortraitLayout(fixture)
  }

  @Test func framesUpdateOnTheNextTickWithoutAnExplicitLayoutPass() throws {
    let fixture = SeedPlayerFixture()
    NSLayoutConstraint.deactivate(fixture.controller.playerContainerView.constraintsInvolvingSubtree)
    let pinned = [
      fixture.controller.playerContainerView.topAnchor.constraint(equalTo: fixture.controller.view.topAnchor),
      fixture.controller.playerContainerView.leadingAnchor.constraint(
        equalTo: fixture.controller.view.leadingAnchor),
      fixture.controller.playerContainerView.widthAnchor.constraint(
        equalTo: fixture.controller.view.widthAnchor),
      fixture.controller.playerContainerView.heightAnchor.constraint(equalToConstant: 100),
    ]

    NSLayoutConstraint.activate(pinned)
    fixture.simulation.runLoop.runUntilIdle()

    #expect(fixture.controller.playerContainerView.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
  }

  @Test func swappingTheConstraintSetsIsIncremental() throws {
    let fixture = SeedPlayerFixture()
    let engine = try #require(fixture.window.layoutEngine)
    let before = (engine.solverAdditions, engine.solverRemovals, engine.registeredItemCount)

    fixture.controller.fullscreenButton.sendActions(for: .touchUpInside)

    // The alongside block re-applies the already active set; only the 12 portrait constraints leave and
    // the 8 fullscreen ones arrive, plus the autoresizing constraints of views whose frame changed.
    let removed = engine.solverRemovals - before.1
    let added = engine.solverAdditions - before.0
    #expect(engine.activeConstraints.count == 12)
    #expect(removed >= 12 && removed < 30)
    #expect(added - removed == 8 - 12)
    #expect(engine.registeredItemCount == before.2)
  }
}

/// Seed 000's player controller taken to AVKit's own fullscreen: what still works there.
@MainActor
struct NativeFullscreenTests {
  @Test func nativeFullscreenLeavesTheOverlayBehindAndListsTheFormatsThatStillWork() throws {
    let fixture = SeedPlayerFixture()
    let player = fixture.controller.playerController
    let badge = UIView(frame: CGRect(x: 10, y: 57, width: 50, height: 20))
    fixture.controller.view.addSubview(badge)
    let button = fixture.controller.fullscreenButton

    let report = try #require(player.enterNativeFullscreen())

    #expect(player.view.window === player.fullscreenWindow)
    #expect(player.view.window !== fixture.window)
    #expect(player.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(report.detachedViews.map(ObjectIdentifier.init) == [button, badge].map(ObjectIdentifier.init))
    #expect(report.deactivatedConstraints.isEmpty)
    #expect(badge.window === fixture.window)
    #expect(player.contentOverlayView.window === player.fullscreenWindow)
    #expect(report.workingFormats == [.overlay])
    #expect(report.brokenFormats == [.sidebar, .lBar, .pictureInPicture, .sideBySide, .frameAd])
    let diagnostic = try #require(
      fixture.simulation.diagnostics.entries(withCode: .nativeFullscreenLimitsFormats).last)
    #expect(diagnostic.message.contains("No longer works: sidebar, L-bar, PIP, side-by-side, frame ad"))
    #expect(diagnostic.message.contains("Still works: overlay (via contentOverlayView)"))

    player.exitNativeFullscreen()
    fixture.window.layoutIfNeeded()

    #expect(player.view.superview === fixture.controller.playerContainerView)
    #expect(player.view.frame == CGRect(x: 0, y: 0, width: 390, height: 219.375))
    #expect(!player.isInNativeFullscreen)
  }
}
