import CPulse
import Clocks
import Dispatch
import Tracing

/// Plays a generated signal into a PulseAudio sink; its clock is the stream's playback position.
///
/// One output is one connection: `connect()`, then `play(_:)` / `pause()` / `resume()` / `drain()`,
/// then `stop()`. The stream is in the configuration's ``AudioFormat`` (48 kHz s16le stereo by
/// default) with interpolated timing, named so that
/// `pactl list sink-inputs` shows what it is. When the server dies or hangs mid-session, the output
/// records `.serverLost` and `.switchedToHostClock` and its clock goes on from where it was on the
/// host clock; `play`, `pause`, `resume` and `drain` keep working against that clock.
///
/// Thread safety: every stored `var` below is read and written only with the mainloop's lock held.
/// Callers take it in each public method; libpulse holds it while it runs the callbacks in
/// `PulseAudioOutput+Callbacks.swift`. The lock is recursive, and nothing here waits while holding
/// it, which is why the class can be `@unchecked Sendable`. Callers wait for the server on
/// `progress`, a semaphore the callbacks signal, always with a deadline.
public final class PulseAudioOutput: AudioOutput, @unchecked Sendable {
  /// The settings this output was made with.
  public let configuration: PulseAudioConfiguration

  /// The events the output has recorded, timestamped on the host clock.
  public let eventLog: AudioEventLog

  /// The stream's format (the configuration's).
  public var format: AudioFormat { configuration.format }

  let mainloop: PulseMainloop
  let hostClock = HostClock()
  let progress = DispatchSemaphore(value: 0)

  var currentState = AudioOutputState.idle
  var currentClockSource = AudioClockSource.pulseAudio
  var context: OpaquePointer?
  var stream: OpaquePointer?
  var watchdog: OpaquePointer?
  var timingRequest: OpaquePointer?
  var signal = AudioSignal.silence
  var signalFramesWritten = 0
  var signalFrameLimit: Int?
  var hasStartedPlaying = false
  var drainFinished = false
  var position = MediaTime.zero
  var hostTimeline = PlaybackTimeline(position: .zero)
  var lastServerAnswer = MediaTime.zero

  /// Creates an idle output and the thread its callbacks run on.
  ///
  /// - Parameters:
  ///   - configuration: where to play, how much to buffer, how to treat failures.
  ///   - traceTrack: where the output's events are traced as `audio.*` instants, from the caller's
  ///     thread and the callback thread in turn; a track no one else writes (such as "audio").
  /// - Throws: `AudioError.server` when libpulse cannot create its main loop.
  public init(configuration: PulseAudioConfiguration, traceTrack: TraceTrack? = nil) throws(AudioError) {
    guard let mainloop = PulseMainloop() else {
      throw .server(PulseStatus(code: Int32(PA_ERR_INTERNAL.rawValue)))
    }
    eventLog = AudioEventLog(traceTrack: traceTrack)
    self.configuration = configuration
    self.mainloop = mainloop
  }

  deinit {
    mainloop.withLock { releaseServerObjects() }
    mainloop.stop()
  }

  /// Where the output is in its life.
  public var state: AudioOutputState { mainloop.withLock { currentState } }

  /// What the clock follows: the stream, or the host clock after the server was lost.
  public var clockSource: AudioClockSource { mainloop.withLock { currentClockSource } }

  /// The playback position: the stream's time once the server reports it playing, monotonic,
  /// continuing on the host clock if the server is lost.
  public var clock: any MediaClock { PulseAudioClock(output: self) }

  /// Connects to the server and opens a corked playback stream, leaving the output `ready`.
  ///
  /// With `fallsBackToHostClock` set, a server that refuses, goes away or does not answer leaves
  /// the output `ready` on the host clock, and the event log says why.
  ///
  /// - Throws: `AudioError.invalidState` unless `idle`; `.connectionRefused`, `.connectionTerminated`,
  ///   `.timeout`, `.noSuchSink` or `.server` when the connection fails (the output is then `idle`).
  public func connect() throws(AudioError) {
    try mainloop.withLock { () throws(AudioError) in
      guard currentState == .idle else { throw .invalidState(operation: .connect, state: currentState) }
      currentState = .connecting
    }
    do {
      try openConnection()
    } catch {
      let fallsBack = configuration.fallsBackToHostClock && error.meansNoServer
      mainloop.withLock {
        releaseServerObjects()
        currentState = fallsBack ? .ready : .idle
        if fallsBack { currentClockSource = .hostClock(reason: error) }
      }
      guard fallsBack else { throw error }
      eventLog.record(.switchedToHostClock(reason: error))
      return
    }
    let sink = mainloop.withLock {
      currentState = .ready
      startWatchdog()
      return stream.flatMap { pa_stream_get_device_name($0) }.map { String(cString: $0) } ?? "unknown"
    }
    eventLog.record(.connected(sink: sink))
  }

