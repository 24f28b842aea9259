import AVKitCompat

/// A movie screen as UIKit apps build one: the movie in an `AVPlayerLayer`, a control overlay in
/// stack views (title, play button, scrubber, elapsed time, PiP button), a spinner while the movie
/// loads, a tap that shows and hides the overlay (which hides itself a few seconds after a tap shows
/// it while the movie plays, as video apps' controls do) and a pinch that fills the screen with the
/// picture.
public final class MovieOverlayViewController: UIViewController, AVPictureInPictureControllerDelegate {
  /// The view the movie plays in.
  public let playerView = UIView()
  /// The layer the movie is shown in.
  public let playerLayer = AVPlayerLayer()
  /// The movie's title.
  public let titleLabel = UILabel()
  /// Elapsed time, as "m:ss".
  public let timeLabel = UILabel()
  /// Plays and pauses.
  public let playButton = UIButton(configuration: .filled())
  /// Seeks.
  public let scrubber = UISlider()
  /// Starts Picture in Picture.
  public let pictureInPictureButton = UIButton(type: .system)
  /// Spins while the movie is loading.
  public let spinner = UIActivityIndicatorView(style: .large)
  /// The overlay: the title above a row of controls.
  public let overlay = UIStackView()
  /// The PiP controller.
  public private(set) var pictureInPictureController: AVPictureInPictureController?
  /// Called when PiP stops by the user's return to the app, to show this screen again.
  public var restoreHandler: ((MovieOverlayViewController) -> Void)?

  /// How long the overlay stays up after a tap shows it while the movie plays.
  public static let overlayHideDelay: Duration = .seconds(3)

  /// The player.
  public let player: AVPlayer
  /// Hides the overlay once ``overlayHideDelay`` has passed since a tap showed it.
  private var hideOverlay: Task<Void, Never>?
  private var observations: [NSKeyValueObservation] = []
  private var timeObserver: Any?

