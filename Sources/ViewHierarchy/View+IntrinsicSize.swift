import ConstraintSolver
import Foundation

/// An axis of a view's layout, as `NSLayoutConstraint.Axis`.
public enum LayoutAxis: Int, Hashable, Sendable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical
}

extension View {
  /// The value of an intrinsic size's dimension the view has no natural length in
  /// (`UIView.noIntrinsicMetric`, -1).
  public nonisolated static let noIntrinsicMetric: CGFloat = -1

  /// Tells the layout engine that ``intrinsicContentSize`` changed, so the next layout pass uses
  /// the new size (`UIView.invalidateIntrinsicContentSize()`).
  public func invalidateIntrinsicContentSize() {
    layoutState.registeredEngine?.intrinsicContentSizeDidChange(of: self)
  }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin
  /// (`UIView.sizeToFit()`).
  public func sizeToFit() {
    let fitted = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: fitted)
  }

  /// How strongly the view resists growing past its intrinsic size along `axis` (250 by default).
  public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
    axis == .horizontal
      ? layoutState.contentHuggingPriority.horizontal : layoutState.contentHuggingPriority.vertical
  }

  /// Sets how strongly the view resists growing past its intrinsic size along `axis`.
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
    switch axis {
    case .horizontal: layoutState.contentHuggingPriority.horizontal = priority
    case .vertical: layoutState.contentHuggingPriority.vertical = priority
    }
    invalidateIntrinsicContentSize()
  }

  /// How strongly the view resists shrinking below its intrinsic size along `axis` (750 by default).
  public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
    axis == .horizontal
      ? layoutState.compressionResistancePriority.horizontal
      : layoutState.compressionResistancePriority.vertical
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
  public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
    switch axis {
    case .horizontal: layoutState.compressionResistancePriority.horizontal = priority
    case .vertical: layoutState.compressionResistancePriority.vertical = priority
    }
    invalidateIntrinsicContentSize()
  }

  /// The constraints Auto Layout makes from the intrinsic content size, as UIKit's engine does: for
  /// each dimension with an intrinsic length, `size <= length` at the content-hugging priority and
  /// `size >= length` at the compression-resistance priority. A dimension of ``noIntrinsicMetric``
  /// (or any length that is not a finite, non-negative number) gets none, as does a priority
  /// outside 1...1000.
  func intrinsicSizeConstraints(width: Variable, height: Variable) -> [Constraint] {
    let size = intrinsicContentSize
    let hasMetric = { (length: CGFloat) in length.isFinite && length >= 0 }
    // A view with no intrinsic metric (most views) costs no allocation.
    guard hasMetric(size.width) || hasMetric(size.height) else { return [] }
    var constraints: [Constraint] = []
    for (axis, length, variable) in [
      (LayoutAxis.horizontal, size.width, width), (.vertical, size.height, height),
    ]
    where hasMetric(length) {
      let dimension = axis == .horizontal ? "width" : "height"
      let hugging = contentHuggingPriority(for: axis)
      let resistance = contentCompressionResistancePriority(for: axis)
      if hugging.isValid {
        constraints.append(
          Constraint(
            variable, .lessThanOrEqual, length, strength: hugging.strength,
            name: "\(layoutLabel).\(dimension) hugging <= \(length) @\(hugging)"))
      }
      if resistance.isValid {
        constraints.append(
          Constraint(
            variable, .greaterThanOrEqual, length, strength: resistance.strength,
            name: "\(layoutLabel).\(dimension) compressionResistance >= \(length) @\(resistance)"))
      }
    }
    return constraints
  }
}
