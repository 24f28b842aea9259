import AVKitCompat
import Fullscreen
import Runtime
import Testing

/// Seed 001's `VideoHostViewController`: app-managed fullscreen with the L-bar delegate; SnapKit's
/// `updateConstraints` becomes a change of the stored constraints' constants.
@MainActor
private final class VideoHostViewController: UIViewController, LBarDelegate {
  let containerView = UIView()
  let playerView = UIView()
  let playerLayer = VideoSurface(name: "inline")
  var orientation = StreamLayerOrientation.horizontal
  private(set) var fullscreen: AppManagedFullscreen?
  private var playerRight: NSLayoutConstraint?
  private var playerBottom: NSLayoutConstraint?

  override func viewDidLoad() {
    super.viewDidLoad()
    containerView.translatesAutoresizingMaskIntoConstraints = false
    playerView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(containerView)
    containerView.addSubview(playerView)
    playerView.layer.addSublayer(playerLayer)
    let right = playerView.rightAnchor.constraint(equalTo: containerView.rightAnchor)
    let bottom = playerView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor)
    NSLayoutConstraint.activate([
      playerView.topAnchor.constraint(equalTo: containerView.topAnchor),
      playerView.leftAnchor.constraint(equalTo: containerView.leftAnchor), right, bottom,
    ])
    playerRight = right
    playerBottom = bottom
    let windowed = [
      containerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      containerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      containerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      containerView.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 9.0 / 16.0),
    ]
    let fullscreenLayout = [
      containerView.topAnchor.constraint(equalTo: view.topAnchor),
      containerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      containerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      containerView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ]
    let fullscreen = AppManagedFullscreen(
      viewController: self, inlineConstraints: windowed, fullscreenConstraints: fullscreenLayout)
    fullscreen.applyInlineLayout()
    self.fullscreen = fullscreen
  }

  override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    fullscreen?.viewWillTransition(to: size, with: coordinator)
  }

  override var prefersStatusBarHidden: Bool { fullscreen?.isFullscreen ?? false }

  func moveRightSide(for points: CGFloat) {
    playerRight?.constant = -points
  }

  func moveBottomSide(for points: CGFloat) {
    guard orientation != .vertical else { return }
    playerBottom?.constant = -points
  }
}

@MainActor
struct AdFormatLayoutTests {
  let simulation = Simulation.start(device: .iPhone14)

  private func host() -> (VideoHostViewController, UIWindow) {
    let window = UIWindow(windowScene: UIWindowScene(simulation: simulation))
    let controller = VideoHostViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (controller, window)
  }

  @Test func theLBarShrinksTheVideoFromTheRightAndTheBottomInFullscreen() {
    let (controller, window) = host()
    controller.fullscreen?.toggle()
    #expect(controller.containerView.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    #expect(controller.prefersStatusBarHidden)

    controller.moveRightSide(for: 120)
    controller.moveBottomSide(for: 80)
    window.layoutIfNeeded()

    #expect(controller.playerView.frame == CGRect(x: 0, y: 0, width: 724, height: 310))
    #expect(controller.containerView.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
  }

  @Test func theBottomSideIsIgnoredInVerticalOrientation() {
    let (controller, window) = host()
    controller.orientation = .vertical

    controller.moveRightSide(for: 120)
    controller.moveBottomSide(for: 80)
    window.layoutIfNeeded()

    #expect(controller.playerView.frame == CGRect(x: 0, y: 0, width: 270, height: 219.375))
    #expect(controller.containerView.frame == CGRect(x: 0, y: 47, width: 390, height: 219.375))
  }

  @Test func givingThePointsBackRestoresTheFullPicture() {
    let (controller, window) = host()
    controller.moveRightSide(for: 120)
    window.layoutIfNeeded()

    controller.moveRightSide(for: 0)
    window.layoutIfNeeded()

    #expect(controller.playerView.frame == CGRect(x: 0, y: 0, width: 390, height: 219.375))
  }

  @Test func fillModeAppliesToBothSurfacesAndSurvivesARebuild() throws {
    let surfaces = PlayerVideoSurfaces(inlineSurface: VideoSurface(name: "inline"))
    surfaces.attachPictureInPictureSurface(VideoSurface(name: "pip"))

    surfaces.videoFillMode = .fill
    surfaces.attachPictureInPictureSurface(VideoSurface(name: "pip, rebuilt"))
    surfaces.replaceInlineSurface(with: VideoSurface(name: "inline, rebuilt"))

    #expect(surfaces.surfaces.map(\.videoGravity) == [.resizeAspectFill, .resizeAspectFill])
    let inline = surfaces.inlineSurface
    inline.frame = CGRect(x: 0, y: 47, width: 390, height: 844)
    inline.videoSize = CGSize(width: 1920, height: 1080)
    surfaces.videoFillMode = .fit
    #expect(inline.videoRect == CGRect(x: 0, y: 312.3125, width: 390, height: 219.375))
    inline.videoGravity = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeSmart")
    #expect(throws: VideoGeometryError.unknownGravity(inline.videoGravity)) { try inline.placement() }
    #expect(inline.videoRect == .zero)
  }

  @Test func theVideoRectFollowsTheConstrainedPlayerBounds() {
    let (controller, window) = host()
    controller.playerLayer.videoSize = CGSize(width: 1080, height: 1920)
    controller.playerLayer.frame = controller.playerView.bounds
    #expect(controller.playerLayer.videoRect.height == 219.375)

    controller.fullscreen?.toggle()
    window.layoutIfNeeded()
    controller.playerLayer.frame = controller.playerView.bounds

    #expect(controller.playerLayer.videoRect == CGRect(x: 312.3125, y: 0, width: 219.375, height: 390))
  }
}
