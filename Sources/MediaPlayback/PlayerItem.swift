import Clocks
import CoreMediaTime
import Foundation
import Runtime

/// What a player plays, with its own timeline: AVFoundation's `AVPlayerItem`.
///
/// An `NSObject`, as on iOS: compares with `==` and hashes by identity unless a subclass overrides
/// `isEqual(_:)` and `hash`.
///
/// An item starts `.unknown` and loads once it becomes a player's current item: after
/// ``PlaybackSettings/itemLoadDelay`` of virtual time it is `.readyToPlay`, with its
/// ``duration`` and ``presentationSize`` known, or `.failed` with a ``PlaybackError`` in ``error``.
/// ``status``, ``duration`` and ``presentationSize`` are observable (`observe(\.status, options:)`),
/// on the item and through its player (`player.observe(\.currentItem?.status)`).
@preconcurrency @MainActor
open class PlayerItem: NSObject, KeyValueObservable {
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
  /// Posted (object: the item) when the item stops playing before its end because its media failed;
  /// the error is under ``failedToPlayToEndTimeErrorKey``. Delivered as ``didPlayToEndTimeNotification``.
  public nonisolated static let failedToPlayToEndTimeNotification = Notification.Name(
    "AVPlayerItemFailedToPlayToEndTimeNotification")
  /// The `userInfo` key of the error in a ``failedToPlayToEndTimeNotification``.
  public nonisolated static let failedToPlayToEndTimeErrorKey = "AVPlayerItemFailedToPlayToEndTimeErrorKey"
  /// Posted (object: the item) when the item's time jumps: a seek. Delivered as
  /// ``didPlayToEndTimeNotification``.
  public nonisolated static let timeJumpedNotification = Notification.Name(
    "AVPlayerItemTimeJumpedNotification")
  /// Posted (object: the item) when playback stalls: the buffer ran out while playing. Delivered as
  /// ``didPlayToEndTimeNotification``.
  public nonisolated static let playbackStalledNotification = Notification.Name(
    "AVPlayerItemPlaybackStalledNotification")

  /// Observers of ``status``, ``duration``, ``presentationSize``, the buffer's state and the time ranges.
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

  /// Whether the buffer holds nothing to play: true until the item is ready and during a stall
  /// (``injectStall(for:)``). Observable.
  public private(set) var isPlaybackBufferEmpty = true {
    didSet { if oldValue != isPlaybackBufferEmpty { didChangeValue(for: \PlayerItem.isPlaybackBufferEmpty) } }
  }

  /// Whether the item will likely play on without stalling: true once ready, except during a stall.
  /// Observable.
  public private(set) var isPlaybackLikelyToKeepUp = false {
    didSet {
      if oldValue != isPlaybackLikelyToKeepUp { didChangeValue(for: \PlayerItem.isPlaybackLikelyToKeepUp) }
    }
  }

  /// Whether the buffer is full: a generated stream's data is all there once the item is ready,
  /// except during a stall. Observable.
  public private(set) var isPlaybackBufferFull = false {
    didSet { if oldValue != isPlaybackBufferFull { didChangeValue(for: \PlayerItem.isPlaybackBufferFull) } }
  }

  /// How far ahead of the playhead a live stream's data is loaded, in seconds (0: PiPSim's 10 s).
  ///
  /// A finite stream is loaded whole; a live one from its start to this far past the playhead (see
  /// ``loadedTimeRanges``).
  public var preferredForwardBufferDuration: TimeInterval = 0 {
    didSet { didChangeValue(for: \PlayerItem.loadedTimeRanges) }
  }

  /// The bit rate the app asks the stream not to exceed, in bits per second (0: no limit).
  ///
  /// - Note: Stored only; not simulated.
  public var preferredPeakBitRate: Double = 0 {
    didSet { simulation.diagnostics.recordNotSimulated("AVPlayerItem.preferredPeakBitRate") }
  }

  /// The largest picture the app asks the stream for (zero: no limit).
  ///
  /// - Note: Stored only; not simulated.
  public var preferredMaximumResolution = CGSize.zero {
    didSet { simulation.diagnostics.recordNotSimulated("AVPlayerItem.preferredMaximumResolution") }
  }

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

