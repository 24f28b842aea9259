import ViewHierarchy

/// How the picture fills the player's frame, in the words people use: fit, fill or stretch.
///
/// Each mode is one `VideoGravity`; the mapping goes both ways, and an unknown gravity maps to no
/// mode rather than to a wrong one. The geometry of each mode is in `placement(ofVideoSize:in:)`.
public enum VideoFillMode: String, CaseIterable, Sendable, CustomStringConvertible {
  /// The whole picture, undistorted, with bars where the shapes differ (`.resizeAspect`); the default.
  case fit
  /// The frame filled, nothing distorted, edges cropped away (`.resizeAspectFill`).
  case fill
  /// The frame filled, nothing cropped, the picture distorted to the frame's shape (`.resize`).
  case stretch

  /// The mode used when none is chosen.
  public static let `default` = VideoFillMode.fit

  /// The layer gravity that draws this mode.
  public var gravity: VideoGravity {
    switch self {
    case .fit: return .resizeAspect
    case .fill: return .resizeAspectFill
    case .stretch: return .resize
    }
  }

  /// The mode a gravity draws, or `nil` for a gravity this simulator does not know.
  public static func mode(for gravity: VideoGravity) -> VideoFillMode? {
    allCases.first { $0.gravity == gravity }
  }

  /// Whether the picture keeps its aspect ratio (false only for `.stretch`).
  public var preservesAspectRatio: Bool { self != .stretch }

  /// Whether parts of the picture can be cut off (true only for `.fill`).
  public var cropsPicture: Bool { self == .fill }

  /// A sentence for logs and settings screens saying what the mode does to the picture.
  public var explanation: String {
    switch self {
    case .fit:
      return "Fit shows the whole picture, undistorted, with bars where the shapes of the picture "
        + "and the frame differ."
    case .fill:
      return "Fill fills the frame without distortion by cropping the edges away, including "
        + "subtitles burned into them."
    case .stretch:
      return "Stretch fills the frame without cropping by distorting the picture to the frame's shape."
    }
  }

  /// The mode's name: `fit`, `fill` or `stretch`.
  public var description: String { rawValue }
}
