import Clocks
import Foundation

/// A deterministic source of stereo samples: the same frame index always yields the same samples.
///
/// Outputs pull frames from it in order, starting at frame 0; a test regenerates exactly what was
/// played with `samples(frames:)`. A signal is endless unless it has a `frameCount`.
public struct AudioSignal: Sendable {
  /// The samples of one frame.
  public struct Frame: Equatable, Sendable {
    /// The left channel's sample.
    public var left: Int16
    /// The right channel's sample.
    public var right: Int16

    /// Creates a frame from its two samples.
    public init(left: Int16, right: Int16) {
      self.left = left
      self.right = right
    }
  }

  /// The number of frames the signal lasts, or `nil` for an endless signal.
  public let frameCount: Int?

  private let generator: @Sendable (Int) -> Frame

  private init(frameCount: Int?, generator: @escaping @Sendable (Int) -> Frame) {
    self.frameCount = frameCount
    self.generator = generator
  }

  /// An endless signal whose frames come from `generator`, called with frame indexes 0, 1, 2, ...
  ///
  /// - Parameter generator: Returns the frame at an index; it must be a pure function of the index,
  ///   as it may be called from the audio thread, and again by a test checking what was played.
  public static func custom(_ generator: @escaping @Sendable (_ frameIndex: Int) -> Frame) -> AudioSignal {
    AudioSignal(frameCount: nil, generator: generator)
  }

  /// An endless run of zero samples.
  public static let silence = AudioSignal.custom { _ in Frame(left: 0, right: 0) }

  /// An endless sine tone, the same on both channels, starting at phase zero.
  ///
  /// - Parameters:
  ///   - frequency: Hertz, above zero and below half the sample rate.
  ///   - amplitude: The peak as a fraction of full scale, in `0...1`.
  /// - Throws: `AudioError.invalidSignal` when either value is out of range.
  public static func tone(frequency: Double, amplitude: Double) throws(AudioError) -> AudioSignal {
    let nyquist = Double(AudioFormat.sampleRate) / 2
    guard frequency > 0, frequency < nyquist else {
      throw .invalidSignal(reason: "the tone's frequency \(frequency) Hz is not in (0, \(nyquist)) Hz")
    }
    guard (0...1).contains(amplitude) else {
      throw .invalidSignal(
        reason: "the tone's amplitude \(amplitude) is not in 0...1 (a fraction of full scale)")
    }
    let step = 2 * Double.pi * frequency / Double(AudioFormat.sampleRate)
    let peak = amplitude * Double(Int16.max)
    return .custom { index in
      let sample = Int16((peak * sin(step * Double(index))).rounded())
      return Frame(left: sample, right: sample)
    }
  }

  /// The first `frameCount` frames of this signal (or all of it, when it is shorter).
  ///
  /// - Throws: `AudioError.invalidSignal` when `frameCount` is negative.
  public func limited(toFrames frameCount: Int) throws(AudioError) -> AudioSignal {
    guard frameCount >= 0 else {
      throw .invalidSignal(reason: "a signal cannot last \(frameCount) frames; give a count of zero or more")
    }
    return AudioSignal(frameCount: min(frameCount, self.frameCount ?? frameCount), generator: generator)
  }

  /// The first `duration` of this signal, in whole frames.
  ///
  /// - Throws: `AudioError.invalidSignal` when `duration` is negative.
  public func limited(to duration: MediaTime) throws(AudioError) -> AudioSignal {
    try limited(toFrames: AudioFormat.frames(in: duration))
  }

  /// The interleaved samples (left, right, left, ...) of the frames in `frames` that the signal has.
  public func samples(frames: Range<Int>) -> [Int16] {
    let available = frames.clamped(to: 0..<(frameCount ?? Int.max))
    var samples = [Int16](repeating: 0, count: available.count * AudioFormat.channelCount)
    samples.withUnsafeMutableBufferPointer { render(startingAt: available.lowerBound, into: $0) }
    return samples
  }

  /// Writes consecutive frames from `firstFrame` into an interleaved buffer, filling it whole.
  func render(startingAt firstFrame: Int, into buffer: UnsafeMutableBufferPointer<Int16>) {
    for frameOffset in 0..<(buffer.count / AudioFormat.channelCount) {
      let frame = generator(firstFrame + frameOffset)
      buffer[frameOffset * 2] = frame.left
      buffer[frameOffset * 2 + 1] = frame.right
    }
  }
}
