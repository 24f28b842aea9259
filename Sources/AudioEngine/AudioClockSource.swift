/// What an output's clock follows: the sound server's playback position, or the host clock.
public enum AudioClockSource: Equatable, Sendable {
  /// The PulseAudio stream's playback time (`pa_stream_get_time`).
  case pulseAudio
  /// The host clock, because there is no server to follow; the error says why.
  case hostClock(reason: AudioError)
  /// A clock the caller supplied (the silent output's source clock).
  case supplied
}
