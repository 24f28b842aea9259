import AVKitCompat

/// A movie player that decodes its own frames and shows them through a sample-buffer display layer,
/// with Picture in Picture driven by a playback delegate: play, pause and skip from the PiP window,
/// and PiP by itself when the user leaves the app while the movie plays.
public final class PlayerViewController: UIViewController {
  /// The movie being played.
  public let movie: TestCardMovie
  /// The view the movie plays in.
  public let playerView = MoviePlayerView(frame: CGRect(x: 0, y: 100, width: 390, height: 219))
  /// The PiP controller (nil where PiP is not supported).
  public private(set) var pipController: AVPictureInPictureController?
  /// The size, in pixels, the PiP window last said it renders at.
  public private(set) var pictureInPictureRenderSize: CMVideoDimensions?
  /// What the player told the user, oldest first.
  public private(set) var messages: [String] = []

  private var timebase: CMTimebase?
  private var feeder: MovieFeeder?

  /// A player of `movie`.
  public init(movie: TestCardMovie) {
    self.movie = movie
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(playerView)
    playerView.displayLayer.videoGravity = .resizeAspect
    do {
      let timebase = try CMTimebase(sourceClock: CMClock.hostTimeClock)
      try timebase.setTime(.zero)
      try timebase.setRate(0)
      playerView.displayLayer.controlTimebase = timebase
      self.timebase = timebase
    } catch {
      messages.append("The player could not make its clock: \(error)")
      return
    }
    let feeder = MovieFeeder(movie: movie, layer: playerView.displayLayer)
    feeder.start(at: 0)
    self.feeder = feeder
    configurePictureInPicture()
  }

  private func configurePictureInPicture() {
    guard AVPictureInPictureController.isPictureInPictureSupported() else {
      messages.append("Picture in Picture is not supported on this device")
      return
    }
    let source = AVPictureInPictureController.ContentSource(
      sampleBufferDisplayLayer: playerView.displayLayer, playbackDelegate: self)
    let controller = AVPictureInPictureController(contentSource: source)
    controller.delegate = self
    controller.canStartPictureInPictureAutomaticallyFromInline = true
    pipController = controller
  }

  /// Whether the movie is paused.
  public var isPaused: Bool { (timebase?.rate ?? 0) == 0 }

  /// Where the movie is, on its timeline.
  public var currentTime: CMTime { timebase?.time ?? .zero }

  /// Plays the movie from where it is.
  public func play() {
    try? timebase?.setRate(1)
    pipController?.invalidatePlaybackState()
  }

  /// Pauses the movie; the frame on screen stays.
  public func pause() {
    try? timebase?.setRate(0)
    pipController?.invalidatePlaybackState()
  }

  /// Jumps to `time`, kept within the movie.
  public func seek(to time: CMTime) {
    guard let timebase, let feeder else { return }
    let end = movie.presentationTime(ofFrame: movie.frameCount - 1)
    let target = CMTimeMaximum(.zero, CMTimeMinimum(time, end))
    feeder.restart(at: movie.frameIndex(at: target))
    try? timebase.setTime(target)
    pipController?.invalidatePlaybackState()
  }
}

extension PlayerViewController: AVPictureInPictureSampleBufferPlaybackDelegate {
  /// The PiP window's play / pause button.
  public func pictureInPictureController(
    _ pictureInPictureController: AVPictureInPictureController, setPlaying playing: Bool
  ) {
    if playing { play() } else { pause() }
  }

  /// The whole movie: PiP shows its progress bar over it.
  public func pictureInPictureControllerTimeRangeForPlayback(
    _ pictureInPictureController: AVPictureInPictureController
  ) -> CMTimeRange {
    CMTimeRange(start: .zero, duration: movie.duration)
  }

  /// Whether the PiP window shows the play button.
  public func pictureInPictureControllerIsPlaybackPaused(
    _ pictureInPictureController: AVPictureInPictureController
  ) -> Bool {
    isPaused
  }

  /// The PiP window's new size in pixels (a decoder could pick a smaller rendition).
  public func pictureInPictureController(
    _ pictureInPictureController: AVPictureInPictureController,
    didTransitionToRenderSize newRenderSize: CMVideoDimensions
  ) {
    pictureInPictureRenderSize = newRenderSize
  }

  /// The PiP window's skip buttons: seeks, then tells PiP the skip is done.
  public func pictureInPictureController(
    _ pictureInPictureController: AVPictureInPictureController, skipByInterval skipInterval: CMTime,
    completion completionHandler: @escaping () -> Void
  ) {
    seek(to: CMTimeAdd(currentTime, skipInterval))
    completionHandler()
  }
}

extension PlayerViewController: AVPictureInPictureControllerDelegate {
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
