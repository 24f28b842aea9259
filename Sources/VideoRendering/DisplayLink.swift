import Clocks
import Foundation
import Runtime

/// A timer that calls its target on the simulated display's refreshes (Core Animation's
/// `CADisplayLink`), on the simulation's run loop and virtual clock.
///
/// The display refreshes `SampleBufferRenderingSettings.displayHertz` times a second (read when the
/// link is made), refresh `j` falling at `j / displayHertz` seconds of virtual time, rounded to the
/// nanosecond, counted from the simulation's start: every link of a simulation ticks on the same
/// grid. A link added to the run loop calls its target on each refresh after the moment it was
/// added, or on every `n`-th refresh (`j` a multiple of `n`) when its ``preferredFramesPerSecond``
/// or ``preferredFrameRateRange`` asks for a lower rate (`n` is the display's rate over the one
/// asked for, rounded: a factor of the display's rate, as iOS chooses).
///
/// As on iOS the link holds its target, and the run loop holds the link, until ``invalidate()``.
/// While the link is paused or in no mode the run loop serves, its ticks cost nothing: the run loop
/// skips them without running them.
@MainActor
public final class DisplayLink {
  private let simulation: Simulation
  private var action: ((DisplayLink) -> Void)?
  /// The display's refreshes a second.
  private let displayHertz: Double
  private var modes: Set<RunLoop.Mode> = []
  private var isScheduled = false
  /// Whether ``invalidate()`` ran: the link never ticks again.
  fileprivate private(set) var isInvalidated = false

  /// The time of the refresh the target is called for, in `CACurrentMediaTime()` seconds; 0 until
  /// the first call.
  public private(set) var timestamp: TimeInterval = 0
  /// The time of the refresh the link calls its target for next, in `CACurrentMediaTime()`
  /// seconds: the deadline of the frame the target draws now; 0 until the first call.
  public private(set) var targetTimestamp: TimeInterval = 0
  /// The time between two refreshes of the display, whatever rate the link asks for; 0 until the
  /// first call.
  public private(set) var duration: TimeInterval = 0
  /// Whether the target's calls are suspended: no refresh calls it while true, and the ticks cost
  /// nothing; once false again, the next refresh of the link's rate calls it.
  public var isPaused = false
  /// The rate the link asks for, in frames per second; 0 (the default) is the display's own rate.
  ///
  /// The link ticks on every `n`-th refresh, `n` the display's rate over this one, rounded (at least
  /// 1); a negative rate counts as 0. A change takes effect from the link's next tick on (that tick
  /// comes when the old rate queued it). When
  /// ``preferredFrameRateRange`` asks for a rate too, the range wins.
  public var preferredFramesPerSecond = 0
  /// The range of rates the link asks for; its `preferred` rate (else its `maximum`) is the rate
  /// the link ticks at, chosen as ``preferredFramesPerSecond`` is; `.default` leaves it to
  /// ``preferredFramesPerSecond``.
  ///
  /// A range that is not finite, has a negative rate, a minimum above its maximum or a preferred
  /// rate outside it is refused with `displayLink.invalidFrameRateRange` and the range stays.
  public var preferredFrameRateRange = FrameRateRange.default {
    didSet {
      guard !preferredFrameRateRange.isValid else { return }
      let refused = preferredFrameRateRange
      preferredFrameRateRange = oldValue
      simulation.diagnostics.record(
        .displayLinkInvalidFrameRateRange, severity: .appError, subject: "CADisplayLink",
        message:
          "preferredFrameRateRange \(refused) refused: rates are finite and not negative, with "
          + "minimum <= preferred <= maximum; the range stays \(oldValue)")
    }
  }

  /// Creates a link of the current simulation's display that calls `target`'s method `selector`,
  /// which takes the link, as `init(target:selector:)` with `#selector(step(_:))`.
  ///
  /// The link holds `target` until ``invalidate()``. It ticks once added with ``add(to:forMode:)``.
  /// `@preconcurrency`: in Swift 5 mode a method reference is not inferred `Sendable`.
  @preconcurrency
  public convenience init<Target: AnyObject>(
    target: Target, selector: @escaping @MainActor (Target) -> @MainActor (DisplayLink) -> Void
  ) {
    self.init { link in selector(target)(link) }
  }

  /// Creates a link of the current simulation's display that calls `target`'s method `selector`,
  /// which takes nothing, as `init(target:selector:)` with `#selector(step)`.
  ///
  /// The link holds `target` until ``invalidate()``. It ticks once added with ``add(to:forMode:)``.
  @preconcurrency
  public convenience init<Target: AnyObject>(
    target: Target, selector: @escaping @MainActor (Target) -> @MainActor () -> Void
  ) {
    self.init { _ in selector(target)() }
  }