  /// The outputs attached with ``add(_:)``, in order.
  public internal(set) var outputs: [PlayerItemOutput] = []
  /// The player whose current item this is.
  weak var player: Player?
  /// The option the app selected in each group it selected in (nil: none), by group.
  var mediaSelections: [ObjectIdentifier: MediaSelectionOption?] = [:]
  /// The end of the stall under way, which refills the buffer.
  private var stallTask: ScheduledTask?
  private var stallEnd: MediaTime?
  let simulation: Simulation
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
    simulation = .current
    // Creating a timebase cannot fail (CoreMedia declares it throwing; PiPSim's never throws).
    timebase = try! CMTimebase(sourceClock: simulation.hostTimeClock)
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
      // The player hears of it from the load's completion.
      setBufferState()
    case .failure(let reason):
      let failure = PlaybackError.cannotOpen(reason)
      error = failure
      simulation.diagnostics.record(
        .playerItemFailed, severity: .warning, subject: "AVPlayerItem", message: failure.description)
      status = .failed
    }
    for keyPath in Self.readinessKeyPaths { didChangeValue(for: keyPath) }
  }

  /// The properties that follow ``status``.
  private static let readinessKeyPaths: [AnyKeyPath] = [
    \PlayerItem.canPlayFastForward, \PlayerItem.canPlaySlowForward, \PlayerItem.canPlayReverse,
    \PlayerItem.canPlaySlowReverse, \PlayerItem.canPlayFastReverse,
  ]

  // MARK: Faults

  /// Simulates a network stall: the buffer empties now and refills `span` later.
  ///
  /// ``isPlaybackBufferEmpty`` turns true and ``isPlaybackLikelyToKeepUp`` false at once; a player
  /// playing the item waits (`.waitingToPlayAtSpecifiedRate`, `.toMinimizeStalls`) with its picture
  /// frozen, and ``playbackStalledNotification`` is posted. After `span` the buffer is full again and
  /// the player plays on. A stall during a stall ends at the later of the two ends; a stall before the
  /// item is ready keeps its buffer empty until the stall's end.
  public func injectStall(for span: MediaTime) {
    let end = simulation.runLoop.now + span
    if let stallEnd, stallEnd >= end { return }
    stallTask.map(simulation.runLoop.cancel)
    stallEnd = end
    stallTask = simulation.runLoop.schedule(at: end) { [weak self] in
      guard let self else { return }
      stallTask = nil
      stallEnd = nil
      updateBuffer()
    }
    let wasPlaying = player?.timeControlStatus == .playing
    updateBuffer()
    if wasPlaying {
      NotificationCenter.default.post(name: Self.playbackStalledNotification, object: self)
    }
  }

  /// Simulates media that breaks while the item plays: the item fails with
  /// ``PlaybackError/mediaFailed(_:)``, its player stops waiting for it (`.noItemToPlay`), and
  /// ``failedToPlayToEndTimeNotification`` is posted with the error. An item that is not ready is
  /// left as it is, with a diagnostic.
  public func injectPlaybackFailure(_ reason: String) {
    guard status == .readyToPlay else {
      simulation.diagnostics.record(
        .playerRequestRefused, severity: .warning, subject: "AVPlayerItem",
        message: "injectPlaybackFailure: the item is not playing media (status \(status))")
      return
    }
    let failure = PlaybackError.mediaFailed(reason)
    error = failure
    simulation.diagnostics.record(
      .playerItemFailed, severity: .warning, subject: "AVPlayerItem", message: failure.description)
    stallTask.map(simulation.runLoop.cancel)
    stallTask = nil
    stallEnd = nil
    status = .failed
    setBufferState()
    for keyPath in Self.readinessKeyPaths { didChangeValue(for: keyPath) }
    player?.itemDidFail(self)
    NotificationCenter.default.post(
      name: Self.failedToPlayToEndTimeNotification, object: self,
      userInfo: [Self.failedToPlayToEndTimeErrorKey: failure as NSError])
  }

  /// Whether a stall keeps the buffer empty.
  var isStalled: Bool { stallTask != nil }

  /// Sets the buffer's state from the status and the stall, and tells the player.
  private func updateBuffer() {
    setBufferState()
    player?.itemBufferDidChange()
  }

  /// Sets the buffer's state from the status and the stall.
  private func setBufferState() {
    refreshOutputs()
    let hasData = status == .readyToPlay && !isStalled
    isPlaybackBufferEmpty = !hasData
    isPlaybackLikelyToKeepUp = hasData
    isPlaybackBufferFull = hasData
    didChangeValue(for: \PlayerItem.loadedTimeRanges)
    didChangeValue(for: \PlayerItem.seekableTimeRanges)
  }
}
