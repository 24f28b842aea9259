/// Edges of a rectangle named by leading and trailing (`NSDirectionalRectEdge`), with UIKit's raw
/// values: where a button configuration places its image.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
  /// The edges' bits.
  public let rawValue: UInt

  /// Creates the edges of `rawValue`.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top edge.
  public static let top = DirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge (left, in the simulated left-to-right interface).
  public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge.
  public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
