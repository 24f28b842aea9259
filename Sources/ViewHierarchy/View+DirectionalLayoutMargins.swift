import Foundation
import Runtime

extension View {
  /// The layout margins with leading and trailing edges (`UIView.directionalLayoutMargins`): the
  /// same margins as ``layoutMargins``, leading being left and trailing right in the simulator's
  /// left-to-right layout.
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get {
      let margins = layoutMargins
      return DirectionalEdgeInsets(
        top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
    }
    set {
      layoutMargins = EdgeInsets(
        top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
    }
  }
}
