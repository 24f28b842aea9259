import ConstraintSolver
import Foundation

extension View {
  /// The smallest size: a target for ``systemLayoutSizeFitting(_:)`` that asks for the most compact
  /// layout (`UIView.layoutFittingCompressedSize`, zero by zero).
  public nonisolated static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// The largest size: a target for ``systemLayoutSizeFitting(_:)`` that asks for the most spread-out
  /// layout (`UIView.layoutFittingExpandedSize`; Apple does not publish the value, 10,000,000 points
  /// by 10,000,000 is the one UIKit is reported to return).
  public nonisolated static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// The size the view's constraints give it when its width and height are pulled towards
  /// `targetSize` at ``LayoutPriority/fittingSizeLevel`` (`UIView.systemLayoutSizeFitting(_:)`).
  ///
  /// See ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel
    )
  }

  /// The size the view's constraints give it when its width and height are pulled towards
  /// `targetSize` at the given priorities (UIKit's
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`).
  ///
  /// As in UIKit the view is measured on its own: the constraints between it and its descendants
  /// (and among them), the intrinsic sizes of the view and of its descendants laid out by
  /// constraints, and the frames of descendants that translate theirs. Constraints to views outside
  /// it, and its own frame, take no part. Nothing moves: the frames are unchanged. A required
  /// priority makes that dimension exactly the target's, as a table cell's fixed width is.
  ///
  /// Declared in an extension, so a subclass cannot override it (UIKit's is `open`).
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    var fitting = LayoutFitting(root: self)
    fitting.pull(
      width: targetSize.width, at: horizontalFittingPriority, height: targetSize.height,
      at: verticalFittingPriority)
    return fitting.size
  }
}
