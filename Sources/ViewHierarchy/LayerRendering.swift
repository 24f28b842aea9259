import CoreGraphicsDrawing
import Foundation

/// Contents a layer shows that are not a `CGImage` but can give one: a video layer's frame on
/// screen. ``Layer/render(in:)`` draws the image as the layer places its contents.
package protocol LayerContentsPicture: AnyObject {
  /// The picture the contents show now, nil when they show nothing.
  func currentPicture() -> CGImage?
}

/// A video layer (`AVPlayerLayer`, `AVSampleBufferDisplayLayer`): it places its frames by its
/// video gravity, not its contents gravity.
package protocol VideoGravityLayer: Layer {
  /// How the frame fills the layer's bounds.
  var videoGravity: VideoGravity { get }
}

extension Layer {
  /// Renders the layer and its sublayers into `ctx`, in the layer's own coordinates: its bounds'
  /// origin at the context's user-space origin (`render(in:)`). The context is taken to run
  /// downwards as UIKit's do (an image renderer's, a view's `draw(_:)`).
  ///
  /// Each layer is composited as Core Animation composites it, back to front:
  /// - hidden layers and layers of opacity 0 are left out with their sublayers; a partly
  ///   transparent one is drawn offscreen and blended at its opacity (a transparency layer);
  /// - its background colour fills its bounds, rounded by ``cornerRadius`` at the
  ///   ``maskedCorners``;
  /// - with ``masksToBounds`` everything after the background is clipped to that shape;
  /// - its ``contents``: a `CGImage`, or a video layer's frame on screen, placed by
  ///   ``contentsGravity`` (a video layer's by its video gravity, a view's layer's by the view's
  ///   `contentMode`), at ``contentsScale`` pixels a point;
  /// - what ``draw(in:)`` draws, and on a view's layer what the view's `draw(_:)` draws (a label's
  ///   text, a view's own drawing), both clipped to the bounds with the context current;
  /// - a shape layer's path, filled then stroked (whole: `strokeStart` and `strokeEnd` are not
  ///   applied);
  /// - its sublayers in painting order, then on a view's layer its subviews' layers in order;
  /// - its border, inside the bounds, over everything else.
  ///
  /// The model values are drawn (animations in flight are not), as Core Animation's `render(in:)`
  /// draws the model tree. A layer's `transform` and `affineTransform` are not applied: the view
  /// hierarchy places layers by their frames alone.
  public func render(in ctx: CGContext) {
    ctx.saveGState()
    defer { ctx.restoreGState() }
    ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
    composite(in: ctx)
  }

  /// Draws this layer (at its bounds' coordinates, which `ctx` is in) and its tree.
  private func composite(in ctx: CGContext) {
    guard !isHidden, opacity > 0 else { return }
    let translucent = opacity < 1
    if translucent {
      ctx.saveGState()
      ctx.setAlpha(CGFloat(opacity))
      ctx.beginTransparencyLayer(auxiliaryInfo: nil)
    }
    let bounds = self.bounds
    let shape = outline(of: bounds)
    if let backgroundColor, backgroundColor.alpha > 0 {
      ctx.setFillColor(backgroundColor)
      ctx.beginPath()
      ctx.addPath(shape)
      ctx.fillPath()
    }
    ctx.saveGState()
    if masksToBounds {
      ctx.beginPath()
      ctx.addPath(shape)
      ctx.clip()
    }
    drawContents(in: ctx, bounds: bounds)
    drawOwnDrawing(in: ctx, bounds: bounds)
    (self as? ShapeLayer)?.drawShape(in: ctx)
    for sublayer in sublayersBackToFront { sublayer.compositeInParent(ctx) }
    if let view = rootOfView {
      for subview in view.subviews { subview.layer.compositeInParent(ctx) }
    }
    ctx.restoreGState()
    drawBorder(in: ctx, bounds: bounds)
    if translucent {
      ctx.endTransparencyLayer()
      ctx.restoreGState()
    }
  }

