import CoreGraphicsDrawing
import Foundation
import Runtime

extension View {
  /// Asks for the view's content to be drawn again (`setNeedsDisplay()`): its layer's
  /// ``Layer/setNeedsDisplay()``.
  public func setNeedsDisplay() {
    layer.setNeedsDisplay()
  }

  /// Asks for part of the view's content to be drawn again (`setNeedsDisplay(_:)`); the simulator
  /// draws the whole.
  public func setNeedsDisplay(_ rect: CGRect) {
    layer.setNeedsDisplay(rect)
  }

  /// Draws the view and its subviews, as the screen composites them, scaled into `rect` of the
  /// current context (`drawHierarchy(in:afterScreenUpdates:)`): what ``Layer/render(in:)`` draws.
  /// False, drawing nothing, when there is no current context or the view's size or `rect` is empty
  /// or not finite. The tree is drawn as it is now whatever `afterScreenUpdates` says; the simulator
  /// has no pending screen updates to wait for.
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    guard let context = UIGraphicsGetCurrentContext() else {
      reportNoCurrentContext("UIView.drawHierarchy")
      return false
    }
    let size = bounds.size
    guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite), rect.width > 0,
      rect.height > 0, size.width > 0, size.height > 0
    else { return false }
    context.saveGState()
    defer { context.restoreGState() }
    context.translateBy(x: rect.minX, y: rect.minY)
    context.scaleBy(x: rect.width / size.width, y: rect.height / size.height)
    layer.render(in: context)
    return true
  }
}
