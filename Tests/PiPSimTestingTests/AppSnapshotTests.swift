import AVKitCompat
import PiPSimTesting
import Testing

/// A score card as an app draws it: a rounded card with a label, a badge image made with an image
/// renderer, and a progress bar drawn in `draw(_:)`.
@MainActor
private final class ScoreViewController: UIViewController {
  let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 120))
  let score = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
  let badge = UIImageView(frame: CGRect(x: 150, y: 70, width: 40, height: 40))
  let progress = ProgressBar(frame: CGRect(x: 10, y: 60, width: 100, height: 10))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    card.backgroundColor = UIColor(red: 0, green: 0, blue: 0.5, alpha: 1)
    card.layer.cornerRadius = 16
    card.clipsToBounds = true
    score.text = "3 – 1"
    score.textColor = .white
    score.font = .boldSystemFont(ofSize: 28)
    score.textAlignment = .center
    badge.image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
      UIColor.red.setFill()
      UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).fill()
    }
    progress.fraction = 0.25
    [score, badge, progress].forEach(card.addSubview)
    view.addSubview(card)
  }
}

@MainActor
private final class ProgressBar: UIView {
  var fraction: CGFloat = 0 { didSet { setNeedsDisplay() } }

  override func draw(_ rect: CGRect) {
    UIColor.green.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: bounds.width * fraction, height: bounds.height))
  }
}

@MainActor
@Suite struct AppSnapshotTests {
  /// The 0-255 channels of the snapshot's colour at a point.
  func rgb(_ image: ScreenImage, _ x: CGFloat, _ y: CGFloat) throws -> [UInt8] {
    try #require(image.rgb(at: CGPoint(x: x, y: y)))
  }

  @Test func aSnapshotHasThePixelsOfTheAppsViewsAsUIKitDrawsThem() throws {
    try withSimulatedApp { app in
      let screen = ScoreViewController()
      app.show(screen)
      let image = try #require(app.snapshot())
      // The card's corner is rounded away: the white behind it shows.
      #expect(try rgb(image, 20.5, 100.5) == [255, 255, 255])
      #expect(try rgb(image, 120, 160) == [0, 0, 128])
      // The badge's red disc, centred at (170, 90) in the card; its corner is transparent.
      #expect(try rgb(image, 190, 190) == [255, 0, 0])
      #expect(try rgb(image, 171, 171) == [0, 0, 128])
      // The progress bar's own drawing: a quarter of 100 points.
      #expect(try rgb(image, 40, 165) == [0, 255, 0] && rgb(image, 60, 165) == [0, 0, 128])
      // The score's white glyphs: some pixels in its line are white, and none outside the card.
      let line = stride(from: 30.0, to: 210, by: 1).map { CGPoint(x: $0, y: 130) }
      #expect(try line.contains { try rgb(image, $0.x, $0.y) == [255, 255, 255] })
      screen.progress.fraction = 1
      #expect(try rgb(#require(app.snapshot()), 100, 165) == [0, 255, 0])
      #expect(try #require(app.snapshot()).pngData() == (try #require(app.snapshot())).pngData())
    }
  }
}

