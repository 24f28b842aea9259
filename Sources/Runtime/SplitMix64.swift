/// A seeded generator whose draws do not change with the toolchain: SplitMix64 (Steele, Lea and
/// Flood, "Fast splittable pseudorandom number generators", 2014).
///
/// What the simulation draws from a seed (a concurrent queue's order, an exploration's random
/// sequences, the benchmarks' random constraint systems) comes from it, so a seed replays the same
/// draws on every machine and toolchain.
package struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// A generator whose draws follow from `seed`.
  package init(seed: UInt64) {
    state = seed
  }

  /// The next draw.
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
