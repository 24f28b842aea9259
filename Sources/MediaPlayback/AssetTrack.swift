import CoreMediaTime
import Foundation
import Runtime

/// One track of an asset: AVFoundation's `AVAssetTrack`. A generated stream has a video track, and an
/// audio and a subtitle track per language its URL names (see ``SyntheticStream``).
public final class AssetTrack: AsynchronousKeyValueLoading, Hashable, @unchecked Sendable {
  // @unchecked: every stored property is a `let` of a Sendable value.

  /// The track's number in its asset, from 1.
  public let trackID: Int32
  /// What the track carries.
  public let mediaType: MediaType
  /// The picture size of a video track; zero for the others.
  public let naturalSize: CGSize
  /// The frames per second of a video track; zero for the others.
  public let nominalFrameRate: Float
  /// The track's language (a BCP 47 tag); nil for video.
  public let extendedLanguageTag: String?
  /// The track's time on its asset's timeline.
  public let timeRange: CMTimeRange
  /// Whether the track can be played: always true.
  public var isPlayable: Bool { true }

  init(trackID: Int32, mediaType: MediaType, stream: SyntheticStream, language: String? = nil) {
    self.trackID = trackID
    self.mediaType = mediaType
    let isVideo = mediaType == .video
    naturalSize = isVideo ? stream.size : .zero
    nominalFrameRate = isVideo ? Float(stream.framesPerSecond) : 0
    extendedLanguageTag = language
    timeRange = CMTimeRange(start: .zero, duration: stream.duration)
  }

  /// The track's properties are known with it: every key is `.loaded`, except one it does not have.
  public func statusOfValue(forKey key: String, error: UnsafeMutablePointer<NSError?>?) -> KeyValueStatus {
    guard Self.keys.contains(key) else {
      error?.pointee = PlaybackError.unknownProperty(key) as NSError
      return .failed
    }
    return .loaded
  }

  /// Calls `handler` on the simulation's run loop's next turn: the track's values are known.
  @MainActor
  public func loadValuesAsynchronously(
    forKeys keys: [String], completionHandler handler: (@Sendable () -> Void)?
  ) {
    _ = Simulation.current.runLoop.perform { handler?() }
  }

  /// The keys of the track's loadable properties.
  static let keys: Set<String> = [
    "trackID", "mediaType", "naturalSize", "nominalFrameRate", "extendedLanguageTag", "timeRange", "playable",
  ]

  /// Whether the two are the same track, as `NSObject`'s `isEqual(_:)`.
  public static func == (lhs: AssetTrack, rhs: AssetTrack) -> Bool { lhs === rhs }

  /// Hashes the track's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
