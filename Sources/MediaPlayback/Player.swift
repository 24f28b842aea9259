import Clocks
import CoreMediaTime
import Dispatch
import Foundation
import Runtime
import SampleBuffers
import VideoRendering

/// Plays a player item on the simulation's virtual clock: AVFoundation's `AVPlayer`.
///
/// An `NSObject`, as on iOS: compares with `==` and hashes by identity unless a subclass overrides
/// `isEqual(_:)` and `hash`.
///
/// The item's frames are generated (``SyntheticStream``), sent through PiPSim's render pipeline as
/// real pixel buffers (a ``VideoRendering/SampleBufferVideoRenderer`` whose control timebase is the
/// item's), and presented on the simulated display link into every ``PlayerLayer`` showing the
/// player. `rate`, `status`, `timeControlStatus` and `currentItem` are observable with `observe(_:options:changeHandler:)`.
///
/// `play()` before the item is ready makes the player wait (`.waitingToPlayAtSpecifiedRate`) and
/// play once it is; at the end of a finite item the player pauses (``actionAtItemEnd``) and posts
/// ``PlayerItem/didPlayToEndTimeNotification``. When the app goes to the background while the
/// player's video is not in Picture in Picture, the system pauses it
/// (``PlaybackSettings/pausesInBackground``).
@preconcurrency @MainActor
open class Player: NSObject, KeyValueObservable {
  /// Whether the player can play (AVFoundation's `AVPlayer.Status`).
  public enum Status: Int, Sendable, CustomStringConvertible {
    /// The player's current item has not loaded yet.
    case unknown = 0
    /// The player can play items.
    case readyToPlay = 1
    /// The player can no longer play (never reached in PiPSim: a failing item fails on its own).
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

  /// Whether playback is under way (AVFoundation's `AVPlayer.TimeControlStatus`).
  public enum TimeControlStatus: Int, Sendable, CustomStringConvertible {
    /// The rate is zero.
    case paused = 0
    /// The rate is not zero, but the player waits (see ``Player/reasonForWaitingToPlay``).
    case waitingToPlayAtSpecifiedRate = 1
    /// Time advances.
    case playing = 2

    /// The case's name.
    public var description: String {
      switch self {
      case .paused: "paused"
      case .waitingToPlayAtSpecifiedRate: "waitingToPlayAtSpecifiedRate"
      case .playing: "playing"
      }
    }
  }

  /// Why a player with a non-zero rate is not playing (AVFoundation's `AVPlayer.WaitingReason`).
  public struct WaitingReason: RawRepresentable, Hashable, Sendable {
    /// AVFoundation's string for the reason.
    public let rawValue: String
    /// Makes a reason from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The current item is still loading.
    public static let evaluatingBufferingRate = WaitingReason(
      rawValue: "AVPlayerWaitingWhileEvaluatingBufferingRateReason")
    /// The player has no item, or its item failed.
    public static let noItemToPlay = WaitingReason(rawValue: "AVPlayerWaitingWithNoItemToPlayReason")
    /// Waiting for data: the item's buffer ran out (``PlayerItem/injectStall(for:)``).
    public static let toMinimizeStalls = WaitingReason(rawValue: "AVPlayerWaitingToMinimizeStallsReason")
  }

  /// What happens to playback when the app goes to the background with the player's video not in
  /// Picture in Picture (AVFoundation's `AVPlayerAudiovisualBackgroundPlaybackPolicy`).
  public enum AudiovisualBackgroundPlaybackPolicy: Int, Sendable {
    /// The system decides: it pauses, unless ``PlaybackSettings/pausesInBackground`` is false.
    case automatic = 1
    /// Playback pauses.
    case pauses = 2
    /// Playback goes on (a player whose audio the app wants to keep).
    case continuesIfPossible = 3
  }

