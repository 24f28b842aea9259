// Seed 001 (StreamLayer, app-managed fullscreen), its Apple-API code as printed; only the imports
// changed. What the document leaves out (adding the views, filling the constraint sets) is marked
// "Not printed". SnapKit's `snp` and StreamLayer's `SLRStateMachine` are the stand-ins in
// SeedStandIns.swift.
import AVKitCompat

// Use AVPlayerLayer for full layout control
class PlayerContainerView: UIView {
  override class var layerClass: AnyClass { AVPlayerLayer.self }

  var playerLayer: AVPlayerLayer { layer as! AVPlayerLayer }

  func configure(with player: AVPlayer) {
    playerLayer.player = player
    playerLayer.videoGravity = .resizeAspect
  }
}

class VideoHostViewController: UIViewController {

  private let containerView = UIView()
  private let playerView = PlayerContainerView()
  private var isFullScreen = false

  // Constraints that change between windowed and fullscreen
  private var windowedConstraints: [NSLayoutConstraint] = []
  private var fullScreenConstraints: [NSLayoutConstraint] = []

  func toggleFullScreen() {
    isFullScreen.toggle()

    if isFullScreen {
      // Hide status bar
      setNeedsStatusBarAppearanceUpdate()

      // Expand container to fill the screen
      NSLayoutConstraint.deactivate(windowedConstraints)
      NSLayoutConstraint.activate(fullScreenConstraints)
    } else {
      // Restore windowed layout
      NSLayoutConstraint.deactivate(fullScreenConstraints)
      NSLayoutConstraint.activate(windowedConstraints)

      setNeedsStatusBarAppearanceUpdate()
    }

    UIView.animate(withDuration: 0.3) {
      self.view.layoutIfNeeded()
    }
  }

  override var prefersStatusBarHidden: Bool { isFullScreen }

  // Not printed: the views, the two constraint sets and the player, which the document assumes.
  override func viewDidLoad() {
    super.viewDidLoad()
    containerView.translatesAutoresizingMaskIntoConstraints = false
    playerView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(containerView)
    containerView.addSubview(playerView)
    playerView.snp.makeConstraints {
      $0.left.equalToSuperview()
      $0.right.equalToSuperview()
      $0.top.equalToSuperview()
      $0.bottom.equalToSuperview()
    }
    windowedConstraints = [
      containerView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
      containerView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
      containerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      containerView.heightAnchor.constraint(equalTo: containerView.widthAnchor, multiplier: 9.0 / 16.0),
    ]
    fullScreenConstraints = [
      containerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      containerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      containerView.topAnchor.constraint(equalTo: view.topAnchor),
      containerView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ]
    NSLayoutConstraint.activate(windowedConstraints)
  }

  // Not printed: how a test reaches the private views and hands the player over.
  var videoFrame: CGRect { playerView.convert(playerView.bounds, to: nil) }
  var hostedPlayerLayer: AVPlayerLayer { playerView.playerLayer }
  func play(_ player: AVPlayer) {
    playerView.configure(with: player)
    player.play()
  }
}

// MARK: - SLRLBarDelegate

extension VideoHostViewController: SLRLBarDelegate {
  func moveRightSide(for points: CGFloat) {
    playerView.snp.updateConstraints {
      $0.right.equalToSuperview().offset(-points)
    }
  }

  func moveBottomSide(for points: CGFloat) {
    guard SLRStateMachine.orientation != .vertical else { return }
    playerView.snp.updateConstraints {
      $0.bottom.equalToSuperview().offset(-points)
    }
  }
}

// Step 4: Disable Native Fullscreen Controls, on a player view controller of another screen.
@MainActor
func makeNonStreamLayerPlayer() -> AVPlayerViewController {
  let playerViewController = AVPlayerViewController()
  // If using AVPlayerViewController for non-StreamLayer screens,
  // disable fullscreen when StreamLayer is integrated
  playerViewController.entersFullScreenWhenPlaybackBegins = false
  playerViewController.allowsPictureInPicturePlayback = false
  return playerViewController
}
