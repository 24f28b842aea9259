/// A way an interactive element or ad is shown with the video, as the StreamLayer formats.
public enum AdFormat: String, CaseIterable, Sendable, CustomStringConvertible {
  /// A semi-transparent layer over the full video.
  case overlay
  /// The video shrinks from the right to make room for a panel.
  case sidebar
  /// The video shrinks from the right and the bottom, leaving an L-shaped band.
  case lBar
  /// The video shrinks into a corner window over the element.
  case pictureInPicture
  /// The video and the element share the screen side by side.
  case sideBySide
  /// The video shrinks inside a decorative frame.
  case frameAd

  /// Whether the format changes the video's size or position (all but ``overlay``).
  public var resizesVideo: Bool { self != .overlay }

  /// Whether the format works while AVKit's native fullscreen owns the player: only formats that
  /// leave the video alone can be drawn, through `contentOverlayView`.
  public var worksInNativeFullscreen: Bool { !resizesVideo }

  /// The format's name as the guides write it, such as `L-bar`.
  public var description: String {
    switch self {
    case .overlay: "overlay"
    case .sidebar: "sidebar"
    case .lBar: "L-bar"
    case .pictureInPicture: "PIP"
    case .sideBySide: "side-by-side"
    case .frameAd: "frame ad"
    }
  }
}
