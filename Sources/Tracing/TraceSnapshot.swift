/// A complete trace: the process name, the tracks, and every event in time order.
///
/// Made by ``TraceRecorder/snapshot()`` or ``ChromeTraceReader/decode(_:)``, and consumed by the writers
/// and ``TraceSummary``.
public struct TraceSnapshot: Sendable, Hashable {
  /// The name of the instant that reports how many events a track lost (category ``TraceCategory/trace``).
  public static let lostEventsName = "events lost"
  /// The argument of the ``lostEventsName`` instant that holds the count.
  public static let lostEventsCountKey = "count"

  /// The process name written into traces.
  public var processName: String
  /// The tracks, in identifier order.
  public var tracks: [TraceTrackInfo]
  /// The events, ordered by timestamp, then track, then recording order.
  public var events: [TraceEvent]

  /// Creates a snapshot from its parts; `events` should already be in time order.
  public init(processName: String, tracks: [TraceTrackInfo], events: [TraceEvent]) {
    self.processName = processName
    self.tracks = tracks
    self.events = events
  }

  /// The name of the track with identifier `id`, or `tid N` when the snapshot does not name it.
  public func trackName(for id: Int) -> String {
    tracks.first { $0.id == id }?.name ?? "tid \(id)"
  }
}
