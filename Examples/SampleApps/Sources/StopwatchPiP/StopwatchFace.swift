import AVKitCompat

/// The stopwatch's face as a view: the elapsed time as "M:SS.t" in a white label of monospaced
/// digits on a dark rounded card.
@MainActor
public final class StopwatchFaceView: UIView {
  /// The time.
  public let timeLabel = UILabel()

  /// The card's colour: a dark navy.
  public static let cardColor = UIColor(red: 16 / 255, green: 24 / 255, blue: 40 / 255, alpha: 1)

  /// A face of `frame`'s size, showing no time until it is set.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = Self.cardColor
    layer.cornerRadius = 12
    clipsToBounds = true
    timeLabel.font = .monospacedDigitSystemFont(ofSize: 40, weight: .bold)
    timeLabel.textColor = .white
    timeLabel.textAlignment = .center
    timeLabel.frame = bounds.insetBy(dx: 20, dy: 0)
    addSubview(timeLabel)
  }

  /// Not used: the face is made in code.
  public required init?(coder: NSCoder) {
    nil
  }
}

/// Draws the stopwatch's face into 32-bit BGRA pixel buffers the way "PiP any view" apps do: the
/// face view is rendered with `CALayer.render(in:)` into a bitmap context over the locked buffer's
/// memory, flipped to UIKit's top-left origin.
@MainActor
public final class StopwatchFace {
  /// The face's width in pixels (one pixel a point).
  public let width = 240
  /// The face's height in pixels.
  public let height = 80
  /// The view drawn.
  public let view: StopwatchFaceView

  /// A face of the standard size.
  public init() {
    view = StopwatchFaceView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  }

  /// The text shown after `tenths` tenths of a second: "M:SS.t".
  public nonisolated static func text(forTenths tenths: Int) -> String {
    let minutes = tenths / 600
    let seconds = tenths / 10 % 60
    return "\(minutes):\(seconds < 10 ? "0" : "")\(seconds).\(tenths % 10)"
  }

  /// The pool attributes the face's pixel buffers are made with.
  public var pixelBufferAttributes: [String: Any] {
    [
      kCVPixelBufferPixelFormatTypeKey: kCVPixelFormatType_32BGRA,
      kCVPixelBufferWidthKey: width,
      kCVPixelBufferHeightKey: height,
    ]
  }

  /// Draws the face for `tenths` tenths of a second into `pixelBuffer` (`width` by `height` pixels
  /// of BGRA), scaled to the buffer's size. False when the buffer cannot be drawn in.
  @discardableResult
  public func draw(tenths: Int, into pixelBuffer: CVPixelBuffer) -> Bool {
    view.timeLabel.text = Self.text(forTenths: tenths)
    CVPixelBufferLockBaseAddress(pixelBuffer, [])
    defer { CVPixelBufferUnlockBaseAddress(pixelBuffer, []) }
    guard
      let context = CGContext(
        data: CVPixelBufferGetBaseAddress(pixelBuffer), width: CVPixelBufferGetWidth(pixelBuffer),
        height: CVPixelBufferGetHeight(pixelBuffer), bitsPerComponent: 8,
        bytesPerRow: CVPixelBufferGetBytesPerRow(pixelBuffer), space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    else { return false }
    context.clear(CGRect(x: 0, y: 0, width: context.width, height: context.height))
    context.translateBy(x: 0, y: CGFloat(context.height))
    context.scaleBy(
      x: CGFloat(context.width) / view.bounds.width, y: -CGFloat(context.height) / view.bounds.height)
    view.layer.render(in: context)
    return true
  }
}
