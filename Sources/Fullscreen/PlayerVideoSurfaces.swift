import Runtime
import ViewHierarchy

/// The surfaces one player draws on, kept in one fill mode: the inline layer and the PiP layer.
///
/// Setting ``videoFillMode`` sets the gravity of both surfaces, so a mode does not take effect
/// inline and silently revert when Picture in Picture starts; a surface attached or rebuilt later
/// gets the current mode too (seed 003).
@MainActor
public final class PlayerVideoSurfaces {
  /// How the picture fills every surface (default ``VideoFillMode/fit``).
  public var videoFillMode = VideoFillMode.default {
    didSet { for surface in surfaces { surface.videoGravity = videoFillMode.gravity } }
  }
  /// The surface shown inline.
  public private(set) var inlineSurface: VideoSurface
  /// The surface attached for Picture in Picture, if any.
  public private(set) var pictureInPictureSurface: VideoSurface?

  /// Creates the set with `inlineSurface`, putting it in the default mode.
  public init(inlineSurface: VideoSurface) {
    self.inlineSurface = inlineSurface
    inlineSurface.videoGravity = videoFillMode.gravity
  }

  /// Every surface, inline first.
  public var surfaces: [VideoSurface] { [inlineSurface] + (pictureInPictureSurface.map { [$0] } ?? []) }

  /// Replaces the inline surface (a rebuilt layer), which takes the current mode.
  public func replaceInlineSurface(with surface: VideoSurface) {
    surface.videoGravity = videoFillMode.gravity
    inlineSurface = surface
  }

  /// Attaches (or rebuilds) the Picture in Picture surface, which takes the current mode.
  public func attachPictureInPictureSurface(_ surface: VideoSurface) {
    surface.videoGravity = videoFillMode.gravity
    pictureInPictureSurface = surface
  }

  /// Detaches the Picture in Picture surface.
  public func detachPictureInPictureSurface() {
    pictureInPictureSurface = nil
  }
}
