/// A hash map from an integer identity (a variable's id, an object's address) to an index: open
/// addressing with linear probing and a multiplicative hash, so a look-up costs a few instructions
/// instead of the SipHash rounds a `Dictionary` spends on every key.
///
/// Keys must not be `Int.min`, which marks an empty slot; ids and addresses never are. Each slot is
/// two adjacent words (key, value) of one array. The table keeps at most half its slots full and
/// deletes by shifting the following entries back, so there are no tombstones.
struct IdentityMap: Sendable {
  /// Key and value of each slot, interleaved; an empty slot's key is `Int.min`.
  private var slots: [Int] = []
  /// How many entries the map holds.
  private(set) var count = 0
  /// The shift that turns the 64-bit product of a key into a slot index (64 - log2(slot count)).
  private var shift = 64

  private static var empty: Int { .min }

  private var slotCount: Int { slots.count / 2 }

  /// The slot a key hashes to first.
  private func home(of key: Int) -> Int {
    Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
  }

  /// The slot holding `key`, or the empty slot where it would go.
  private func slot(of key: Int) -> (index: Int, isPresent: Bool) {
    guard !slots.isEmpty else { return (0, false) }
    let mask = slotCount - 1
    var index = home(of: key)
    while true {
      let found = slots[2 * index]
      if found == key { return (index, true) }
      if found == Self.empty { return (index, false) }
      index = (index + 1) & mask
    }
  }

  /// The value for `key`, or `nil`.
  subscript(key: Int) -> Int? {
    let (index, isPresent) = slot(of: key)
    return isPresent ? slots[2 * index + 1] : nil
  }

  /// Sets the value for `key`, adding the key if it is new.
  mutating func set(_ value: Int, for key: Int) {
    if (count + 1) * 2 > slotCount { grow() }
    let (index, isPresent) = slot(of: key)
    if !isPresent {
      slots[2 * index] = key
      count += 1
    }
    slots[2 * index + 1] = value
  }

  /// Removes `key` and returns its value, or `nil` when it was not there.
  @discardableResult
  mutating func remove(_ key: Int) -> Int? {
    let (found, isPresent) = slot(of: key)
    guard isPresent else { return nil }
    let removed = slots[2 * found + 1]
    let mask = slotCount - 1
    var hole = found
    var next = found
    while true {
      next = (next + 1) & mask
      let moving = slots[2 * next]
      if moving == Self.empty { break }
      // An entry may move back into the hole unless its home lies after the hole, up to it.
      let home = home(of: moving)
      let homeIsBetween = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
      if !homeIsBetween {
        slots[2 * hole] = moving
        slots[2 * hole + 1] = slots[2 * next + 1]
        hole = next
      }
    }
    slots[2 * hole] = Self.empty
    count -= 1
    return removed
  }

  /// Doubles the slots (32 at first) and moves every entry to its slot in the new table.
  private mutating func grow() {
    let newSlotCount = max(32, slotCount * 2)
    // Reserving and appending stays in code specialised for `Int`; `Array(repeating:count:)` goes
    // through the standard library's unspecialised allocation, about 500 instructions more.
    var newSlots: [Int] = []
    newSlots.reserveCapacity(2 * newSlotCount)
    newSlots.append(contentsOf: repeatElement(Self.empty, count: 2 * newSlotCount))
    shift = 64 - newSlotCount.trailingZeroBitCount
    let mask = newSlotCount - 1
    for index in 0..<slotCount where slots[2 * index] != Self.empty {
      var slot = home(of: slots[2 * index])
      while newSlots[2 * slot] != Self.empty { slot = (slot + 1) & mask }
      newSlots[2 * slot] = slots[2 * index]
      newSlots[2 * slot + 1] = slots[2 * index + 1]
    }
    slots = newSlots
  }
}
