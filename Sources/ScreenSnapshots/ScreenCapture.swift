import Foundation
import PictureInPicture
import ViewHierarchy

/// The screen at one moment, ready to be drawn as SVG or as a raster picture: what a scenario run
/// hands its snapshot writer after each step. Draw it while the call it came with lasts; after that
/// the simulation moves on and the drawing would show a later screen.
@MainActor
public struct ScreenCapture {
  /// The app's window.
  public let window: Window
  /// The controller whose PiP window floats above the app, if any.
  public let pictureInPicture: PictureInPictureController?

  /// The screen of `window` and `pictureInPicture`.
  public init(window: Window, pictureInPicture: PictureInPictureController?) {
    self.window = window
    self.pictureInPicture = pictureInPicture
  }

  /// The SVG document (``ScreenSnapshot/svg(of:pictureInPicture:options:)``).
  public func svg(options: ScreenSnapshotOptions = ScreenSnapshotOptions()) -> String {
    ScreenSnapshot.svg(of: window, pictureInPicture: pictureInPicture, options: options)
  }

  /// The raster picture (``ScreenSnapshot/image(of:pictureInPicture:scale:)``).
  public func image(scale: CGFloat = 1) -> ScreenImage? {
    ScreenSnapshot.image(of: window, pictureInPicture: pictureInPicture, scale: scale)
  }
}
