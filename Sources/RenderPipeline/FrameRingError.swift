/// Why a ring could not be made.
public enum FrameRingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The capacity is below 1, not a power of two, or too large to index.
  case invalidCapacity(Int)

  /// A sentence a person can act on.
  public var description: String {
    switch self {
    case .invalidCapacity(let capacity):
      return "a frame ring needs a power-of-two capacity from 1 to 2^30, not \(capacity)"
    }
  }
}