  /// Starts playing `signal` from its first frame; the clock goes on from where it stood.
  ///
  /// - Throws: `AudioError.invalidState` unless `ready`, `.invalidSignal` when the signal is not in
  ///   the output's format.
  public func play(_ signal: AudioSignal) throws(AudioError) {
    try signal.requireFormat(configuration.format)
    try mainloop.withLock { () throws(AudioError) in
      guard currentState == .ready else { throw .invalidState(operation: .play, state: currentState) }
      self.signal = signal
      signalFramesWritten = 0
      signalFrameLimit = signal.frameCount
      hasStartedPlaying = false
      drainFinished = false
      currentState = .playing
      lastServerAnswer = hostClock.now()
      if let stream, currentClockSource == .pulseAudio {
        writeSignal(to: stream, bytes: pa_stream_writable_size(stream))
        cork(false)
      } else {
        hostTimeline.start(at: hostClock.now())
      }
    }
  }

  /// Corks the stream, which stops playback and the clock.
  ///
  /// - Throws: `AudioError.invalidState` unless `playing`.
  public func pause() throws(AudioError) {
    try mainloop.withLock { () throws(AudioError) in
      guard currentState == .playing else { throw .invalidState(operation: .pause, state: currentState) }
      currentState = .paused
      cork(true)
      hostTimeline.stop(at: hostClock.now())
    }
  }

  /// Uncorks the stream, which resumes playback and the clock.
  ///
  /// - Throws: `AudioError.invalidState` unless `paused`.
  public func resume() throws(AudioError) {
    try mainloop.withLock { () throws(AudioError) in
      guard currentState == .paused else { throw .invalidState(operation: .resume, state: currentState) }
      currentState = .playing
      lastServerAnswer = hostClock.now()
      cork(false)
      if currentClockSource != .pulseAudio { hostTimeline.start(at: hostClock.now()) }
    }
  }

  /// Plays a finite signal to its end, or an endless one up to what was written, then returns.
  ///
  /// Waits at most the audio still to play, plus the buffer, plus `answerTimeout`. Without a server
  /// (host clock) it returns at once.
  ///
  /// - Throws: `AudioError.invalidState` unless `playing`; `AudioError.timeout` when the server
  ///   does not finish in time (the output is then `ready`).
  public func drain() throws(AudioError) {
    let limit = try mainloop.withLock { () throws(AudioError) -> MediaTime in
      guard currentState == .playing else { throw .invalidState(operation: .drain, state: currentState) }
      currentState = .draining
      guard let stream, currentClockSource == .pulseAudio else { return .zero }
      let frameLimit = signalFrameLimit ?? signalFramesWritten
      signalFrameLimit = frameLimit
      if signalFramesWritten >= frameLimit { startServerDrain(stream) }
      let unwritten = configuration.format.duration(ofFrames: frameLimit - signalFramesWritten)
      return unwritten + configuration.buffer + configuration.answerTimeout
    }
    let outcome = Result(catching: { () throws(AudioError) in
      try waitForServer(.drain, limit: limit) { () -> Result<Bool, AudioError> in
        .success(drainFinished || currentClockSource != .pulseAudio)
      }
    })
    mainloop.withLock {
      hostTimeline.stop(at: hostClock.now())
      if currentState == .draining { currentState = .ready }
    }
    try outcome.get()
    eventLog.record(.drained)
  }

  /// Disconnects from the server and stops the clock for good; safe to call more than once.
  public func stop() {
    let wasStopped = mainloop.withLock {
      defer {
        currentState = .stopped
        releaseServerObjects()
        hostTimeline.stop(at: hostClock.now())
      }
      return currentState == .stopped
    }
    progress.signal()
    mainloop.stop()
    if !wasStopped { eventLog.record(.stopped) }
  }

  /// The clock's position, reading the stream when it plays; call with the lock held.
  func readPosition() -> MediaTime {
    let candidate: MediaTime?
    if currentClockSource == .pulseAudio {
      candidate = stream.flatMap { streamTime($0) }
    } else {
      candidate = hostTimeline.position(at: hostClock.now())
    }
    if let candidate, candidate > position { position = candidate }
    return position
  }

  private func streamTime(_ stream: OpaquePointer) -> MediaTime? {
    if !hasStartedPlaying {
      guard let timing = pa_stream_get_timing_info(stream), timing.pointee.playing != 0 else { return nil }
      hasStartedPlaying = true
      eventLog.record(.playing)
    }
    var microseconds: pa_usec_t = 0
    guard pa_stream_get_time(stream, &microseconds) == 0 else { return nil }
    return try? MediaTime(microseconds: Int64(clamping: microseconds))
  }

