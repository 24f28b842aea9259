/// Where an audio output is in its life: idle, connecting, ready, playing, paused, draining, stopped.
///
/// Legal moves: `idle -> connecting -> ready` (`connect()`), `ready -> playing` (`play(_:)`),
/// `playing <-> paused` (`pause()`, `resume()`), `playing -> draining -> ready` (`drain()`), and any
/// state `-> stopped` (`stop()`). A failed `connect()` returns to `idle`. Losing the server does not
/// change the state: the output goes on with its clock on the host clock (see `AudioClockSource`).
public enum AudioOutputState: String, Equatable, Sendable {
  /// Created; `connect()` has not been called or has failed.
  case idle
  /// `connect()` is waiting for the server.
  case connecting
  /// Connected, not playing: `play(_:)` may start a signal.
  case ready
  /// A signal is playing and the clock advances.
  case playing
  /// Playback is paused (the stream is corked); the clock stands still.
  case paused
  /// `drain()` is waiting for what was written to finish playing.
  case draining
  /// Stopped for good; a new output is needed to play again.
  case stopped
}
