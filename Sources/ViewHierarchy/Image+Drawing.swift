import CoreGraphicsDrawing
import Foundation

extension Image {
  /// Draws the image's pixels stretched over `rect` in the current context, upright in UIKit's
  /// coordinates (`draw(in:)`). An image without pixels (a symbol or a named image, which PiPSim
  /// sizes but does not load) draws nothing; so does a call with no current context, which the
  /// simulation records as ``Runtime/DiagnosticCode/graphicsNoCurrentContext``.
  @MainActor
  public func draw(in rect: CGRect) {
    draw(in: rect, blendMode: .normal, alpha: 1)
  }

  /// Draws the image at its size in points with its top-left corner at `point` (`draw(at:)`).
  @MainActor
  public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }

  /// Draws the image at `point` blending with `blendMode` at `alpha` (`draw(at:blendMode:alpha:)`).
  @MainActor
  public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
    draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
  }

  /// Draws the image over `rect` blending with `blendMode` at `alpha` (`draw(in:blendMode:alpha:)`).
  @MainActor
  public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return reportNoCurrentContext("UIImage.draw") }
    guard let cgImage else { return }
    context.saveGState()
    defer { context.restoreGState() }
    context.setBlendMode(blendMode)
    context.setAlpha(alpha)
    context.drawUpright(cgImage, in: rect)
  }
}
