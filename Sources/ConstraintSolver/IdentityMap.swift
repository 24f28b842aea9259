/// A hash map keyed by an integer identity (a variable's id, an object's address): open addressing
/// with linear probing and a multiplicative hash, so a look-up costs a few instructions instead of
/// the SipHash rounds a `Dictionary` spends on every key.
///
/// Keys must not be `Int.min`, which marks an empty slot; ids and addresses never are. The table
/// keeps at most half its slots full and deletes by shifting the following entries back, so there
/// are no tombstones. Iteration order is the slots' order: it depends on the keys, never on a seed.
struct IdentityMap<Value: Sendable>: Sendable {
  /// The key of each slot, `Int.min` when empty.
  private var keys: [Int] = []
  /// The value of each occupied slot.
  private var values: [Value?] = []
  /// How many entries the map holds.
  private(set) var count = 0
  /// The shift that turns the 64-bit product of a key into a slot index (64 - log2(slot count)).
  private var shift = 64

  private static var empty: Int { .min }

  /// The slot a key hashes to first.
  private func home(of key: Int) -> Int {
    Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
  }

  /// The slot holding `key`, or the empty slot where it would go.
  private func slot(of key: Int) -> (index: Int, isPresent: Bool) {
    guard !keys.isEmpty else { return (0, false) }
    let mask = keys.count - 1
    var index = home(of: key)
    while true {
      let found = keys[index]
      if found == key { return (index, true) }
      if found == Self.empty { return (index, false) }
      index = (index + 1) & mask
    }
  }

  /// The value for `key`, or `nil`.
  subscript(key: Int) -> Value? {
    let (index, isPresent) = slot(of: key)
    return isPresent ? values[index] : nil
  }

  /// Sets the value for `key`, adding the key if it is new.
  mutating func set(_ value: Value, for key: Int) {
    if (count + 1) * 2 > keys.count { grow() }
    let (index, isPresent) = slot(of: key)
    if !isPresent {
      keys[index] = key
      count += 1
    }
    values[index] = value
  }

  /// Removes `key` and returns its value, or `nil` when it was not there.
  @discardableResult
  mutating func remove(_ key: Int) -> Value? {
    let (found, isPresent) = slot(of: key)
    guard isPresent else { return nil }
    var hole = found
    let removed = values[hole]
    let mask = keys.count - 1
    var next = hole
    while true {
      next = (next + 1) & mask
      let moving = keys[next]
      if moving == Self.empty { break }
      // An entry may move back into the hole unless its home lies after the hole, up to it.
      let home = home(of: moving)
      let homeIsBetween = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
      if !homeIsBetween {
        keys[hole] = moving
        values[hole] = values[next]
        hole = next
      }
    }
    keys[hole] = Self.empty
    values[hole] = nil
    count -= 1
    return removed
  }

  /// Doubles the slots (16 at first) and moves every entry to its slot in the new table.
  private mutating func grow() {
    let slotCount = max(16, keys.count * 2)
    var newKeys = [Int](repeating: Self.empty, count: slotCount)
    var newValues = [Value?](repeating: nil, count: slotCount)
    shift = 64 - slotCount.trailingZeroBitCount
    let mask = slotCount - 1
    for index in keys.indices where keys[index] != Self.empty {
      var slot = home(of: keys[index])
      while newKeys[slot] != Self.empty { slot = (slot + 1) & mask }
      newKeys[slot] = keys[index]
      swap(&newValues[slot], &values[index])
    }
    keys = newKeys
    values = newValues
  }
}
