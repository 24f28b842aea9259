import Clocks
import CoreMediaTime
import Foundation

/// A piece of media a player can play: AVFoundation's `AVAsset`, over a generated test stream.
///
/// An asset made from a URL PiPSim cannot serve (anything but a ``SyntheticStream`` URL) still
/// exists, as on iOS; a player item of it fails to load with ``PlaybackError/cannotOpen(_:)``.
open class Asset: @unchecked Sendable {
  // @unchecked: every stored property is a `let` of a Sendable value.

  /// The stream the asset plays, or why there is none.
  public let content: Result<SyntheticStream, SyntheticStreamError>

  /// An asset of `stream`: PiPSim's own way to say which test stream to play.
  public init(stream: SyntheticStream) {
    content = .success(stream)
  }

  init(content: Result<SyntheticStream, SyntheticStreamError>) {
    self.content = content
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
