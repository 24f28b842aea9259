import AVKitCompat

/// A movie screen with a custom player: an `AVPlayerLayer` in a view, a Picture-in-Picture button
/// that is enabled while PiP is possible, and a PiP delegate.
public final class PlayerLayerViewController: UIViewController {
  /// The view the movie plays in.
  public let playerView = PlayerView(frame: CGRect(x: 0, y: 100, width: 390, height: 219))
  /// Starts and stops Picture in Picture; hidden while PiP is not possible.
  public let pictureInPictureButton = UIButton(type: .system)
  /// The PiP controller (nil where PiP is not supported).
  public private(set) var pictureInPictureController: AVPictureInPictureController?
  /// What the screen told the user, oldest first.
  public private(set) var messages: [String] = []

  private let movieURL: URL
  private var observations: [NSKeyValueObservation] = []
  // Read in deinit, which is not on the main actor; written once, in viewDidLoad.
  nonisolated(unsafe) private var endObserver: (any NSObjectProtocol)?

  /// A screen that plays the movie at `movieURL`.
  public init(movieURL: URL) {
    self.movieURL = movieURL
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  deinit {
    if let endObserver { NotificationCenter.default.removeObserver(endObserver) }
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(playerView)
    let player = AVPlayer(url: movieURL)
    playerView.player = player
    playerView.playerLayer.videoGravity = .resizeAspect
    if let item = player.currentItem {
      observations.append(
        item.observe(\.status, options: [.new]) { [weak self] item, _ in
          if item.status == .failed {
            self?.messages.append("The movie could not be played: \(item.error?.localizedDescription ?? "")")
          }
        })
      endObserver = NotificationCenter.default.addObserver(
        forName: AVPlayerItem.didPlayToEndTimeNotification, object: item, queue: .main
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.messages.append("The movie ended") }
      }
    }

    pictureInPictureButton.setImage(
      AVPictureInPictureController.pictureInPictureButtonStartImage, for: .normal)
    pictureInPictureButton.isHidden = true
    pictureInPictureButton.addAction(
      UIAction { [unowned self] _ in togglePictureInPicture() }, for: .touchUpInside)
    pictureInPictureButton.frame = CGRect(x: 16, y: 60, width: 44, height: 44)
    view.addSubview(pictureInPictureButton)
    setUpPictureInPicture()
  }

  private func setUpPictureInPicture() {
    guard AVPictureInPictureController.isPictureInPictureSupported() else {
      messages.append("Picture in Picture is not supported on this device")
      return
    }
    let controller = AVPictureInPictureController(playerLayer: playerView.playerLayer)
    controller?.delegate = self
    controller?.canStartPictureInPictureAutomaticallyFromInline = true
    if let controller {
      observations.append(
        controller.observe(\.isPictureInPicturePossible, options: [.initial, .new]) { [weak self] _, change in
          self?.pictureInPictureButton.isHidden = !(change.newValue ?? false)
        })
    }
    pictureInPictureController = controller
  }

  /// Plays the movie.
  public func play() {
    playerView.player?.play()
  }

  /// The PiP button: starts PiP, or stops it when it is on.
  public func togglePictureInPicture() {
    guard let pictureInPictureController else { return }
    if pictureInPictureController.isPictureInPictureActive {
      pictureInPictureController.stopPictureInPicture()
    } else {
      pictureInPictureController.startPictureInPicture()
    }
  }
}

extension PlayerLayerViewController: AVPictureInPictureControllerDelegate {
  /// Shows the stop image on the PiP button.
  public func pictureInPictureControllerDidStartPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController
  ) {
    pictureInPictureButton.setImage(
      AVPictureInPictureController.pictureInPictureButtonStopImage, for: .normal)
  }

  /// Shows the start image on the PiP button again.
  public func pictureInPictureControllerDidStopPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController
  ) {
    pictureInPictureButton.setImage(
      AVPictureInPictureController.pictureInPictureButtonStartImage, for: .normal)
  }

  /// Tells the user PiP did not start.
  public func pictureInPictureController(
    _ pictureInPictureController: AVPictureInPictureController,
    failedToStartPictureInPictureWithError error: Error
  ) {
    messages.append("Picture in Picture failed to start: \(error.localizedDescription)")
  }

  /// The player view never leaves the screen, so there is nothing to put back.
  public func pictureInPictureController(
    _ pictureInPictureController: AVPictureInPictureController,
    restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler:
      @escaping (Bool) -> Void
  ) {
    completionHandler(true)
  }
}
