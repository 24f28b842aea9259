import AVKitCompat

/// Where the seats of a call go: rows of equal height down the grid, inside its margins, as a call
/// screen computes them in `viewDidLayoutSubviews`.
public enum SeatLayout {
  /// The frames of `count` seats stacked in rows of `rowHeight` points inside `bounds` less `margins`.
  ///
  /// Rows that do not fit get no frame.
  public static func frames(
    count: Int, in bounds: CGRect, rowHeight: CGFloat, margins: UIEdgeInsets = .zero
  ) -> [CGRect] {
    var remainder = bounds.inset(by: margins)
    var frames: [CGRect] = []
    while frames.count < count, remainder.height >= rowHeight {
      let (row, rest) = remainder.divided(atDistance: rowHeight, from: .minYEdge)
      frames.append(row.integral)
      remainder = rest
    }
    return frames
  }

  /// The transform that turns the PiP button a quarter turn for landscape, about its centre.
  public static func buttonTransform(isLandscape: Bool) -> CGAffineTransform {
    isLandscape ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
  }

  /// The PiP button's transform for the interface orientation a call screen reads from its window
  /// scene: turned in landscape; upright in portrait and while the orientation is not known.
  public static func buttonTransform(for orientation: UIInterfaceOrientation) -> CGAffineTransform {
    switch orientation {
    case .landscapeLeft, .landscapeRight:
      return buttonTransform(isLandscape: true)
    case .portrait, .portraitUpsideDown, .unknown:
      return buttonTransform(isLandscape: false)
    @unknown default:
      return buttonTransform(isLandscape: false)
    }
  }
}
