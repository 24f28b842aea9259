import AVKitCompat

/// A play / pause button whose icon is a shape layer that morphs between a triangle and two bars,
/// animated with Core Animation as player libraries animate theirs.
public final class PlayPauseButton: UIControl {
  /// Whether the icon shows pause (the player plays) rather than play.
  public private(set) var isPlaying = false
  /// The icon.
  public let iconLayer = CAShapeLayer()
  /// How long the morph takes.
  public static let morphDuration: CFTimeInterval = 0.25
  /// The key the morph animation is added under.
  public static let morphKey = "morph"

  /// How many morphs have finished (their transaction's completion ran).
  public private(set) var finishedMorphs = 0

  public override init(frame: CGRect) {
    super.init(frame: frame)
    iconLayer.fillColor = UIColor.white.cgColor
    iconLayer.strokeColor = nil
    layer.addSublayer(iconLayer)
    accessibilityTraits = [.button, .startsMediaSession]
    accessibilityLabel = "Play"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override var intrinsicContentSize: CGSize { CGSize(width: 44, height: 44) }

  public override var isHighlighted: Bool {
    didSet { alpha = isHighlighted ? 0.5 : 1 }
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    iconLayer.frame = bounds
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    iconLayer.path = Self.iconPath(playing: isPlaying, in: bounds).cgPath
    CATransaction.commit()
  }

  /// Shows pause (`playing`) or play, morphing the icon when `animated`.
  public func setPlaying(_ playing: Bool, animated: Bool) {
    guard playing != isPlaying else { return }
    isPlaying = playing
    accessibilityLabel = playing ? "Pause" : "Play"
    let newPath = Self.iconPath(playing: playing, in: bounds).cgPath
    guard animated else {
      iconLayer.path = newPath
      return
    }
    let morph = CABasicAnimation(keyPath: "path")
    morph.fromValue = iconLayer.presentation()?.path ?? iconLayer.path
    morph.toValue = newPath
    morph.duration = Self.morphDuration
    morph.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    CATransaction.begin()
    CATransaction.setCompletionBlock { [weak self] in self?.finishedMorphs += 1 }
    iconLayer.path = newPath
    iconLayer.add(morph, forKey: Self.morphKey)
    CATransaction.commit()
  }

  /// The icon in `bounds`: two bars for pause, a triangle for play. Both have six points, so the
  /// morph moves point to point.
  static func iconPath(playing: Bool, in bounds: CGRect) -> UIBezierPath {
    let inset = bounds.insetBy(dx: bounds.width * 0.3, dy: bounds.height * 0.25)
    let path = UIBezierPath()
    if playing {
      let barWidth = inset.width / 3
      for x in [inset.minX, inset.maxX - barWidth] {
        path.append(UIBezierPath(rect: CGRect(x: x, y: inset.minY, width: barWidth, height: inset.height)))
      }
    } else {
      path.move(to: CGPoint(x: inset.minX, y: inset.minY))
      path.addLine(to: CGPoint(x: inset.maxX, y: inset.midY))
      path.addLine(to: CGPoint(x: inset.minX, y: inset.maxY))
      path.close()
    }
    return path
  }
}