  /// What the player does when its item ends (AVFoundation's `AVPlayer.ActionAtItemEnd`).
  public enum ActionAtItemEnd: Int, Sendable {
    /// Moves on to the next item: a plain player has none, so its current item becomes nil.
    case advance = 0
    /// Pauses (rate 0) at the end: the default.
    case pause = 1
    /// Stays at the end with its rate unchanged.
    case none = 2
  }

  /// Observers of ``rate``, ``status``, ``timeControlStatus``, ``reasonForWaitingToPlay`` and ``currentItem``.
  public let keyValueObservers = ObserverList<AnyKeyPath>()

  /// The item being played. Observable, and so are its `status`, `duration` and
  /// `presentationSize` through it (`observe(\.currentItem?.status)`).
  public private(set) var currentItem: PlayerItem? {
    didSet {
      guard oldValue !== currentItem else { return }
      for keyPath in Self.currentItemKeyPaths { didChangeValue(for: keyPath) }
    }
  }

  /// The key paths that change when the current item does.
  private static let currentItemKeyPaths: [AnyKeyPath] = [
    \Player.currentItem, \Player.currentItem?.status, \Player.currentItem?.duration,
    \Player.currentItem?.presentationSize,
  ]

  /// Whether the player can play. Observable.
  public private(set) var status = Status.unknown {
    didSet { if oldValue != status { didChangeValue(for: \Player.status) } }
  }

  /// Why the player failed; always nil in PiPSim (see ``PlayerItem/error`` for an item's failure).
  public var error: (any Error)? { nil }

  /// The playback rate asked for: 0 paused, 1 normal speed. Setting a non-zero rate plays (waiting
  /// first if the item is not ready); a negative or non-finite rate is refused with a diagnostic.
  /// Observable.
  open var rate: Float {
    get { requestedRate }
    set { setRequestedRate(newValue) }
  }

  /// The rate `play()` plays at (default 1).
  public var defaultRate: Float = 1

  /// Whether time advances, or why not. Observable.
  public private(set) var timeControlStatus = TimeControlStatus.paused {
    didSet { if oldValue != timeControlStatus { didChangeValue(for: \Player.timeControlStatus) } }
  }

  /// Why the player waits; nil unless ``timeControlStatus`` is `.waitingToPlayAtSpecifiedRate`. Observable.
  public private(set) var reasonForWaitingToPlay: WaitingReason? {
    didSet { if oldValue != reasonForWaitingToPlay { didChangeValue(for: \Player.reasonForWaitingToPlay) } }
  }

  /// Whether playback goes on in the background when the video is not in PiP (default `.automatic`).
  public var audiovisualBackgroundPlaybackPolicy = AudiovisualBackgroundPlaybackPolicy.automatic

  /// What happens at the end of the item (default `.pause`).
  public var actionAtItemEnd = ActionAtItemEnd.pause
  /// Whether the audio is muted (kept; generated streams have no sound).
  public var isMuted = false
  /// The audio volume, 0 to 1 (kept; generated streams have no sound).
  public var volume: Float = 1
  /// Whether playback waits to minimize stalls (kept: a generated stream's buffer is full or empty,
  /// so the player plays or waits either way).
  public var automaticallyWaitsToMinimizeStalling = true

  /// The renderer the frames go through; its sink is the contents of every layer showing the player.
  public let videoRenderer: SampleBufferVideoRenderer

  let simulation: Simulation
  /// The simulation's run loop, reachable from any thread (``removeTimeObserver(_:)``).
  private nonisolated let runLoop: MainRunLoop
  private var requestedRate: Float = 0 {
    didSet { if oldValue != requestedRate { didChangeValue(for: \Player.rate) } }
  }
  private var layers: [WeakLayer] = []
  private var displayTicker: DisplayTicker?
  private var pool: CVPixelBufferPool?
  private var nextFrame = 0
  private var showsNextFrameImmediately = true
  /// Whether the last feed enqueued a frame to show at once, which the next tick puts up.
  private var enqueuedImmediateFrame = false
  private var endTask: ScheduledTask?
  private var timeObservers: [PeriodicTimeObserver] = []
  private var timeJumpTask: ScheduledTask?
  private var pendingSeek: (@Sendable (Bool) -> Void)?
  private var activationObservation: ObservationToken?