  private init(action: @escaping (DisplayLink) -> Void) {
    simulation = Simulation.current
    displayHertz = simulation.service(SampleBufferRenderingSettings.self).displayHertz
    self.action = action
  }

  /// Registers the link with a run loop in `mode`; it ticks while in a mode the run loop runs in.
  ///
  /// Every run loop is the simulation's main run loop, which runs in the default mode: a link in
  /// `.default` or `.common` ticks, one only in another mode (`.tracking`, a custom one) does not. A
  /// link added to several modes, or to one mode twice, still ticks once a refresh: adding it again
  /// to a mode it is in changes nothing, as for any run loop source on iOS. An invalidated link is
  /// not added; the call records `displayLink.invalidated`.
  public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
    guard !isInvalidated else {
      simulation.diagnostics.record(
        .displayLinkInvalidated, severity: .appError, subject: "CADisplayLink",
        message: "add(to:forMode:) on an invalidated display link does nothing; make a new one")
      return
    }
    modes.insert(mode)
    guard !isScheduled else { return }
    isScheduled = true
    let ticks = DisplayLinkTicks(link: self, hertz: displayHertz)
    simulation.runLoop.schedulePeriodic(ticks, at: ticks.firstTick(after: simulation.runLoop.now))
  }

  /// Removes the link from `mode` of a run loop; in no mode the run loop runs in, it stops ticking.
  public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {
    modes.remove(mode)
  }

  /// Removes the link from every run loop mode and lets its target go; it never ticks again.
  public func invalidate() {
    isInvalidated = true
    modes.removeAll()
    action = nil
  }

  /// Whether the next refresh of the link's rate calls its target.
  fileprivate var isTicking: Bool {
    !isPaused && !isInvalidated && (modes.contains(.default) || modes.contains(.common))
  }

  /// How many refreshes apart the link's ticks are at the rate it asks for.
  fileprivate var refreshStride: Int64 {
    let rate = preferredFrameRateRange.requestedRate ?? Double(max(preferredFramesPerSecond, 0))
    guard rate > 0 else { return 1 }
    return max(1, Int64(min((displayHertz / rate).rounded(), 1e9)))
  }

  /// Calls the target for the refresh at `time`, the link's next one coming at `next`.
  fileprivate func tick(at time: MediaTime, next: MediaTime) {
    timestamp = time.seconds
    targetTimestamp = next.seconds
    duration = 1 / displayHertz
    action?(self)
  }
}

/// A display link's ticks on the run loop, which holds them (and so the link) until it is
/// invalidated.
@MainActor
private final class DisplayLinkTicks: PeriodicTask {
  private let link: DisplayLink
  private let hertz: Double
  /// The refresh the tick queued next falls on.
  private var refresh: Int64 = 0

  init(link: DisplayLink, hertz: Double) {
    self.link = link
    self.hertz = hertz
  }

  /// The link's first tick strictly after `time`, which it queues as its next.
  func firstTick(after time: MediaTime) -> MediaTime {
    refresh = firstRefresh(after: time, stride: link.refreshStride)
    return refreshTime(refresh)
  }

  func run(at time: MediaTime) -> MediaTime? {
    guard !link.isInvalidated else { return nil }
    let stride = link.refreshStride
    let current = refresh
    refresh = (current / stride + 1) * stride
    let next = refreshTime(refresh)
    if current % stride == 0, link.isTicking { link.tick(at: time, next: next) }
    return next
  }

  var isIdle: Bool { !link.isTicking }

  func skipRuns(before time: MediaTime) -> (next: MediaTime, lastSkipped: MediaTime)? {
    guard !link.isInvalidated else { return nil }
    let stride = link.refreshStride
    let previous = time.nanoseconds > 0 ? MediaTime(nanoseconds: time.nanoseconds - 1) : time
    refresh = max(refresh, firstRefresh(after: previous, stride: stride))
    return (refreshTime(refresh), refreshTime(max(refresh - stride, 0)))
  }

  /// The first refresh strictly after `time` that is a multiple of `stride`.
  private func firstRefresh(after time: MediaTime, stride: Int64) -> Int64 {
    let estimate = Int64(min((time.seconds * hertz).rounded(.down), 9e18)) / stride * stride
    var index = max(estimate - stride, 0)
    while refreshTime(index) <= time { index += stride }
    return index
  }

  /// When refresh `index` is: `index / hertz` seconds, rounded to the nanosecond, so that rounding
  /// never accumulates.
  private func refreshTime(_ index: Int64) -> MediaTime {
    MediaTime.zero.adding(seconds: Double(index) / hertz) ?? .max
  }
}
