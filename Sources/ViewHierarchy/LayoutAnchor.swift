import Foundation
import Runtime

/// The kinds of layout anchors; an anchor only relates to anchors of its own kind.
public enum LayoutAnchorKind {
  /// Horizontal positions: left, right, leading, trailing, centre X (`NSLayoutXAxisAnchor`).
  public enum XAxis {}
  /// Vertical positions: top, bottom, centre Y (`NSLayoutYAxisAnchor`).
  public enum YAxis {}
  /// Extents: width and height (`NSLayoutDimension`).
  public enum Dimension {}
}

/// An anchor for horizontal positions: `NSLayoutXAxisAnchor`.
public typealias LayoutXAxisAnchor = LayoutAnchor<LayoutAnchorKind.XAxis>
/// An anchor for vertical positions: `NSLayoutYAxisAnchor`.
public typealias LayoutYAxisAnchor = LayoutAnchor<LayoutAnchorKind.YAxis>
/// An anchor for widths and heights: `NSLayoutDimension`.
public typealias LayoutDimension = LayoutAnchor<LayoutAnchorKind.Dimension>

/// One attribute of a view or layout guide, used to make constraints: the simulator's `NSLayoutAnchor`.
///
/// The `Kind` parameter keeps axes apart at compile time: an X-axis anchor only relates to X-axis
/// anchors, a Y-axis anchor to Y-axis anchors and a dimension to dimensions, as in UIKit. Making a
/// constraint does not activate it; set ``LayoutConstraint/isActive`` or call
/// ``LayoutConstraint/activate(_:)``.
@preconcurrency @MainActor
public struct LayoutAnchor<Kind> {
  let item: LayoutItem
  /// The attribute the anchor stands for.
  public let attribute: LayoutAttribute

  init(item: LayoutItem, attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }

  /// The view or layout guide the anchor belongs to.
  public var owner: AnyObject { item.object }

  /// A constraint making this anchor equal to `anchor` plus `constant`.
  public func constraint(equalTo anchor: LayoutAnchor<Kind>, constant: CGFloat = 0) -> LayoutConstraint {
    LayoutConstraint(first: self, relation: .equal, second: anchor, multiplier: 1, constant: constant)
  }

  /// A constraint making this anchor at least `anchor` plus `constant`.
  public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: CGFloat = 0)
    -> LayoutConstraint
  {
    LayoutConstraint(
      first: self, relation: .greaterThanOrEqual, second: anchor, multiplier: 1, constant: constant)
  }

  /// A constraint making this anchor at most `anchor` plus `constant`.
  public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: CGFloat = 0)
    -> LayoutConstraint
  {
    LayoutConstraint(
      first: self, relation: .lessThanOrEqual, second: anchor, multiplier: 1, constant: constant)
  }
}

extension LayoutAnchor where Kind == LayoutAnchorKind.Dimension {
  /// A constraint making this dimension equal to `anchor` times `multiplier` plus `constant`.
  public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0)
    -> LayoutConstraint
  {
    LayoutConstraint(
      first: self, relation: .equal, second: anchor, multiplier: multiplier, constant: constant)
  }

  /// A constraint making this dimension at least `anchor` times `multiplier` plus `constant`.
  public func constraint(
    greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
  ) -> LayoutConstraint {
    LayoutConstraint(
      first: self, relation: .greaterThanOrEqual, second: anchor, multiplier: multiplier, constant: constant)
  }

  /// A constraint making this dimension at most `anchor` times `multiplier` plus `constant`.
  public func constraint(
    lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
  )
    -> LayoutConstraint
  {
    LayoutConstraint(
      first: self, relation: .lessThanOrEqual, second: anchor, multiplier: multiplier, constant: constant)
  }

  /// A constraint making this dimension equal to `constant`.
  public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
    LayoutConstraint(first: self, relation: .equal, constant: constant)
  }

  /// A constraint making this dimension at least `constant`.
  public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
    LayoutConstraint(first: self, relation: .greaterThanOrEqual, constant: constant)
  }

  /// A constraint making this dimension at most `constant`.
  public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
    LayoutConstraint(first: self, relation: .lessThanOrEqual, constant: constant)
  }
}