  /// Draws this layer where its frame puts it in its parent's coordinates, which `ctx` is in.
  private func compositeInParent(_ ctx: CGContext) {
    let frame = self.frame
    let bounds = self.bounds
    guard [frame.minX, frame.minY, bounds.minX, bounds.minY].allSatisfy(\.isFinite) else { return }
    ctx.saveGState()
    ctx.translateBy(x: frame.minX - bounds.minX, y: frame.minY - bounds.minY)
    composite(in: ctx)
    ctx.restoreGState()
  }

  /// The bounds rounded by the corner radius at the masked corners, the radius at most half the
  /// shorter side.
  private func outline(of rect: CGRect, inset: CGFloat = 0) -> CGPath {
    let inner = rect.insetBy(dx: inset, dy: inset)
    let radius = max(min(max(cornerRadius, 0), min(rect.width, rect.height) / 2) - inset, 0)
    let path = CGMutablePath()
    guard radius > 0, !maskedCorners.isEmpty, inner.width > 0, inner.height > 0 else {
      path.addRect(inner)
      return path
    }
    func r(_ corner: LayerCornerMask) -> CGFloat { maskedCorners.contains(corner) ? radius : 0 }
    let (topLeft, topRight) = (r(.layerMinXMinYCorner), r(.layerMaxXMinYCorner))
    let (bottomLeft, bottomRight) = (r(.layerMinXMaxYCorner), r(.layerMaxXMaxYCorner))
    // Angles grow clockwise on this downward-running screen, which Core Graphics' y-up
    // `clockwise` calls counterclockwise.
    let quarter = CGFloat.pi / 2
    path.move(to: CGPoint(x: inner.minX + topLeft, y: inner.minY))
    path.addArc(
      center: CGPoint(x: inner.maxX - topRight, y: inner.minY + topRight), radius: topRight,
      startAngle: -quarter, endAngle: 0, clockwise: false)
    path.addArc(
      center: CGPoint(x: inner.maxX - bottomRight, y: inner.maxY - bottomRight), radius: bottomRight,
      startAngle: 0, endAngle: quarter, clockwise: false)
    path.addArc(
      center: CGPoint(x: inner.minX + bottomLeft, y: inner.maxY - bottomLeft), radius: bottomLeft,
      startAngle: quarter, endAngle: 2 * quarter, clockwise: false)
    path.addArc(
      center: CGPoint(x: inner.minX + topLeft, y: inner.minY + topLeft), radius: topLeft,
      startAngle: 2 * quarter, endAngle: 3 * quarter, clockwise: false)
    path.closeSubpath()
    return path
  }

  /// Draws the contents' picture placed by the gravity.
  private func drawContents(in ctx: CGContext, bounds: CGRect) {
    let picture: CGImage? =
      if let image = contents as? CGImage { image } else {
        (contents as? LayerContentsPicture)?.currentPicture()
      }
    guard let picture, picture.width > 0, picture.height > 0 else { return }
    let gravity =
      if let video = self as? VideoGravityLayer {
        Self.contentsGravity(for: video.videoGravity)
      } else if let view = rootOfView {
        Self.contentsGravity(for: view.contentMode)
      } else {
        contentsGravity
      }
    let scale = self is VideoGravityLayer || contents is LayerContentsPicture ? 1 : max(contentsScale, 0.0001)
    let size = CGSize(width: CGFloat(picture.width) / scale, height: CGFloat(picture.height) / scale)
    let placed = Self.place(size, in: bounds, gravity: gravity)
    ctx.saveGState()
    ctx.clip(to: bounds)
    ctx.drawUpright(picture, in: placed)
    ctx.restoreGState()
  }

  /// The contents gravity a video gravity places frames as.
  private static func contentsGravity(for gravity: VideoGravity) -> LayerContentsGravity {
    switch gravity {
    case .resize: .resize
    case .resizeAspectFill: .resizeAspectFill
    default: .resizeAspect
    }
  }

