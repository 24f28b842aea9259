import CPulse
import Clocks
import Locking
import Tracing

/// An output that plays nothing and needs no server: its clock follows a clock it is given.
///
/// Scenario runs use it with a `VirtualClock`, so audio-driven timing repeats exactly. Its clock
/// runs with the source clock while `playing`, stands still otherwise, and stops at a finite
/// signal's end. `drain()` returns at once, ending playback where the clock is.
public final class SilentAudioOutput: AudioOutput {
  private struct Session {
    var state = AudioOutputState.idle
    var timeline = PlaybackTimeline(position: .zero)
    var clockSource = AudioClockSource.supplied
  }

  private struct Clock: MediaClock {
    let output: SilentAudioOutput
    func now() -> MediaTime { output.position() }
  }

  /// The events the output has recorded, timestamped on the source clock.
  public let eventLog: AudioEventLog

  /// The clock a caller supplied; this output's position runs with it.
  public let sourceClock: any MediaClock

  /// The format of the signals it plays (nothing is heard, but a signal's length counts in it).
  public let format: AudioFormat

  private let session = LockedValue(Session())

  /// Creates an idle output whose clock runs with `sourceClock`.
  ///
  /// - Parameters:
  ///   - sourceClock: the clock the output's position runs with.
  ///   - format: the format of the signals it plays.
  ///   - traceTrack: where the output's events are traced as `audio.*` instants; a track only this
  ///     output writes, or the simulation's main track when the output is driven from the main actor.
  public init(sourceClock: any MediaClock, format: AudioFormat = .standard, traceTrack: TraceTrack? = nil) {
    self.sourceClock = sourceClock
    self.format = format
    eventLog = AudioEventLog(clock: sourceClock, traceTrack: traceTrack)
  }

  /// Where the output is in its life.
  public var state: AudioOutputState { session.withLock { $0.state } }

  /// The playback position, running with the source clock while playing.
  public var clock: any MediaClock { Clock(output: self) }

  /// `.supplied` (the clock follows the source clock), or `.hostClock` after ``simulateServerLoss()``.
  public var clockSource: AudioClockSource { session.withLock { $0.clockSource } }

  /// The error a killed PulseAudio server gives its clients: the connection was terminated
  /// (`PA_ERR_CONNECTIONTERMINATED`), which ``simulateServerLoss()`` reports.
  public static let serverLossError = AudioError.connectionTerminated(
    PulseStatus(code: Int32(PA_ERR_CONNECTIONTERMINATED.rawValue)))

  /// Behaves as a ``PulseAudioOutput`` does when its server is killed mid-session: records
  /// `.serverLost` and `.switchedToHostClock` with ``serverLossError``, reports `.hostClock` as its
  /// clock source, and keeps its state, its position and the calls that work. Its clock goes on from
  /// where it was; with no server to lose, the clock it goes on with is still the source clock, so a
  /// run on a virtual clock stays exact.
  ///
  /// A fault injection for deterministic runs (a scenario's `audioServerLost`).
  /// - Returns: false, changing nothing, when there is no connection to lose (`idle`, `stopped`) or
  ///   the server was already lost.
  @discardableResult
  public func simulateServerLoss() -> Bool {
    let lost = session.withLock { session in
      guard session.clockSource == .supplied, ![.idle, .stopped].contains(session.state) else { return false }
      session.clockSource = .hostClock(reason: Self.serverLossError)
      return true
    }
    if lost {
      eventLog.record(.serverLost(Self.serverLossError))
      eventLog.record(.switchedToHostClock(reason: Self.serverLossError))
    }
    return lost
  }

  /// Moves to `ready`; there is nothing to connect to.
  ///
  /// - Throws: `AudioError.invalidState` unless `idle`.
  public func connect() throws(AudioError) {
    try transition(.connect, from: [.idle], to: .ready) { _ in }
    eventLog.record(.connected(sink: "silent"))
  }

  /// Starts the clock at zero for `signal`, stopping at its end if it has one.
  ///
  /// - Throws: `AudioError.invalidState` unless `ready`, `.invalidSignal` when the signal is not in
  ///   the output's format.
  public func play(_ signal: AudioSignal) throws(AudioError) {
    try signal.requireFormat(format)
    try transition(.play, from: [.ready], to: .playing) { session in
      let start = session.timeline.position(at: sourceClock.now())
      let end = signal.frameCount.map { start.adding(format.duration(ofFrames: $0)) ?? .max }
      session.timeline = PlaybackTimeline(position: start, end: end)
      session.timeline.start(at: sourceClock.now())
    }
    eventLog.record(.playing)
  }

  /// Stops the clock.
  ///
  /// - Throws: `AudioError.invalidState` unless `playing`.
  public func pause() throws(AudioError) {
    try transition(.pause, from: [.playing], to: .paused) { $0.timeline.stop(at: sourceClock.now()) }
  }

  /// Restarts the clock.
  ///
  /// - Throws: `AudioError.invalidState` unless `paused`.
  public func resume() throws(AudioError) {
    try transition(.resume, from: [.paused], to: .playing) { $0.timeline.start(at: sourceClock.now()) }
  }

  /// Ends playback where the clock is; nothing is queued, so this returns at once.
  ///
  /// - Throws: `AudioError.invalidState` unless `playing`.
  public func drain() throws(AudioError) {
    try transition(.drain, from: [.playing], to: .ready) { $0.timeline.stop(at: sourceClock.now()) }
    eventLog.record(.drained)
  }

  /// Stops the clock for good.
  public func stop() {
    let wasStopped = session.withLock { session in
      defer {
        session.timeline.stop(at: sourceClock.now())
        session.state = .stopped
      }
      return session.state == .stopped
    }
    if !wasStopped { eventLog.record(.stopped) }
  }

  private func position() -> MediaTime {
    session.withLock { $0.timeline.position(at: sourceClock.now()) }
  }

  private func transition(
    _ operation: AudioOperation, from legal: Set<AudioOutputState>, to next: AudioOutputState,
    _ change: (inout Session) -> Void
  ) throws(AudioError) {
    try session.withLock { (session: inout Session) throws(AudioError) in
      guard legal.contains(session.state) else {
        throw .invalidState(operation: operation, state: session.state)
      }
      change(&session)
      session.state = next
    }
  }
}
