import PixelBuffers

/// Where the renderer presents frames: the source view's layer, or a test's recorder.
///
/// Implementation requirements:
/// - `present(_:)` keeps the new frame on screen until the next call replaces it, and returns the
///   frame it showed before (or nil) so the renderer can recycle it; it must not block for long,
///   since it runs on the display-link thread.
/// - `removeFrame()` takes the frame off screen and returns it; the pipeline calls it when it stops.
/// - Both may be called from a display-link thread or from the caller of a manual tick, never
///   concurrently with each other.
public protocol FrameSink: AnyObject, Sendable {
  /// Shows `frame` and returns the frame it replaces.
  func present(_ frame: consuming PixelBuffer) -> PixelBuffer?

  /// Takes the frame on screen off it, and returns it.
  func removeFrame() -> PixelBuffer?
}
