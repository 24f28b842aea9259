import CoreMediaTime
import Foundation
import Locking
import Runtime
import SampleBuffers

/// What a player item hands its frames to besides the screen (AVFoundation's `AVPlayerItemOutput`);
/// attach one with ``PlayerItem/add(_:)``.
///
/// Not isolated to an actor, as on iOS: an app polls its outputs from a display link or a render
/// thread. The item (on the main actor) hands its state over as it changes, under a lock; the
/// output's queries read only that.
open class PlayerItemOutput: NSObject, @unchecked Sendable {
  // @unchecked: every mutable field is in `state`, a LockedValue (a lock ThreadSanitizer sees).

  /// What the output knows of its item, as the item last handed it over.
  struct ItemState {
    /// The item the output is attached to.
    weak var item: PlayerItem?
    /// The item's timeline (thread-safe), while attached.
    var timebase: CMTimebase?
    /// The stream, while attached and the item is ready.
    var stream: SyntheticStream?
    /// Whether the item's buffer is empty (stalled).
    var isStalled = false
    var suppressesPlayerRendering = false
  }

  let state = LockedValue(ItemState())

  /// Whether the item's player stops drawing into its layers while this output is attached.
  ///
  /// - Note: Stored only; not simulated.
  public var suppressesPlayerRendering: Bool {
    get { state.withLock { $0.suppressesPlayerRendering } }
    set { state.withLock { $0.suppressesPlayerRendering = newValue } }
  }

  /// The item time shown at `hostTimeInSeconds` (`CACurrentMediaTime()` seconds, such as a display
  /// link's `targetTimestamp`): the item's current time moved on at its timebase's rate;
  /// `.invalid` while not attached or for a time that is not finite.
  public func itemTime(forHostTime hostTimeInSeconds: TimeInterval) -> CMTime {
    guard let timebase = state.withLock({ $0.timebase }), hostTimeInSeconds.isFinite else { return .invalid }
    let ahead = hostTimeInSeconds - CACurrentMediaTime()
    return CMTimeAdd(timebase.time, CMTime(seconds: ahead * timebase.rate, preferredTimescale: 1_000_000_000))
  }

  /// The item attached the output, or changed while attached (`nil`: detached); called on the main
  /// actor.
  @MainActor
  func itemDidChange(_ item: PlayerItem?) {
    state.withLock { state in
      state.item = item
      state.timebase = item?.timebase
      state.stream = item?.readyStream
      state.isStalled = item?.isStalled ?? false
    }
  }
}

/// Frames of a playing item as pixel buffers, for an app that draws the video itself (AVFoundation's
/// `AVPlayerItemVideoOutput`), typically polled from a `CADisplayLink`:
/// `hasNewPixelBuffer(forItemTime:)`, then `copyPixelBuffer(forItemTime:itemTimeForDisplay:)`.
///
/// The buffers are the generated stream's frames (its test pattern, the frame index in the first
/// luma bytes, as ``PixelBuffers/PixelBuffer/paintedFrameIndex()`` reads it), made in the format and
/// size the pixel-buffer attributes ask for (`kCVPixelBufferPixelFormatTypeKey`, width, height;
/// NV12 at the stream's size by default) from a pool of the output's own. A frame counts as new
/// when it differs from the one last copied. While the item is not ready, or stalled, there is no
/// new frame.
public final class PlayerItemVideoOutput: PlayerItemOutput, @unchecked Sendable {
  // @unchecked: the pool and the last frame are in `frames`, a LockedValue.

  /// The attributes the output was made with.
  public let pixelBufferAttributes: [String: any Sendable]?

  private struct Frames {
    var pool: CVPixelBufferPool?
    var poolFailed = false
    var lastCopied: Int?
  }

  private let frames = LockedValue(Frames())

  /// An output whose buffers have `pixelBufferAttributes` (nil: NV12 at the stream's size).
  public init(pixelBufferAttributes: [String: any Sendable]?) {
    self.pixelBufferAttributes = pixelBufferAttributes
    super.init()
  }

  /// An output whose buffers have the pixel-buffer attributes in `outputSettings` (PiPSim reads the
  /// same keys).
  public convenience init(outputSettings: [String: any Sendable]?) {
    self.init(pixelBufferAttributes: outputSettings)
  }

