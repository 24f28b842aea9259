import CoreGraphicsDrawing
import Foundation

extension Color {
  /// Makes this the current context's fill colour (`setFill()`): what `UIBezierPath.fill()` and
  /// `UIRectFill` paint with. Nothing without a current context.
  @MainActor
  public func setFill() {
    UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
  }

  /// Makes this the current context's stroke colour (`setStroke()`).
  @MainActor
  public func setStroke() {
    UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
  }

  /// Makes this the current context's fill and stroke colour (`set()`).
  @MainActor
  public func set() {
    setFill()
    setStroke()
  }
}

/// Fills `rect` in the current context with its fill colour (`UIRectFill(_:)`).
@MainActor
public func UIRectFill(_ rect: CGRect) {
  guard let context = UIGraphicsGetCurrentContext() else { return reportNoCurrentContext("UIRectFill") }
  context.fill(rect)
}
