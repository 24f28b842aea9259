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

  /// Puts the events in snapshot order: by timestamp, then track, events of the same time and track
  /// keeping the order they are in.
  ///
  /// Events already in that order (one track's, or chunks drained one after another) are left where
  /// they are after one look at each; others are sorted by index, so each event moves once.
  public mutating func orderEvents() {
    let events = self.events
    func precedes(_ first: Int, _ second: Int) -> Bool {
      (events[first].timestamp, events[first].track, first) < (
        events[second].timestamp, events[second].track, second
      )
    }
    guard events.indices.dropFirst().contains(where: { precedes($0, $0 - 1) }) else { return }
    self.events = events.indices.sorted(by: precedes).map { events[$0] }
  }

  /// The name of the track with identifier `id`, or `tid N` when the snapshot does not name it.
  public func trackName(for id: Int) -> String {
    tracks.first { $0.id == id }?.name ?? "tid \(id)"
  }
}
