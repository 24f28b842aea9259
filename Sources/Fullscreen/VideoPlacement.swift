import Foundation
import Runtime

/// Where a fill mode draws a video inside a layer's bounds, and what that costs the picture.
public struct VideoPlacement: Hashable, Sendable {
  /// The rectangle the whole picture is scaled to, in the bounds' coordinate space; it extends past
  /// the bounds on the cropped axis for `.fill`, and is `CGRect.zero` when nothing is shown.
  public var videoRect: CGRect

  /// The empty bands around the picture (only `.fit` has them).
  public var bars: VideoBars

  /// The part of the picture cut off (only `.fill` crops); `nil` when the whole picture is visible.
  public var crop: VideoCrop?

  /// The horizontal scale from video size to `videoRect`.
  public var horizontalScale: Double

  /// The vertical scale from video size to `videoRect`; differs from the horizontal one only for
  /// `.stretch`.
  public var verticalScale: Double

  /// Creates a placement.
  public init(
    videoRect: CGRect, bars: VideoBars, crop: VideoCrop?, horizontalScale: Double,
    verticalScale: Double
  ) {
    self.videoRect = videoRect
    self.bars = bars
    self.crop = crop
    self.horizontalScale = horizontalScale
    self.verticalScale = verticalScale
  }

  /// Nothing is shown: no video, or bounds without area. The rectangle is `CGRect.zero`, as
  /// `AVPlayerLayer.videoRect` reports when no video is displayed.
  public static let nothingShown = VideoPlacement(
    videoRect: .zero, bars: .none, crop: nil, horizontalScale: 0, verticalScale: 0)

  /// Whether any picture is drawn.
  public var showsVideo: Bool { self != .nothingShown }
}