  /// A player with no item.
  public override init() {
    simulation = .current
    runLoop = simulation.runLoop
    videoRenderer = Self.makeRenderer(in: simulation)
    super.init()
    startTicking()
  }

  /// A player of `item`, which starts loading now.
  public init(playerItem item: PlayerItem?) {
    simulation = .current
    runLoop = simulation.runLoop
    videoRenderer = Self.makeRenderer(in: simulation)
    super.init()
    startTicking()
    replaceCurrentItem(with: item)
  }

  /// A player of the media at `url` (a ``SyntheticStream`` URL).
  public init(url: URL) {
    simulation = .current
    runLoop = simulation.runLoop
    videoRenderer = Self.makeRenderer(in: simulation)
    super.init()
    startTicking()
    replaceCurrentItem(with: PlayerItem(url: url))
  }

  /// The renderer of a new player, labelled with its number in the simulation.
  private static func makeRenderer(in simulation: Simulation) -> SampleBufferVideoRenderer {
    let number = simulation.service(PlaybackSettings.self).nextPlayerNumber()
    return simulation.service(SampleBufferRenderingSettings.self).makeRenderer(traceLabel: "player \(number)")
  }

  /// Starts the display ticks that present the frames, and the watch on the app going to the background.
  private func startTicking() {
    let hertz = simulation.service(SampleBufferRenderingSettings.self).displayHertz
    displayTicker = DisplayTicker(
      runLoop: simulation.runLoop, hertz: hertz, isIdle: { [weak self] in self?.isIdle ?? true }
    ) { [weak self] time in
      self?.displayTick(at: time)
    }
    activationObservation = simulation.app.activationChanges.add { [weak self] change in
      guard let self, change.to == .background else { return }
      // Judged once everyone has heard of the change: a PiP that starts by itself shows the video by then.
      simulation.runLoop.perform { [weak self] in self?.pauseIfInBackground() }
    }
  }

  /// Plays at ``defaultRate``.
  open func play() {
    rate = defaultRate
  }

  /// Plays at `rate` at once: as setting ``rate``, since a generated stream's buffer is either full
  /// (it plays) or empty during a stall (it waits, as iOS's player waits for data it does not have).
  open func playImmediately(atRate rate: Float) {
    self.rate = rate
  }

  /// Pauses: rate 0; the frame on screen stays.
  open func pause() {
    rate = 0
  }

  /// The current item's time; zero without an item.
  open func currentTime() -> CMTime {
    currentItem?.currentTime() ?? .zero
  }

  /// Makes `item` the current item (nil: none); it starts loading if it has not.
  ///
  /// An item can be current in one player only: an item another player plays is refused with a
  /// diagnostic (AVFoundation raises an exception).
  open func replaceCurrentItem(with item: PlayerItem?) {
    guard item !== currentItem else { return }
    if let item, let owner = item.player, owner !== self {
      refuse("replaceCurrentItem(with:): the item is already the current item of another player")
      return
    }
    if let previous = currentItem {
      previous.player = nil
      try? previous.timebase.setRate(0)
    }
    finishPendingSeek(false)
    videoRenderer.flush(removingDisplayedImage: true, completionHandler: nil)
    pool = nil
    nextFrame = 0
    showsNextFrameImmediately = true
    item?.player = self
    videoRenderer.controlTimebase = item?.timebase
    currentItem = item
    item?.load(in: simulation) { [weak self, weak item] in
      guard let self, let item, item === currentItem else { return }
      itemDidLoad()
    }
    if let item, item.status != .unknown { itemDidLoad() } else { updatePlayback() }
  }

  /// Moves to `time` (see ``seek(to:completionHandler:)``).
  open func seek(to time: CMTime) {
    seek(to: time) { _ in }
  }

