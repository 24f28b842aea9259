import CoreGraphicsDrawing
import Foundation
import PictureInPicture
import Runtime
import ViewHierarchy

/// Draws the simulated screen as an SVG document: the app's window, its views, the status bar, the
/// safe area, the Picture-in-Picture window, and the video frames on screen from their real pixels.
///
/// What is drawn:
/// - the screen at the window's size in its scene's current orientation (the title names both);
/// - every visible view as a rectangle at its exact position on screen, filled with its background
///   colour and labelled with its `debugLabel` (accessibility identifier, else type name); hidden
///   views and views with alpha 0 are left out with their subviews, and a partly transparent view is
///   drawn with that opacity;
/// - in every view whose layer shows a `LayerFrameSink`, the frame on screen as a grid of gray cells
///   (its luma thumbnail, stretched over the view's bounds), tagged with the frame's sequence number
///   and checksum;
/// - the safe area as a dashed outline, and the status bar unless the scene hides it;
/// - while PiP is active, the PiP window floating above the app at its frame, with its content.
///
/// The output depends only on the simulation's state: numbers are rounded to hundredths and written
/// without exponent, so the same state gives the same bytes on every run.
public enum ScreenSnapshot {
  /// The SVG document of `window` and, when given and active, of `pictureInPicture`'s window.
  ///
  /// - Parameters:
  ///   - window: The app's window; its scene gives the orientation, safe area and status bar.
  ///   - pictureInPicture: The controller whose PiP window floats above the app, if any.
  ///   - options: Labels and video thumbnail resolution.
  /// - Returns: A complete SVG document (UTF-8 text with an XML declaration).
  @MainActor
  public static func svg(
    of window: Window, pictureInPicture: PictureInPictureController? = nil,
    options: ScreenSnapshotOptions = ScreenSnapshotOptions()
  ) -> String {
    var renderer = SVGScreenRenderer(options: options)
    let scene = window.windowScene
    let screen = scene?.screenBounds ?? window.frame
    renderer.openDocument(screen: screen, title: title(of: window))
    renderer.drawApplication(window)
    if let scene {
      renderer.drawSafeArea(screen.inset(by: scene.safeAreaInsets))
      if !scene.isStatusBarHidden {
        renderer.drawStatusBar(width: screen.width, height: statusBarHeight(in: scene))
      }
    }
    if let pictureInPicture, let frame = pictureInPicture.pictureInPictureFrame {
      renderer.drawPictureInPicture(
        frame: frame, window: pictureInPicture.pictureInPictureWindow,
        isSuspended: pictureInPicture.isPictureInPictureSuspended)
    }
    return renderer.closeDocument()
  }

  /// A raster picture of `window` and, when given and active, of `pictureInPicture`'s window: what
  /// the screen shows, pixel by pixel, at `scale` pixels a point (1 unless given; the device's
  /// `screenScale` for the real resolution).
  ///
  /// The app's window is drawn through ``ViewHierarchy/Layer/render(in:)`` (backgrounds, rounded
  /// and masked corners, borders, opacity, labels' text, images, views' own `draw(_:)`, the video
  /// frame each layer shows, converted by libswscale), then the status bar unless the scene hides
  /// it, then the PiP window at its frame with its content (a sample-buffer or player layer's
  /// picture fitted in, or a video call's views; faded while suspended). The debugging
  /// marks of the SVG form (view labels, the safe-area outline) are left out. The same state gives
  /// the same pixels on every run.
  ///
  /// - Returns: The picture, or nil when the screen's size at `scale` is not finite, not positive
  ///   or over 32,767 pixels a side.
  @MainActor
  public static func image(
    of window: Window, pictureInPicture: PictureInPictureController? = nil, scale: CGFloat = 1
  ) -> ScreenImage? {
    let scene = window.windowScene
    let screen = scene?.screenBounds ?? window.frame
    guard scale.isFinite, scale > 0, screen.width > 0, screen.height > 0,
      let renderer = RasterScreenRenderer(size: screen.size, scale: scale)
    else { return nil }
    renderer.drawApplication(window, screen: CGRect(origin: .zero, size: screen.size))
    if let scene, !scene.isStatusBarHidden {
      renderer.drawStatusBar(width: screen.width, height: statusBarHeight(in: scene))
    }
    if let pictureInPicture, let frame = pictureInPicture.pictureInPictureFrame {
      let source = pictureInPicture.contentSource
      renderer.drawPictureInPicture(
        frame: frame, window: pictureInPicture.pictureInPictureWindow,
        sourceLayer: source?.sampleBufferDisplayLayer ?? source?.playerLayer,
        isSuspended: pictureInPicture.isPictureInPictureSuspended)
    }
    guard let pixels = renderer.context.makeImage() else { return nil }
    return ScreenImage(cgImage: pixels, scale: scale)
  }

  /// The status bar covers the top safe-area inset (the sensor housing row), or 20 points without one.
  @MainActor
  static func statusBarHeight(in scene: WindowScene) -> Double {
    let top = scene.safeAreaInsets.top
    return top > 0 ? top : 20
  }

  @MainActor
  private static func title(of window: Window) -> String {
    guard let scene = window.windowScene else { return window.debugLabel }
    let simulation = scene.simulation
    return "\(simulation.device.name), \(scene.interfaceOrientation.name), at \(simulation.runLoop.now)"
  }
}
