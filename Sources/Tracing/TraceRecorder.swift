import Locking

/// The one recorder every module reports to: it hands out tracks and merges their events into snapshots.
///
/// Threading contract: each thread that records asks for its own ``TraceTrack`` once (registration takes
/// a lock) and is that track's only writer; tracks never share storage, so the frame producer and the
/// renderer never contend, and recording takes no lock. ``snapshot()`` may run on any thread at any
/// time without blocking the writers; it sees every event recorded before it started, except events a
/// writer overwrote while the snapshot read them, which it counts as lost.
///
/// Cost: a disabled recorder (``disabled``, or `isEnabled: false`) hands out tracks whose recording
/// methods are a single branch. An enabled recorder stores each event as a compact record in its
/// track's fixed-capacity ring: with a pre-interned ``TraceName`` and ``TraceField`` arguments that is
/// a few plain stores, with no lock and no allocation (see ``TraceTrack`` for the slower string path).
/// When a ring is full the oldest events are overwritten and counted, and the count appears in every
/// snapshot as an ``TraceSnapshot/lostEventsName`` instant, so nothing goes missing silently.
///
/// Timestamps are nanoseconds from the clock given at creation (a virtual clock for repeatable runs, the
/// host clock for real ones), or passed explicitly by the caller.
public final class TraceRecorder: Sendable {
  /// Whether tracks from this recorder store events.
  public let isEnabled: Bool
  /// The process name written into traces.
  public let processName: String
  /// How many events each track keeps unless ``track(named:capacity:)`` says otherwise.
  public let eventsPerTrack: Int
  private let clock: @Sendable () -> Int64
  private let registry = LockedValue(Registry())
  private let drainCursors = LockedValue<[Int: DrainCursor]>([:])
  private let flowScopeCount = LockedValue<UInt64>(0)

  /// Creates a recorder.
  ///
  /// - Parameters:
  ///   - isEnabled: Whether to store events; when false, recording costs one branch per event.
  ///   - processName: The process name written into traces.
  ///   - eventsPerTrack: The default ring capacity of each track; values below 1 count as 1, values
  ///     above ``maximumEventsPerTrack`` as that.
  ///   - clock: Returns the current time in nanoseconds, for events recorded without a timestamp.
  public init(
    isEnabled: Bool = true, processName: String = "PiPSim", eventsPerTrack: Int = defaultEventsPerTrack,
    clock: @escaping @Sendable () -> Int64
  ) {
    self.isEnabled = isEnabled
    self.processName = processName
    self.eventsPerTrack = min(max(1, eventsPerTrack), Self.maximumEventsPerTrack)
    self.clock = clock
  }

  /// How many events a track keeps unless the recorder or the track says otherwise: 65,536 (4.5 MiB).
  public static let defaultEventsPerTrack = 65_536

  /// The most events one track's ring keeps: 2^20, 72 MiB of records reserved and zeroed when the track
  /// is made (sixteen times the default). Larger capacities are clamped to it rather than overflowing
  /// the ring's size or exhausting memory.
  public static let maximumEventsPerTrack = 1 << 20

  /// A recorder that stores nothing, for code that runs untraced.
  public static let disabled = TraceRecorder(isEnabled: false, clock: { 0 })

  /// The recorder clock's current time in nanoseconds.
  public func now() -> Int64 { clock() }

  /// A namespace of flow ids no other call gives: one per source of flows that numbers its own ids
  /// (see ``TraceFlowScope``), so every flow id of the trace is unique. The first call's scope leaves
  /// ids unchanged.
  public func makeFlowScope() -> TraceFlowScope {
    flowScopeCount.withLock { count in
      defer { count += 1 }
      return TraceFlowScope(number: count)
    }
  }

  /// Registers a new track and returns it; call once per thread and keep the handle.
  ///
  /// Each call creates a distinct track, even for a name already in use. The recorder keeps the track
  /// while anyone else holds it; once nobody does (its writer is gone) and a ``drain(before:)`` has
  /// taken all its events, the recorder lets it go with its ring, so a long run that makes and
  /// releases tracks (a pipeline per stretch of frames) drains in memory bounded by the tracks alive
  /// at once. ``snapshot()`` alone never lets a track go: its events stay for the next snapshot.
  /// - Parameters:
  ///   - name: The track's name (the thread name in Perfetto).
  ///   - capacity: How many events the track's ring keeps; nil uses ``eventsPerTrack``; at least 1, at
  ///     most ``maximumEventsPerTrack``.
  public func track(named name: String, capacity: Int? = nil) -> TraceTrack {
    registry.withLock { registry in
      registry.registeredCount += 1
      let track = TraceTrack(
        id: registry.registeredCount, name: name, isEnabled: isEnabled,
        capacity: capacity ?? eventsPerTrack, clock: clock)
      registry.tracks.append(track)
      return track
    }
  }

