import AVKitCompat

/// The view the movie plays in: backed by a sample-buffer display layer.
public final class MoviePlayerView: UIView {
  public override class var layerClass: AnyClass { AVSampleBufferDisplayLayer.self }

  /// The view's layer, which shows the enqueued frames.
  public var displayLayer: AVSampleBufferDisplayLayer { layer as! AVSampleBufferDisplayLayer }
}
