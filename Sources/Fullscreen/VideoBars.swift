/// The empty bands `VideoFillMode.fit` leaves where the picture's shape differs from the frame's.
public enum VideoBars: Hashable, Sendable, CustomStringConvertible {
  /// The picture covers the bounds: equal aspect ratios, or a mode that fills.
  case none
  /// Bars above and below a picture wider than the frame; each bar is `barHeight` tall.
  case letterbox(barHeight: Double)
  /// Bars left and right of a picture narrower than the frame; each bar is `barWidth` wide.
  case pillarbox(barWidth: Double)

  /// The height of the bar above the picture (and of the one below it).
  public var top: Double {
    if case .letterbox(let barHeight) = self { return barHeight }
    return 0
  }

  /// The width of the bar left of the picture (and of the one right of it).
  public var left: Double {
    if case .pillarbox(let barWidth) = self { return barWidth }
    return 0
  }

  /// The kind of bars and their size.
  public var description: String {
    switch self {
    case .none: return "no bars"
    case .letterbox(let barHeight): return "letterbox, \(barHeight) top and bottom"
    case .pillarbox(let barWidth): return "pillarbox, \(barWidth) left and right"
    }
  }
}
