/// Where every pushed frame went: presented, dropped (by reason), or still in flight.
///
/// The invariant `pushed == presented + dropped + inFlight` is exact in step mode and once the
/// pipeline has stopped; while real threads run, a snapshot is a moment's view and may be torn.
public struct FrameAccounting: Sendable, Equatable, CustomStringConvertible {
  /// Frames the producer pushed into the ring.
  public var pushed: Int
  /// Frames handed to the sink.
  public var presented: Int
  /// Frames dropped, by reason.
  public var dropped: [DropReason: Int]
  /// Frames queued in the ring or held by the renderer until they are due.
  public var inFlight: Int
  /// Frames the producer could not make because the pool stayed exhausted (never pushed, so
  /// outside the invariant).
  public var skippedPoolExhausted: Int
  /// Frame slots the producer skipped during an injected stall (``FramePipeline/stallProducer(for:)``):
  /// never made, never pushed, so outside the invariant.
  public var skippedStalled: Int

  /// Creates an accounting from its counts.
  public init(
    pushed: Int, presented: Int, dropped: [DropReason: Int], inFlight: Int, skippedPoolExhausted: Int,
    skippedStalled: Int = 0
  ) {
    self.pushed = pushed
    self.presented = presented
    self.dropped = dropped
    self.inFlight = inFlight
    self.skippedPoolExhausted = skippedPoolExhausted
    self.skippedStalled = skippedStalled
  }

  /// All drops together.
  public var droppedTotal: Int { dropped.values.reduce(0, +) }

  /// The drops for one reason.
  public func dropped(_ reason: DropReason) -> Int { dropped[reason, default: 0] }

  /// Whether `pushed == presented + dropped + inFlight`.
  public var isBalanced: Bool { pushed == presented + droppedTotal + inFlight }

  /// Where the frames went, in a phrase to follow what pushed them (`pushed 90 frames, but
  /// presented 60, dropped 20 and has 5 in flight`); nil when they are all accounted for.
  public var imbalance: String? {
    guard !isBalanced else { return nil }
    return
      "pushed \(pushed) frames, but presented \(presented), dropped \(droppedTotal) and has \(inFlight) in flight"
  }

  /// A multi-line report of every count and whether the invariant holds.
  public var description: String {
    var lines = [
      "pushed     \(pushed)",
      "presented  \(presented)",
    ]
    for reason in DropReason.allCases {
      lines.append("dropped    \(dropped(reason)) \(reason)")
    }
    lines.append("in flight  \(inFlight)")
    lines.append("skipped    \(skippedPoolExhausted) (pool exhausted, never pushed)")
    lines.append("stalled    \(skippedStalled) (producer stall, never made)")
    let sum = presented + droppedTotal + inFlight
    lines.append(
      "invariant  pushed \(pushed) \(isBalanced ? "==" : "!=") presented + dropped + in flight \(sum)")
    return lines.joined(separator: "\n")
  }
}