  /// Moves to `time` within the tolerances (see ``seek(to:toleranceBefore:toleranceAfter:completionHandler:)``).
  open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) {
    seek(to: time, toleranceBefore: toleranceBefore, toleranceAfter: toleranceAfter) { _ in }
  }

  /// Moves to `time`, or to the start of the frame showing at `time` when that is no more than
  /// `toleranceBefore` earlier (every generated frame is a key frame, so a tolerant seek lands on a
  /// frame's start); `.zero` tolerances seek exactly. Otherwise as ``seek(to:completionHandler:)``.
  ///
  /// A tolerance that is negative, invalid or indefinite is refused as a seek before the item is
  /// ready is (AVFoundation raises an exception); `.positiveInfinity` is any tolerance.
  open func seek(
    to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime,
    completionHandler: @escaping @Sendable (Bool) -> Void
  ) {
    let isTolerance = { (tolerance: CMTime) in
      tolerance.isValid && !tolerance.isIndefinite && tolerance >= .zero
    }
    guard isTolerance(toleranceBefore), isTolerance(toleranceAfter) else {
      refuse(
        "seek(to:toleranceBefore:toleranceAfter:): tolerances must be zero, positive or positive infinity")
      simulation.runLoop.perform { completionHandler(false) }
      return
    }
    moveTo(time, within: toleranceBefore, completionHandler: completionHandler)
  }

