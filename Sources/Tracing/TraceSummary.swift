/// Figures computed from a trace: how long each kind of slice lasted, what happened in which order,
/// how often each moment occurred, and how many events were lost.
///
/// Works the same on a fresh ``TraceRecorder/snapshot()`` and on a snapshot read back by
/// ``ChromeTraceReader``, which is what `pipsim summarize` relies on.
public struct TraceSummary: Sendable {
  /// The snapshot's events, in time order.
  public let events: [TraceEvent]
  /// Total nanoseconds spent in slices of each name: `begin`/`end` pairs matched per track,
  /// complete slices, and async slices matched by category and id. Zero-length flow anchors do not count.
  public let sliceDurations: [String: Int64]
  /// How many closed slices of each name the trace holds.
  public let sliceCounts: [String: Int]
  /// How many point events of each name the trace holds: instants and flow endpoints.
  public let instantCounts: [String: Int]
  /// The names of slices still open at the end of the trace, in the order they were opened.
  public let unclosedSlices: [String]
  /// How many events all tracks lost to full rings.
  public let lostEventCount: Int

  /// Computes the figures for `snapshot`.
  public init(_ snapshot: TraceSnapshot) {
    events = snapshot.events
    lostEventCount = snapshot.tracks.reduce(0) { $0 + $1.lostEventCount }
    var durations: [String: Int64] = [:]
    var sliceCounts: [String: Int] = [:]
    var instantCounts: [String: Int] = [:]
    var openSlices: [Int: [TraceEvent]] = [:]
    var openAsyncSlices: [AsyncSliceKey: TraceEvent] = [:]
    func close(_ name: String, openedAt start: Int64, closedAt end: Int64) {
      durations[name, default: 0] += end - start
      sliceCounts[name, default: 0] += 1
    }
    for event in snapshot.events {
      switch event.phase {
      case .begin:
        openSlices[event.track, default: []].append(event)
      case .end:
        if let opening = openSlices[event.track]?.popLast() {
          close(opening.name, openedAt: opening.timestamp, closedAt: event.timestamp)
        }
      case .complete(let duration):
        close(event.name, openedAt: event.timestamp, closedAt: event.timestamp + duration)
      case .asyncBegin(let id):
        openAsyncSlices[AsyncSliceKey(category: event.category, id: id)] = event
      case .asyncEnd(let id):
        if let opening = openAsyncSlices.removeValue(forKey: AsyncSliceKey(category: event.category, id: id))
        {
          close(opening.name, openedAt: opening.timestamp, closedAt: event.timestamp)
        }
      case .instant, .flowStart, .flowEnd:
        instantCounts[event.name, default: 0] += 1
      case .counter:
        break
      }
    }
    let stillOpen = openSlices.values.joined().map { $0 } + Array(openAsyncSlices.values)
    unclosedSlices = stillOpen.sorted { ($0.timestamp, $0.track) < ($1.timestamp, $1.track) }.map(\.name)
    sliceDurations = durations
    self.sliceCounts = sliceCounts
    self.instantCounts = instantCounts
  }

  /// The point events (instants and flow endpoints) of `category`, in time order, such as the delegate
  /// callbacks in the order they were delivered.
  public func instants(inCategory category: TraceCategory) -> [TraceEvent] {
    events.filter { $0.phase.marksAMoment && $0.category == category }
  }

  /// How many point events named `name` carry each value of argument `key`, such as frames dropped by
  /// reason; events without the argument are counted under the empty string.
  public func instantCounts(named name: String, byArgument key: String) -> [String: Int] {
    var counts: [String: Int] = [:]
    for event in events where event.phase.marksAMoment && event.name == name {
      counts[event.arguments[key]?.description ?? "", default: 0] += 1
    }
    return counts
  }

  /// The samples of series `series` of counter `name`, in time order.
  public func counterValues(named name: String, series: String) -> [Double] {
    events.compactMap { event in
      guard event.phase == .counter, event.name == name else { return nil }
      return event.arguments[series]?.numericValue
    }
  }

  /// Identifies an open async slice: Chrome matches `b` and `e` by category and id.
  private struct AsyncSliceKey: Hashable {
    let category: TraceCategory
    let id: UInt64
  }
}
