import Foundation
import Runtime
import ViewHierarchy

extension VideoFillMode {
  /// Sizes closer than this fraction of the bounds are taken as equal (no bars, no crop).
  private static let relativeTolerance = 1e-9

  /// Where this mode draws a video of `videoSize` inside `bounds` (AVLayerVideoGravity geometry).
  ///
  /// With `s` the scale, `fit` uses `s = min(W/vw, H/vh)`, `fill` uses `s = max(W/vw, H/vh)`, and
  /// both centre the `vw·s × vh·s` picture in the bounds (its origin goes negative relative to the
  /// bounds on the axis `fill` crops). `stretch` draws the picture over the bounds exactly.
  ///
  /// A zero-area video size means there is no video, and bounds without area cannot show any: both
  /// give `VideoPlacement.nothingShown` (a zero rect), not an error.
  /// - Parameters:
  ///   - videoSize: The video's presentation size; `.zero` when there is no video.
  ///   - bounds: The layer's bounds; the origin may be anywhere.
  /// - Throws: `VideoGeometryError` for a negative, NaN or infinite dimension or origin.
  public func placement(ofVideoSize videoSize: CGSize, in bounds: CGRect)
    throws(VideoGeometryError) -> VideoPlacement
  {
    let sizeIsValid = [videoSize.width, videoSize.height].allSatisfy { $0.isFinite && $0 >= 0 }
    guard sizeIsValid else { throw .invalidVideoSize(videoSize) }
    // `bounds.size`, not `bounds.width`: Foundation's `width` standardizes a negative width away.
    let boundsAreValid =
      [bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height].allSatisfy(\.isFinite)
      && bounds.size.width >= 0 && bounds.size.height >= 0
    guard boundsAreValid else { throw .invalidBounds(bounds) }
    guard videoSize.width > 0, videoSize.height > 0, bounds.width > 0, bounds.height > 0 else {
      return .nothingShown
    }

    let widthScale = bounds.width / videoSize.width
    let heightScale = bounds.height / videoSize.height
    guard self != .stretch else {
      return VideoPlacement(
        videoRect: bounds, bars: .none, crop: nil, horizontalScale: widthScale,
        verticalScale: heightScale)
    }
    let scale = self == .fit ? min(widthScale, heightScale) : max(widthScale, heightScale)
    let width = videoSize.width * scale
    let height = videoSize.height * scale
    let videoRect = CGRect(
      x: bounds.minX + (bounds.width - width) / 2, y: bounds.minY + (bounds.height - height) / 2,
      width: width, height: height)
    let tolerance = Self.relativeTolerance * max(bounds.width, bounds.height)
    let spareWidth = bounds.width - width
    let spareHeight = bounds.height - height

    var bars = VideoBars.none
    var crop: VideoCrop?
    if spareHeight > tolerance {
      bars = .letterbox(barHeight: spareHeight / 2)
    } else if spareWidth > tolerance {
      bars = .pillarbox(barWidth: spareWidth / 2)
    } else if -spareWidth > tolerance {
      crop = VideoCrop(axis: .horizontal, visibleFraction: bounds.width / width)
    } else if -spareHeight > tolerance {
      crop = VideoCrop(axis: .vertical, visibleFraction: bounds.height / height)
    }
    return VideoPlacement(
      videoRect: videoRect, bars: bars, crop: crop, horizontalScale: scale, verticalScale: scale)
  }
}
