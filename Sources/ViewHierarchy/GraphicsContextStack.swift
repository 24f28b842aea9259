import CoreGraphicsDrawing
import Foundation
import Runtime

/// UIKit's stack of drawing contexts: the top one is ``UIGraphicsGetCurrentContext()``, where
/// `UIBezierPath`, `UIImage.draw(in:)`, string drawing and a view's `draw(_:)` paint.
///
/// An image renderer pushes its context while its closure runs; a view's `draw(_:)` and a layer's
/// rendering push theirs; the app pushes its own with ``UIGraphicsPushContext(_:)``. Main-thread
/// state, as UIKit's is.
@MainActor
enum GraphicsContextStack {
  static var contexts: [CGContext] = []

  /// Runs `body` with `context` on top of the stack.
  static func with<Result>(_ context: CGContext, _ body: () throws -> Result) rethrows -> Result {
    contexts.append(context)
    defer { contexts.removeLast() }
    return try body()
  }
}

extension DiagnosticCode {
  /// A UIKit drawing call (`UIBezierPath.fill()`, `UIImage.draw(in:)`, string drawing, or
  /// `UIGraphicsPopContext()`) came with no current context; it drew nothing, as UIKit draws nothing
  /// (Core Graphics logs "invalid context 0x0").
  public static let graphicsNoCurrentContext = DiagnosticCode(rawValue: "graphics.noCurrentContext")
}

/// The context UIKit draws into now (`UIGraphicsGetCurrentContext()`): the last one pushed (by an
/// image renderer while its closure runs, a view's `draw(_:)`, or ``UIGraphicsPushContext(_:)``),
/// nil when there is none.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
  GraphicsContextStack.contexts.last
}

/// Makes `context` the current one (`UIGraphicsPushContext(_:)`) until the matching
/// ``UIGraphicsPopContext()``.
@MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
  GraphicsContextStack.contexts.append(context)
}

/// Makes the context before the current one current again (`UIGraphicsPopContext()`); with none
/// pushed, nothing happens and the simulation records ``Runtime/DiagnosticCode/graphicsNoCurrentContext``.
@MainActor
public func UIGraphicsPopContext() {
  guard GraphicsContextStack.contexts.popLast() != nil else {
    return reportNoCurrentContext("UIGraphicsPopContext")
  }
}

/// Records, once per call site's API, that `api` found no current context.
@MainActor
package func reportNoCurrentContext(_ api: String) {
  Simulation.current.diagnostics.recordOnce(
    .graphicsNoCurrentContext, severity: .warning, subject: api,
    message: "\(api) was called with no current graphics context and drew nothing; call it inside "
      + "UIGraphicsImageRenderer's closure, a view's draw(_:), or after UIGraphicsPushContext")
}

/// The image contexts begun with ``UIGraphicsBeginImageContextWithOptions(_:_:_:)``, with the scale
/// of each.
@MainActor
private var imageContexts: [(context: CGContext, scale: CGFloat)] = []

/// Begins an image context of `size` points (`UIGraphicsBeginImageContextWithOptions(_:_:_:)`):
/// a bitmap at `scale` pixels a point (0: the screen's), opaque or not, made current until
/// ``UIGraphicsEndImageContext()``. A size that cannot be drawn gets one pixel.
@MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
  let scale = scale > 0 && scale.isFinite ? scale : Simulation.current.device.screenScale
  let context =
    CGContext(uikitCanvasOf: size, scale: scale, opaque: opaque)
    ?? CGContext(uikitCanvasOf: .zero, scale: 1, opaque: opaque)!
  imageContexts.append((context, scale))
  UIGraphicsPushContext(context)
}

/// Begins an image context of `size` points at scale 1, not opaque (`UIGraphicsBeginImageContext(_:)`).
@MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image of what is drawn in the current image context
/// (`UIGraphicsGetImageFromCurrentImageContext()`); nil when the current context is not one begun
/// with ``UIGraphicsBeginImageContextWithOptions(_:_:_:)``.
@MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> Image? {
  guard let (context, scale) = imageContexts.last, context === UIGraphicsGetCurrentContext(),
    let pixels = context.makeImage()
  else { return nil }
  return Image(cgImage: pixels, scale: scale)
}

/// Ends the image context begun last (`UIGraphicsEndImageContext()`), making the context before it
/// current; nothing when none is begun.
@MainActor
public func UIGraphicsEndImageContext() {
  guard let (context, _) = imageContexts.popLast() else { return }
  if let index = GraphicsContextStack.contexts.lastIndex(where: { $0 === context }) {
    GraphicsContextStack.contexts.remove(at: index)
  }
}
