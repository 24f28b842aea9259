/// A monotonic source of time that the pipeline, the run loop and the tracer read.
///
/// Implementation requirements:
/// - `now()` never goes backwards, and is safe to call from any thread at any time.
/// - It is cheap: the renderer reads it once per tick and the producer once per frame.
///
/// The host clock (`CLOCK_MONOTONIC`), the virtual clock that tests and scenarios advance, and the
/// audio clock of a playing PulseAudio stream all implement it, so the same pipeline code runs on each.
public protocol MediaClock: Sendable {
  /// The current time on this clock.
  func now() -> MediaTime
}