  /// Whether the frame at `itemTime` differs from the one last copied.
  public func hasNewPixelBuffer(forItemTime itemTime: CMTime) -> Bool {
    guard let frame = frameIndex(at: itemTime) else { return false }
    return frames.withLock { frame != $0.lastCopied && $0.pool != nil }
  }

  /// The frame shown at `itemTime` as a new pixel buffer, with the frame's own presentation time in
  /// `itemTimeForDisplay`; nil while not attached, not ready or stalled, for a time that is not a
  /// number, or when the attributes name a format or size no buffer can have (recorded as
  /// `player.requestRefused` when the item became ready).
  public func copyPixelBuffer(
    forItemTime itemTime: CMTime, itemTimeForDisplay: UnsafeMutablePointer<CMTime>?
  ) -> CVPixelBuffer? {
    guard let frame = frameIndex(at: itemTime), let stream = state.withLock({ $0.stream }) else { return nil }
    let buffer = frames.withLock { frames -> CVPixelBuffer? in
      guard let pool = frames.pool, let buffer = try? pool.makePixelBuffer() else { return nil }
      frames.lastCopied = frame
      return buffer
    }
    guard let buffer else { return nil }
    buffer.frame.paintTestPattern(frameIndex: Int64(frame))
    itemTimeForDisplay?.pointee = stream.presentationTime(ofFrame: frame)
    return buffer
  }

  /// Asks the delegate to be told before new frames arrive after a pause in them.
  ///
  /// - Note: Not simulated; polling with ``hasNewPixelBuffer(forItemTime:)`` works.
  public func requestNotificationOfMediaDataChange(withAdvanceInterval interval: TimeInterval) {}

  @MainActor
  override func itemDidChange(_ item: PlayerItem?) {
    super.itemDidChange(item)
    guard let item else {
      frames.withLock { $0.lastCopied = nil }
      return
    }
    guard let stream = item.readyStream, frames.withLock({ $0.pool == nil && !$0.poolFailed }) else { return }
    var attributes = pixelBufferAttributes ?? [:]
    attributes[kCVPixelBufferWidthKey] = attributes[kCVPixelBufferWidthKey] ?? stream.width
    attributes[kCVPixelBufferHeightKey] = attributes[kCVPixelBufferHeightKey] ?? stream.height
    attributes[kCVPixelBufferPixelFormatTypeKey] =
      attributes[kCVPixelBufferPixelFormatTypeKey] ?? kCVPixelFormatType_420YpCbCr8BiPlanarFullRange
    var made: CVPixelBufferPool?
    let status = CVPixelBufferPoolCreate(nil, nil, attributes as CFDictionary, &made)
    frames.withLock { frames in
      frames.pool = made
      frames.poolFailed = made == nil
    }
    guard made == nil else { return }
    item.simulation.diagnostics.record(
      .playerRequestRefused, severity: .warning, subject: "AVPlayerItemVideoOutput",
      message: "its pixel-buffer attributes make no buffer (CVReturn \(status)); copyPixelBuffer returns nil")
  }

  private func frameIndex(at itemTime: CMTime) -> Int? {
    let (stream, isStalled) = state.withLock { ($0.stream, $0.isStalled) }
    guard let stream, !isStalled, itemTime.isNumeric else { return nil }
    return stream.frameIndex(at: itemTime)
  }
}

extension PlayerItem {
  /// Attaches `output`, which then hands out this item's frames (`add(_:)`); an output attached to
  /// another item moves here.
  public func add(_ output: PlayerItemOutput) {
    guard !outputs.contains(where: { $0 === output }) else { return }
    output.state.withLock { $0.item }?.remove(output)
    outputs.append(output)
    output.itemDidChange(self)
  }

  /// Detaches `output` (`remove(_:)`); an output not attached here is ignored.
  public func remove(_ output: PlayerItemOutput) {
    guard outputs.contains(where: { $0 === output }) else { return }
    outputs.removeAll { $0 === output }
    output.itemDidChange(nil)
  }

  /// Hands the item's state to its outputs; called when its status or buffer changes.
  func refreshOutputs() {
    for output in outputs { output.itemDidChange(self) }
  }
}
