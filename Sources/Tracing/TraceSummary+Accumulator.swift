extension TraceSummary {
  /// The slice and moment figures of a trace that arrives in chunks (``TraceRecorder/drain(before:)``), kept
  /// without the events themselves: how a streamed run is summarised in bounded memory.
  ///
  /// Slices pair up across chunks: a `begin` in one chunk and its `end` in a later one make one slice.
  /// Fed a whole snapshot, it holds exactly the figures ``TraceSummary/init(_:)`` computes.
  public struct Accumulator: Sendable {
    /// Total nanoseconds spent in closed slices of each name (see ``TraceSummary/sliceDurations``).
    public private(set) var sliceDurations: [String: Int64] = [:]
    /// How many closed slices of each name there were.
    public private(set) var sliceCounts: [String: Int] = [:]
    /// How many point events of each name there were.
    public private(set) var instantCounts: [String: Int] = [:]
    /// When the first slice of each name began.
    public private(set) var sliceFirstStarts: [String: Int64] = [:]
    /// How many events all tracks lost to full rings.
    public private(set) var lostEventCount = 0
    private var openSlices: [Int: [TraceEvent]] = [:]
    private var openAsyncSlices: [AsyncSliceKey: TraceEvent] = [:]

    /// An accumulator that has seen nothing.
    public init() {}

    /// The names of the slices open now, in the order they were opened.
    public var unclosedSlices: [String] {
      let stillOpen = openSlices.values.joined().map { $0 } + Array(openAsyncSlices.values)
      return stillOpen.sorted { ($0.timestamp, $0.track) < ($1.timestamp, $1.track) }.map(\.name)
    }

    /// Adds a chunk's events and its tracks' lost-event counts.
    public mutating func add(_ chunk: TraceSnapshot) {
      lostEventCount += chunk.tracks.reduce(0) { $0 + $1.lostEventCount }
      // Each event read where it lies: `for event in chunk.events` copied every one (its strings and
      // arguments retained and released), measured with callgrind.
      for index in chunk.events.indices { add(chunk.events[index]) }
    }

    private mutating func add(_ event: borrowing TraceEvent) {
      switch event.phase {
      case .begin:
        openSlices[event.track, default: []].append(copy event)
      case .end:
        if let opening = openSlices[event.track]?.popLast() {
          close(opening.name, openedAt: opening.timestamp, closedAt: event.timestamp)
        }
      case .complete(let duration):
        close(event.name, openedAt: event.timestamp, closedAt: event.timestamp + duration)
      case .asyncBegin(let id):
        openAsyncSlices[AsyncSliceKey(category: event.category, id: id)] = copy event
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

    private mutating func close(_ name: String, openedAt start: Int64, closedAt end: Int64) {
      sliceDurations[name, default: 0] += end - start
      sliceCounts[name, default: 0] += 1
      sliceFirstStarts[name] = min(sliceFirstStarts[name] ?? start, start)
    }
  }

  /// Identifies an open async slice: Chrome matches `b` and `e` by category and id.
  private struct AsyncSliceKey: Hashable {
    let category: TraceCategory
    let id: UInt64
  }
}
