import Locking
import Synchronization

/// A fixed-capacity ring of compact event records for one track, written by one thread without locks
/// and read by snapshots at any time.
///
/// When the ring is full the newest record overwrites the oldest, which is then lost; since every
/// event takes exactly one slot, the event with sequence number `n` (counting from 0 on this track)
/// lives in slot `n % capacity`, and a snapshot that retains events from sequence `s` on lost exactly
/// `s` events.
///
/// Writer contract: one thread appends at a time (the thread or actor that owns the track). Appending
/// is then wait-free: a handful of relaxed atomic stores and no lock. Concurrent appends from two
/// threads are memory-safe, since every word is an atomic, but can garble or lose those events.
///
/// Reading works like a sequence lock: the writer first announces the slot it is about to overwrite
/// (`claimed`), then fills it, then publishes it (`published`). A snapshot loads `published`, copies
/// the slots, and then loads `claimed`: any slot the writer may have touched meanwhile is discarded and
/// counted as lost, so a snapshot never returns a half-written record and never blocks the writer.
///
/// Arguments beyond a record's inline four are rare (only the string-based slow path can make them);
/// they go to an overflow list under a lock, keyed by sequence number, and are pruned once their event
/// is overwritten.
///
/// Appending is inlinable: an event recorded on the hot path compiles into its caller. The ring is a
/// non-copyable struct rather than a class, so a track holds it inline and an append reaches the ring's
/// indices and words through the track alone, one pointer hop fewer per event.
@usableFromInline
struct TraceRing: ~Copyable, @unchecked Sendable {
  // @unchecked: `words` is raw memory, but every access to it is an atomic load or store, and the
  // claimed/published protocol above (with the fences in `append` and `retained`) decides which loaded
  // records a snapshot keeps.

  /// One event's arguments beyond the inline ones.
  private struct Overflow: Sendable {
    let sequence: Int
    let arguments: [TraceArgument]
  }

  /// What a snapshot read: the records still held, oldest first, and what they need to become events.
  struct Retained {
    /// The records, oldest first; the first has sequence number ``firstSequence``.
    private(set) var records: [TraceRecord]
    /// The sequence number of the first record, which is also how many events were lost before it.
    let firstSequence: Int
    /// The overflow arguments of the records that have some, by sequence number.
    let overflow: [Int: [TraceArgument]]

    /// Keeps the records up to the first one stamped at or after `limit` (nanoseconds), which goes
    /// with everything after it. In place: a drain's copy of the records cost a scenario run 3 % of
    /// its CPU time, with the page faults of the copy's fresh memory (measured with perf).
    mutating func keepPrefix(before limit: Int64) {
      guard let end = records.firstIndex(where: { $0.timestamp >= limit }) else { return }
      records.removeSubrange(end...)
    }

    /// Appends the records to `events` as events of track `track`, oldest first, each followed by the
    /// counter samples its counter-sampling fields make (see ``TraceKey/init(_:sampling:series:)``).
    ///
    /// - Parameter strings: The interned strings, read after the records so that they know all their ids.
    func appendEvents(onTrack track: Int, strings: TraceInternedStrings, to events: inout [TraceEvent]) {
      for (offset, record) in records.enumerated() {
        events.append(
          record.event(
            onTrack: track, strings: strings,
            extraArguments: record.hasOverflow ? overflow[firstSequence + offset] ?? [] : []))
        record.appendCounterSamples(onTrack: track, strings: strings, to: &events)
      }
    }
  }

  /// How many records the ring holds.
  @usableFromInline let capacity: Int
  @usableFromInline let words: UnsafeMutablePointer<Atomic<UInt64>>
  /// How many records the writer has started to write (the sequence number of the next one, plus one
  /// while a record is being written).
  @usableFromInline let claimed = Atomic<Int>(0)
  /// How many records are completely written.
  @usableFromInline let published = Atomic<Int>(0)
  /// The slot the next record goes into; only the writer uses it.
  @usableFromInline let nextSlot = Atomic<Int>(0)
  private let overflow = LockedValue<[Overflow]>([])

  /// Creates an empty ring that holds `capacity` records (from one to
  /// ``TraceRecorder/maximumEventsPerTrack``); its memory is reserved and zeroed now, so appending never
  /// allocates.
  init(capacity: Int) {
    self.capacity = min(max(1, capacity), TraceRecorder.maximumEventsPerTrack)
    let wordCount = self.capacity * TraceRecord.wordCount
    words = .allocate(capacity: wordCount)
    for index in 0..<wordCount {
      (words + index).initialize(to: Atomic(0))
    }
  }

  deinit {
    words.deinitialize(count: capacity * TraceRecord.wordCount)
    words.deallocate()
  }

  /// Stores `record`, overwriting the oldest one when the ring is full; call from the writer only.
  @inlinable @inline(__always)
  func append(_ record: TraceRecord) {
    let sequence = published.load(ordering: .relaxed)
    claimed.store(sequence + 1, ordering: .relaxed)
    // Orders the claim before the slot's new words: a snapshot that loads any of them sees the claim.
    atomicMemoryFence(ordering: .releasing)
    let slot = nextSlot.load(ordering: .relaxed)
    record.write(to: words + slot * TraceRecord.wordCount)
    nextSlot.store(slot + 1 == capacity ? 0 : slot + 1, ordering: .relaxed)
    published.store(sequence + 1, ordering: .releasing)
  }

  /// Stores `record` and the arguments it has beyond its inline ones; call from the writer only.
  ///
  /// - Parameter extraArguments: The further arguments, in order; the record's
  ///   ``TraceRecord/hasOverflow`` must say whether there are any.
  @usableFromInline
  func append(_ record: TraceRecord, extraArguments: [TraceArgument]) {
    if !extraArguments.isEmpty {
      let sequence = published.load(ordering: .relaxed)
      // Events before `sequence - capacity` were overwritten by events whose claim is already stored,
      // so a snapshot that misses their pruned overflow also sees that claim and discards them.
      overflow.withLock { list in
        list.removeAll { $0.sequence < sequence - capacity }
        list.append(Overflow(sequence: sequence, arguments: extraArguments))
      }
    }
    append(record)
  }

  /// The records held now from sequence number `first` on, oldest first, leaving out any the writer was
  /// overwriting while they were read.
  ///
  /// - Parameter first: The sequence number of the first record wanted (0 for everything still held);
  ///   records before it are neither read nor counted as lost.
  func retained(from first: Int = 0) -> Retained {
    let end = published.load(ordering: .acquiring)
    let start = min(end, max(first, end - capacity))
    var records = (start..<end).map { sequence in
      TraceRecord(readingFrom: words + (sequence % capacity) * TraceRecord.wordCount)
    }
    // Built while the lock is held, into storage of its own: a copy of the list would share its buffer
    // with the writer's, and release-mode ThreadSanitizer caught the writer pruning that buffer in
    // place while this thread still read it.
    let overflowBySequence = overflow.withLock { list in
      Dictionary(list.map { ($0.sequence, $0.arguments) }, uniquingKeysWith: { _, newer in newer })
    }
    // Orders the loads above before the claim below: a slot overwritten while it was read shows up in
    // the claim, so the records from `claimed - capacity` on are exactly the ones read intact.
    atomicMemoryFence(ordering: .acquiring)
    let firstIntact = min(end, max(start, claimed.load(ordering: .relaxed) - capacity))
    // Almost always none: only what the writer overwrote during the reads above.
    if firstIntact > start { records.removeFirst(firstIntact - start) }
    return Retained(records: records, firstSequence: firstIntact, overflow: overflowBySequence)
  }
}
