import CoreGraphicsDrawing
import Foundation
import ViewHierarchy

/// Draws the simulated screen into a bitmap, layer by layer, as the screen composites it: the app's
/// window through ``ViewHierarchy/Layer/render(in:)``, the status bar, and the PiP window floating above.
@MainActor
struct RasterScreenRenderer {
  let context: CGContext

  /// A canvas for a screen of `size` points at `scale`, white (the screen behind the app); nil when
  /// the size cannot be drawn.
  init?(size: CGSize, scale: CGFloat) {
    guard let context = CGContext(uikitCanvasOf: size, scale: scale, opaque: true) else { return nil }
    self.context = context
    context.setFillColor(.white)
    context.fill(CGRect(origin: .zero, size: size))
  }

  /// Draws the app's window at its frame, clipped to the screen.
  func drawApplication(_ window: Window, screen: CGRect) {
    context.saveGState()
    context.clip(to: screen)
    context.translateBy(x: window.frame.minX, y: window.frame.minY)
    window.layer.render(in: context)
    context.restoreGState()
  }

  /// Draws a status bar `height` points tall across the top: a faint band, the time and a battery.
  func drawStatusBar(width: CGFloat, height: CGFloat) {
    context.setFillColor(CGColor(gray: 0, alpha: 0.08))
    context.fill(CGRect(x: 0, y: 0, width: width, height: height))
    let time = PlacedText(
      "9:41", at: CGPoint(x: width * 0.2 - 13, y: height / 2 + 4), face: TextFace(isBold: true), size: 11,
      color: .black)
    context.drawText([time])
    context.setStrokeColor(.black)
    context.setLineWidth(1)
    context.stroke(CGRect(x: width - 40, y: height / 2 - 5, width: 24, height: 10))
  }

  /// Draws the PiP window at `frame`: a dark rounded window with a shadow, then what it shows
  /// clipped to it (a layer source's picture fitted in, or the hosted window's views), faded while
  /// suspended.
  func drawPictureInPicture(frame: CGRect, window: Window?, sourceLayer: Layer?, isSuspended: Bool) {
    context.saveGState()
    if isSuspended {
      context.setAlpha(0.4)
      context.beginTransparencyLayer(auxiliaryInfo: nil)
    }
    let outline = CGMutablePath()
    outline.addRoundedRect(in: frame, cornerWidth: 8, cornerHeight: 8)
    let shadow = CGMutablePath()
    shadow.addRoundedRect(in: frame.offsetBy(dx: 2, dy: 3), cornerWidth: 8, cornerHeight: 8)
    context.setFillColor(CGColor(gray: 0, alpha: 0.3))
    context.addPath(shadow)
    context.fillPath()
    context.setFillColor(CGColor(red: 0x1c / 255, green: 0x1c / 255, blue: 0x1e / 255, alpha: 1))
    context.addPath(outline)
    context.fillPath()
    context.saveGState()
    context.addPath(outline)
    context.clip()
    if let picture = (sourceLayer?.contents as? LayerContentsPicture)?.currentPicture(),
      picture.width > 0, picture.height > 0
    {
      let fitted = Layer.place(
        CGSize(width: picture.width, height: picture.height), in: frame, gravity: .resizeAspect)
      context.drawUpright(picture, in: fitted)
    } else if let window {
      context.translateBy(x: frame.minX, y: frame.minY)
      window.layer.render(in: context)
    }
    context.restoreGState()
    if isSuspended { context.endTransparencyLayer() }
    context.restoreGState()
  }
}
