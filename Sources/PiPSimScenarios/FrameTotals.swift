import RenderPipeline

/// The frame figures of every production in a run, added up.
struct FrameTotals: Equatable {
  var productions = 0
  var pushed = 0
  var presented = 0
  var dropped: [DropReason: Int] = [:]
  var inFlight = 0

  var droppedTotal: Int { dropped.values.reduce(0, +) }
  var isBalanced: Bool { pushed == presented + droppedTotal + inFlight }

  mutating func add(_ accounting: FrameAccounting) {
    productions += 1
    pushed += accounting.pushed
    presented += accounting.presented
    inFlight += accounting.inFlight
    for (reason, count) in accounting.dropped where count > 0 {
      dropped[reason, default: 0] += count
    }
  }
}
