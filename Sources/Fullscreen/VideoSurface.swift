import Foundation
import Runtime
import ViewHierarchy

/// A layer that draws a player's video with a gravity: the inline player layer or the PiP layer.
///
/// ``videoRect`` is where the picture lands inside the layer's current bounds, computed with the
/// gravity's ``VideoFillMode`` geometry, as `AVPlayerLayer.videoRect` reports it.
@MainActor
public final class VideoSurface: Layer, VideoGravityLayer {
  /// How the picture fills the layer (default `.resizeAspect`).
  public var videoGravity = VideoGravity.resizeAspect
  /// The video's presentation size; `.zero` when nothing is displayed.
  public var videoSize = CGSize.zero

  /// Creates a surface with no video, with a ``ViewHierarchy/Layer/name`` for reports, such as
  /// `inline` or `pictureInPicture`.
  public init(name: String) {
    super.init()
    self.name = name
  }

  /// Creates a surface named `layer`, as a view whose `layerClass` is this one makes it.
  public required init() {
    super.init()
    name = "layer"
  }

  /// A presentation copy of `layer`, with its gravity and video size (`init(layer:)`).
  public required init(layer: Any) {
    super.init(layer: layer)
    guard let model = layer as? VideoSurface else { return }
    videoGravity = model.videoGravity
    videoSize = model.videoSize
  }

  /// Where the picture is drawn and what that costs, in the layer's bounds.
  ///
  /// - Throws: ``VideoGeometryError/unknownGravity(_:)`` for a gravity with no fill mode, and the
  ///   errors of ``VideoFillMode/placement(ofVideoSize:in:)`` for invalid sizes.
  public func placement() throws(VideoGeometryError) -> VideoPlacement {
    guard let mode = VideoFillMode.mode(for: videoGravity) else { throw .unknownGravity(videoGravity) }
    return try mode.placement(ofVideoSize: videoSize, in: bounds)
  }

  /// The picture's rectangle in the layer's bounds; `.zero` when nothing can be drawn (no video,
  /// no area, an unknown gravity or invalid numbers; ``placement()`` says which).
  public var videoRect: CGRect { (try? placement())?.videoRect ?? .zero }
}
