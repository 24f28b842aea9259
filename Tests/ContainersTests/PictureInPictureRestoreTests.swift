import AVKitCompat
import Containers
import PiPSimTesting
import Testing

/// A player screen as an app writes it: a video view backed by an `AVPlayerLayer`, a PiP controller
/// for the layer, and a restore that asks the app's navigation to bring the screen back.
@MainActor
private final class PlayerScreen: UIViewController, AVPictureInPictureControllerDelegate {
  let player = AVPlayer(url: URL(string: "pipsim-test://64x36@30/10s")!)
  let videoView = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 219))
  var pictureInPicture: AVPictureInPictureController?
  var bringBack: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Player"
    view.addSubview(videoView)
    let layer = AVPlayerLayer(player: player)
    layer.frame = videoView.bounds
    videoView.layer.addSublayer(layer)
    pictureInPicture = AVPictureInPictureController(playerLayer: layer)
    pictureInPicture?.delegate = self
  }

  func pictureInPictureController(
    _ pictureInPictureController: AVPictureInPictureController,
    restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler:
      @escaping @Sendable (Bool) -> Void
  ) {
    bringBack?()
    completionHandler(true)
  }

  /// Plays, then starts PiP once the first frame makes it possible.
  func playInPictureInPicture(_ app: SimulatedApp) throws {
    player.play()
    try app.advance(by: .milliseconds(150))
    try #require(pictureInPicture).startPictureInPicture()
    try app.advance(by: .milliseconds(500))
  }
}

@MainActor
@Suite struct PictureInPictureRestoreTests {
  @Test func aPlayerPoppedWhilePictureInPictureRunsIsPushedAgainOnRestoreWithItsVideoViewBack() throws {
    try withSimulatedApp { app in
      let navigation = UINavigationController(rootViewController: UIViewController())
      app.show(navigation)
      let screen = PlayerScreen()
      screen.bringBack = { navigation.pushViewController(screen, animated: true) }
      navigation.pushViewController(screen, animated: true)
      try app.advance(by: .milliseconds(350))
      try screen.playInPictureInPicture(app)
      #expect(try #require(screen.pictureInPicture).isPictureInPictureActive)
      #expect(app.tapBackButton(of: navigation))
      try app.advance(by: .milliseconds(350))
      #expect(screen.view.window == nil)
      #expect(try #require(screen.pictureInPicture).isPictureInPictureActive)
      try #require(app.pictureInPictureWindow).userTapsRestore()
      try app.advance(by: .seconds(1))
      #expect(navigation.topViewController === screen)
      #expect(try #require(screen.pictureInPicture).isPictureInPictureActive == false)
      app.expect(
        screen.videoView, isSubviewOf: screen.view, frame: CGRect(x: 0, y: 100, width: 390, height: 219))
      app.expect(screen.videoView, isIn: .appWindow)
    }
  }

  @Test func aPlayerTabLeftWhilePictureInPictureRunsIsSelectedAgainOnRestore() throws {
    try withSimulatedApp { app in
      let home = UIViewController()
      let screen = PlayerScreen()
      let tabs = UITabBarController()
      tabs.viewControllers = [home, screen]
      tabs.selectedIndex = 1
      app.show(tabs)
      screen.bringBack = { tabs.selectedViewController = screen }
      try screen.playInPictureInPicture(app)
      #expect(app.selectTab(0, of: tabs))
      #expect(screen.view.window == nil)
      try #require(app.pictureInPictureWindow).userTapsRestore()
      try app.advance(by: .seconds(1))
      #expect(tabs.selectedIndex == 1)
      app.expect(screen.videoView, isSubviewOf: screen.view)
      app.expect(screen.videoView, isIn: .appWindow)
    }
  }
}
