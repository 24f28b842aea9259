import Clocks
import Runtime
import ViewHierarchy

/// A layer that shows a player's video (the simulator's `AVPlayerLayer`).
///
/// The player itself is not modelled: the app (or a test) says when the first frame is ready by
/// setting ``isReadyForDisplay``, which is observable like AVFoundation's property.
@MainActor
public final class PlayerLayer: Layer, KeyValueObservable {
  /// Observers of the layer's properties.
  public let keyValueObservers = ObserverList<AnyKeyPath>()

  /// Whether the current item has a frame ready to show.
  public var isReadyForDisplay = false {
    didSet {
      if oldValue != isReadyForDisplay { didChangeValue(for: \PlayerLayer.isReadyForDisplay) }
    }
  }

  /// Creates a layer that is not ready for display.
  public required init() {}
}
