import Foundation
import Locking

/// The memory regions whose length is known, so that a bitmap context over one is checked against
/// it: a `CVPixelBuffer`'s pixels while its base address is locked.
///
/// A raw pointer does not say how long its buffer is; memory not registered here is taken on trust,
/// as Core Graphics takes it.
package final class BitmapMemoryRegistry: Sendable {
  /// The registry bitmap contexts consult.
  package static let shared = BitmapMemoryRegistry()

  private struct Region {
    let length: Int
    var holds: Int
    /// Which registration this is: a region released and held again is a new one.
    let generation: Int
  }

  /// A context's claim on the region its memory lies in: valid while that registration lasts.
  struct Lease {
    let base: Int
    let generation: Int
  }

  private let regions = LockedValue(([Int: Region](), nextGeneration: 0))

  /// Records that `length` bytes start at `base`; each call needs one ``release(_:)``.
  package func hold(_ base: UnsafeMutableRawPointer, length: Int) {
    regions.withLock { state in
      let key = Int(bitPattern: base)
      if state.0[key] == nil {
        state.0[key] = Region(length: length, holds: 0, generation: state.nextGeneration)
        state.nextGeneration += 1
      }
      state.0[key]?.holds += 1
    }
  }

  /// Undoes one ``hold(_:length:)`` of `base`; the region is forgotten with its last hold.
  package func release(_ base: UnsafeMutableRawPointer) {
    regions.withLock { state in
      let key = Int(bitPattern: base)
      guard var region = state.0[key] else { return }
      region.holds -= 1
      state.0[key] = region.holds > 0 ? region : nil
    }
  }

  /// The lease on the known region holding `address`, nil when no known region holds it.
  func lease(at address: UnsafeMutableRawPointer) -> Lease? {
    let start = Int(bitPattern: address)
    return regions.withLock { state in
      state.0.first { start >= $0.key && start < $0.key + $0.value.length }
        .map { Lease(base: $0.key, generation: $0.value.generation) }
    }
  }

  /// Whether the registration `lease` was taken on still holds: the buffer is still locked.
  func isHeld(_ lease: Lease) -> Bool {
    regions.withLock { state in state.0[lease.base]?.generation == lease.generation }
  }

  /// Whether `length` bytes from `address` stay inside the known region that holds `address`; true
  /// when no known region holds it.
  func fits(_ length: Int, at address: UnsafeMutableRawPointer) -> Bool {
    let start = Int(bitPattern: address)
    return regions.withLock { state in
      guard let region = state.0.first(where: { start >= $0.key && start < $0.key + $0.value.length })
      else { return true }
      return length <= region.key + region.value.length - start
    }
  }
}
