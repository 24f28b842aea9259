import Clocks
import CoreMediaTime
import Foundation
import Locking
import Runtime

/// A piece of media a player can play: AVFoundation's `AVAsset`, over a generated test stream.
///
/// An `NSObject`, as on iOS: compares with `==` and hashes by identity unless a subclass overrides
/// `isEqual(_:)` and `hash`.
///
/// An asset made from a URL PiPSim cannot serve (anything but a ``SyntheticStream`` URL) still
/// exists, as on iOS; a player item of it fails to load with ``PlaybackError/cannotOpen(_:)``, and so
/// do its properties (``statusOfValue(forKey:error:)`` is `.failed`, `load(_:)` throws).
///
/// Its properties load as an item does: `loadValuesAsynchronously(forKeys:completionHandler:)` and
/// `load(_:)` finish ``PlaybackSettings/itemLoadDelay`` after the first request, on the virtual clock.
open class Asset: NSObject, AsynchronousKeyValueLoading, @unchecked Sendable {
  // @unchecked: the stored properties are `let`s of Sendable values, and the loading state is locked.

  /// The stream the asset plays, or why there is none.
  public let content: Result<SyntheticStream, SyntheticStreamError>

  /// The tracks: a video track, then an audio and a subtitle track per language of the stream.
  public let tracks: [AssetTrack]

  private let selectionGroups: [MediaCharacteristic: MediaSelectionGroup]
  private let loading = LockedValue(Loading.notRequested)

  private enum Loading {
    case notRequested
    case loading([@Sendable () -> Void])
    case loaded
  }

  /// An asset of `stream`: PiPSim's own way to say which test stream to play.
  public convenience init(stream: SyntheticStream) {
    self.init(content: .success(stream))
  }

  init(content: Result<SyntheticStream, SyntheticStreamError>) {
    self.content = content
    guard case .success(let stream) = content else {
      tracks = []
      selectionGroups = [:]
      return
    }
    let audio = stream.audioLanguages.map { MediaSelectionOption(mediaType: .audio, language: $0) }
    let subtitles = stream.subtitleLanguages.map { MediaSelectionOption(mediaType: .subtitle, language: $0) }
    var tracks = [AssetTrack(trackID: 1, mediaType: .video, stream: stream)]
    for option in audio + subtitles {
      tracks.append(
        AssetTrack(
          trackID: Int32(tracks.count + 1), mediaType: option.mediaType, stream: stream,
          language: option.extendedLanguageTag))
    }
    self.tracks = tracks
    var groups: [MediaCharacteristic: MediaSelectionGroup] = [:]
    if !audio.isEmpty { groups[.audible] = MediaSelectionGroup(options: audio, allowsEmptySelection: false) }
    if !subtitles.isEmpty {
      groups[.legible] = MediaSelectionGroup(options: subtitles, allowsEmptySelection: true)
    }
    selectionGroups = groups
  }

  /// An asset of the media at `url` (a ``SyntheticStream`` URL), as `AVAsset(url:)`.
  ///
  /// On iOS the asset made is an `AVURLAsset`; here it is a plain asset of the same stream: make a
  /// ``URLAsset`` for code that casts to it or reads its `url`.
  public convenience init(url: URL) {
    self.init(content: Result { () throws(SyntheticStreamError) in try SyntheticStream(url: url) })
  }

  /// The stream, when the asset has one.
  public var stream: SyntheticStream? { try? content.get() }

  /// How long the asset plays: `.indefinite` for a live stream, `.invalid` when it cannot be opened.
  public var duration: CMTime {
    switch content {
    case .success(let stream): stream.duration
    case .failure: .invalid
    }
  }

  /// Whether the asset can be played: false when PiPSim cannot open it.
  public var isPlayable: Bool { stream != nil }

  /// The characteristics the asset has selection groups for: `.audible` with audio languages,
  /// `.legible` with subtitle languages.
  public var availableMediaCharacteristicsWithMediaSelectionOptions: [MediaCharacteristic] {
    [.audible, .legible].filter { selectionGroups[$0] != nil }
  }

  /// The tracks that carry `mediaType`.
  public func tracks(withMediaType mediaType: MediaType) -> [AssetTrack] {
    tracks.filter { $0.mediaType == mediaType }
  }

