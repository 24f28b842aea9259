import AVKitCompat

/// The control bar: play / pause, the scrubber and the elapsed time, laid out with the visual
/// format language as older player libraries lay theirs out, fading out a few seconds after it was
/// shown while the movie plays.
public final class PlayerControlsView: UIView {
  /// Plays and pauses.
  public let playPauseButton = PlayPauseButton()
  /// Seeks.
  public let scrubber = ScrubberControl()
  /// The elapsed time, as "m:ss".
  public let timeLabel = UILabel()
  /// How long the bar stays up once shown while playing.
  public static let hideDelay: TimeInterval = 3
  /// How long the fade takes.
  public static let fadeDuration: TimeInterval = 0.3

  private var hideTimer: Timer?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor.black.withAlphaComponent(0.5)
    timeLabel.text = "0:00"
    timeLabel.textColor = .white
    timeLabel.font = .monospacedDigitSystemFont(ofSize: 13, weight: .medium)
    timeLabel.textAlignment = .right
    let views: [String: UIView] = ["play": playPauseButton, "scrubber": scrubber, "time": timeLabel]
    for view in views.values {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    addConstraints(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-(margin)-[play(44)]-[scrubber]-[time(>=44)]-(margin)-|",
        options: .alignAllCenterY, metrics: ["margin": 12], views: views))
    addConstraints(
      NSLayoutConstraint.constraints(withVisualFormat: "V:|[play(44)]|", metrics: nil, views: views))
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Shows the bar; while `playing`, schedules it to fade out after ``hideDelay``.
  public func show(playing: Bool) {
    hideTimer?.invalidate()
    hideTimer = nil
    isHidden = false
    alpha = 1
    guard playing else { return }
    hideTimer = Timer.scheduledTimer(withTimeInterval: Self.hideDelay, repeats: false) { [weak self] _ in
      MainActor.assumeIsolated { self?.fadeOut() }
    }
  }

  /// Whether a fade-out is scheduled.
  public var isHideScheduled: Bool { hideTimer?.isValid ?? false }

  private func fadeOut() {
    hideTimer = nil
    UIView.animate(
      withDuration: Self.fadeDuration,
      animations: { self.alpha = 0 },
      completion: { finished in if finished { self.isHidden = true } })
  }

  /// Shows `seconds` as "m:ss".
  public func showTime(_ seconds: Double) {
    let whole = Int(seconds.isFinite ? max(seconds, 0) : 0)
    timeLabel.text = String(format: "%d:%02d", whole / 60, whole % 60)
  }
}
