import AVKitCompat

/// A stopwatch whose face, a view of its own, the app renders into pooled pixel buffers and shows
/// through a sample-buffer display layer, so the running time stays on screen in Picture in
/// Picture: the shape of the "PiP any view" apps (timers, scoreboards, captions). While it runs, a `CADisplayLink` at 30 frames a second measures
/// the time from the refreshes' timestamps and the face is redrawn each time the tenths it shows
/// change; PiP's play / pause button starts and stops the stopwatch; the content is live, so PiP
/// shows no progress bar and no skip buttons.
public final class StopwatchViewController: UIViewController {
  /// The face being drawn.
  public let face = StopwatchFace()
  /// The view the face is shown in.
  public let stopwatchView = StopwatchView(frame: CGRect(x: 75, y: 200, width: 240, height: 80))
  /// The PiP controller (nil where PiP is not supported).
  public private(set) var pipController: AVPictureInPictureController?
  /// Whole tenths of a second counted so far, as the face shows them.
  public private(set) var elapsedTenths = 0
  /// Whether the stopwatch counts.
  public var isRunning: Bool { displayLink != nil }
  /// The display refreshes the stopwatch has looked at while running.
  public private(set) var refreshesSeen = 0
  /// What the app told the user, oldest first.
  public private(set) var messages: [String] = []

  private var pool: CVPixelBufferPool?
  /// The link that paces the stopwatch while it runs (it holds the controller until invalidated).
  private var displayLink: CADisplayLink?
  /// The seconds counted before the current run.
  private var secondsBeforeThisRun: CFTimeInterval = 0
  /// When the current run started, in `CACurrentMediaTime()` seconds.
  private var runStartedAt: CFTimeInterval = 0

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
    runStartedAt = CACurrentMediaTime()
    let link = CADisplayLink(target: self, selector: StopwatchViewController.step)
    link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 30)
    link.add(to: .main, forMode: .common)
    displayLink = link
    pipController?.invalidatePlaybackState()
  }

  /// Stops counting; the face keeps the time reached.
  public func stop() {
    guard let displayLink else { return }
    displayLink.invalidate()
    self.displayLink = nil
    secondsBeforeThisRun += CACurrentMediaTime() - runStartedAt
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

  /// A display refresh: the time is measured from the refresh's timestamp (not counted in ticks,
  /// which a busy main thread can miss) and the face redrawn when its tenths change.
  private func step(_ link: CADisplayLink) {
    refreshesSeen += 1
    let seconds = secondsBeforeThisRun + (link.timestamp - runStartedAt)
    // Whole milliseconds first, so that 0.3 s measured as 0.29999... still reads 0:00.3.
    let tenths = Int((seconds * 1_000).rounded()) / 100
    guard tenths != elapsedTenths else { return }
    elapsedTenths = tenths
    redraw()
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
