import Clocks
import CoreMediaTime
import Foundation

/// A generated test stream: what PiPSim's players play instead of a media file.
///
/// A stream has a picture size, a frame rate and a duration, or is live (it never ends). Its frames
/// are NV12 test patterns whose first eight luma bytes hold the frame's index (`PixelBuffer`'s
/// `paintedFrameIndex()` reads it back), so a test can tell which frame a layer shows.
///
/// Say it with a URL (`AVPlayer(url:)`, `AVURLAsset(url:)`), so that an app's code stays as on iOS and
/// only the URL it is handed differs: `pipsim-test://WIDTHxHEIGHT@FPS/DURATION`, where DURATION is a
/// number of seconds followed by `s` (`60s`, `2.5s`) or the word `live`. For example
/// `pipsim-test://1920x1080@30/60s` is a minute of 1080p at 30 frames a second, and
/// `pipsim-test://640x360@25/live` a live stream.
///
/// A query names the stream's audio and subtitle languages (BCP 47 tags), which its asset offers as
/// media selection options: `pipsim-test://1280x720@30/60s?audio=en,fr&subtitles=en,de`. The audio
/// is silent and the subtitles show nothing; the options are there to be listed and selected.
public struct SyntheticStream: Hashable, Sendable, CustomStringConvertible {
  /// The URL scheme of test streams.
  public static let urlScheme = "pipsim-test"
  /// The largest width or height a stream may have, in pixels.
  public static let maximumDimension = 8192
  /// The frame rates a stream may have.
  public static let frameRates = 1...240

  /// The picture's width in pixels (even, for NV12's half-size chroma).
  public let width: Int
  /// The picture's height in pixels (even).
  public let height: Int
  /// Frames per second.
  public let framesPerSecond: Int
  /// How long the stream plays, in seconds; nil for a live stream.
  public let durationSeconds: Double?
  /// The languages of its audio tracks, in order (none by default).
  public let audioLanguages: [String]
  /// The languages of its subtitle tracks, in order (none by default).
  public let subtitleLanguages: [String]

