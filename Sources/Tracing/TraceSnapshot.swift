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

  /// Calls `body` with each event in order, read where it lies, for a reader that needs a few of
  /// its fields: an event passed on, borrowed or not, inlined or not, was copied whole (its strings
  /// and arguments retained and released, 240 bytes moved), measured with callgrind. The pointer is
  /// valid during the call only.
  package func forEachEventInPlace(_ body: (UnsafePointer<TraceEvent>) -> Void) {
    events.withUnsafeBufferPointer { events in
      guard let first = events.baseAddress else { return }
      for index in events.indices { body(first + index) }
    }
  }

  /// Puts the events in snapshot order: by timestamp, then track, events of the same time and track
  /// keeping the order they are in.
  ///
  /// Events already in that order (one track's, or chunks drained one after another) are left where
  /// they are after one look at each. Others are sorted by index, then put in place by following the
  /// cycles of that permutation with swaps, which move events without copying them: a new array made
  /// of the sorted indices copied every event and released the old ones (a fifth of a drain's
  /// instructions in a scenario run, measured with callgrind).
  public mutating func orderEvents() {
    let order: [Int] = events.withUnsafeBufferPointer { events in
      func precedes(_ first: Int, _ second: Int) -> Bool {
        (events[first].timestamp, events[first].track, first) < (
          events[second].timestamp, events[second].track, second
        )
      }
      guard events.indices.dropFirst().contains(where: { precedes($0, $0 - 1) }) else { return [] }
      return events.indices.sorted(by: precedes)
    }
    guard !order.isEmpty else { return }
    var placed = [Bool](repeating: false, count: order.count)
    events.withUnsafeMutableBufferPointer { events in
      // Place `position` takes the event at `order[position]`; each cycle ends where its first event,
      // carried along by the swaps, is the one its last place takes.
      for start in order.indices where !placed[start] {
        var position = start
        while order[position] != start {
          placed[position] = true
          events.swapAt(position, order[position])
          position = order[position]
        }
        placed[position] = true
      }
    }
  }

  /// The name of the track with identifier `id`, or `tid N` when the snapshot does not name it.
  public func trackName(for id: Int) -> String {
    tracks.first { $0.id == id }?.name ?? "tid \(id)"
  }
}
