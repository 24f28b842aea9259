import AVKitCompat

/// A self-contained player view as player libraries ship one: its layer is the `AVPlayerLayer`,
/// with the control bar along its bottom, a spinner while the stream buffers, a tap that shows
/// the bar, and the scrubber seeking the player.
public final class PlayerKitView: UIView, UIGestureRecognizerDelegate {
  public override class var layerClass: AnyClass { AVPlayerLayer.self }

  /// The view's layer, as the player layer it is.
  public var playerLayer: AVPlayerLayer { layer as! AVPlayerLayer }

  /// The control bar along the bottom.
  public let controls = PlayerControlsView()
  /// Spins while the stream buffers.
  public let spinner = UIActivityIndicatorView(style: .large)

  /// The player shown; set it to start observing.
  public var player: AVPlayer? {
    get { playerLayer.player }
    set {
      stopObserving()
      playerLayer.player = newValue
      startObserving()
    }
  }

  /// The seeks the scrubber asked for, in seconds.
  public private(set) var requestedSeeks: [Double] = []
  /// How many of them finished.
  public private(set) var finishedSeeks = 0

  private var observations: [NSKeyValueObservation] = []
  private var timeObserver: Any?
  private var isScrubbing = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .black
    playerLayer.videoGravity = .resizeAspect
    controls.translatesAutoresizingMaskIntoConstraints = false
    spinner.translatesAutoresizingMaskIntoConstraints = false
    spinner.color = .white
    spinner.hidesWhenStopped = true
    addSubview(controls)
    addSubview(spinner)
    let views = ["controls": controls]
    addConstraints(
      NSLayoutConstraint.constraints(withVisualFormat: "H:|[controls]|", metrics: nil, views: views))
    addConstraints(
      NSLayoutConstraint.constraints(withVisualFormat: "V:[controls]|", metrics: nil, views: views))
    addConstraint(
      NSLayoutConstraint(
        item: spinner, attribute: .centerX, relatedBy: .equal, toItem: self, attribute: .centerX,
        multiplier: 1, constant: 0))
    addConstraint(
      NSLayoutConstraint(
        item: spinner, attribute: .centerY, relatedBy: .equal, toItem: self, attribute: .centerY,
        multiplier: 1, constant: 0))
    controls.playPauseButton.addTarget(self, action: PlayerKitView.playPauseTapped, for: .touchUpInside)
    controls.scrubber.addTarget(self, action: PlayerKitView.scrubberMoved, for: .valueChanged)
    controls.scrubber.addTarget(self, action: PlayerKitView.scrubberReleased, for: .editingDidEnd)
    let tap = UITapGestureRecognizer(target: self, action: PlayerKitView.tapped)
    tap.delegate = self
    addGestureRecognizer(tap)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// The tap that shows the bar leaves the controls' touches to them: UIKit lets only its own
  /// buttons, switches and the like win over an enclosing tap recognizer, not custom controls.
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    !(touch.view is UIControl)
  }

  private var isPlaying: Bool { player.map { $0.rate != 0 } ?? false }

  private func startObserving() {
    guard let player else { return }
    observations.append(
      player.observe(\.timeControlStatus, options: [.initial, .new]) { [weak self] player, _ in
        MainActor.assumeIsolated { self?.playbackChanged(player) }
      })
    if let item = player.currentItem {
      observations.append(
        item.observe(\.isPlaybackLikelyToKeepUp, options: [.initial, .new]) { [weak self] item, _ in
          MainActor.assumeIsolated { self?.bufferingChanged(item) }
        })
    }
    timeObserver = player.addPeriodicTimeObserver(
      forInterval: CMTime(seconds: 0.5, preferredTimescale: 600), queue: .main
    ) { [weak self] time in
      MainActor.assumeIsolated { self?.timeChanged(time) }
    }
  }

  private func stopObserving() {
    observations.removeAll()
    if let timeObserver { player?.removeTimeObserver(timeObserver) }
    timeObserver = nil
  }

  private func playbackChanged(_ player: AVPlayer) {
    let playing = player.timeControlStatus != .paused
    controls.playPauseButton.setPlaying(playing, animated: window != nil)
    controls.show(playing: playing)
  }

  private func bufferingChanged(_ item: AVPlayerItem) {
    if item.isPlaybackLikelyToKeepUp || item.status == .failed {
      spinner.stopAnimating()
    } else {
      spinner.startAnimating()
    }
  }

  private func timeChanged(_ time: CMTime) {
    controls.showTime(time.seconds)
    guard !isScrubbing, let duration = player?.currentItem?.duration, duration.isNumeric, duration.seconds > 0
    else { return }
    controls.scrubber.value = Float(time.seconds / duration.seconds)
  }

  private func playPauseTapped() {
    guard let player else { return }
    if isPlaying { player.pause() } else { player.play() }
  }

  private func scrubberMoved() {
    isScrubbing = true
    controls.show(playing: false)
    guard let player, let duration = player.currentItem?.duration, duration.isNumeric else { return }
    let target = CMTime(seconds: duration.seconds * Double(controls.scrubber.value), preferredTimescale: 600)
    requestedSeeks.append(target.seconds)
    player.seek(to: target, toleranceBefore: .zero, toleranceAfter: .zero) { [weak self] finished in
      guard finished else { return }
      DispatchQueue.main.async { self?.finishedSeeks += 1 }
    }
  }

  private func scrubberReleased() {
    isScrubbing = false
    controls.show(playing: isPlaying)
  }

  private func tapped() {
    controls.show(playing: isPlaying)
  }
}
