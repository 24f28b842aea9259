/// A namespace of flow ids within one recorder's trace: the ids one source of flows (a frame
/// pipeline) numbers from 1 become ids that no other scope of the recorder gives.
///
/// Perfetto's importer takes a flow id once per trace: a second `s` with an id already used is a
/// `flow_duplicate_id` error and its arrow is lost. A simulation with several pipelines (a layer
/// re-created, a video that stops and starts again) numbers each one's frames from 1, so each
/// pipeline takes a scope of its own from ``TraceRecorder/makeFlowScope()``. The first scope leaves ids
/// as they are; scope `n` puts `n` above the low ``localBits`` bits.
public struct TraceFlowScope: Hashable, Sendable {
  /// How many low bits a local id keeps: 2^40 frames, 145 years at 240 fps.
  public static let localBits = 40

  /// The scope's number in its recorder, from 0.
  public let number: UInt64
  /// What every id of the scope carries in its high bits.
  public let base: UInt64

  /// The scope numbered `number` (below 2^24).
  public init(number: UInt64) {
    self.number = number
    base = number << UInt64(Self.localBits)
  }

  /// The trace-wide id of local id `local` (from 1, below 2^40).
  @inlinable
  public func id(_ local: UInt64) -> UInt64 {
    base | (local & (1 << UInt64(Self.localBits) - 1))
  }
}
