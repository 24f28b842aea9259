import Synchronization

/// A named timeline that one thread records events into, with its own bounded event ring.
///
/// Get one from ``TraceRecorder/track(named:capacity:)`` and keep it on the thread (or actor) that
/// produces its events: the producer thread, the renderer thread and the main run loop each get their
/// own, so they never contend with each other. Each track's ring has its own lock, taken once per event
/// and otherwise only by ``TraceRecorder/snapshot()``; a track is therefore safe to share, but events from
/// several threads on one track interleave in lock order and their slices may stop nesting.
///
/// Every recording method first checks ``isEnabled`` and returns at once when it is false, before the
/// clock is read or the arguments (an autoclosure) are built.
public final class TraceTrack: Sendable {
  /// The track's identifier, unique within its recorder and stable for its life (the `tid` in JSON).
  public let id: Int
  /// The track's name, shown as the thread name in Perfetto.
  public let name: String
  /// Whether the track stores events; false for tracks of a disabled recorder.
  public let isEnabled: Bool
  private let clock: @Sendable () -> Int64
  private let ring: Mutex<TraceRing>

  init(id: Int, name: String, isEnabled: Bool, capacity: Int, clock: @escaping @Sendable () -> Int64) {
    self.id = id
    self.name = name
    self.isEnabled = isEnabled
    self.clock = clock
    ring = Mutex(TraceRing(capacity: isEnabled ? capacity : 1))
  }

  /// Records one event on this track, if the track is enabled.
  ///
  /// - Parameters:
  ///   - name: The event's name; a string literal costs no allocation.
  ///   - category: The subsystem the event belongs to.
  ///   - phase: What the event marks.
  ///   - timestamp: When it happened in nanoseconds; nil reads the recorder's clock.
  ///   - arguments: The event's arguments, built only when the track is enabled.
  @inlinable @inline(__always)
  public func record(
    _ name: String, category: TraceCategory, phase: TracePhase, at timestamp: Int64? = nil,
    _ arguments: @autoclosure () -> TraceArguments = TraceArguments()
  ) {
    guard isEnabled else { return }
    store(name, category, phase, timestamp, arguments())
  }

  /// Builds the event and moves it into the ring; kept out of line so callers inline only the branch.
  @usableFromInline
  func store(
    _ name: String, _ category: TraceCategory, _ phase: TracePhase, _ timestamp: Int64?,
    _ arguments: consuming TraceArguments
  ) {
    var event: TraceEvent? = TraceEvent(
      timestamp: timestamp ?? clock(), track: id, phase: phase, category: category, name: name,
      arguments: arguments)
    ring.withLock { ring in
      if let taken = event.take() { ring.append(taken) }
    }
  }

  /// The retained events oldest first, and how many were overwritten.
  func contents() -> (events: [TraceEvent], lostCount: Int) {
    ring.withLock { ($0.eventsInOrder, $0.lostCount) }
  }
}
