import Clocks
import Runtime
import ViewHierarchy

/// A layer that shows a player's video: the simulator's `AVPlayerLayer`.
///
/// Give it a ``player`` and it shows the player's frames as they are presented;
/// ``isReadyForDisplay`` turns true (observably) at the display tick that puts the first frame up,
/// and false when the player goes or its item is replaced, until the next frame is up.
@preconcurrency @MainActor
public final class PlayerLayer: Layer, KeyValueObservable, VideoGravityLayer {
  /// Observers of ``player`` and ``isReadyForDisplay``.
  public let keyValueObservers = ObserverList<AnyKeyPath>()

  /// The player whose video the layer shows. Observable.
  public var player: Player? {
    didSet { playerDidChange(from: oldValue) }
  }

  /// How the video fills the layer's bounds (default `.resizeAspect`).
  public var videoGravity = VideoGravity.resizeAspect

  /// Whether a frame of the player's item is on screen. Observable.
  ///
  /// The player sets it; a layer without a player keeps what the app or a test sets, as layers did
  /// before PiPSim had players.
  public var isReadyForDisplay = false {
    didSet {
      if oldValue != isReadyForDisplay { didChangeValue(for: \PlayerLayer.isReadyForDisplay) }
    }
  }

  /// Creates a layer with no player, not ready for display.
  public required init() { super.init() }

  /// A presentation copy of `layer`: its gravity and readiness, without the player (`init(layer:)`).
  public required init(layer: Any) {
    super.init(layer: layer)
    guard let model = layer as? PlayerLayer else { return }
    videoGravity = model.videoGravity
    isReadyForDisplay = model.isReadyForDisplay
  }

  /// Creates a layer showing `player`.
  public convenience init(player: Player?) {
    self.init()
    self.player = player
    // Observers do not run for a class's own initializer, so the player is attached here.
    playerDidChange(from: nil)
  }

  private func playerDidChange(from oldPlayer: Player?) {
    guard oldPlayer !== player else { return }
    oldPlayer?.detach(self)
    player?.attach(self)
    didChangeValue(for: \PlayerLayer.player)
  }
}
