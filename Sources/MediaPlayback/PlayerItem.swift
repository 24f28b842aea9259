import Clocks
import CoreMediaTime
import Foundation
import Runtime

/// What a player plays, with its own timeline: AVFoundation's `AVPlayerItem`.
///
/// An item starts `.unknown` and loads once it becomes a player's current item: after
/// ``PlaybackSettings/itemLoadDelay`` of virtual time it is `.readyToPlay`, with its
/// ``duration`` and ``presentationSize`` known, or `.failed` with a ``PlaybackError`` in ``error``.
/// ``status``, ``duration`` and ``presentationSize`` are observable (`observe(\.status, options:)`),
/// on the item and through its player (`player.observe(\.currentItem?.status)`).
@preconcurrency @MainActor
open class PlayerItem: KeyValueObservable {
  /// Whether an item can be played (AVFoundation's `AVPlayerItem.Status`).
  public enum Status: Int, Sendable, CustomStringConvertible {
    /// Not loaded yet.
    case unknown = 0
    /// Loaded; it can play.
    case readyToPlay = 1
    /// It cannot play; see ``PlayerItem/error``.
    case failed = 2

    /// The case's name.
    public var description: String {
      switch self {
      case .unknown: "unknown"
      case .readyToPlay: "readyToPlay"
      case .failed: "failed"
      }
    }
  }

  /// Posted on `NotificationCenter.default` (object: the item) when the item played to its end.
  ///
  /// Delivered synchronously at the virtual instant of the end: observe it with `queue: nil` (an
  /// observer on `.main` would deadlock on Linux, where the simulation already runs on the main queue).
  public nonisolated static let didPlayToEndTimeNotification = Notification.Name(
    "AVPlayerItemDidPlayToEndTimeNotification")

  /// Observers of ``status``, ``duration`` and ``presentationSize``.
  public let keyValueObservers = ObserverList<AnyKeyPath>()

  /// The media the item plays.
  public let asset: Asset

  /// Whether the item can be played. Observable.
  public private(set) var status = Status.unknown {
    didSet {
      guard oldValue != status else { return }
      didChangeValue(for: \PlayerItem.status)
      player?.didChangeValue(for: \Player.currentItem?.status)
    }
  }

  /// Why the item failed; nil unless ``status`` is `.failed`.
  public private(set) var error: (any Error)?

  /// How long the item plays: `.indefinite` until it is ready, and for a live stream. Observable.
  public private(set) var duration = CMTime.indefinite {
    didSet {
      guard oldValue != duration else { return }
      didChangeValue(for: \PlayerItem.duration)
      player?.didChangeValue(for: \Player.currentItem?.duration)
    }
  }

  /// The size of the item's pictures, in pixels; zero until it is ready. Observable.
  public private(set) var presentationSize = CGSize.zero {
    didSet {
      guard oldValue != presentationSize else { return }
      didChangeValue(for: \PlayerItem.presentationSize)
      player?.didChangeValue(for: \Player.currentItem?.presentationSize)
    }
  }

  /// The item's timeline: its time is the item's current time, its rate the player's effective rate.
  public let timebase: CMTimebase

  /// The player whose current item this is.
  weak var player: Player?
  private var loadTask: ScheduledTask?
  private var loadCompletion: (@MainActor () -> Void)?

  /// An item of `asset`; the keys are the asset's properties to load before the item is ready.
  ///
  /// - Parameters:
  ///   - asset: the media to play.
  ///   - automaticallyLoadedAssetKeys: accepted: a generated stream's properties are all known when
  ///     the item is ready.
  public init(asset: Asset, automaticallyLoadedAssetKeys: [String]?) {
    self.asset = asset
    // Creating a timebase cannot fail (CoreMedia declares it throwing; PiPSim's never throws).
    timebase = try! CMTimebase(sourceClock: Simulation.current.hostTimeClock)
  }

  /// An item of `asset`.
  public convenience init(asset: Asset) {
    self.init(asset: asset, automaticallyLoadedAssetKeys: nil)
  }

  /// An item of the media at `url` (a ``SyntheticStream`` URL).
  public convenience init(url: URL) {
    self.init(asset: URLAsset(url: url))
  }

  /// The item's current time, within its duration.
  open func currentTime() -> CMTime {
    let time = CMTimeMaximum(timebase.time, .zero)
    return duration.isNumeric ? CMTimeMinimum(time, duration) : time
  }

  /// The stream to play, once the item is ready.
  var readyStream: SyntheticStream? {
    status == .readyToPlay ? asset.stream : nil
  }

  /// Starts loading, if not loaded or loading yet; `completion` runs once the status is final (it
  /// replaces the completion of a player that gave the item up while it loaded).
  func load(in simulation: Simulation, completion: @escaping @MainActor () -> Void) {
    guard status == .unknown else { return }
    loadCompletion = completion
    guard loadTask == nil else { return }
    let delay = simulation.service(PlaybackSettings.self).itemLoadDelay
    loadTask = simulation.runLoop.schedule(after: delay) { [weak self] in
      guard let self else { return }
      loadTask = nil
      finishLoading(in: simulation)
      loadCompletion?()
      loadCompletion = nil
    }
  }

  private func finishLoading(in simulation: Simulation) {
    switch asset.content {
    case .success(let stream):
      duration = stream.duration
      presentationSize = stream.size
      status = .readyToPlay
    case .failure(let reason):
      let failure = PlaybackError.cannotOpen(reason)
      error = failure
      simulation.diagnostics.record(
        .playerItemFailed, severity: .warning, subject: "AVPlayerItem", message: failure.description)
      status = .failed
    }
  }
}
