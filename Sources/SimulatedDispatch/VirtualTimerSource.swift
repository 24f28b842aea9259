import Clocks
import Dispatch
import Runtime

/// A `DispatchSourceTimer` on a simulation's virtual time, as `DispatchSource.makeTimerSource`
/// gives simulated code.
///
/// As Dispatch's: made inactive (`resume()` or `activate()` starts it), its event handler runs on
/// its queue at the deadline and then once each interval; leeway is kept but the timer fires on
/// time, at the exact virtual instant. While suspended it does not run its handler; fires missed
/// then are delivered as one event on `resume()`, `data` counting them, as Dispatch coalesces
/// them. `cancel()` stops it and runs the cancel handler on its queue.
@MainActor
public final class VirtualTimerSource: @preconcurrency DispatchSourceTimer {
  private let queue: DispatchQueue
  private let runLoop: MainRunLoop
  private var eventHandler: (() -> Void)?
  private var cancelHandler: (() -> Void)?
  private var registrationHandler: (() -> Void)?
  private var deadline: MediaTime?
  private var interval: MediaTime?
  /// The leeway asked for, kept though the timer always fires on time.
  public private(set) var leeway: DispatchTimeInterval = .nanoseconds(0)
  private var isActivated = false
  private var suspensionCount = 1
  private var firesNotDelivered: UInt = 0
  private var pending: ScheduledTask?
  /// Whether the timer was cancelled.
  public private(set) var isCancelled = false
  /// How many times the timer fired for the event being handled (Dispatch's `data`).
  public private(set) var data: UInt = 0

  /// Makes an inactive timer source whose handlers run on `queue` (nil: the default global queue).
  public init(queue: DispatchQueue?, runLoop: MainRunLoop) {
    self.queue = queue ?? .global()
    self.runLoop = runLoop
  }

  /// Timer sources have no handle (zero, as Dispatch's).
  public var handle: UInt { 0 }
  /// Timer sources have no mask (zero, as Dispatch's).
  public var mask: UInt { 0 }

  /// Sets the block run on the timer's queue at each fire (nil: none).
  public func setEventHandler(qos: DispatchQoS, flags: DispatchWorkItemFlags, handler: DispatchSourceHandler?)
  {
    // Unwrapped here, not with `map`: on Linux the runtime cannot build the metadata of a generic
    // over a block type from its mangled name.
    guard let handler else { return eventHandler = nil }
    eventHandler = { handler() }
  }

  /// Sets the work item run on the timer's queue at each fire.
  public func setEventHandler(handler: DispatchWorkItem) {
    eventHandler = { VirtualDispatch.run(handler) }
  }

  /// Sets the block run on the timer's queue once it is cancelled (nil: none).
  public func setCancelHandler(
    qos: DispatchQoS, flags: DispatchWorkItemFlags, handler: DispatchSourceHandler?
  ) {
    guard let handler else { return cancelHandler = nil }
    cancelHandler = { handler() }
  }

  /// Sets the work item run on the timer's queue once it is cancelled.
  public func setCancelHandler(handler: DispatchWorkItem) {
    cancelHandler = { VirtualDispatch.run(handler) }
  }

  /// Sets the block run on the timer's queue when it is activated (nil: none).
  public func setRegistrationHandler(
    qos: DispatchQoS, flags: DispatchWorkItemFlags, handler: DispatchSourceHandler?
  ) {
    guard let handler else { return registrationHandler = nil }
    registrationHandler = { handler() }
  }

  /// Sets the work item run on the timer's queue when it is activated.
  public func setRegistrationHandler(handler: DispatchWorkItem) {
    registrationHandler = { VirtualDispatch.run(handler) }
  }

  /// Starts an inactive timer (Dispatch's `activate()`); does nothing after the first.
  public func activate() {
    guard !isActivated, !isCancelled else { return }
    isActivated = true
    suspensionCount -= 1
    if let registrationHandler { send(registrationHandler) }
    arm()
  }

  /// Activates an inactive timer, or ends one suspension; at the last, a fire missed while
  /// suspended is delivered (over-resuming is diagnosed).
  public func resume() {
    guard isActivated else { return activate() }
    guard suspensionCount > 0 else {
      return VirtualDispatch.diagnose(
        .dispatchMisuse, subject: "DispatchSourceTimer.resume",
        "resume() of a timer source that is not suspended stops an iOS app (\"Over-resume of an object\"); ignored"
      )
    }
    suspensionCount -= 1
    guard suspensionCount == 0 else { return }
    if firesNotDelivered > 0 { deliver() }
    arm()
  }

  /// Suspends the timer: it fires but runs no handler until resumed.
  public func suspend() {
    suspensionCount += 1
  }

  /// Stops the timer for good and runs its cancel handler.
  public func cancel() {
    guard !isCancelled else { return }
    isCancelled = true
    pending?.cancel()
    pending = nil
    eventHandler = nil
    if let cancelHandler { send(cancelHandler) }
    cancelHandler = nil
    registrationHandler = nil
  }

