/// A block of raw memory aligned to a cache line, freed when the buffer is released.
///
/// Benchmarks allocate these in set-up and let their body closure own them.
public final class AlignedBuffer {
  /// The first byte.
  public let pointer: UnsafeMutableRawPointer
  /// The size in bytes.
  public let byteCount: Int

  /// Allocates `byteCount` bytes aligned to 64 and fills them with `pattern`, so every page is
  /// touched before measuring.
  ///
  /// - Parameters:
  ///   - byteCount: The size in bytes (at least 1 is allocated).
  ///   - pattern: The byte every position starts with.
  public init(byteCount: Int, filledWith pattern: UInt8 = 0) {
    self.byteCount = max(byteCount, 0)
    pointer = .allocate(byteCount: max(byteCount, 1), alignment: 64)
    pointer.initializeMemory(as: UInt8.self, repeating: pattern, count: self.byteCount)
  }

  deinit {
    pointer.deallocate()
  }
}
