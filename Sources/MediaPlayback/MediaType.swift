/// The kind of media a track or a selection option carries (AVFoundation's `AVMediaType`).
public struct MediaType: RawRepresentable, Hashable, Sendable {
  /// AVFoundation's four-character string for the type.
  public let rawValue: String
  /// Makes a type from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Pictures.
  public static let video = MediaType(rawValue: "vide")
  /// Sound.
  public static let audio = MediaType(rawValue: "soun")
  /// Subtitles.
  public static let subtitle = MediaType(rawValue: "sbtl")
  /// Plain text.
  public static let text = MediaType(rawValue: "text")
  /// Closed captions.
  public static let closedCaption = MediaType(rawValue: "clcp")
}

/// What a viewer gets from media, which media selection groups are made by (AVFoundation's
/// `AVMediaCharacteristic`).
public struct MediaCharacteristic: RawRepresentable, Hashable, Sendable {
  /// AVFoundation's string for the characteristic.
  public let rawValue: String
  /// Makes a characteristic from its string.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Sound: the audio options.
  public static let audible = MediaCharacteristic(rawValue: "public.audible")
  /// Text to read: the subtitle options.
  public static let legible = MediaCharacteristic(rawValue: "public.legible")
  /// Pictures.
  public static let visual = MediaCharacteristic(rawValue: "public.visual")
}
