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
  }

  private let regions = LockedValue([Int: Region]())

  /// Records that `length` bytes start at `base`; each call needs one ``release(_:)``.
  package func hold(_ base: UnsafeMutableRawPointer, length: Int) {
    regions.withLock { regions in
      regions[Int(bitPattern: base), default: Region(length: length, holds: 0)].holds += 1
    }
  }

  /// Undoes one ``hold(_:length:)`` of `base`; the region is forgotten with its last hold.
  package func release(_ base: UnsafeMutableRawPointer) {
    regions.withLock { regions in
      let key = Int(bitPattern: base)
      guard let region = regions[key] else { return }
      regions[key] = region.holds > 1 ? Region(length: region.length, holds: region.holds - 1) : nil
    }
  }

  /// Whether `length` bytes from `address` stay inside the known region that holds `address`; true
  /// when no known region holds it.
  func fits(_ length: Int, at address: UnsafeMutableRawPointer) -> Bool {
    let start = Int(bitPattern: address)
    return regions.withLock { regions in
      guard let region = regions.first(where: { start >= $0.key && start < $0.key + $0.value.length })
      else { return true }
      return length <= region.key + region.value.length - start
    }
  }
}