  /// A screen that plays the movie at `url`, titled `title`.
  public init(url: URL, title: String) {
    player = AVPlayer(url: url)
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    setUpPlayerView()
    setUpOverlay()
    setUpGestures()
    observePlayer()
    setUpPictureInPicture()
  }

  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    playerLayer.frame = playerView.bounds
  }

  private func setUpPlayerView() {
    playerView.backgroundColor = .black
    playerView.translatesAutoresizingMaskIntoConstraints = false
    playerLayer.player = player
    playerLayer.videoGravity = .resizeAspect
    playerView.layer.addSublayer(playerLayer)
    view.addSubview(playerView)
    spinner.translatesAutoresizingMaskIntoConstraints = false
    spinner.color = .white
    view.addSubview(spinner)
    NSLayoutConstraint.activate([
      playerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      playerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      playerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      playerView.heightAnchor.constraint(equalTo: playerView.widthAnchor, multiplier: 9.0 / 16.0),
      spinner.centerXAnchor.constraint(equalTo: playerView.centerXAnchor),
      spinner.centerYAnchor.constraint(equalTo: playerView.centerYAnchor),
    ])
  }

  private func setUpOverlay() {
    titleLabel.text = title
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    titleLabel.textColor = .label
    timeLabel.text = "0:00"
    timeLabel.font = .monospacedDigitSystemFont(ofSize: 13, weight: .regular)
    timeLabel.textColor = .secondaryLabel
    playButton.configuration?.image = UIImage(systemName: "play.fill")
    playButton.addAction(UIAction { [unowned self] _ in togglePlayback() }, for: .touchUpInside)
    scrubber.minimumValue = 0
    scrubber.maximumValue = 1
    scrubber.minimumTrackTintColor = .systemRed
    scrubber.addTarget(self, action: MovieOverlayViewController.scrubberMoved, for: .valueChanged)
    pictureInPictureButton.setImage(
      AVPictureInPictureController.pictureInPictureButtonStartImage, for: .normal)
    pictureInPictureButton.addTarget(
      self, action: MovieOverlayViewController.togglePictureInPicture, for: .touchUpInside)

    let controls = UIStackView(arrangedSubviews: [playButton, scrubber, timeLabel, pictureInPictureButton])
    controls.axis = .horizontal
    controls.alignment = .center
    controls.spacing = 12
    controls.setCustomSpacing(4, after: scrubber)
    overlay.addArrangedSubview(titleLabel)
    overlay.addArrangedSubview(controls)
    overlay.axis = .vertical
    overlay.spacing = 8
    overlay.isLayoutMarginsRelativeArrangement = true
    overlay.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
    overlay.backgroundColor = UIColor.secondarySystemBackground.withAlphaComponent(0.8)
    overlay.layer.cornerRadius = 12
    overlay.layer.masksToBounds = true
    overlay.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(overlay)
    NSLayoutConstraint.activate([
      overlay.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
      overlay.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -8),
      overlay.topAnchor.constraint(equalTo: playerView.bottomAnchor, constant: 8),
    ])
  }

  private func setUpGestures() {
    let tap = UITapGestureRecognizer(target: self, action: MovieOverlayViewController.toggleOverlay)
    playerView.addGestureRecognizer(tap)
    let pinch = UIPinchGestureRecognizer(target: self, action: MovieOverlayViewController.pinched)
    playerView.addGestureRecognizer(pinch)
  }

  private func observePlayer() {
    spinner.startAnimating()
    if let item = player.currentItem {
      observations.append(
        item.observe(\.status, options: [.initial, .new]) { [weak self] item, _ in
          if item.status != .unknown { self?.spinner.stopAnimating() }
        })
    }
    timeObserver = player.addPeriodicTimeObserver(
      forInterval: CMTime(value: 1, timescale: 2), queue: .main
    ) { [weak self] time in
      MainActor.assumeIsolated { self?.showTime(time) }
    }
  }

  private func setUpPictureInPicture() {
    let controller = AVPictureInPictureController(playerLayer: playerLayer)
    controller?.delegate = self
    pictureInPictureController = controller
  }

  private func showTime(_ time: CMTime) {
    let seconds = Int(time.seconds)
    timeLabel.text = String(format: "%d:%02d", seconds / 60, seconds % 60)
    if let duration = player.currentItem?.duration, duration.seconds > 0, !scrubber.isTracking {
      scrubber.value = Float(time.seconds / duration.seconds)
    }
  }

  func togglePlayback() {
    if player.timeControlStatus == .paused {
      player.play()
      playButton.configuration?.image = UIImage(systemName: "pause.fill")
    } else {
      player.pause()
      playButton.configuration?.image = UIImage(systemName: "play.fill")
    }
  }

  func scrubberMoved(_ slider: UISlider) {
    guard let duration = player.currentItem?.duration, duration.seconds > 0 else { return }
    player.seek(to: CMTime(seconds: Double(slider.value) * duration.seconds, preferredTimescale: 600))
  }

  func togglePictureInPicture() {
    guard let controller = pictureInPictureController else { return }
    if controller.isPictureInPictureActive {
      controller.stopPictureInPicture()
    } else {
      controller.startPictureInPicture()
    }
  }

  func toggleOverlay() {
    overlay.isHidden.toggle()
    hideOverlay?.cancel()
    guard !overlay.isHidden else { return }
    hideOverlay = Task { [weak self] in
      do { try await Task.sleep(for: Self.overlayHideDelay) } catch { return }
      guard let self, player.timeControlStatus == .playing else { return }
      overlay.isHidden = true
    }
  }

  func pinched(_ pinch: UIPinchGestureRecognizer) {
    guard pinch.state == .ended else { return }
    playerLayer.videoGravity = pinch.scale > 1 ? .resizeAspectFill : .resizeAspect
  }

  /// Shows this screen again before PiP ends, then lets PiP animate back into it.
  public func pictureInPictureController(
    _ pictureInPictureController: AVPictureInPictureController,
    restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler:
      @escaping (Bool) -> Void
  ) {
    restoreHandler?(self)
    completionHandler(true)
  }
}