/// The shape of the "PiP any view" libraries: a view that renders its own content view into
/// 32-bit ARGB pixel buffers made for bitmap contexts and enqueues them on a sample-buffer layer,
/// whose PiP window then shows the view.
@MainActor
private final class PiPAnyView: UIView {
  override class var layerClass: AnyClass { AVSampleBufferDisplayLayer.self }
  var displayLayer: AVSampleBufferDisplayLayer { layer as! AVSampleBufferDisplayLayer }
  let content = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 90))
  let caption = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: 90))

  override init(frame: CGRect) {
    super.init(frame: frame)
    content.backgroundColor = .yellow
    caption.textColor = .black
    caption.textAlignment = .center
    caption.font = .systemFont(ofSize: 30)
    content.addSubview(caption)
  }

  required init?(coder: NSCoder) { nil }

  /// Renders the content view with `caption` into a new pixel buffer and shows it.
  func show(_ text: String) {
    caption.text = text
    let attributes: [String: Any] = [
      kCVPixelBufferCGImageCompatibilityKey as String: true,
      kCVPixelBufferCGBitmapContextCompatibilityKey as String: true,
    ]
    var made: CVPixelBuffer?
    CVPixelBufferCreate(
      kCFAllocatorDefault, 160, 90, kCVPixelFormatType_32ARGB, attributes as CFDictionary, &made)
    guard let pixelBuffer = made else { return }
    CVPixelBufferLockBaseAddress(pixelBuffer, [])
    if let context = CGContext(
      data: CVPixelBufferGetBaseAddress(pixelBuffer), width: 160, height: 90, bitsPerComponent: 8,
      bytesPerRow: CVPixelBufferGetBytesPerRow(pixelBuffer), space: CGColorSpaceCreateDeviceRGB(),
      bitmapInfo: CGImageAlphaInfo.noneSkipFirst.rawValue)
    {
      context.translateBy(x: 0, y: 90)
      context.scaleBy(x: 1, y: -1)
      content.layer.render(in: context)
    }
    CVPixelBufferUnlockBaseAddress(pixelBuffer, [])
    var format: CMVideoFormatDescription?
    CMVideoFormatDescriptionCreateForImageBuffer(
      allocator: kCFAllocatorDefault, imageBuffer: pixelBuffer, formatDescriptionOut: &format)
    var timing = CMSampleTimingInfo(
      duration: .invalid, presentationTimeStamp: CMClockGetTime(CMClockGetHostTimeClock()),
      decodeTimeStamp: .invalid)
    var sample: CMSampleBuffer?
    guard let format else { return }
    CMSampleBufferCreateReadyWithImageBuffer(
      allocator: kCFAllocatorDefault, imageBuffer: pixelBuffer, formatDescription: format,
      sampleTiming: &timing,
      sampleBufferOut: &sample)
    guard let sample else { return }
    sample.sampleAttachments[0][.displayImmediately] = true
    displayLayer.enqueue(sample)
  }
}

@MainActor
private final class PiPAnyViewController: UIViewController, AVPictureInPictureSampleBufferPlaybackDelegate {
  let pipView = PiPAnyView(frame: CGRect(x: 40, y: 300, width: 160, height: 90))
  var pipController: AVPictureInPictureController?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(pipView)
    pipView.show("12")
    let source = AVPictureInPictureController.ContentSource(
      sampleBufferDisplayLayer: pipView.displayLayer, playbackDelegate: self)
    pipController = AVPictureInPictureController(contentSource: source)
  }

  func pictureInPictureController(_ controller: AVPictureInPictureController, setPlaying playing: Bool) {}
  func pictureInPictureControllerTimeRangeForPlayback(_ controller: AVPictureInPictureController)
    -> CMTimeRange
  {
    CMTimeRange(start: .negativeInfinity, duration: .positiveInfinity)
  }
  func pictureInPictureControllerIsPlaybackPaused(_ controller: AVPictureInPictureController) -> Bool {
    false
  }
  func pictureInPictureController(
    _ controller: AVPictureInPictureController, didTransitionToRenderSize newRenderSize: CMVideoDimensions
  ) {}
  func pictureInPictureController(
    _ controller: AVPictureInPictureController, skipByInterval skipInterval: CMTime,
    completion completionHandler: @escaping () -> Void
  ) { completionHandler() }
}

@MainActor
@Suite struct PiPAnyViewTests {
  @Test func anARGBRenderedViewShowsInlineAndInThePiPWindow() throws {
    try withSimulatedApp { app in
      let screen = PiPAnyViewController()
      app.show(screen)
      try app.advance(by: .milliseconds(50))
      let inline = try #require(app.snapshot())
      // The content's yellow in the view's corner; its black caption in the middle row.
      #expect(inline.color(at: CGPoint(x: 45, y: 305)) == UIColor(red: 1, green: 1, blue: 0, alpha: 1))
      let row = stride(from: 40.0, to: 200, by: 1).map { CGPoint(x: $0, y: 345) }
      #expect(row.contains { inline.color(at: $0) == UIColor(red: 0, green: 0, blue: 0, alpha: 1) })
      let controller = try #require(screen.pipController)
      controller.startPictureInPicture()
      try app.advance(by: .seconds(1))
      let frame = try #require(app.pictureInPictureWindow?.frame)
      let inWindow = try #require(app.snapshot())
      #expect(
        inWindow.color(at: CGPoint(x: frame.minX + 10, y: frame.midY))
          == UIColor(red: 1, green: 1, blue: 0, alpha: 1))
    }
  }
}