  /// A stream of `width` × `height` pixels at `framesPerSecond`, lasting `durationSeconds` (nil: live),
  /// with audio and subtitle tracks in the languages given.
  ///
  /// - Throws: ``SyntheticStreamError`` for an odd, non-positive or too large size, a frame rate
  ///   outside ``frameRates``, a duration that is not a positive number of seconds, or a language
  ///   tag that is empty or not letters, digits and hyphens.
  public init(
    width: Int, height: Int, framesPerSecond: Int, durationSeconds: Double?, audioLanguages: [String] = [],
    subtitleLanguages: [String] = []
  ) throws(SyntheticStreamError) {
    for tag in audioLanguages + subtitleLanguages
    where tag.isEmpty || !tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) {
      throw .invalidLanguage(tag)
    }
    for dimension in [width, height]
    where dimension <= 0 || dimension > Self.maximumDimension || dimension % 2 != 0 {
      throw .invalidSize(width: width, height: height)
    }
    guard Self.frameRates.contains(framesPerSecond) else { throw .invalidFrameRate(framesPerSecond) }
    if let durationSeconds, !(durationSeconds > 0 && durationSeconds.isFinite && durationSeconds < 1e9) {
      throw .invalidDuration(String(durationSeconds))
    }
    self.width = width
    self.height = height
    self.framesPerSecond = framesPerSecond
    self.durationSeconds = durationSeconds
    self.audioLanguages = audioLanguages
    self.subtitleLanguages = subtitleLanguages
  }

  /// The stream a `pipsim-test://WIDTHxHEIGHT@FPS/DURATION` URL describes.
  ///
  /// - Throws: ``SyntheticStreamError/notATestStream(_:)`` for another scheme, `.malformed` for a URL
  ///   not of that shape, and the errors of
  ///   ``init(width:height:framesPerSecond:durationSeconds:audioLanguages:subtitleLanguages:)``.
  public init(url: URL) throws(SyntheticStreamError) {
    let full = url.absoluteString
    let prefix = Self.urlScheme + "://"
    guard full.lowercased().hasPrefix(prefix) else { throw .notATestStream(full) }
    let pieces = full.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    let text = String(pieces[0])
    var languages: [String: [String]] = [:]
    for pair in pieces.count > 1 ? pieces[1].split(separator: "&") : [] {
      let field = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard field.count == 2, ["audio", "subtitles"].contains(field[0]) else { throw .malformed(full) }
      languages[String(field[0])] = field[1].split(separator: ",", omittingEmptySubsequences: false).map(
        String.init)
    }
    let parts = text.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false)
    let format = parts.first.map { $0.split(separator: "@") } ?? []
    let size = format.first.map { $0.split(separator: "x") } ?? []
    guard parts.count == 2, format.count == 2, size.count == 2, let width = Int(size[0]),
      let height = Int(size[1]), let rate = Int(format[1])
    else { throw .malformed(full) }
    let durationText = parts[1]
    var duration: Double?
    if durationText != "live" {
      guard durationText.hasSuffix("s"), let seconds = Double(durationText.dropLast()) else {
        throw .invalidDuration(String(durationText))
      }
      duration = seconds
    }
    try self.init(
      width: width, height: height, framesPerSecond: rate, durationSeconds: duration,
      audioLanguages: languages["audio"] ?? [], subtitleLanguages: languages["subtitles"] ?? [])
  }

  /// The URL that describes this stream.
  public var url: URL {
    let duration =
      durationSeconds.map { seconds in
        seconds == seconds.rounded() ? "\(Int(seconds))s" : "\(seconds)s"
      } ?? "live"
    let query = [("audio", audioLanguages), ("subtitles", subtitleLanguages)].filter { !$0.1.isEmpty }
      .map { "\($0.0)=\($0.1.joined(separator: ","))" }.joined(separator: "&")
    // The scheme, digits and language tags (letters, digits and hyphens) always make a valid URL.
    return URL(
      string: "\(Self.urlScheme)://\(width)x\(height)@\(framesPerSecond)/\(duration)"
        + (query.isEmpty ? "" : "?" + query))!
  }

  /// Whether the stream never ends.
  public var isLive: Bool { durationSeconds == nil }

  /// How many frames the stream has; nil for a live stream.
  public var frameCount: Int? {
    durationSeconds.map { max(Int(($0 * Double(framesPerSecond)).rounded(.down)), 1) }
  }

  /// How long the stream plays: its frames' total duration, or `.indefinite` for a live stream.
  public var duration: CMTime {
    frameCount.map { presentationTime(ofFrame: $0) } ?? .indefinite
  }

  /// The picture's size in pixels.
  public var size: CGSize { CGSize(width: width, height: height) }

  /// When frame `index` is shown, on the stream's timeline.
  public func presentationTime(ofFrame index: Int) -> CMTime {
    CMTime(value: CMTimeValue(index), timescale: CMTimeScale(framesPerSecond))
  }

  /// The frame shown at `time`: the last one whose presentation time has come, within the stream
  /// (the first before its start or for a time that is not a number, `Int.max` for a live stream's
  /// time past any frame an `Int` can count).
  public func frameIndex(at time: CMTime) -> Int {
    let position = time.seconds * Double(framesPerSecond) + 1e-9
    let index = !(position > 0) ? 0 : position >= Double(Int.max) ? Int.max : Int(position)
    guard let frameCount else { return index }
    return min(index, frameCount - 1)
  }

  /// The stream's URL.
  public var description: String { url.absoluteString }
}

/// Why a description of a test stream was refused.
public enum SyntheticStreamError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The URL's scheme is not ``SyntheticStream/urlScheme``.
  case notATestStream(String)
  /// The URL is not `pipsim-test://WIDTHxHEIGHT@FPS/DURATION`.
  case malformed(String)
  /// A width or height that is not even, positive and at most ``SyntheticStream/maximumDimension``.
  case invalidSize(width: Int, height: Int)
  /// A frame rate outside ``SyntheticStream/frameRates``.
  case invalidFrameRate(Int)
  /// A duration that is not a positive number of seconds followed by `s`, nor `live`.
  case invalidDuration(String)
  /// A language tag that is empty or has characters other than letters, digits and hyphens.
  case invalidLanguage(String)

  /// What is wrong, and what would be right.
  public var description: String {
    switch self {
    case .notATestStream(let url):
      "\(url) is not a test stream: PiPSim plays only \(SyntheticStream.urlScheme)://WIDTHxHEIGHT@FPS/DURATION URLs"
    case .malformed(let url):
      "\(url) is not of the form \(SyntheticStream.urlScheme)://WIDTHxHEIGHT@FPS/DURATION (e.g. 1920x1080@30/60s)"
    case .invalidSize(let width, let height):
      "\(width)x\(height) is not a picture size: both must be even, from 2 to \(SyntheticStream.maximumDimension)"
    case .invalidFrameRate(let rate):
      "\(rate) frames per second is outside \(SyntheticStream.frameRates.lowerBound)...\(SyntheticStream.frameRates.upperBound)"
    case .invalidDuration(let text):
      "duration \"\(text)\" is neither a positive number of seconds followed by s nor live"
    case .invalidLanguage(let tag):
      "language \"\(tag)\" is not a language tag (letters, digits and hyphens, such as en or pt-BR)"
    }
  }
}
