import AVKitCompat

/// A view that shows a player's video: backed by an `AVPlayerLayer`, as Apple's documentation writes it.
public final class PlayerView: UIView {
  public override class var layerClass: AnyClass { AVPlayerLayer.self }

  /// The player whose video the view shows.
  public var player: AVPlayer? {
    get { playerLayer.player }
    set { playerLayer.player = newValue }
  }

  /// The view's layer.
  public var playerLayer: AVPlayerLayer { layer as! AVPlayerLayer }
}