  /// All tracks' retained events merged into one list ordered by time, then track, then recording order.
  ///
  /// A track whose ring overwrote events gets a ``TraceSnapshot/lostEventsName`` instant just before its
  /// oldest retained event, carrying the count. If the overwritten events included the `begin` of a slice
  /// whose `end` survived, that `end` is dropped and counted as lost too, so slices in the dump still nest.
  /// A snapshot neither sees nor moves where ``drain(before:)`` left off, but a track a drain let go
  /// (see ``track(named:capacity:)``) is in no later snapshot.
  public func snapshot() -> TraceSnapshot {
    var cursors: [Int: DrainCursor] = [:]
    return collect(from: &cursors)
  }

  /// The events recorded since the previous drain (or since the start), merged and ordered as
  /// ``snapshot()`` orders them: the way to write a trace as a run goes, in bounded memory.
  ///
  /// Drained often enough that no ring fills between two drains, the chunks together hold every event
  /// of the run exactly once. Events a ring overwrote before a drain read them are counted in that
  /// chunk's ``TraceTrackInfo/lostEventCount`` and marked as in a snapshot; an `end` whose `begin` was
  /// lost is dropped and counted, while an `end` whose `begin` an earlier chunk held is kept. The
  /// chunk's tracks are every track the recorder still keeps, events or not: a track nobody else holds
  /// any more is in the chunk that takes its last events and in none after. Call from one thread at a time
  /// (the drains share their positions); recording threads are never blocked.
  ///
  /// - Parameter limit: When given, each track's events from its first one stamped at or after
  ///   `limit` (nanoseconds) on stay for a later drain. Draining up to the current instant keeps the
  ///   instant's events together: events that share a timestamp are ordered by track, and a drain in
  ///   the middle of an instant would put the later ones after every track's earlier ones.
  public func drain(before limit: Int64? = nil) -> TraceSnapshot {
    drainCursors.withLock { cursors in
      let chunk = collect(from: &cursors, before: limit)
      releaseFinishedTracks(cursors: &cursors)
      return chunk
    }
  }

  /// Lets go of every track that nobody but the recorder holds (so nobody can record on it again) and
  /// whose events have all been drained, with its cursor.
  private func releaseFinishedTracks(cursors: inout [Int: DrainCursor]) {
    registry.withLock { registry in
      var index = registry.tracks.startIndex
      while index < registry.tracks.endIndex {
        let id = registry.tracks[index].id
        let drained = cursors[id]?.nextSequence ?? 0
        // The array's reference is the only one when no writer and no snapshot in progress holds the
        // track; a snapshot holding it just keeps it until the next drain.
        if isKnownUniquelyReferenced(&registry.tracks[index]), registry.tracks[index].recordedCount == drained
        {
          registry.tracks.remove(at: index)
          cursors[id] = nil
        } else {
          index += 1
        }
      }
    }
  }

  /// How full the fullest track's ring is with events no ``drain(before:)`` has taken yet: 0 when every event
  /// was drained, 1 when the next event overwrites one that was not (above 1: some were lost). A
  /// caller that drains when this passes a fraction such as 0.5 loses nothing to a burst.
  public func undrainedLoad() -> Double {
    let registered = registry.withLock { $0.tracks.map { $0 } }
    return drainCursors.withLock { cursors in
      registered.map { track in
        Double(track.recordedCount - (cursors[track.id]?.nextSequence ?? 0)) / Double(track.capacity)
      }.max() ?? 0
    }
  }

  /// The tracks the recorder keeps, and how many it ever registered (the last id given).
  private struct Registry {
    var tracks: [TraceTrack] = []
    var registeredCount = 0
  }

