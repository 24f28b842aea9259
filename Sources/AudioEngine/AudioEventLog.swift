import Clocks
import Locking
import Tracing

/// A thread-safe, append-only record of an output's events, also delivered as an async stream.
///
/// Appending never blocks on a reader: the stream keeps the newest `streamCapacity` events that no
/// one has consumed yet, and the log keeps everything (an output records a handful of events).
///
/// With a trace track, each event is also traced as an `audio.<event>` instant of category `audio`
/// (`audio.connected`, `audio.playing`, `audio.underrun`, `audio.drained`, `audio.stalled`,
/// `audio.serverLost`, `audio.switchedToHostClock`, `audio.stopped`) at the track's recorder time,
/// with the event's details as arguments. Events are traced under the log's lock, so the output's
/// threads never write the track at once; give the log a track no one else writes to.
public final class AudioEventLog: Sendable {
  /// How many unconsumed events the stream keeps before it drops the oldest.
  public static let streamCapacity = 256

  /// The events as they happen, for one consumer; it finishes when the output stops.
  public let stream: AsyncStream<AudioEventRecord>

  private let records = LockedValue<[AudioEventRecord]>([])
  private let continuation: AsyncStream<AudioEventRecord>.Continuation
  private let clock: any MediaClock
  private let traceTrack: TraceTrack?

  /// Creates an empty log that timestamps events with `clock` and traces them on `traceTrack`.
  init(clock: any MediaClock = HostClock(), traceTrack: TraceTrack? = nil) {
    self.clock = clock
    self.traceTrack = traceTrack
    (stream, continuation) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(Self.streamCapacity))
  }

  /// Every event recorded so far, oldest first.
  public var all: [AudioEventRecord] { records.withLock { $0 } }

  /// Every event recorded so far without its time, oldest first.
  public var events: [AudioEvent] { all.map(\.event) }

  /// Records `event` now, and ends the stream when it is `.stopped`.
  func record(_ event: AudioEvent) {
    let record = AudioEventRecord(time: clock.now(), event: event)
    records.withLock { records in
      records.append(record)
      if let traceTrack, traceTrack.isEnabled {
        traceTrack.instant("audio." + event.traceName, category: .audio, event.traceArguments)
      }
    }
    continuation.yield(record)
    if event == .stopped { continuation.finish() }
  }
}
