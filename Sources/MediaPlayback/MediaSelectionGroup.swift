import Foundation

/// One way to present an asset's media, such as its French audio or its English subtitles:
/// AVFoundation's `AVMediaSelectionOption`.
public final class MediaSelectionOption: Hashable, @unchecked Sendable {
  // @unchecked: every stored property is a `let` of a Sendable value.

  /// What the option's track carries: `.audio` or `.subtitle`.
  public let mediaType: MediaType
  /// The option's language (a BCP 47 tag).
  public let extendedLanguageTag: String?
  /// Whether the option can be played: always true.
  public var isPlayable: Bool { true }

  init(mediaType: MediaType, language: String) {
    self.mediaType = mediaType
    extendedLanguageTag = language
  }

  /// The option's language as a locale.
  public var locale: Locale? { extendedLanguageTag.map(Locale.init(identifier:)) }

  /// The option's name for a menu: its language's name in English (`French`), else its tag.
  public var displayName: String {
    guard let tag = extendedLanguageTag else { return "" }
    return Locale(identifier: "en").localizedString(forIdentifier: tag) ?? tag
  }

  /// Whether the option has `characteristic`: `.audible` for audio, `.legible` for subtitles.
  public func hasMediaCharacteristic(_ characteristic: MediaCharacteristic) -> Bool {
    characteristic == (mediaType == .audio ? .audible : .legible)
  }

  /// Whether the two are the same option, as `NSObject`'s `isEqual(_:)`.
  public static func == (lhs: MediaSelectionOption, rhs: MediaSelectionOption) -> Bool { lhs === rhs }

  /// Hashes the option's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The options of one characteristic of an asset, of which a player item presents one at a time:
/// AVFoundation's `AVMediaSelectionGroup`.
public final class MediaSelectionGroup: Hashable, @unchecked Sendable {
  // @unchecked: every stored property is a `let` of a Sendable value.

  /// The options, in the order the stream's URL names their languages.
  public let options: [MediaSelectionOption]
  /// Whether no option may be selected: true for subtitles (off), false for audio.
  public let allowsEmptySelection: Bool

  init(options: [MediaSelectionOption], allowsEmptySelection: Bool) {
    self.options = options
    self.allowsEmptySelection = allowsEmptySelection
  }

  /// The option presented until the app selects another: the first audio option; no subtitles.
  public var defaultOption: MediaSelectionOption? { allowsEmptySelection ? nil : options.first }

  /// The options of `options` that can be played: all of them.
  public static func playableMediaSelectionOptions(from options: [MediaSelectionOption])
    -> [MediaSelectionOption]
  {
    options.filter(\.isPlayable)
  }

  /// Whether the two are the same group, as `NSObject`'s `isEqual(_:)`.
  public static func == (lhs: MediaSelectionGroup, rhs: MediaSelectionGroup) -> Bool { lhs === rhs }

  /// Hashes the group's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The option a player item presents in each of its asset's groups: AVFoundation's `AVMediaSelection`.
public struct MediaSelection: Sendable {
  let selected: [ObjectIdentifier: MediaSelectionOption?]

  /// The option selected in `group`: the group's default until the app selects another; nil when
  /// its subtitles are off.
  public func selectedMediaOption(in group: MediaSelectionGroup) -> MediaSelectionOption? {
    selected[ObjectIdentifier(group)] ?? group.defaultOption
  }
}