  private func openConnection() throws(AudioError) {
    let userdata = Unmanaged.passUnretained(self).toOpaque()
    try mainloop.withLock { () throws(AudioError) in
      guard let context = pa_context_new(mainloop.api, configuration.applicationName) else {
        throw .server(PulseStatus(code: Int32(PA_ERR_INTERNAL.rawValue)))
      }
      self.context = context
      pa_context_set_state_callback(
        context, { _, userdata in PulseAudioOutput.from(userdata)?.contextChanged() }, userdata)
      guard pa_context_connect(context, configuration.server, PA_CONTEXT_NOAUTOSPAWN, nil) == 0 else {
        throw contextError()
      }
    }
    try waitForServer(.connect, limit: configuration.answerTimeout) { () -> Result<Bool, AudioError> in
      guard let context else { return .failure(contextError()) }
      switch pa_context_get_state(context) {
      case PA_CONTEXT_READY: return .success(true)
      case PA_CONTEXT_FAILED, PA_CONTEXT_TERMINATED: return .failure(contextError())
      default: return .success(false)
      }
    }
    try mainloop.withLock { () throws(AudioError) in try openStream(userdata: userdata) }
    try waitForServer(.connect, limit: configuration.answerTimeout) { () -> Result<Bool, AudioError> in
      guard let stream else { return .failure(contextError()) }
      switch pa_stream_get_state(stream) {
      case PA_STREAM_READY: return .success(true)
      case PA_STREAM_FAILED, PA_STREAM_TERMINATED: return .failure(contextError())
      default: return .success(false)
      }
    }
  }

  private func openStream(userdata: UnsafeMutableRawPointer) throws(AudioError) {
    let format = configuration.format
    var sampleSpec = pa_sample_spec(
      format: format.encoding.pulseAudioFormat, rate: UInt32(format.sampleRate),
      channels: UInt8(format.channelCount))
    guard let context, let stream = pa_stream_new(context, configuration.streamName, &sampleSpec, nil) else {
      throw contextError()
    }
    self.stream = stream
    pa_stream_set_state_callback(
      stream, { _, userdata in PulseAudioOutput.from(userdata)?.streamChanged() }, userdata)
    pa_stream_set_write_callback(
      stream, { _, bytes, userdata in PulseAudioOutput.from(userdata)?.writeRequested(bytes: bytes) },
      userdata)
    pa_stream_set_underflow_callback(
      stream, { _, userdata in PulseAudioOutput.from(userdata)?.underflowed() }, userdata)
    pa_stream_set_latency_update_callback(
      stream, { _, userdata in PulseAudioOutput.from(userdata)?.timingUpdated() }, userdata)
    let targetBytes = format.frames(in: configuration.buffer) * format.bytesPerFrame
    var bufferAttributes = pa_buffer_attr(
      maxlength: UInt32.max, tlength: UInt32(targetBytes), prebuf: UInt32.max, minreq: UInt32.max,
      fragsize: UInt32.max)
    let flags = pa_stream_flags_t(
      rawValue: PA_STREAM_INTERPOLATE_TIMING.rawValue | PA_STREAM_AUTO_TIMING_UPDATE.rawValue
        | PA_STREAM_ADJUST_LATENCY.rawValue | PA_STREAM_START_CORKED.rawValue)
    guard pa_stream_connect_playback(stream, configuration.sinkName, &bufferAttributes, flags, nil, nil) == 0
    else {
      throw contextError()
    }
  }

  /// Waits, without the lock, until `check` (run with the lock) succeeds with `true` or fails.
  private func waitForServer(
    _ operation: AudioOperation, limit: MediaTime, until check: () -> Result<Bool, AudioError>
  ) throws(AudioError) {
    let deadline = hostClock.now() + limit
    while true {
      if try mainloop.withLock(check).get() { return }
      let remaining = deadline - hostClock.now()
      guard remaining > .zero else { throw .timeout(operation: operation, limit: limit) }
      _ = progress.wait(timeout: .now() + .nanoseconds(Int(remaining.nanoseconds)))
    }
  }

  /// The typed error for the context's last failure; call with the lock held.
  func contextError() -> AudioError {
    let code = context.map { pa_context_errno($0) } ?? Int32(PA_ERR_CONNECTIONTERMINATED.rawValue)
    return AudioError(pulseCode: code, sinkName: configuration.sinkName)
  }

  private func cork(_ corked: Bool) {
    guard let stream, currentClockSource == .pulseAudio,
      let operation = pa_stream_cork(stream, corked ? 1 : 0, nil, nil)
    else { return }
    pa_operation_unref(operation)
  }

  /// Disconnects and frees the stream, the context and the watchdog; call with the lock held.
  func releaseServerObjects() {
    if let watchdog {
      mainloop.api.pointee.time_free(watchdog)
      self.watchdog = nil
    }
    if let timingRequest {
      pa_operation_cancel(timingRequest)
      pa_operation_unref(timingRequest)
      self.timingRequest = nil
    }
    if let stream {
      pa_stream_set_state_callback(stream, nil, nil)
      pa_stream_set_write_callback(stream, nil, nil)
      pa_stream_set_underflow_callback(stream, nil, nil)
      pa_stream_set_latency_update_callback(stream, nil, nil)
      pa_stream_disconnect(stream)
      pa_stream_unref(stream)
      self.stream = nil
    }
    if let context {
      pa_context_set_state_callback(context, nil, nil)
      pa_context_disconnect(context)
      pa_context_unref(context)
      self.context = nil
    }
  }

  /// The output behind a callback's `userdata`.
  static func from(_ userdata: UnsafeMutableRawPointer?) -> PulseAudioOutput? {
    userdata.map { Unmanaged<PulseAudioOutput>.fromOpaque($0).takeUnretainedValue() }
  }
}
