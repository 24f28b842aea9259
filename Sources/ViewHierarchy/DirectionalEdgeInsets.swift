import Foundation

/// Distances inward from each edge, with leading and trailing instead of left and right:
/// `NSDirectionalEdgeInsets`. The simulated interface is left to right, so leading is left.
public struct DirectionalEdgeInsets: Hashable, Sendable {
  /// Inset from the top edge.
  public var top: CGFloat
  /// Inset from the leading edge.
  public var leading: CGFloat
  /// Inset from the bottom edge.
  public var bottom: CGFloat
  /// Inset from the trailing edge.
  public var trailing: CGFloat

  /// Creates insets from the four distances.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No inset on any edge.
  public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}
