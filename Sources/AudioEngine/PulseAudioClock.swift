import Clocks

/// A PulseAudio output's playback position as a `MediaClock`.
///
/// Reads `.zero` until the server reports the stream playing (the interpolated time runs ahead
/// and then freezes during the first tens of milliseconds), then the stream's time, never less than
/// the last value read; after the server is lost, the host clock, going on from there.
struct PulseAudioClock: MediaClock {
  let output: PulseAudioOutput

  func now() -> MediaTime {
    output.mainloop.withLock { output.readPosition() }
  }
}
