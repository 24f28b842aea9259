/// Why a ring could not be made.
public enum FrameRingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The capacity is below 1, not a power of two, or too large to index.
  case invalidCapacity(Int)
  /// The system refused the memory for the slots of a ring of `capacity` elements (`bytes`, nil
  /// when the size itself overflows). The corresponding C function is `posix_memalign`.
  case allocationFailed(capacity: Int, bytes: Int?)

  /// A sentence a person can act on.
  public var description: String {
    switch self {
    case .invalidCapacity(let capacity):
      return "a frame ring needs a power-of-two capacity from 1 to 2^30, not \(capacity)"
    case .allocationFailed(let capacity, let bytes):
      let size = bytes.map { "\($0) bytes" } ?? "more bytes than an address holds"
      return
        "the system refused the memory of a \(capacity)-element frame ring (\(size)); use a smaller capacity"
    }
  }
}
