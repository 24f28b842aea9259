/// How a video layer fits its picture into its bounds, by AVFoundation's constant names.
///
/// A `RawRepresentable` string like `AVLayerVideoGravity`, so a gravity this simulator does not know
/// (a newer OS value, a value read from a file) can still be carried and reported.
public struct VideoGravity: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The constant's string value, such as `"AVLayerVideoGravityResizeAspect"`.
  public let rawValue: String

  /// Wraps a gravity constant, known or not.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Keep the aspect ratio and fit inside the bounds, with bars where the shapes differ (default).
  public static let resizeAspect = VideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")

  /// Keep the aspect ratio and fill the bounds, cropping the overflowing axis.
  public static let resizeAspectFill = VideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")

  /// Stretch to the bounds, distorting the picture when the shapes differ.
  public static let resize = VideoGravity(rawValue: "AVLayerVideoGravityResize")

  /// The raw constant name.
  public var description: String { rawValue }
}
