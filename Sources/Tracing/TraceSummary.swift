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

  /// When the first slice of each name began, in nanoseconds: the order phases happened in.
  public let sliceFirstStarts: [String: Int64]

  /// Computes the figures for `snapshot`.
  public init(_ snapshot: TraceSnapshot) {
    var accumulator = Accumulator()
    accumulator.add(snapshot)
    events = snapshot.events
    sliceDurations = accumulator.sliceDurations
    sliceCounts = accumulator.sliceCounts
    instantCounts = accumulator.instantCounts
    unclosedSlices = accumulator.unclosedSlices
    lostEventCount = accumulator.lostEventCount
    sliceFirstStarts = accumulator.sliceFirstStarts
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
}
