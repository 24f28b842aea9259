import PiPSim

// A test that imports only AVKitCompat and PiPSimTesting names the picture `snapshot()` returns.
@_exported import struct ScreenSnapshots.ScreenImage

extension SimulatedApp {
  /// A picture of the screen now, pixel by pixel: the app's window, the status bar and the PiP
  /// window with what it shows (``ScreenSnapshots/ScreenSnapshot/image(of:pictureInPicture:scale:)``).
  /// Read a colour at a point with `color(at:)`, or write `pngData()` for a person to look at.
  ///
  /// - Parameter scale: Pixels per point: 1 unless given (points and pixels then agree); the
  ///   device's `screenScale` for its real resolution.
  /// - Returns: The picture, or nil when the screen cannot be drawn at `scale` (not finite, not
  ///   positive, or over 32,767 pixels a side).
  public func snapshot(scale: CGFloat = 1) -> ScreenImage? {
    ScreenSnapshot.image(of: window, pictureInPicture: pictureInPictureWindow?.controller, scale: scale)
  }

  /// The screen now as an SVG document (``ScreenSnapshots/ScreenSnapshot/svg(of:pictureInPicture:options:)``):
  /// views as labelled rectangles, for reading what is where.
  public func snapshotSVG(options: ScreenSnapshotOptions = ScreenSnapshotOptions()) -> String {
    ScreenSnapshot.svg(of: window, pictureInPicture: pictureInPictureWindow?.controller, options: options)
  }
}
