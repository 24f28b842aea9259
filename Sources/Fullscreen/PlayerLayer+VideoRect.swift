import Foundation
import MediaPlayback
import ViewHierarchy

extension PlayerLayer {
  /// Where the player's picture lands inside the layer's bounds (`AVPlayerLayer.videoRect`): the
  /// current item's presentation size fitted by `videoGravity` as the fill modes compute it.
  ///
  /// `.zero` until the item knows its size, and for a layer without area, as on iOS, where the
  /// rectangle is "the current size and position of the video image as displayed within the layer's
  /// bounds" (Apple's documentation of `videoRect`); for `.resizeAspectFill` it is larger than the
  /// bounds, which crop it.
  public var videoRect: CGRect {
    guard let size = player?.currentItem?.presentationSize, let mode = VideoFillMode.mode(for: videoGravity)
    else { return .zero }
    let bounds = CGRect(origin: .zero, size: frame.size)
    return (try? mode.placement(ofVideoSize: size, in: bounds))?.videoRect ?? .zero
  }
}
