import Clocks

/// Why ``PictureInPictureArbiter/settings`` refused new settings; the arbiter keeps the ones it had.
public enum PictureInPictureSettingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A duration (named by its property) that is negative or longer than `maximum`.
  case durationOutOfRange(setting: String, MediaTime, maximum: MediaTime)
  /// A window width that is not a number of points within `range`.
  case windowWidthOutOfRange(Double, range: ClosedRange<Double>)

  /// A sentence a person can act on, naming the limit.
  public var description: String {
    switch self {
    case .durationOutOfRange(let setting, let duration, let maximum):
      "\(setting) \(duration) refused: it takes from 0s to \(maximum)"
    case .windowWidthOutOfRange(let width, let range):
      "windowWidth \(width) refused: the PiP window is \(range.lowerBound) to \(range.upperBound) points wide"
    }
  }
}