  /// Moves to `time`, kept within the item; `completionHandler` gets true once the frame at `time`
  /// is on screen, false when a later seek or a new item interrupts it.
  ///
  /// A seek before the item is ready, or to a time that is not a number, does nothing: its handler
  /// gets false on the next run-loop turn, and a diagnostic says why (AVFoundation raises an
  /// exception for the first). The item posts ``PlayerItem/timeJumpedNotification``. During a stall
  /// the frame, and the completion, wait for the buffer to refill.
  open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) {
    moveTo(time, within: .zero, completionHandler: completionHandler)
  }

  /// Moves to `time`, or to the start of its frame when that is within `toleranceBefore`.
  private func moveTo(
    _ time: CMTime, within toleranceBefore: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void
  ) {
    guard let item = currentItem, let stream = item.readyStream, time.isNumeric else {
      refuse(
        time.isNumeric
          ? "seek(to:) before the current item is ready to play"
          : "seek(to: \(time)): not a number of seconds")
      simulation.runLoop.perform { completionHandler(false) }
      return
    }
    finishPendingSeek(false)
    let clamped =
      stream.isLive ? CMTimeMaximum(time, .zero) : CMTimeMinimum(CMTimeMaximum(time, .zero), stream.duration)
    let frameStart = stream.presentationTime(ofFrame: stream.frameIndex(at: clamped))
    let target = clamped - frameStart <= toleranceBefore ? frameStart : clamped
    videoRenderer.flush()
    try? item.timebase.setTime(target)
    nextFrame = stream.frameIndex(at: target)
    showsNextFrameImmediately = true
    pendingSeek = completionHandler
    NotificationCenter.default.post(name: PlayerItem.timeJumpedNotification, object: item)
    updatePlayback()
  }

  /// Moves to `time` and returns once the seek ended: true when the frame at `time` is on screen,
  /// false when it was interrupted or refused (see ``seek(to:completionHandler:)``).
  open func seek(to time: CMTime) async -> Bool {
    await withCheckedContinuation { continuation in
      seek(to: time) { finished in continuation.resume(returning: finished) }
    }
  }

  /// Calls `block` with the current time every `interval` of item time while playing, and whenever
  /// playback starts, stops or jumps (a seek, a new item).
  ///
  /// An interval shorter than one display refresh of real time is called once a refresh instead, as
  /// AVFoundation calls a very short interval less often than asked.
  ///
  /// The block runs on the simulation's run loop at those virtual instants: directly for the main
  /// queue or nil, else synchronously on `queue`.
  ///
  /// - Returns: the token to hand to ``removeTimeObserver(_:)``; a non-positive interval returns
  ///   one that never fires, with a diagnostic.
  public func addPeriodicTimeObserver(
    forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping @Sendable (CMTime) -> Void
  ) -> Any {
    let observer = PeriodicTimeObserver(interval: interval, queue: queue, block: block)
    guard interval.isNumeric, interval.seconds > 0 else {
      refuse("addPeriodicTimeObserver(forInterval: \(interval)): the interval must be positive")
      return observer
    }
    timeObservers.append(observer)
    schedulePeriodicFire(of: observer)
    return observer
  }

  /// Stops a time observer; a token this player did not give is ignored with a diagnostic.
  ///
  /// Callable from any thread, as on iOS, where a view controller's `deinit` (not isolated to the
  /// main actor) often removes its observer: on the main actor the observer stops at once, elsewhere
  /// at the run loop's next turn.
  public nonisolated func removeTimeObserver(_ observer: Any) {
    let token = observer as? PeriodicTimeObserver
    runLoop.runOnMain { [self] in removeTimeObserver(token: token) }
  }

  private func removeTimeObserver(token observer: PeriodicTimeObserver?) {
    guard let observer, let index = timeObservers.firstIndex(where: { $0 === observer }) else {
      refuse("removeTimeObserver(_:): not a time observer of this player")
      return
    }
    timeObservers[index].task.map(simulation.runLoop.cancel)
    timeObservers.remove(at: index)
  }

  /// Whether a player layer showing the player is in the Picture-in-Picture window (set by the PiP
  /// controller), which keeps the system from pausing it in the background; leaving PiP while the
  /// app is in the background pauses it then.
  package var isShownInPictureInPicture = false {
    didSet {
      if oldValue, !isShownInPictureInPicture { pauseIfInBackground() }
    }
  }

  // MARK: Layers

  /// Makes `layer` show the player's frames.
  func attach(_ layer: PlayerLayer) {
    layers.removeAll { $0.layer == nil || $0.layer === layer }
    layers.append(WeakLayer(layer: layer))
    videoRenderer.sink.attach(to: layer)
    layer.isReadyForDisplay = hasFrameOnScreen
  }

  /// Stops `layer` showing the player's frames.
  func detach(_ layer: PlayerLayer) {
    layers.removeAll { $0.layer == nil || $0.layer === layer }
    if layer.contents === videoRenderer.sink { layer.contents = nil }
    layer.isReadyForDisplay = false
  }

  private var hasFrameOnScreen: Bool { videoRenderer.sink.sequenceNumberOnScreen != nil }

  // MARK: Playback

  private func setRequestedRate(_ newRate: Float) {
    guard newRate.isFinite, newRate >= 0 else {
      refuse("rate \(newRate) refused: generated streams play forwards only; the rate stays \(requestedRate)")
      return
    }
    requestedRate = newRate
    updatePlayback()
  }

  /// The current item's buffer emptied or refilled.
  func itemBufferDidChange() {
    updatePlayback()
  }

  /// The current item's media failed while it played.
  func itemDidFail(_ item: PlayerItem) {
    guard item === currentItem else { return }
    finishPendingSeek(false)
    updatePlayback()
  }

  private func itemDidLoad() {
    guard let item = currentItem else { return }
    if status == .unknown { status = .readyToPlay }
    if let stream = item.readyStream {
      pool = try? CVPixelBufferPool(
        width: stream.width, height: stream.height,
        pixelFormatType: kCVPixelFormatType_420YpCbCr8BiPlanarFullRange,
        minimumBufferCount: simulation.service(SampleBufferRenderingSettings.self).queueCapacity + 2)
    }
    updatePlayback()
  }

  /// Works out the time-control status from the rate and the item, sets the item's timebase rate,
  /// and reschedules the end and the time observers.
  private func updatePlayback() {
    let item = currentItem
    let newStatus: TimeControlStatus
    var reason: WaitingReason?
    if requestedRate == 0 {
      newStatus = .paused
    } else if item == nil || item?.status == .failed {
      newStatus = .waitingToPlayAtSpecifiedRate
      reason = .noItemToPlay
    } else if item?.status == .unknown {
      newStatus = .waitingToPlayAtSpecifiedRate
      reason = .evaluatingBufferingRate
    } else if item?.isPlaybackBufferEmpty == true {
      newStatus = .waitingToPlayAtSpecifiedRate
      reason = .toMinimizeStalls
    } else {
      newStatus = .playing
    }
    let wasPlaying = timeControlStatus == .playing
    if let item { try? item.timebase.setRate(newStatus == .playing ? Double(requestedRate) : 0) }
    reasonForWaitingToPlay = reason
    timeControlStatus = newStatus
    scheduleEnd()
    if wasPlaying != (newStatus == .playing) || pendingSeek != nil { noteTimeJump() }
    for observer in timeObservers { schedulePeriodicFire(of: observer) }
  }

  private func scheduleEnd() {
    endTask.map(simulation.runLoop.cancel)
    endTask = nil
    guard timeControlStatus == .playing, let item = currentItem, item.duration.isNumeric else { return }
    let remaining = max((item.duration - item.timebase.time).seconds, 0) / Double(requestedRate)
    endTask = simulation.runLoop.schedule(after: (try? MediaTime(seconds: remaining)) ?? .max) {
      [weak self] in
      self?.itemDidReachEnd()
    }
  }

  private func itemDidReachEnd() {
    endTask = nil
    guard let item = currentItem else { return }
    try? item.timebase.setTime(item.duration)
    try? item.timebase.setRate(0)
    switch actionAtItemEnd {
    case .pause: rate = 0
    case .advance: replaceCurrentItem(with: nil)
    case .none: break
    }
    noteTimeJump()
    NotificationCenter.default.post(name: PlayerItem.didPlayToEndTimeNotification, object: item)
  }

  private func pauseIfInBackground() {
    guard simulation.app.activationState == .background, requestedRate != 0, !isShownInPictureInPicture,
      !layers.isEmpty
    else { return }
    switch audiovisualBackgroundPlaybackPolicy {
    case .continuesIfPossible: return
    case .automatic: guard simulation.service(PlaybackSettings.self).pausesInBackground else { return }
    case .pauses: break
    }
    simulation.diagnostics.record(
      .playerPausedBySystem, severity: .info, subject: "AVPlayer",
      message: "the app went to the background with the player's video not in Picture in Picture: paused")
    pause()
  }

  // MARK: Frames

  /// One display tick: tops up the renderer's queue with the next frames, presents what is due, and
  /// tells the layers whether a frame is up.
  private func displayTick(at time: MediaTime) {
    feedFrames()
    videoRenderer.tick(at: time)
    let ready = hasFrameOnScreen
    layers.removeAll { $0.layer == nil }
    for entry in layers { entry.layer?.isReadyForDisplay = ready }
    if enqueuedImmediateFrame {
      enqueuedImmediateFrame = false
      finishPendingSeek(true)
    }
  }

  /// Whether a display tick now would change nothing: no frame to feed or to present, a seek's frame
  /// not waiting to be shown, and every layer already told whether a frame is up. A paused player,
  /// one without an item and one past its last frame tick for nothing, so their ticks are skipped.
  private var isIdle: Bool {
    guard !enqueuedImmediateFrame, !canFeed, videoRenderer.isIdle else { return false }
    let ready = hasFrameOnScreen
    return layers.allSatisfy { $0.layer.map { $0.isReadyForDisplay == ready } ?? true }
  }

  /// Whether ``feedFrames()`` would enqueue a frame now.
  private var canFeed: Bool {
    guard let item = currentItem, !item.isStalled, let stream = item.readyStream, pool != nil else {
      return false
    }
    return videoRenderer.isReadyForMoreMediaData && stream.frameCount.map { nextFrame < $0 } ?? true
  }

  private func feedFrames() {
    guard let item = currentItem, !item.isStalled, let stream = item.readyStream, let pool else { return }
    while videoRenderer.isReadyForMoreMediaData, stream.frameCount.map({ nextFrame < $0 }) ?? true {
      guard let picture = try? pool.makePixelBuffer(),
        let sample = try? CMSampleBuffer(
          imageBuffer: picture, formatDescription: CMVideoFormatDescription(imageBuffer: picture),
          sampleTiming: CMSampleTimingInfo(
            duration: CMTime(value: 1, timescale: CMTimeScale(stream.framesPerSecond)),
            presentationTimeStamp: stream.presentationTime(ofFrame: nextFrame), decodeTimeStamp: .invalid))
      else { return }
      picture.frame.paintTestPattern(frameIndex: Int64(nextFrame))
      if showsNextFrameImmediately {
        sample.sampleAttachments[0][.displayImmediately] = true
        showsNextFrameImmediately = false
        enqueuedImmediateFrame = true
      }
      videoRenderer.enqueue(sample)
      nextFrame += 1
    }
  }

  // MARK: Time observers and seeks

  private func finishPendingSeek(_ finished: Bool) {
    guard let completion = pendingSeek else { return }
    pendingSeek = nil
    completion(finished)
  }

  /// Fires every time observer once, at this instant, however many changes it makes.
  private func noteTimeJump() {
    guard timeJumpTask == nil else { return }
    timeJumpTask = simulation.runLoop.perform { [weak self] in
      guard let self else { return }
      timeJumpTask = nil
      let time = currentTime()
      for observer in timeObservers { observer.fire(time) }
    }
  }

  /// Schedules `observer`'s next periodic call: the next multiple of its interval on the item's
  /// timeline, while playing.
  ///
  /// An interval shorter than one display refresh in real time (at the rendering settings'
  /// `displayHertz` and the current rate) is lengthened to one: AVFoundation calls such observers
  /// less often than asked, often enough for a time display (see docs/ios-behaviour.md).
  private func schedulePeriodicFire(of observer: PeriodicTimeObserver) {
    observer.task.map(simulation.runLoop.cancel)
    observer.task = nil
    guard timeControlStatus == .playing, requestedRate > 0 else { return }
    let refresh = 1 / simulation.service(SampleBufferRenderingSettings.self).displayHertz
    let interval = max(observer.interval.seconds, refresh * Double(requestedRate))
    let now = currentTime().seconds
    // A call lands on the multiple it was due at only to the nanosecond of the item's clock: a time
    // within a microsecond before a multiple counts as that multiple, so the next call is the one
    // after it, not again at once.
    let next = (((now + 1e-6) / interval).rounded(.down) + 1) * interval
    let delay = (try? MediaTime(seconds: (next - now) / Double(requestedRate))) ?? .max
    observer.task = simulation.runLoop.schedule(after: delay) { [weak self, weak observer] in
      guard let self, let observer else { return }
      observer.fire(currentTime())
      schedulePeriodicFire(of: observer)
    }
  }

  func refuse(_ message: String) {
    simulation.diagnostics.record(
      .playerRequestRefused, severity: .warning, subject: "AVPlayer", message: message)
  }
}

private struct WeakLayer {
  weak var layer: PlayerLayer?
}

/// One `addPeriodicTimeObserver` registration: the token the app holds.
@MainActor
final class PeriodicTimeObserver {
  let interval: CMTime
  let queue: DispatchQueue?
  let block: @Sendable (CMTime) -> Void
  var task: ScheduledTask?

  init(interval: CMTime, queue: DispatchQueue?, block: @escaping @Sendable (CMTime) -> Void) {
    self.interval = interval
    self.queue = queue
    self.block = block
  }

  /// Calls the block with `time`: directly for the main queue (the run loop is the main thread), else
  /// synchronously on the queue.
  func fire(_ time: CMTime) {
    if let queue, queue.label != DispatchQueue.main.label {
      queue.sync { block(time) }
    } else {
      block(time)
    }
  }
}
