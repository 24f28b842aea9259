import Clocks

/// Something that happened to an audio output, in the order it happened.
public enum AudioEvent: Equatable, Sendable {
  /// The output connected to the server and its stream is ready; `sink` is the device it plays into.
  case connected(sink: String)
  /// The server reported the stream playing; from now on the clock follows the played samples.
  case playing
  /// The stream ran out of samples to play before the signal ended.
  case underrun
  /// What was written has finished playing.
  case drained
  /// The server has not answered for `after` while playing: it counts as hung.
  case stalled(after: MediaTime)
  /// The server went away, or stopped answering; the error says how.
  case serverLost(AudioError)
  /// The clock now follows the host clock, continuing from where it was; `reason` says why.
  case switchedToHostClock(reason: AudioError)
  /// The output was stopped by its owner.
  case stopped
}

/// An event with the host-clock time at which the output recorded it.
public struct AudioEventRecord: Equatable, Sendable {
  /// The `HostClock` time of the event.
  public let time: MediaTime
  /// What happened.
  public let event: AudioEvent

  /// Creates a record of `event` at `time`.
  public init(time: MediaTime, event: AudioEvent) {
    self.time = time
    self.event = event
  }
}
