import AVKitCompat

/// A stopwatch whose face the app draws itself and shows through a sample-buffer display layer, so
/// the running time stays on screen in Picture in Picture: the shape of the "PiP any view" apps
/// (timers, scoreboards, captions). The face is redrawn every tenth of a second from the main queue;
/// PiP's play / pause button starts and stops the stopwatch; the content is live, so PiP shows no
/// progress bar and no skip buttons.
public final class StopwatchViewController: UIViewController {
  /// The face being drawn.
  public let face = StopwatchFace()
  /// The view the face is shown in.
  public let stopwatchView = StopwatchView(frame: CGRect(x: 75, y: 200, width: 240, height: 80))
  /// The PiP controller (nil where PiP is not supported).
  public private(set) var pipController: AVPictureInPictureController?
  /// Tenths of a second counted so far.
  public private(set) var elapsedTenths = 0
  /// Whether the stopwatch counts.
  public private(set) var isRunning = false
  /// What the app told the user, oldest first.
  public private(set) var messages: [String] = []

  private var pool: CVPixelBufferPool?
  /// Counts the ticks the stopwatch scheduled, so a tick from before a stop does not count.
  private var tickGeneration = 0

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(stopwatchView)
    stopwatchView.displayLayer.videoGravity = .resizeAspect
    var made: CVPixelBufferPool?
    CVPixelBufferPoolCreate(kCFAllocatorDefault, nil, face.pixelBufferAttributes as CFDictionary, &made)
    pool = made
    redraw()
    guard AVPictureInPictureController.isPictureInPictureSupported() else {
      messages.append("Picture in Picture is not supported on this device")
      return
    }
    let source = AVPictureInPictureController.ContentSource(
      sampleBufferDisplayLayer: stopwatchView.displayLayer, playbackDelegate: self)
    let controller = AVPictureInPictureController(contentSource: source)
    controller.delegate = self
    controller.canStartPictureInPictureAutomaticallyFromInline = true
    pipController = controller
  }

  /// Starts counting from where the stopwatch stands.
  public func start() {
    guard !isRunning else { return }
    isRunning = true
    tickGeneration += 1
    scheduleTick(generation: tickGeneration)
    pipController?.invalidatePlaybackState()
  }

  /// Stops counting; the face keeps the time reached.
  public func stop() {
    guard isRunning else { return }
    isRunning = false
    tickGeneration += 1
    pipController?.invalidatePlaybackState()
  }

  /// The PiP button's action.
  public func togglePictureInPicture() {
    guard let pipController else { return }
    if pipController.isPictureInPictureActive {
      pipController.stopPictureInPicture()
    } else {
      pipController.startPictureInPicture()
    }
  }

  private func scheduleTick(generation: Int) {
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { [weak self] in
      guard let self, self.isRunning, generation == self.tickGeneration else { return }
      self.elapsedTenths += 1
      self.redraw()
      self.scheduleTick(generation: generation)
    }
  }

  /// Draws the face for the time reached and shows it at once.
  private func redraw() {
    guard let pool else { return }
    var pixelBuffer: CVPixelBuffer?
    guard CVPixelBufferPoolCreatePixelBuffer(kCFAllocatorDefault, pool, &pixelBuffer) == kCVReturnSuccess,
      let pixelBuffer
    else {
      messages.append("The stopwatch ran out of pictures")
      return
    }
    face.draw(tenths: elapsedTenths, into: pixelBuffer)
    var formatDescription: CMVideoFormatDescription?
    CMVideoFormatDescriptionCreateForImageBuffer(
      allocator: kCFAllocatorDefault, imageBuffer: pixelBuffer, formatDescriptionOut: &formatDescription)
    guard let formatDescription else { return }
    var timing = CMSampleTimingInfo(
      duration: .invalid, presentationTimeStamp: CMClockGetTime(CMClockGetHostTimeClock()),
      decodeTimeStamp: .invalid)
    var sampleBuffer: CMSampleBuffer?
    CMSampleBufferCreateReadyWithImageBuffer(
      allocator: kCFAllocatorDefault, imageBuffer: pixelBuffer, formatDescription: formatDescription,
      sampleTiming: &timing, sampleBufferOut: &sampleBuffer)
    guard let sampleBuffer else { return }
    sampleBuffer.sampleAttachments[0][.displayImmediately] = true
    let layer = stopwatchView.displayLayer
    if layer.status == .failed { layer.flush() }
    layer.enqueue(sampleBuffer)
  }
}

extension StopwatchViewController: AVPictureInPictureSampleBufferPlaybackDelegate {
  /// PiP's play / pause button starts and stops the stopwatch.
  public func pictureInPictureController(
    _ pictureInPictureController: AVPictureInPictureController, setPlaying playing: Bool
  ) {
    if playing { start() } else { stop() }
  }

  /// Live content: no start, no end.
  public func pictureInPictureControllerTimeRangeForPlayback(
    _ pictureInPictureController: AVPictureInPictureController
  ) -> CMTimeRange {
    CMTimeRange(start: .negativeInfinity, duration: .positiveInfinity)
  }

  /// Whether PiP shows the play button.
  public func pictureInPictureControllerIsPlaybackPaused(
    _ pictureInPictureController: AVPictureInPictureController
  ) -> Bool {
    !isRunning
  }

  /// The face is drawn at one size whatever the window's.
  public func pictureInPictureController(
    _ pictureInPictureController: AVPictureInPictureController,
    didTransitionToRenderSize newRenderSize: CMVideoDimensions
  ) {}

  /// Live content has no skip buttons; answer at once if asked.
  public func pictureInPictureController(
    _ pictureInPictureController: AVPictureInPictureController, skipByInterval skipInterval: CMTime,
    completion completionHandler: @escaping () -> Void
  ) {
    completionHandler()
  }
}

extension StopwatchViewController: AVPictureInPictureControllerDelegate {
  /// Tells the user PiP did not start.
  public func pictureInPictureController(
    _ pictureInPictureController: AVPictureInPictureController,
    failedToStartPictureInPictureWithError error: Error
  ) {
    messages.append("Picture in Picture failed to start: \(error.localizedDescription)")
  }

  /// The stopwatch view never leaves the screen, so there is nothing to put back.
  public func pictureInPictureController(
    _ pictureInPictureController: AVPictureInPictureController,
    restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler:
      @escaping (Bool) -> Void
  ) {
    completionHandler(true)
  }
}