  /// Where draining left off on one track.
  private struct DrainCursor {
    /// The sequence number of the first event not yet drained.
    var nextSequence = 0
    /// The `begin` events drained whose `end` has not been.
    var openSlices = 0
    /// Whether the track lost events before, so an `end` without a drained `begin` lost its `begin`.
    var hasLostEvents = false
    /// How many events a record made in the last drain that took any (the record and its counter
    /// samples): what the next drain reserves room for.
    var eventsPerRecord = 1.0
  }

  /// The events of every track from its cursor on, moving the cursors past them.
  private func collect(from cursors: inout [Int: DrainCursor], before limit: Int64? = nil) -> TraceSnapshot {
    // Copied into storage of its own (see TraceInternedStrings.detachedCopy()).
    let registered = registry.withLock { $0.tracks.map { $0 } }
    let retained = registered.map { track in
      var held = track.retained(from: cursors[track.id]?.nextSequence ?? 0)
      if let limit { held.keepPrefix(before: limit) }
      return held
    }
    let strings = TraceInternTable.shared.contents()
    var ordered = TraceSnapshot(processName: processName, tracks: [], events: [])
    // As many events as each track's last drain made per record (its counter samples included): an
    // array that outgrew its reserve was copied and moved to fresh memory twice a drain, 3 % of a
    // scenario run's CPU time with the page faults (measured with perf).
    ordered.events.reserveCapacity(
      zip(registered, retained).reduce(0) { total, pair in
        let perRecord = cursors[pair.0.id]?.eventsPerRecord ?? 1
        return total + Int((Double(pair.1.records.count) * perRecord).rounded(.up))
      })
    for (track, held) in zip(registered, retained) {
      var cursor = cursors[track.id] ?? DrainCursor()
      // Each track's events go straight into the snapshot: made in an array of their own and then
      // appended, every event was copied and the copy released (5 % of a scenario run's CPU time
      // without trace files, measured with perf).
      let first = ordered.events.count
      held.appendEvents(onTrack: track.id, strings: strings, to: &ordered.events)
      if !held.records.isEmpty {
        cursor.eventsPerRecord = Double(ordered.events.count - first) / Double(held.records.count)
      }
      var lostCount = held.firstSequence - cursor.nextSequence
      cursor.hasLostEvents = cursor.hasLostEvents || lostCount > 0
      lostCount += Self.matchSlices(
        in: &ordered.events, from: first, openSlices: &cursor.openSlices,
        droppingOrphanEnds: cursor.hasLostEvents)
      if lostCount > 0, first < ordered.events.count {
        ordered.events.insert(
          Self.lostEventsMarker(count: lostCount, before: ordered.events[first]), at: first)
      }
      ordered.tracks.append(TraceTrackInfo(id: track.id, name: track.name, lostEventCount: lostCount))
      cursor.nextSequence = held.firstSequence + held.records.count
      cursors[track.id] = cursor
    }
    // Each track's events follow its lost-events marker in recording order, so keeping the order of
    // events of one time and track keeps the recording order.
    ordered.orderEvents()
    return ordered
  }

  /// Follows slice nesting through one track's events, `events[first...]`, starting `openSlices`
  /// deep; when `droppingOrphanEnds`, removes the `end` events that close no `begin` and returns how
  /// many.
  private static func matchSlices(
    in events: inout [TraceEvent], from first: Int, openSlices: inout Int, droppingOrphanEnds: Bool
  ) -> Int {
    var depth = openSlices
    var orphanEnds: [Int] = []
    for index in first..<events.count {
      switch events[index].phase {
      case .begin:
        depth += 1
      case .end where depth == 0:
        if droppingOrphanEnds { orphanEnds.append(index) }
      case .end:
        depth -= 1
      default:
        break
      }
    }
    openSlices = depth
    if !orphanEnds.isEmpty {
      let orphans = Set(orphanEnds)
      let kept = (first..<events.count).filter { !orphans.contains($0) }.map { events[$0] }
      events.replaceSubrange(first..., with: kept)
    }
    return orphanEnds.count
  }

  private static func lostEventsMarker(count: Int, before event: TraceEvent) -> TraceEvent {
    TraceEvent(
      timestamp: event.timestamp, track: event.track, phase: .instant, category: .trace,
      name: TraceSnapshot.lostEventsName, arguments: [TraceSnapshot.lostEventsCountKey: .int(Int64(count))])
  }
}
