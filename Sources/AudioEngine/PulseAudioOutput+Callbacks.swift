import CPulse
import Clocks

/// What the output does when libpulse calls back; every method runs with the mainloop lock held.
extension PulseAudioOutput {
  /// The context changed state: wake waiting callers, and treat a failure as a lost server.
  func contextChanged() {
    progress.signal()
    guard let context, pa_context_get_state(context) == PA_CONTEXT_FAILED else { return }
    serverLost(contextError(), stalled: false)
  }

  /// The stream changed state: wake waiting callers, and treat a failure as a lost server.
  func streamChanged() {
    progress.signal()
    guard let stream, pa_stream_get_state(stream) == PA_STREAM_FAILED else { return }
    serverLost(contextError(), stalled: false)
  }

  /// The server wants `bytes` more bytes: the server is alive, and the signal goes on.
  func writeRequested(bytes: Int) {
    lastServerAnswer = hostClock.now()
    guard let stream, [.playing, .paused, .draining].contains(currentState) else { return }
    writeSignal(to: stream, bytes: bytes)
  }

  /// The stream ran dry: an underrun, unless the whole signal has been written.
  func underflowed() {
    let written = signalFrameLimit.map { signalFramesWritten >= $0 } ?? false
    if currentState == .playing, !written { eventLog.record(.underrun) }
  }

  /// New timing information arrived: the server is alive, and the stream may have started playing.
  func timingUpdated() {
    lastServerAnswer = hostClock.now()
    _ = readPosition()
  }

  /// The server has played everything written before the drain request.
  func drainCompleted() {
    drainFinished = true
    progress.signal()
  }

  /// The periodic check: ask the server for timing, and give up on it when it has not answered for
  /// the stall timeout while playing. (The interpolated clock is no sign of life: it runs on without
  /// the server for seconds.)
  func watchdogFired() {
    guard let context, let watchdog, let stream, currentClockSource == .pulseAudio else { return }
    _ = readPosition()
    if currentState == .playing || currentState == .draining {
      requestTiming(stream)
      let silentFor = hostClock.now() - lastServerAnswer
      if silentFor > configuration.stallTimeout {
        eventLog.record(.stalled(after: silentFor))
        serverLost(.stalled(after: silentFor), stalled: true)
        return
      }
    }
    pa_context_rttime_restart(context, watchdog, pa_rtclock_now() + Self.watchdogInterval(configuration))
  }

  /// Writes the next frames of the signal, at most `bytes`, and asks for the drain once all is written.
  func writeSignal(to stream: OpaquePointer, bytes: Int) {
    let bytesPerFrame = configuration.format.bytesPerFrame
    var frames = bytes / bytesPerFrame
    if let limit = signalFrameLimit { frames = min(frames, limit - signalFramesWritten) }
    if frames > 0 {
      var buffer: UnsafeMutableRawPointer?
      var size = frames * bytesPerFrame
      guard pa_stream_begin_write(stream, &buffer, &size) == 0, let buffer else { return }
      let written = size / bytesPerFrame
      signal.render(
        startingAt: signalFramesWritten,
        into: UnsafeMutableRawBufferPointer(start: buffer, count: written * bytesPerFrame))
      guard pa_stream_write(stream, buffer, written * bytesPerFrame, nil, 0, PA_SEEK_RELATIVE) == 0
      else { return }
      signalFramesWritten += written
    }
    if currentState == .draining, let limit = signalFrameLimit, signalFramesWritten >= limit {
      startServerDrain(stream)
    }
  }

  /// Asks the server to report when what was written has played.
  func startServerDrain(_ stream: OpaquePointer) {
    let userdata = Unmanaged.passUnretained(self).toOpaque()
    let operation = pa_stream_drain(
      stream, { _, _, userdata in PulseAudioOutput.from(userdata)?.drainCompleted() }, userdata)
    if let operation { pa_operation_unref(operation) }
  }

  /// Starts the periodic stall check.
  func startWatchdog() {
    guard let context else { return }
    let userdata = Unmanaged.passUnretained(self).toOpaque()
    watchdog = pa_context_rttime_new(
      context, pa_rtclock_now() + Self.watchdogInterval(configuration),
      { _, _, _, userdata in PulseAudioOutput.from(userdata)?.watchdogFired() }, userdata)
  }

  /// The server is gone (or hung): record it, let go of it, and go on with the host clock from
  /// where the audio clock was.
  func serverLost(_ error: AudioError, stalled: Bool) {
    guard currentClockSource == .pulseAudio, [.ready, .playing, .paused, .draining].contains(currentState)
    else { return }
    _ = readPosition()
    eventLog.record(.serverLost(error))
    hostTimeline = PlaybackTimeline(position: position)
    if currentState == .playing || currentState == .draining { hostTimeline.start(at: hostClock.now()) }
    currentClockSource = .hostClock(reason: error)
    if stalled { releaseServerObjects() }
    eventLog.record(.switchedToHostClock(reason: error))
    progress.signal()
  }

  private func requestTiming(_ stream: OpaquePointer) {
    if let timingRequest {
      guard pa_operation_get_state(timingRequest) != PA_OPERATION_RUNNING else { return }
      pa_operation_unref(timingRequest)
    }
    timingRequest = pa_stream_update_timing_info(stream, nil, nil)
  }

  /// How often the stall check runs: a tenth of the stall timeout, between 10 and 100 ms.
  private static func watchdogInterval(_ configuration: PulseAudioConfiguration) -> pa_usec_t {
    pa_usec_t(min(max(configuration.stallTimeout.nanoseconds / 10_000, 10_000), 100_000))
  }
}
