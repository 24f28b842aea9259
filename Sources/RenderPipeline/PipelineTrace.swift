import Tracing

/// The pipeline's trace vocabulary, interned once so that per-frame events store only ids.
///
/// Names and arguments follow the shared trace vocabulary: `frame.pushed` (flow start, id = sequence
/// number) and `frame.presented` (flow end, same id, with the capture-to-present latency),
/// `frame.dropped` instants with the ``DropReason``, and the `ring` (occupancy) and `latency` (µs)
/// counters, all of category `frame`.
enum PipelineTrace {
  /// The producer pushed a frame into the ring: a flow start whose id is the frame's sequence number.
  static let framePushed = TraceName("frame.pushed", category: .frame)
  /// A frame reached the sink: the flow end of its push.
  static let framePresented = TraceName("frame.presented", category: .frame)
  /// A pushed frame never reached the screen.
  static let frameDropped = TraceName("frame.dropped", category: .frame)
  /// The ring's occupancy after a push, sampled when it changes.
  static let ring = TraceName("ring", category: .frame)
  /// The capture-to-present latency of each presented frame.
  static let latency = TraceName("latency", category: .frame)

  /// The frame's sequence number.
  static let sequence = TraceKey("seq")
  /// Why the frame was dropped.
  static let reason = TraceKey("reason")
  /// The capture-to-present latency of a presented frame, in microseconds.
  static let latencyMicroseconds = TraceKey("latency_us")
  /// How many frames the ring holds (series of the `ring` counter).
  static let occupancy = TraceKey("occupancy")
  /// The latency in microseconds (series of the `latency` counter).
  static let microseconds = TraceKey("us")

  private static let ringFullOldest = TraceText(DropReason.ringFullOldest.rawValue)
  private static let ringFullNewest = TraceText(DropReason.ringFullNewest.rawValue)
  private static let late = TraceText(DropReason.late.rawValue)
  private static let superseded = TraceText(DropReason.superseded.rawValue)
  private static let flushedAtStop = TraceText(DropReason.flushedAtStop.rawValue)

  /// One track of the disabled recorder, shared by every untraced pipeline so none registers its own.
  private static let untraced = TraceRecorder.disabled.track(named: "untraced pipeline")

  /// A new track named `name` in `recorder`, or the shared disabled track when it records nothing.
  static func track(named name: String, in recorder: TraceRecorder) -> TraceTrack {
    recorder.isEnabled ? recorder.track(named: name) : untraced
  }

  /// The interned text of `reason`.
  static func text(of reason: DropReason) -> TraceText {
    switch reason {
    case .ringFullOldest: ringFullOldest
    case .ringFullNewest: ringFullNewest
    case .late: late
    case .superseded: superseded
    case .flushedAtStop: flushedAtStop
    }
  }

  /// Records that the frame numbered `sequence` was dropped for `reason` at `time` (nanoseconds).
  @inline(__always)
  static func recordDrop(on track: TraceTrack, sequence: Int64, reason: DropReason, at time: Int64) {
    guard track.isEnabled else { return }
    track.instant(frameDropped, at: time, Self.sequence.int(sequence), Self.reason.text(text(of: reason)))
  }
}
