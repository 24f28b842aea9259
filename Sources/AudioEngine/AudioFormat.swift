import Clocks

/// How an output's audio is laid out: frames per second, interleaved channels and the sample encoding.
///
/// The caller chooses it (``PulseAudioConfiguration/format``, ``SilentAudioOutput/init(sourceClock:format:traceTrack:)``,
/// and each ``AudioSignal``); ``standard`` is 48 kHz, signed 16-bit little-endian, stereo, which the
/// null sink of `scripts/with-pulse.sh` plays bit-exact (no resampling or conversion), so a test can
/// compare what it recorded with what it generated, sample by sample.
public struct AudioFormat: Hashable, Sendable, CustomStringConvertible {
  /// How one sample is stored.
  public enum SampleEncoding: String, Hashable, Sendable, CaseIterable {
    /// Signed 16-bit integers, little-endian (`PA_SAMPLE_S16LE`).
    case signed16
    /// Signed 32-bit integers, little-endian (`PA_SAMPLE_S32LE`).
    case signed32
    /// 32-bit IEEE floats from -1 to 1, little-endian (`PA_SAMPLE_FLOAT32LE`).
    case float32

    /// Bytes in one sample.
    public var bytesPerSample: Int {
      switch self {
      case .signed16: 2
      case .signed32, .float32: 4
      }
    }

    /// PulseAudio's name for the encoding, as `pactl` and module arguments spell it.
    public var pulseAudioName: String {
      switch self {
      case .signed16: "s16le"
      case .signed32: "s32le"
      case .float32: "float32le"
      }
    }
  }

  /// The highest sample rate an output accepts: PulseAudio's `PA_RATE_MAX`.
  public static let maximumSampleRate = 384_000

  /// The most channels an output accepts: PulseAudio's `PA_CHANNELS_MAX`.
  public static let maximumChannelCount = 32

  /// 48 kHz, signed 16-bit little-endian, stereo: the default of every output and signal.
  public static let standard = AudioFormat(checkedSampleRate: 48_000, channelCount: 2, encoding: .signed16)

  /// Frames per second.
  public let sampleRate: Int

  /// Interleaved channels per frame (for stereo: left, right).
  public let channelCount: Int

  /// How each sample is stored.
  public let encoding: SampleEncoding

  /// Creates a format.
  ///
  /// - Parameters:
  ///   - sampleRate: Frames per second, from 1 to ``maximumSampleRate``.
  ///   - channelCount: Interleaved channels, from 1 to ``maximumChannelCount``.
  ///   - encoding: How each sample is stored.
  /// - Throws: `AudioError.invalidFormat` for a rate or channel count out of range.
  public init(sampleRate: Int, channelCount: Int, encoding: SampleEncoding = .signed16) throws(AudioError) {
    guard (1...Self.maximumSampleRate).contains(sampleRate) else {
      throw .invalidFormat(
        reason: "a sample rate must be from 1 to \(Self.maximumSampleRate) Hz, not \(sampleRate)")
    }
    guard (1...Self.maximumChannelCount).contains(channelCount) else {
      throw .invalidFormat(
        reason: "a frame must have from 1 to \(Self.maximumChannelCount) channels, not \(channelCount)")
    }
    self.init(checkedSampleRate: sampleRate, channelCount: channelCount, encoding: encoding)
  }

  private init(checkedSampleRate sampleRate: Int, channelCount: Int, encoding: SampleEncoding) {
    self.sampleRate = sampleRate
    self.channelCount = channelCount
    self.encoding = encoding
  }

  /// Bytes in one frame: every channel's sample.
  public var bytesPerFrame: Int { channelCount * encoding.bytesPerSample }

  /// The format as PulseAudio prints a sample specification: `s16le 2ch 48000Hz`.
  public var description: String { "\(encoding.pulseAudioName) \(channelCount)ch \(sampleRate)Hz" }

  /// The playing time of `frames` frames, rounded down to the nanosecond: zero for a negative count,
  /// `MediaTime.max` for one that plays longer than a time holds.
  public func duration(ofFrames frames: Int) -> MediaTime {
    guard frames > 0 else { return .zero }
    let product = Int64(frames).multipliedFullWidth(by: 1_000_000_000)
    guard product.high < Int64(sampleRate) / 2 else { return .max }
    return MediaTime(nanoseconds: Int64(sampleRate).dividingFullWidth(product).quotient)
  }

  /// The number of whole frames that play within `duration` (zero for a negative one).
  public func frames(in duration: MediaTime) -> Int {
    guard duration > .zero else { return 0 }
    let product = duration.nanoseconds.multipliedFullWidth(by: Int64(sampleRate))
    return Int(Int64(1_000_000_000).dividingFullWidth(product).quotient)
  }
}