  /// The contents gravity a view's content mode places its layer's contents as.
  private static func contentsGravity(for mode: ContentMode) -> LayerContentsGravity {
    switch mode {
    case .scaleToFill, .redraw: .resize
    case .scaleAspectFit: .resizeAspect
    case .scaleAspectFill: .resizeAspectFill
    case .center: .center
    case .top: .top
    case .bottom: .bottom
    case .left: .left
    case .right: .right
    case .topLeft: .topLeft
    case .topRight: .topRight
    case .bottomLeft: .bottomLeft
    case .bottomRight: .bottomRight
    }
  }

  /// Where contents of `size` go in `bounds` under `gravity` (Core Animation's rules; the
  /// edge and corner gravities name the screen's edges, as on iOS where a layer's contents are not
  /// flipped).
  package static func place(_ size: CGSize, in bounds: CGRect, gravity: LayerContentsGravity) -> CGRect {
    switch gravity {
    case .resize:
      return bounds
    case .resizeAspect, .resizeAspectFill:
      let widthScale = bounds.width / size.width
      let heightScale = bounds.height / size.height
      let scale = gravity == .resizeAspect ? min(widthScale, heightScale) : max(widthScale, heightScale)
      let fitted = CGSize(width: size.width * scale, height: size.height * scale)
      return CGRect(
        x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2, width: fitted.width,
        height: fitted.height)
    default:
      let name = gravity.rawValue.lowercased()
      let x =
        name.hasSuffix("left")
        ? bounds.minX
        : name.hasSuffix("right") ? bounds.maxX - size.width : bounds.midX - size.width / 2
      let y =
        name.hasPrefix("top")
        ? bounds.minY
        : name.hasPrefix("bottom") ? bounds.maxY - size.height : bounds.midY - size.height / 2
      return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }
  }

  /// Runs the layer's `draw(in:)` and its view's `draw(_:)`, clipped to the bounds with the context
  /// current.
  private func drawOwnDrawing(in ctx: CGContext, bounds: CGRect) {
    ctx.saveGState()
    ctx.clip(to: bounds)
    GraphicsContextStack.with(ctx) {
      draw(in: ctx)
      rootOfView?.draw(bounds)
    }
    ctx.restoreGState()
  }

  /// Draws the border inside the bounds along the rounded shape.
  private func drawBorder(in ctx: CGContext, bounds: CGRect) {
    let width = min(borderWidth, min(bounds.width, bounds.height) / 2)
    guard width > 0, let borderColor, borderColor.alpha > 0 else { return }
    ctx.saveGState()
    ctx.setStrokeColor(borderColor)
    ctx.setLineWidth(width)
    ctx.setLineDash(phase: 0, lengths: [])
    ctx.beginPath()
    ctx.addPath(outline(of: bounds, inset: width / 2))
    ctx.strokePath()
    ctx.restoreGState()
  }
}

extension ShapeLayer {
  /// Fills the path with the fill colour by the fill rule, then strokes it with the line style.
  fileprivate func drawShape(in ctx: CGContext) {
    guard let path, !path.isEmpty else { return }
    ctx.saveGState()
    defer { ctx.restoreGState() }
    if let fillColor, fillColor.alpha > 0 {
      ctx.setFillColor(fillColor)
      ctx.beginPath()
      ctx.addPath(path)
      ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
    }
    guard let strokeColor, strokeColor.alpha > 0, lineWidth > 0 else { return }
    ctx.setStrokeColor(strokeColor)
    ctx.setLineWidth(lineWidth)
    ctx.setLineCap(lineCap == .round ? .round : lineCap == .square ? .square : .butt)
    ctx.setLineJoin(lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter)
    ctx.setMiterLimit(miterLimit)
    ctx.setLineDash(phase: lineDashPhase, lengths: lineDashPattern?.map { CGFloat($0.doubleValue) } ?? [])
    ctx.beginPath()
    ctx.addPath(path)
    ctx.strokePath()
  }
}
