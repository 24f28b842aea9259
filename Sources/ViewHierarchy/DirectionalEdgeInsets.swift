import Foundation

/// Insets that name leading and trailing edges rather than left and right:
/// the simulator's `NSDirectionalEdgeInsets`.
///
/// The simulator lays out left to right, so leading is left and trailing is right.
public struct DirectionalEdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading edge (left).
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing edge (right).
  public var trailing: CGFloat

  /// Creates insets from the four edges' values.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Creates insets of zero on every edge.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// Insets of zero on every edge (`NSDirectionalEdgeInsets.zero`).
  public static let zero = DirectionalEdgeInsets()
}
