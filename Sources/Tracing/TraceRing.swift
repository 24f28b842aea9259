/// A fixed-capacity ring of events for one track: when full, the newest event overwrites the oldest and
/// the overwritten one is counted as lost.
///
/// Storage is reserved once at creation, so appending never allocates in steady state.
struct TraceRing {
  private var slots: [TraceEvent]
  private var oldestSlot = 0
  private let capacity: Int
  /// How many events were overwritten since the ring was created.
  private(set) var lostCount = 0

  /// Creates an empty ring that holds `capacity` events (at least one).
  init(capacity: Int) {
    self.capacity = max(1, capacity)
    slots = []
    slots.reserveCapacity(self.capacity)
  }

  /// Stores `event`, overwriting the oldest event when the ring is full.
  mutating func append(_ event: consuming TraceEvent) {
    if slots.count < capacity {
      slots.append(event)
      return
    }
    slots[oldestSlot] = event
    oldestSlot = oldestSlot + 1 == capacity ? 0 : oldestSlot + 1
    lostCount += 1
  }

  /// The retained events, oldest first.
  var eventsInOrder: [TraceEvent] {
    Array(slots[oldestSlot...] + slots[..<oldestSlot])
  }
}
