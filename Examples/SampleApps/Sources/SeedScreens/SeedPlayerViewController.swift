import AVKitCompat

/// Seed 000's `PlayerViewController`, ported as printed: UIKit spellings, closures for selectors.
///
/// One file for two packages: the example package's seed tests drive it (in Swift 6 and Swift 5
/// mode) and PiPSim's layout benchmark measures it, so what is measured is what is tested. Its
/// members are `package` rather than `private` so that the tests and the benchmark can reach them.
@MainActor
package final class SeedPlayerViewController: UIViewController {
  package static let expandIcon = "arrow.up.left.and.arrow.down.right"
  package static let collapseIcon = "arrow.down.right.and.arrow.up.left"

  package private(set) var isFullscreen = false

  private let player = AVPlayer()

  package private(set) lazy var playerController: AVPlayerViewController = {
    let vc = AVPlayerViewController()
    vc.player = player
    vc.entersFullScreenWhenPlaybackBegins = false
    vc.showsPlaybackControls = false
    vc.videoGravity = .resizeAspect
    return vc
  }()

  package let playerContainerView: UIView = {
    let v = UIView()
    v.translatesAutoresizingMaskIntoConstraints = false
    return v
  }()

  package let overlayWrapperView: UIView = {
    let v = UIView()
    v.translatesAutoresizingMaskIntoConstraints = false
    return v
  }()

  package let contentView: UIView = {
    let v = UIView()
    v.translatesAutoresizingMaskIntoConstraints = false
    return v
  }()

  package lazy var fullscreenButton: UIButton = {
    let button = UIButton(type: .custom)
    button.translatesAutoresizingMaskIntoConstraints = false
    let config = UIImage.SymbolConfiguration(pointSize: 22, weight: .medium)
    button.setImage(UIImage(systemName: Self.expandIcon, withConfiguration: config), for: .normal)
    button.tintColor = .white
    button.addAction(UIAction { [unowned self] _ in toggleFullscreen() }, for: .touchUpInside)
    return button
  }()

  private var portraitConstraints: [NSLayoutConstraint] = []
  private var fullscreenConstraints: [NSLayoutConstraint] = []

  override package func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    setupPlayerController()
    setupViews()
    buildConstraintSets()
    applyPortraitLayout()
  }

  private func setupPlayerController() {
    addChild(playerController)
    playerContainerView.addSubview(playerController.view)
    playerController.view.frame = playerContainerView.bounds
    playerController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    playerController.didMove(toParent: self)
  }

  private func setupViews() {
    view.addSubview(playerContainerView)
    view.addSubview(overlayWrapperView)
    view.addSubview(contentView)
    view.addSubview(fullscreenButton)
    NSLayoutConstraint.activate([
      fullscreenButton.trailingAnchor.constraint(equalTo: playerContainerView.trailingAnchor, constant: -16),
      fullscreenButton.bottomAnchor.constraint(equalTo: playerContainerView.bottomAnchor, constant: -16),
      fullscreenButton.widthAnchor.constraint(equalToConstant: 44),
      fullscreenButton.heightAnchor.constraint(equalToConstant: 44),
    ])
  }

  private func buildConstraintSets() {
    portraitConstraints = [
      playerContainerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      playerContainerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      playerContainerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      playerContainerView.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 9.0 / 16.0),

      overlayWrapperView.topAnchor.constraint(equalTo: playerContainerView.bottomAnchor),
      overlayWrapperView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      overlayWrapperView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      overlayWrapperView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

      contentView.topAnchor.constraint(equalTo: playerContainerView.bottomAnchor),
      contentView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      contentView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      contentView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ]
    fullscreenConstraints = [
      playerContainerView.topAnchor.constraint(equalTo: view.topAnchor),
      playerContainerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      playerContainerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      playerContainerView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

      overlayWrapperView.topAnchor.constraint(equalTo: playerContainerView.topAnchor),
      overlayWrapperView.leadingAnchor.constraint(equalTo: playerContainerView.leadingAnchor),
      overlayWrapperView.trailingAnchor.constraint(equalTo: playerContainerView.trailingAnchor),
      overlayWrapperView.bottomAnchor.constraint(equalTo: playerContainerView.bottomAnchor),
    ]
  }

  package func applyPortraitLayout() {
    NSLayoutConstraint.deactivate(fullscreenConstraints)
    NSLayoutConstraint.activate(portraitConstraints)
    contentView.alpha = 1
  }

  package func applyFullscreenLayout() {
    NSLayoutConstraint.deactivate(portraitConstraints)
    NSLayoutConstraint.activate(fullscreenConstraints)
    contentView.alpha = 0
  }

  package func toggleFullscreen() {
    isFullscreen.toggle()
    let iconName = isFullscreen ? Self.collapseIcon : Self.expandIcon
    let config = UIImage.SymbolConfiguration(pointSize: 22, weight: .medium)
    fullscreenButton.setImage(UIImage(systemName: iconName, withConfiguration: config), for: .normal)
    setNeedsStatusBarAppearanceUpdate()
    if isFullscreen {
      applyFullscreenLayout()
      requestLandscape()
    } else {
      applyPortraitLayout()
      requestPortrait()
    }
    UIView.animate(withDuration: 0.25) {
      self.view.layoutIfNeeded()
    }
  }

  private func requestLandscape() {
    guard let scene = view.window?.windowScene else { return }
    scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
    setNeedsUpdateOfSupportedInterfaceOrientations()
  }

  private func requestPortrait() {
    guard let scene = view.window?.windowScene else { return }
    scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait))
    setNeedsUpdateOfSupportedInterfaceOrientations()
  }

  override package func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    let isLandscape = size.width > size.height
    coordinator.animate(alongsideTransition: { _ in
      self.isFullscreen = isLandscape
      if isLandscape {
        self.applyFullscreenLayout()
      } else {
        self.applyPortraitLayout()
      }
      let iconName = self.isFullscreen ? Self.collapseIcon : Self.expandIcon
      let config = UIImage.SymbolConfiguration(pointSize: 22, weight: .medium)
      self.fullscreenButton.setImage(UIImage(systemName: iconName, withConfiguration: config), for: .normal)
      self.setNeedsStatusBarAppearanceUpdate()
      self.view.layoutIfNeeded()
    })
  }

  override package var prefersStatusBarHidden: Bool { isFullscreen }
  override package var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
  override package var shouldAutorotate: Bool { true }
}
