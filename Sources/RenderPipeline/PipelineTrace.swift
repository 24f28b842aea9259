import Clocks
import Tracing

/// One pipeline thread's trace track and the interned vocabulary it records per frame.
///
/// Names and arguments follow the shared trace vocabulary: `frame.pushed` (flow start, id = sequence
/// number in the pipeline's ``TraceFlowScope``) and `frame.presented` (flow end, same id, with the
/// capture-to-present latency),
/// `frame.dropped` instants with the ``DropReason``, and the `ring` (occupancy) and `latency` (µs)
/// counters, all of category `frame`. The ids are copied into each value at creation, so recording
/// reads plain stored words rather than lazily initialised globals, and the recording methods are
/// inlined into the producer and renderer, where each event becomes a few stores (inlining them took
/// the stepped traced / untraced median from 0.82-0.84 to 0.84-0.90).
struct PipelineTrace: Sendable {
  /// The track this value records on.
  let track: TraceTrack
  private let framePushed = TraceName("frame.pushed", category: .frame)
  private let framePresented = TraceName("frame.presented", category: .frame)
  private let frameDropped = TraceName("frame.dropped", category: .frame)
  private let ring = TraceName("ring", category: .frame)
  private let sequenceKey = TraceKey("seq")
  private let reasonKey = TraceKey("reason")
  /// Also samples the `latency` counter (series `us`), so a presentation is one recorded event.
  private let latencyKey = TraceKey(
    "latency_us", sampling: TraceName("latency", category: .frame), series: "us")
  private let occupancyKey = TraceKey("occupancy")
  private let ringFullOldest = TraceText(DropReason.ringFullOldest.rawValue)
  private let ringFullNewest = TraceText(DropReason.ringFullNewest.rawValue)
  private let late = TraceText(DropReason.late.rawValue)
  private let superseded = TraceText(DropReason.superseded.rawValue)
  private let flushedAtStop = TraceText(DropReason.flushedAtStop.rawValue)
  private let flushed = TraceText(DropReason.flushed.rawValue)
  private let queueFull = TraceText(DropReason.queueFull.rawValue)
  private let doNotDisplay = TraceText(DropReason.doNotDisplay.rawValue)
  private let interrupted = TraceText(DropReason.interrupted.rawValue)
  private let invalidTime = TraceText(DropReason.invalidTime.rawValue)

  /// One track of the disabled recorder, shared by every untraced pipeline so none registers its own.
  private static let untraced = TraceRecorder.disabled.track(named: "untraced pipeline")

  /// The flow ids of this pipeline's frames, shared by its producer's and renderer's tracks.
  private let flows: TraceFlowScope

  /// Records on a new track named `name` in `recorder`, or on a shared disabled track when the
  /// recorder records nothing, with frame flows numbered in `flows` (the pipeline's own scope).
  init(track name: String, in recorder: TraceRecorder, flows: TraceFlowScope) {
    track = recorder.isEnabled ? recorder.track(named: name) : Self.untraced
    self.flows = flows
  }

  /// Whether events are stored; check it before preparing an event's values.
  var isEnabled: Bool { track.isEnabled }

  /// Records the push of frame `sequence` at `time` as the start of its flow to the screen.
  @inline(__always)
  func recordPush(sequence: Int64, at time: MediaTime) {
    track.flowStart(
      framePushed, id: flows.id(UInt64(bitPattern: sequence)), at: time.nanoseconds, sequenceKey.int(sequence)
    )
  }

  /// Records the presentation of frame `sequence` at `time`, captured `latency` nanoseconds earlier, as
  /// the end of its flow, whose latency argument is also the `latency` counter's sample.
  @inline(__always)
  func recordPresentation(sequence: Int64, latency nanoseconds: Int64, at time: MediaTime) {
    let microseconds = nanoseconds / 1_000
    track.flowEnd(
      framePresented, id: flows.id(UInt64(bitPattern: sequence)), at: time.nanoseconds,
      sequenceKey.int(sequence),
      latencyKey.int(microseconds))
  }

  /// Records that frame `sequence` was dropped for `reason` at `time`.
  @inline(__always)
  func recordDrop(sequence: Int64, reason: DropReason, at time: MediaTime) {
    guard isEnabled else { return }
    track.instant(
      frameDropped, at: time.nanoseconds, sequenceKey.int(sequence), reasonKey.text(text(of: reason)))
  }

  /// The interned text of `reason`.
  private func text(of reason: DropReason) -> TraceText {
    switch reason {
    case .ringFullOldest: ringFullOldest
    case .ringFullNewest: ringFullNewest
    case .late: late
    case .superseded: superseded
    case .flushedAtStop: flushedAtStop
    case .flushed: flushed
    case .queueFull: queueFull
    case .doNotDisplay: doNotDisplay
    case .interrupted: interrupted
    case .invalidTime: invalidTime
    }
  }

  /// Records a sample of the ring's occupancy at `time`.
  @inline(__always)
  func recordOccupancy(_ occupancy: Int, at time: MediaTime) {
    track.counter(ring, at: time.nanoseconds, occupancyKey.int(occupancy))
  }
}
