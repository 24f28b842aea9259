import Clocks

/// The one sample format every PiPSim audio output plays: 48 kHz, signed 16-bit little-endian, stereo.
///
/// A fixed format keeps the null sink bit-exact (no resampling or conversion), so a test can compare
/// what it recorded with what it generated, sample by sample.
public enum AudioFormat {
  /// Frames per second.
  public static let sampleRate = 48_000

  /// Interleaved channels per frame (left, right).
  public static let channelCount = 2

  /// Bytes in one frame: two channels of 16-bit samples.
  public static let bytesPerFrame = channelCount * MemoryLayout<Int16>.size

  /// The playing time of `frames` frames, rounded down to the nanosecond.
  public static func duration(ofFrames frames: Int) -> MediaTime {
    MediaTime(nanoseconds: Int64(frames) * 1_000_000_000 / Int64(sampleRate))
  }

  /// The number of whole frames that play within `duration`.
  public static func frames(in duration: MediaTime) -> Int {
    Int(duration.nanoseconds * Int64(sampleRate) / 1_000_000_000)
  }
}
