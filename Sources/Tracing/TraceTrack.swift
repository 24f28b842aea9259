/// A named timeline that one thread records events into, with its own bounded event ring.
///
/// Get one from ``TraceRecorder/track(named:capacity:)`` and keep it on the thread (or actor) that
/// produces its events: the producer thread, the renderer thread and the main run loop each get their
/// own, so they never contend with each other.
///
/// Writer contract: a track has one writer at a time. Recording is then lock-free: an event becomes a
/// compact record of plain words (ids instead of strings) stored into the ring with relaxed atomic
/// stores, while ``TraceRecorder/snapshot()`` may read the ring from any thread at any time. Recording
/// into one track from two threads at once is memory-safe but may garble or lose those events; give
/// each thread its own track, or serialise the callers (one queue, one actor).
///
/// There are two ways to call, and one way to store:
/// - Hot path: a pre-interned ``TraceName`` and up to four ``TraceField`` arguments (built from
///   ``TraceKey`` and ``TraceText``): no lock, no reference counting, no allocation.
/// - Slow path: a `String` name and ``TraceArguments``: the strings are interned on the fly under a
///   process-wide lock into a ``TraceName`` and fields, then stored exactly as the hot path stores;
///   arguments beyond four go to a locked overflow list. Fine for rare events (state changes,
///   callbacks); per-frame events should use the hot path.
///
/// Every recording method first checks ``isEnabled`` and returns at once when it is false, before the
/// clock is read or the arguments are built.
public final class TraceTrack: Sendable {
  /// The track's identifier, unique within its recorder and stable for its life (the `tid` in JSON).
  public let id: Int
  /// The track's name, shown as the thread name in Perfetto.
  public let name: String
  /// Whether the track stores events; false for tracks of a disabled recorder.
  public let isEnabled: Bool
  @usableFromInline let clock: @Sendable () -> Int64
  @usableFromInline let ring: TraceRing

  init(id: Int, name: String, isEnabled: Bool, capacity: Int, clock: @escaping @Sendable () -> Int64) {
    self.id = id
    self.name = name
    self.isEnabled = isEnabled
    self.clock = clock
    ring = TraceRing(capacity: isEnabled ? capacity : 1)
  }

  /// Records one event on this track, if the track is enabled (slow path: the strings are interned now).
  ///
  /// - Parameters:
  ///   - name: The event's name.
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
    store(interning: name, category, phase, timestamp, arguments())
  }

  /// Records one event on this track, if the track is enabled (hot path: nothing is interned or allocated).
  ///
  /// - Parameters:
  ///   - name: The event's pre-interned name and category.
  ///   - phase: What the event marks.
  ///   - timestamp: When it happened in nanoseconds; nil reads the recorder's clock.
  ///   - first: The first argument, if any; absent arguments may come in any position.
  ///   - second: The second argument, if any.
  ///   - third: The third argument, if any.
  ///   - fourth: The fourth argument, if any.
  @inlinable @inline(__always)
  public func record(
    _ name: TraceName, phase: TracePhase, at timestamp: Int64? = nil, _ first: TraceField? = nil,
    _ second: TraceField? = nil, _ third: TraceField? = nil, _ fourth: TraceField? = nil
  ) {
    guard isEnabled else { return }
    store(name, phase, timestamp, first, second, third, fourth)
  }

  /// Interns a slow-path event's name, category and arguments, then stores it as the hot path does;
  /// kept out of line so callers inline only the branch.
  @usableFromInline
  func store(
    interning name: String, _ category: TraceCategory, _ phase: TracePhase, _ timestamp: Int64?,
    _ arguments: TraceArguments
  ) {
    let (interned, fields) = TraceInternTable.shared.withEntries { strings in
      (
        TraceName(id: strings.nameID(name, category: category)),
        arguments.prefix(TraceRecord.fieldCapacity).map { TraceField(interning: $0, into: &strings) }
      )
    }
    func field(_ index: Int) -> TraceField? { index < fields.count ? fields[index] : nil }
    let extraArguments =
      arguments.count > TraceRecord.fieldCapacity
      ? Array(arguments.dropFirst(TraceRecord.fieldCapacity)) : nil
    store(interned, phase, timestamp, field(0), field(1), field(2), field(3), overflow: extraArguments)
  }

  /// Stores an event with interned strings, the one way every event is stored: inlined into the
  /// caller, where on the hot path the phase, the absent fields and the missing overflow fold into
  /// constants and the event becomes a few plain stores.
  @inlinable @inline(__always)
  func store(
    _ name: TraceName, _ phase: TracePhase, _ timestamp: Int64?, _ first: TraceField?,
    _ second: TraceField?, _ third: TraceField?, _ fourth: TraceField?, overflow: [TraceArgument]? = nil
  ) {
    let record = TraceRecord(
      timestamp: timestamp ?? clock(), phase: phase, nameID: name.id,
      fields: (first ?? .absent, second ?? .absent, third ?? .absent, fourth ?? .absent),
      hasOverflow: overflow != nil)
    if let overflow {
      ring.append(record, extraArguments: overflow)
    } else {
      ring.append(record)
    }
  }

  /// How many events the track has recorded since it was made, lost ones included.
  var recordedCount: Int { ring.published.load(ordering: .relaxed) }

  /// How many records the track's ring holds.
  var capacity: Int { ring.capacity }

  /// The records the ring holds now from sequence number `first` on; resolve them with strings read
  /// afterwards.
  func retained(from first: Int = 0) -> TraceRing.Retained {
    ring.retained(from: first)
  }
}
