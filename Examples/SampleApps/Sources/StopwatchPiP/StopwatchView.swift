import AVKitCompat

/// The view the stopwatch is drawn in: backed by a sample-buffer display layer, so the pictures the
/// app draws are what PiP shows.
public final class StopwatchView: UIView {
  public override class var layerClass: AnyClass { AVSampleBufferDisplayLayer.self }

  /// The view's layer, which shows the faces the app enqueues.
  public var displayLayer: AVSampleBufferDisplayLayer { layer as! AVSampleBufferDisplayLayer }
}