  /// The tracks that carry `mediaType`, once the asset's tracks are loaded.
  ///
  /// - Throws: the asset's ``PlaybackError`` when it cannot be opened.
  @MainActor
  public func loadTracks(withMediaType mediaType: MediaType) async throws -> [AssetTrack] {
    try await load(.tracks).filter { $0.mediaType == mediaType }
  }

  /// The group of options for `characteristic` (`.audible`, `.legible`); nil when the asset has none.
  /// The same group each time, so an item's selection in it holds.
  public func mediaSelectionGroup(forMediaCharacteristic characteristic: MediaCharacteristic)
    -> MediaSelectionGroup?
  {
    selectionGroups[characteristic]
  }

  /// The group of options for `characteristic`, once the asset's characteristics are loaded.
  ///
  /// - Throws: the asset's ``PlaybackError`` when it cannot be opened.
  @MainActor
  public func loadMediaSelectionGroup(for characteristic: MediaCharacteristic) async throws
    -> MediaSelectionGroup?
  {
    _ = try await load(.availableMediaCharacteristicsWithMediaSelectionOptions)
    return selectionGroups[characteristic]
  }

  // MARK: Loading

  /// The keys of the asset's loadable properties.
  static let keys: Set<String> = [
    "duration", "tracks", "playable", "availableMediaCharacteristicsWithMediaSelectionOptions",
  ]

  /// Where the property named `key` stands: `.unknown` until a load is asked for, `.loading` for
  /// ``PlaybackSettings/itemLoadDelay``, then `.loaded`, or `.failed` with `error` set to a
  /// ``PlaybackError`` when the asset cannot be opened or has no such property.
  public func statusOfValue(forKey key: String, error: UnsafeMutablePointer<NSError?>?) -> KeyValueStatus {
    let state = loading.withLock { state in
      switch state {
      case .notRequested: KeyValueStatus.unknown
      case .loading: KeyValueStatus.loading
      case .loaded: KeyValueStatus.loaded
      }
    }
    guard state == .loaded else { return state }
    if case .failure(let reason) = content {
      error?.pointee = PlaybackError.cannotOpen(reason) as NSError
      return .failed
    }
    guard Self.keys.contains(key) else {
      error?.pointee = PlaybackError.unknownProperty(key) as NSError
      return .failed
    }
    return .loaded
  }

  /// Loads the properties named `keys` and calls `handler` once they are loaded or failed, on the
  /// simulation's run loop: ``PlaybackSettings/itemLoadDelay`` after the asset's first request, on
  /// the next turn once loaded. Read each key's outcome with ``statusOfValue(forKey:error:)``.
  @MainActor
  public func loadValuesAsynchronously(
    forKeys keys: [String], completionHandler handler: (@Sendable () -> Void)?
  ) {
    let simulation = Simulation.current
    let call = handler ?? {}
    let startsLoading = loading.withLock { state in
      switch state {
      case .notRequested:
        state = .loading([call])
        return true
      case .loading(let waiting):
        state = .loading(waiting + [call])
        return false
      case .loaded:
        _ = simulation.runLoop.perform { call() }
        return false
      }
    }
    guard startsLoading else { return }
    _ = simulation.runLoop.schedule(after: simulation.service(PlaybackSettings.self).itemLoadDelay) {
      [self] in
      let waiting = loading.withLock { state in
        defer { state = .loaded }
        if case .loading(let waiting) = state { return waiting }
        return []
      }
      for call in waiting { call() }
    }
  }
}

/// An asset at a URL: AVFoundation's `AVURLAsset`.
///
/// PiPSim plays `pipsim-test://WIDTHxHEIGHT@FPS/DURATION` URLs (see ``SyntheticStream``).
open class URLAsset: Asset, @unchecked Sendable {
  /// The URL the asset was made from.
  public let url: URL

  /// An asset of the media at `url`; a URL that is not a test stream makes an asset that fails to load.
  ///
  /// - Parameters:
  ///   - url: a `pipsim-test://` URL.
  ///   - options: AVFoundation's asset options; accepted and ignored.
  public init(url: URL, options: [String: Any]? = nil) {
    self.url = url
    super.init(
      content: Result { () throws(SyntheticStreamError) -> SyntheticStream in try SyntheticStream(url: url) })
  }
}
