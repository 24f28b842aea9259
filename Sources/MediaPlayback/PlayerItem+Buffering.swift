import CoreMediaTime
import Foundation

extension PlayerItem {
  /// How far past the playhead a live stream is loaded when ``preferredForwardBufferDuration`` is 0.
  nonisolated static let defaultForwardBufferSeconds = 10.0

  /// The time ranges whose media is loaded, as `NSValue`s (read them with `timeRangeValue`).
  /// Observable: it changes when the item becomes ready, fails, stalls or refills.
  ///
  /// None until the item is ready; then a finite stream's whole timeline, and a live stream's from
  /// its start to ``preferredForwardBufferDuration`` (10 s when 0) past the playhead; during a stall,
  /// from the start to the playhead only (nothing is ahead of it).
  public var loadedTimeRanges: [NSValue] {
    guard let stream = readyStream else { return [] }
    let end = isStalled ? currentTime() : loadedEnd(of: stream)
    return end > .zero ? [TimeRangeValue(CMTimeRange(start: .zero, end: end))] : []
  }

  /// The time ranges a seek can reach, as `NSValue`s: none until the item is ready, then a finite
  /// stream's whole timeline, and a live stream's loaded range. Observable as ``loadedTimeRanges``.
  public var seekableTimeRanges: [NSValue] {
    guard let stream = readyStream else { return [] }
    return [TimeRangeValue(CMTimeRange(start: .zero, end: loadedEnd(of: stream)))]
  }

  /// Whether rates above 1 play: true once the item is ready (generated frames keep up at any rate).
  public var canPlayFastForward: Bool { status == .readyToPlay }

  /// Whether rates between 0 and 1 play: true once the item is ready.
  public var canPlaySlowForward: Bool { status == .readyToPlay }

  /// Whether a rate of -1 plays: always false, since generated streams play forwards only.
  public var canPlayReverse: Bool { false }

  /// Whether rates between -1 and 0 play: always false (see ``canPlayReverse``).
  public var canPlaySlowReverse: Bool { false }

  /// Whether rates below -1 play: always false (see ``canPlayReverse``).
  public var canPlayFastReverse: Bool { false }

  /// The end of the loaded media when nothing stalls.
  private func loadedEnd(of stream: SyntheticStream) -> CMTime {
    guard stream.isLive else { return stream.duration }
    let preferred = preferredForwardBufferDuration
    let ahead = preferred > 0 && preferred.isFinite ? preferred : Self.defaultForwardBufferSeconds
    return currentTime() + CMTime(seconds: ahead, preferredTimescale: 600)
  }
}
