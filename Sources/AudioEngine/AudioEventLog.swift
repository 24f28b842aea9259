import Runtime
import Synchronization

/// A thread-safe, append-only record of an output's events, also delivered as an async stream.
///
/// Appending never blocks on a reader: the stream keeps the newest `streamCapacity` events that no
/// one has consumed yet, and the log keeps everything (an output records a handful of events).
public final class AudioEventLog: Sendable {
  /// How many unconsumed events the stream keeps before it drops the oldest.
  public static let streamCapacity = 256

  /// The events as they happen, for one consumer; it finishes when the output stops.
  public let stream: AsyncStream<AudioEventRecord>

  private let records = Mutex<[AudioEventRecord]>([])
  private let continuation: AsyncStream<AudioEventRecord>.Continuation
  private let clock: any MediaClock

  /// Creates an empty log that timestamps events with `clock`.
  init(clock: any MediaClock = HostClock()) {
    self.clock = clock
    (stream, continuation) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(Self.streamCapacity))
  }

  /// Every event recorded so far, oldest first.
  public var all: [AudioEventRecord] { records.withLock { $0 } }

  /// Every event recorded so far without its time, oldest first.
  public var events: [AudioEvent] { all.map(\.event) }

  /// Records `event` now, and ends the stream when it is `.stopped`.
  func record(_ event: AudioEvent) {
    let record = AudioEventRecord(time: clock.now(), event: event)
    records.withLock { $0.append(record) }
    continuation.yield(record)
    if event == .stopped { continuation.finish() }
  }
}