  /// Sets the timer's first deadline and its interval (nil: it fires once), replacing any before.
  ///
  /// A zero or negative interval fires once: Dispatch would fire it without pause, which no
  /// simulation can run; it is diagnosed.
  public func schedule(
    deadline: VirtualDispatch.Deadline, repeating interval: MediaTime?, leeway: DispatchTimeInterval
  ) {
    pending?.cancel()
    pending = nil
    self.leeway = leeway
    self.deadline = deadline.virtualTime(now: runLoop.now)
    if let interval, interval <= .zero {
      VirtualDispatch.diagnose(
        .dispatchMisuse, subject: "DispatchSourceTimer.schedule",
        "a repeating interval of \(interval) never lets the timer's queue go; the timer fires once")
      self.interval = nil
    } else {
      self.interval = interval
    }
    firesNotDelivered = 0
    arm()
  }

  /// Sets a single fire at `deadline` (Dispatch's older spelling).
  public func scheduleOneshot(deadline: DispatchTime, leeway: DispatchTimeInterval) {
    schedule(deadline: .uptime(deadline), repeating: nil, leeway: leeway)
  }

  /// Sets a single fire at `wallDeadline` (Dispatch's older spelling).
  public func scheduleOneshot(wallDeadline: DispatchWallTime, leeway: DispatchTimeInterval) {
    schedule(deadline: .wall(wallDeadline), repeating: nil, leeway: leeway)
  }

  /// Sets fires from `deadline` every `interval` (Dispatch's older spelling).
  public func scheduleRepeating(
    deadline: DispatchTime, interval: DispatchTimeInterval, leeway: DispatchTimeInterval
  ) {
    schedule(deadline: .uptime(deadline), repeating: VirtualDispatch.span(of: interval), leeway: leeway)
  }

  /// Sets fires from `deadline` every `interval` seconds (Dispatch's older spelling).
  public func scheduleRepeating(deadline: DispatchTime, interval: Double, leeway: DispatchTimeInterval) {
    schedule(deadline: .uptime(deadline), repeating: VirtualDispatch.span(seconds: interval), leeway: leeway)
  }

  /// Sets fires from `wallDeadline` every `interval` (Dispatch's older spelling).
  public func scheduleRepeating(
    wallDeadline: DispatchWallTime, interval: DispatchTimeInterval, leeway: DispatchTimeInterval
  ) {
    schedule(deadline: .wall(wallDeadline), repeating: VirtualDispatch.span(of: interval), leeway: leeway)
  }

  /// Sets fires from `wallDeadline` every `interval` seconds (Dispatch's older spelling).
  public func scheduleRepeating(
    wallDeadline: DispatchWallTime, interval: Double, leeway: DispatchTimeInterval
  ) {
    schedule(
      deadline: .wall(wallDeadline), repeating: VirtualDispatch.span(seconds: interval), leeway: leeway)
  }

  /// Queues the next fire, if the timer is running and has one.
  private func arm() {
    guard isActivated, !isCancelled, suspensionCount == 0, pending == nil, let deadline else { return }
    pending = runLoop.schedule(at: deadline) { [weak self] in self?.fire() }
  }

  /// One fire: counted, delivered unless suspended, and the next one queued.
  private func fire() {
    pending = nil
    firesNotDelivered += 1
    if let interval, let current = deadline {
      deadline = current.adding(interval)
    } else {
      deadline = nil
    }
    guard suspensionCount == 0 else { return }
    deliver()
    arm()
  }

  /// Runs the event handler on the timer's queue, with `data` the fires since the last event.
  private func deliver() {
    data = firesNotDelivered
    firesNotDelivered = 0
    guard let eventHandler else { return }
    send(eventHandler)
  }

  /// Runs `handler` on the timer's queue, now.
  private func send(_ handler: @escaping () -> Void) {
    VirtualQueue.of(queue).runOrPark(handler)
  }
}

extension VirtualDispatch {
  /// A timer source for `queue` on virtual time, when a simulation runs for the caller; nil
  /// otherwise (Dispatch makes it).
  public static func makeTimerSource(queue: DispatchQueue?) -> VirtualTimerSource? {
    guard let runLoop else { return nil }
    return MainRunLoop.onMainActor { VirtualTimerSource(queue: queue, runLoop: runLoop) }
  }

  /// A `DispatchTimeInterval` as virtual time; nil for `.never`.
  public static func span(of interval: DispatchTimeInterval) -> MediaTime? {
    let value: Int
    let nanosecondsEach: Int64
    switch interval {
    case .seconds(let seconds): (value, nanosecondsEach) = (seconds, 1_000_000_000)
    case .milliseconds(let milliseconds): (value, nanosecondsEach) = (milliseconds, 1_000_000)
    case .microseconds(let microseconds): (value, nanosecondsEach) = (microseconds, 1_000)
    case .nanoseconds(let nanoseconds): (value, nanosecondsEach) = (nanoseconds, 1)
    case .never: return nil
    }
    let (product, overflow) = Int64(value).multipliedReportingOverflow(by: nanosecondsEach)
    return MediaTime(nanoseconds: overflow ? (value < 0 ? .min : .max) : product)
  }

  /// Seconds as virtual time, to the nanosecond; nil for a value that is not finite.
  public static func span(seconds: Double) -> MediaTime? {
    guard seconds.isFinite else { return nil }
    let nanoseconds = (seconds * 1e9).rounded()
    return MediaTime(nanoseconds: Int64(exactly: nanoseconds) ?? (nanoseconds < 0 ? .min : .max))
  }
}
