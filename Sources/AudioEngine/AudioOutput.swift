import Clocks

/// A sink for a generated audio signal whose clock tells how much of it has played.
///
/// Implementation requirements:
/// - Calls follow the state machine in `AudioOutputState`; a call in the wrong state throws
///   `AudioError.invalidState` and changes nothing.
/// - No call blocks without a deadline: a hung server makes a call throw `AudioError.timeout`,
///   it never makes it hang.
/// - `clock` is monotonic, reads `.zero` until the first sample plays, advances only while the
///   output is playing, and is safe to read from any thread.
/// - Every event is recorded in `eventLog`, in order.
public protocol AudioOutput: AnyObject, Sendable {
  /// Where the output is in its life.
  var state: AudioOutputState { get }

  /// The playback position: how much of the signal has been heard.
  var clock: any MediaClock { get }

  /// What the clock currently follows.
  var clockSource: AudioClockSource { get }

  /// The events the output has recorded.
  var eventLog: AudioEventLog { get }

  /// The format it plays; every signal it is given must be in it.
  var format: AudioFormat { get }

  /// Connects to the sound device, leaving the output `ready`.
  ///
  /// - Throws: `AudioError.invalidState` unless `idle`; connection errors as the output documents.
  func connect() throws(AudioError)

  /// Starts playing `signal` from its first frame, leaving the output `playing`.
  ///
  /// - Throws: `AudioError.invalidState` unless `ready`, `.invalidSignal` when the signal is not in
  ///   ``format``.
  func play(_ signal: AudioSignal) throws(AudioError)

  /// Pauses playback and the clock, leaving the output `paused`.
  ///
  /// - Throws: `AudioError.invalidState` unless `playing`.
  func pause() throws(AudioError)

  /// Resumes playback and the clock, leaving the output `playing`.
  ///
  /// - Throws: `AudioError.invalidState` unless `paused`.
  func resume() throws(AudioError)

  /// Plays out what is queued (a finite signal to its end, an endless one up to what was written)
  /// and returns once it has played, leaving the output `ready`.
  ///
  /// - Throws: `AudioError.invalidState` unless `playing`; `AudioError.timeout` when the server
  ///   does not finish in time.
  func drain() throws(AudioError)

  /// Stops playback for good and releases the device, leaving the output `stopped`. Never fails.
  func stop()
}
