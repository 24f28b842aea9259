extension TraceSummary {
  /// The slice and moment figures of a trace that arrives in chunks (``TraceRecorder/drain(before:)``), kept
  /// without the events themselves: how a streamed run is summarised in bounded memory.
  ///
  /// Slices pair up across chunks: a `begin` in one chunk and its `end` in a later one make one slice.
  /// Fed a whole snapshot, it holds exactly the figures ``TraceSummary/init(_:)`` computes.
  public struct Accumulator: Sendable {
    /// Total nanoseconds spent in closed slices of each name (see ``TraceSummary/sliceDurations``).
    public var sliceDurations: [String: Int64] { closedSlices.mapValues(\.nanoseconds) }
    /// How many closed slices of each name there were.
    public var sliceCounts: [String: Int] { closedSlices.mapValues(\.count) }
    /// How many point events of each name there were.
    public private(set) var instantCounts: [String: Int] = [:]
    /// When the first slice of each name began.
    public var sliceFirstStarts: [String: Int64] { closedSlices.mapValues(\.firstStart) }
    /// How many events all tracks lost to full rings.
    public private(set) var lostEventCount = 0
    /// Each name's closed slices, in one table: a table for each figure hashed the name three or four
    /// times a slice (measured with callgrind).
    private var closedSlices: [String: ClosedSlices] = [:]
    /// The slices open on each track, innermost last.
    private var openSlices: [Int: [OpenSlice]] = [:]
    private var openAsyncSlices: [AsyncSliceKey: OpenSlice] = [:]

    /// What the summary keeps of one name's closed slices.
    private struct ClosedSlices {
      var nanoseconds: Int64 = 0
      var count = 0
      var firstStart: Int64

      /// Counts a slice from `start` to `end`.
      mutating func add(from start: Int64, to end: Int64) {
        nanoseconds += end - start
        count += 1
        firstStart = min(firstStart, start)
      }
    }

    /// What the summary keeps of an open slice: the whole event was copied for it before.
    private struct OpenSlice {
      let name: String
      let timestamp: Int64
      let track: Int

      /// What the event at `event`, a slice's opening, says of it.
      init(_ event: UnsafePointer<TraceEvent>) {
        name = event.pointee.name
        timestamp = event.pointee.timestamp
        track = event.pointee.track
      }
    }

    /// An accumulator that has seen nothing.
    public init() {}

    /// The names of the slices open now, in the order they were opened.
    public var unclosedSlices: [String] {
      let stillOpen = Array(openSlices.values.joined()) + Array(openAsyncSlices.values)
      return stillOpen.sorted { ($0.timestamp, $0.track) < ($1.timestamp, $1.track) }.map(\.name)
    }

    /// Adds a chunk's events and its tracks' lost-event counts.
    public mutating func add(_ chunk: TraceSnapshot) {
      lostEventCount += chunk.tracks.reduce(0) { $0 + $1.lostEventCount }
      chunk.forEachEventInPlace { add($0) }
    }

    /// Adds the event at `event`, valid for the call.
    private mutating func add(_ event: UnsafePointer<TraceEvent>) {
      let timestamp = event.pointee.timestamp
      switch event.pointee.phase {
      case .begin:
        openSlices[event.pointee.track, default: []].append(OpenSlice(event))
      case .end:
        if let opening = openSlices[event.pointee.track]?.popLast() {
          close(opening.name, openedAt: opening.timestamp, closedAt: timestamp)
        }
      case .complete(let duration):
        close(event.pointee.name, openedAt: timestamp, closedAt: timestamp + duration)
      case .asyncBegin(let id):
        openAsyncSlices[AsyncSliceKey(category: event.pointee.category, id: id)] = OpenSlice(event)
      case .asyncEnd(let id):
        let key = AsyncSliceKey(category: event.pointee.category, id: id)
        if let opening = openAsyncSlices.removeValue(forKey: key) {
          close(opening.name, openedAt: opening.timestamp, closedAt: timestamp)
        }
      case .instant, .flowStart, .flowEnd:
        instantCounts[event.pointee.name, default: 0] += 1
      case .counter:
        break
      }
    }

    private mutating func close(_ name: String, openedAt start: Int64, closedAt end: Int64) {
      closedSlices[name, default: ClosedSlices(firstStart: start)].add(from: start, to: end)
    }
  }

  /// Identifies an open async slice: Chrome matches `b` and `e` by category and id.
  private struct AsyncSliceKey: Hashable {
    let category: TraceCategory
    let id: UInt64
  }
}
