import AVKitCompat

/// A seek bar drawn from layers that tracks the finger itself, as player libraries write theirs
/// instead of using `UISlider`: a track, a played part and a thumb, a touch area taller than the
/// bar, `.valueChanged` while dragging and `.editingDidEnd` on release.
public final class ScrubberControl: UIControl {
  /// Where the thumb is, from 0 (the start) to 1 (the end).
  public var value: Float = 0 {
    didSet {
      value = min(max(value, 0), 1)
      setNeedsLayout()
    }
  }
  /// Whether ``value`` changes are sent while dragging (`true`) or only on release.
  public var isContinuous = true

  /// The bar's height.
  public static let trackHeight: CGFloat = 4
  /// The thumb's side while not touched and while dragged.
  public static let thumbSizes: (resting: CGFloat, dragging: CGFloat) = (12, 20)

  private let trackLayer = CALayer()
  private let playedLayer = CALayer()
  /// The round thumb.
  public let thumbView = UIView()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    trackLayer.backgroundColor = UIColor.white.withAlphaComponent(0.3).cgColor
    playedLayer.backgroundColor = UIColor.systemRed.cgColor
    layer.addSublayer(trackLayer)
    layer.addSublayer(playedLayer)
    thumbView.backgroundColor = .white
    thumbView.isUserInteractionEnabled = false
    addSubview(thumbView)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 32)
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    let barY = (bounds.height - Self.trackHeight) / 2
    trackLayer.frame = CGRect(x: 0, y: barY, width: bounds.width, height: Self.trackHeight)
    trackLayer.cornerRadius = Self.trackHeight / 2
    let playedWidth = bounds.width * CGFloat(value)
    playedLayer.frame = CGRect(x: 0, y: barY, width: playedWidth, height: Self.trackHeight)
    let side = isTracking ? Self.thumbSizes.dragging : Self.thumbSizes.resting
    thumbView.bounds = CGRect(x: 0, y: 0, width: side, height: side)
    thumbView.center = CGPoint(x: playedWidth, y: bounds.midY)
    thumbView.layer.cornerRadius = side / 2
  }

  /// A finger within 12 points above or below the bar still hits it.
  public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.insetBy(dx: -8, dy: -12).contains(point)
  }

  public override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    move(to: touch)
    setNeedsLayout()
    return true
  }

  public override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    move(to: touch)
    return true
  }

  public override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    if let touch { move(to: touch) }
    if !isContinuous { sendActions(for: .valueChanged) }
    sendActions(for: .editingDidEnd)
    setNeedsLayout()
  }

  public override func cancelTracking(with event: UIEvent?) {
    sendActions(for: .editingDidEnd)
    setNeedsLayout()
  }

  private func move(to touch: UITouch) {
    guard bounds.width > 0 else { return }
    let x = touch.location(in: self).x
    let newValue = Float(min(max(x / bounds.width, 0), 1))
    guard newValue != value else { return }
    value = newValue
    if isContinuous { sendActions(for: .valueChanged) }
  }
}
