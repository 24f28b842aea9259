import AVKitCompat

/// A movie screen with a custom player: an `AVPlayerLayer` in a view, a Picture-in-Picture button
/// that is enabled while PiP is possible, and a PiP delegate.
public final class PlayerLayerViewController: UIViewController {
  /// How the movie plays on while the app is in the background.
  public enum BackgroundPlayback: Sendable {
    /// With its video: the player stays on its layer (and iOS pauses it, unless PiP shows it).
    case video
    /// As audio only, as Apple's QA1668 shows: the player comes off its layer as the app enters the
    /// background, so iOS does not pause it, and goes back as the app returns; not while PiP shows
    /// the layer or is starting to (going home starts it by itself, before the app is told it is in
    /// the background), which would leave the PiP window empty.
    case audioOnly
    /// As `audioOnly`, but taking the player off while PiP shows it too: the mistake of following
    /// QA1668 to the letter, which leaves the PiP window empty.
    case audioOnlyEvenInPictureInPicture
  }

  /// How the movie plays on in the background (`.video` by default).
  public var backgroundPlayback = BackgroundPlayback.video
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
  // As `endObserver`.
  nonisolated(unsafe) private var backgroundObservers: [any NSObjectProtocol] = []
  /// The player while it is off its layer for the background.
  private var detachedPlayer: AVPlayer?
  /// Whether PiP is on or on its way, from `willStart` to `didStop`.
  private var isPictureInPictureOn = false

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
    for observer in backgroundObservers { NotificationCenter.default.removeObserver(observer) }
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
    observeTheBackground()
  }

  private func observeTheBackground() {
    let center = NotificationCenter.default
    backgroundObservers = [
      center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) {
        [weak self] _ in
        MainActor.assumeIsolated { self?.takePlayerOffForTheBackground() }
      },
      center.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main) {
        [weak self] _ in
        MainActor.assumeIsolated { self?.putPlayerBack() }
      },
    ]
  }

  private func takePlayerOffForTheBackground() {
    switch backgroundPlayback {
    case .video: return
    case .audioOnly where isPictureInPictureOn: return
    case .audioOnly, .audioOnlyEvenInPictureInPicture: break
    }
    detachedPlayer = playerView.player
    playerView.player = nil
  }

  private func putPlayerBack() {
    guard let detachedPlayer else { return }
    playerView.player = detachedPlayer
    self.detachedPlayer = nil
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
  /// Disables the PiP button while PiP starts: `isPictureInPictureActive` is still false then, so a
  /// second tap would start it again.
  public func pictureInPictureControllerWillStartPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController
  ) {
    isPictureInPictureOn = true
    pictureInPictureButton.isEnabled = false
  }

  /// Shows the stop image on the PiP button, enabled again.
  public func pictureInPictureControllerDidStartPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController
  ) {
    pictureInPictureButton.setImage(
      AVPictureInPictureController.pictureInPictureButtonStopImage, for: .normal)
    pictureInPictureButton.isEnabled = true
  }

  /// Disables the PiP button while PiP stops.
  public func pictureInPictureControllerWillStopPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController
  ) {
    pictureInPictureButton.isEnabled = false
  }

  /// Shows the start image on the PiP button again, enabled.
  public func pictureInPictureControllerDidStopPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController
  ) {
    pictureInPictureButton.setImage(
      AVPictureInPictureController.pictureInPictureButtonStartImage, for: .normal)
    pictureInPictureButton.isEnabled = true
    isPictureInPictureOn = false
  }

  /// Tells the user PiP did not start.
  public func pictureInPictureController(
    _ pictureInPictureController: AVPictureInPictureController,
    failedToStartPictureInPictureWithError error: Error
  ) {
    messages.append("Picture in Picture failed to start: \(error.localizedDescription)")
    pictureInPictureButton.isEnabled = true
    isPictureInPictureOn = false
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
