import Clocks
import Foundation

/// A deterministic source of samples in one ``AudioFormat``: the same frame index always yields the
/// same samples.
///
/// Outputs pull frames from it in order, starting at frame 0, and play it only in its own format; a
/// test regenerates exactly what was played with ``encoded(frames:)`` or ``samples(frames:)``. A
/// signal is endless unless it has a `frameCount`.
public struct AudioSignal: Sendable {
  /// The format the signal's frames are in.
  public let format: AudioFormat

  /// The number of frames the signal lasts, or `nil` for an endless signal.
  public let frameCount: Int?

  /// The sample of a channel at a frame index, from -1 to 1.
  private let generator: @Sendable (_ frameIndex: Int, _ channel: Int) -> Double

  private init(
    format: AudioFormat, frameCount: Int?, generator: @escaping @Sendable (Int, Int) -> Double
  ) {
    self.format = format
    self.frameCount = frameCount
    self.generator = generator
  }

  /// An endless signal whose samples come from `generator`, called with frame indexes 0, 1, 2, ... and
  /// each channel from 0; values are clamped to -1...1.
  ///
  /// - Parameters:
  ///   - format: The format the signal is in.
  ///   - generator: Returns the sample of a channel at a frame index, from -1 to 1; it must be a pure
  ///     function of its arguments, as it may be called from the audio thread, and again by a test
  ///     checking what was played.
  public static func custom(
    format: AudioFormat = .standard,
    _ generator: @escaping @Sendable (_ frameIndex: Int, _ channel: Int) -> Double
  ) -> AudioSignal {
    AudioSignal(format: format, frameCount: nil, generator: generator)
  }

  /// An endless run of zero samples in the standard format.
  public static let silence = AudioSignal.silence(.standard)

  /// An endless run of zero samples in `format`.
  public static func silence(_ format: AudioFormat) -> AudioSignal {
    .custom(format: format) { _, _ in 0 }
  }

  /// An endless sine tone, the same on every channel, starting at phase zero.
  ///
  /// - Parameters:
  ///   - frequency: Hertz, above zero and below half the format's sample rate.
  ///   - amplitude: The peak as a fraction of full scale, in `0...1`.
  ///   - format: The format the tone is in.
  /// - Throws: `AudioError.invalidSignal` when either value is out of range.
  public static func tone(
    frequency: Double, amplitude: Double, format: AudioFormat = .standard
  ) throws(AudioError) -> AudioSignal {
    let nyquist = Double(format.sampleRate) / 2
    guard frequency > 0, frequency < nyquist else {
      throw .invalidSignal(reason: "the tone's frequency \(frequency) Hz is not in (0, \(nyquist)) Hz")
    }
    guard (0...1).contains(amplitude) else {
      throw .invalidSignal(
        reason: "the tone's amplitude \(amplitude) is not in 0...1 (a fraction of full scale)")
    }
    let step = 2 * Double.pi * frequency / Double(format.sampleRate)
    return .custom(format: format) { index, _ in amplitude * sin(step * Double(index)) }
  }

  /// The first `frameCount` frames of this signal (or all of it, when it is shorter).
  ///
  /// - Throws: `AudioError.invalidSignal` when `frameCount` is negative.
  public func limited(toFrames frameCount: Int) throws(AudioError) -> AudioSignal {
    guard frameCount >= 0 else {
      throw .invalidSignal(reason: "a signal cannot last \(frameCount) frames; give a count of zero or more")
    }
    return AudioSignal(
      format: format, frameCount: min(frameCount, self.frameCount ?? frameCount), generator: generator)
  }

  /// The first `duration` of this signal, in whole frames of its format.
  ///
  /// - Throws: `AudioError.invalidSignal` when `duration` is negative.
  public func limited(to duration: MediaTime) throws(AudioError) -> AudioSignal {
    guard duration >= .zero else {
      throw .invalidSignal(reason: "a signal cannot last \(duration); give a duration of zero or more")
    }
    return try limited(toFrames: format.frames(in: duration))
  }

  /// The frames in `frames` that the signal has, as the little-endian bytes an output of its format
  /// writes.
  public func encoded(frames: Range<Int>) -> [UInt8] {
    let available = frames.clamped(to: 0..<(frameCount ?? Int.max))
    var bytes = [UInt8](repeating: 0, count: available.count * format.bytesPerFrame)
    bytes.withUnsafeMutableBytes { render(startingAt: available.lowerBound, into: $0) }
    return bytes
  }

  /// The interleaved samples of the frames in `frames` that the signal has, each as a signed 16-bit
  /// output would play it (for a ``AudioFormat/SampleEncoding/signed16`` signal, what it plays).
  public func samples(frames: Range<Int>) -> [Int16] {
    let available = frames.clamped(to: 0..<(frameCount ?? Int.max))
    var samples: [Int16] = []
    samples.reserveCapacity(available.count * format.channelCount)
    for frame in available {
      for channel in 0..<format.channelCount {
        samples.append(Int16(Self.scaled(generator(frame, channel), to: Int16.max)))
      }
    }
    return samples
  }

  /// Writes consecutive frames from `firstFrame` into `buffer` in the signal's format, filling it
  /// with as many whole frames as fit.
  func render(startingAt firstFrame: Int, into buffer: UnsafeMutableRawBufferPointer) {
    let channels = format.channelCount
    let sampleBytes = format.encoding.bytesPerSample
    for frameOffset in 0..<(buffer.count / format.bytesPerFrame) {
      for channel in 0..<channels {
        let value = generator(firstFrame + frameOffset, channel)
        let offset = (frameOffset * channels + channel) * sampleBytes
        switch format.encoding {
        case .signed16:
          buffer.storeBytes(
            of: Int16(Self.scaled(value, to: Int16.max)).littleEndian, toByteOffset: offset, as: Int16.self)
        case .signed32:
          buffer.storeBytes(
            of: Int32(Self.scaled(value, to: Int32.max)).littleEndian, toByteOffset: offset, as: Int32.self)
        case .float32:
          buffer.storeBytes(
            of: Float(Self.clamped(value)).bitPattern.littleEndian, toByteOffset: offset, as: UInt32.self)
        }
      }
    }
  }

  /// `value` (clamped) scaled to `fullScale` and rounded to the nearest integer.
  private static func scaled<Integer: FixedWidthInteger>(_ value: Double, to fullScale: Integer) -> Int64 {
    Int64((clamped(value) * Double(fullScale)).rounded())
  }

  /// `value` limited to -1...1, with NaN (from a careless generator) as silence.
  private static func clamped(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, -1), 1)
  }
}

extension AudioSignal {
  /// Checks that the signal can play on an output of `outputFormat`.
  ///
  /// - Throws: `AudioError.invalidSignal` naming both formats when they differ.
  func requireFormat(_ outputFormat: AudioFormat) throws(AudioError) {
    guard format == outputFormat else {
      throw .invalidSignal(
        reason: "the signal is \(format) but the output plays \(outputFormat); make it in that format")
    }
  }
}
