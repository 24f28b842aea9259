import BenchmarkHarness
import CReferences
import PixelBuffers
import RenderPipeline

/// The ring's push and pop stepped on one thread, for instruction counts beside the C11 ring of
/// `CReferences` (the strongest known design, see its header), counted in the same run; two-thread
/// figures on a shared machine move too much to compare code with.
///
/// Both sides run the same pattern, in bursts of the ring's capacity: fill the ring, then drain it,
/// so each side meets the other's index as in a real handoff (the cached index goes stale once per
/// burst). `Int` cases: one operation is one push and one pop. Frame cases: one operation is a
/// frame's round trip, as in the pipeline: popped from a return ring, stamped, pushed, popped and
/// pushed back (the C side moves the pointer the same way, without the stamp).
enum SteppedHandoffs {
  static let metrics: [BenchmarkMetric] = [.instructions, .wallClock, .mallocCountTotal]
  /// 2^20 operations per timed sample, 2^14 per valgrind run (a multiple of every capacity).
  static let configuration = BenchmarkConfiguration(
    warmupIterations: 1, maxDuration: .seconds(1), maxIterations: 20, scalingFactor: 1 << 20,
    countedOperations: 1 << 14)

  /// For every capacity: the C reference and the ring, for `Int`s under each overflow policy's
  /// ring design (drop-newest and block share one; drop-oldest claims the head by compare-and-swap),
  /// then for frames.
  static var cases: [BenchmarkCase] {
    HandoffSuite.capacities.flatMap { capacity in
      [
        cHandoffs(capacity: capacity), integerHandoffs(capacity: capacity, policy: .dropNewest),
        cDropOldestHandoffs(capacity: capacity), integerHandoffs(capacity: capacity, policy: .dropOldest),
        cRoundTrips(capacity: capacity), frameRoundTrips(capacity: capacity),
      ]
    }
  }

  static func cHandoffName(capacity: Int) -> String { "C11 ring push + pop capacity \(capacity)" }
  static func cDropOldestHandoffName(capacity: Int) -> String {
    "C11 drop-oldest ring push + pop capacity \(capacity)"
  }
  static func cRoundTripName(capacity: Int) -> String { "C11 ring round trip capacity \(capacity)" }

  private static func references(_ name: String) -> [BenchmarkMetric: BenchmarkReference] {
    [
      .instructions: BenchmarkReference(benchmark: name, metric: .instructions),
      .wallClock: BenchmarkReference(benchmark: name, metric: .wallClock),
    ]
  }

  /// A C ring, or the error that says it could not be made.
  private static func makeCRing(capacity: Int) throws(SteppedHandoffFailure) -> OpaquePointer {
    guard let ring = pipsim_c_ring_create(Int64(capacity)) else {
      throw .cRingUnavailable(capacity: capacity)
    }
    return ring
  }

  static func cHandoffs(capacity: Int) -> BenchmarkCase {
    BenchmarkCase(cHandoffName(capacity: capacity), metrics: metrics, configuration: configuration) {
      let ring = try makeCRing(capacity: capacity)
      return { context in
        let operations = context.scalingFactor
        let sum = pipsim_c_ring_handoffs(ring, Int64(operations))
        if sum != Int64(operations * (operations - 1) / 2) { throw SteppedHandoffFailure.cRingBroken }
      }
    }
  }

  static func cDropOldestHandoffs(capacity: Int) -> BenchmarkCase {
    BenchmarkCase(cDropOldestHandoffName(capacity: capacity), metrics: metrics, configuration: configuration)
    {
      guard let ring = pipsim_c_drop_oldest_ring_create(Int64(capacity)) else {
        throw SteppedHandoffFailure.cRingUnavailable(capacity: capacity)
      }
      return { context in
        let operations = context.scalingFactor
        let sum = pipsim_c_drop_oldest_ring_handoffs(ring, Int64(operations))
        if sum != Int64(operations * (operations - 1) / 2) { throw SteppedHandoffFailure.cRingBroken }
      }
    }
  }

  /// `Int` push + pop under `policy`, against the C ring of the same design (drop-oldest's own).
  static func integerHandoffs(capacity: Int, policy: OverflowPolicy) -> BenchmarkCase {
    let dropsOldest = policy == .dropOldest
    return BenchmarkCase(
      "stepped ring Int push + pop \(dropsOldest ? "drop-oldest " : "")capacity \(capacity)",
      metrics: metrics,
      configuration: configuration,
      references: references(
        dropsOldest ? cDropOldestHandoffName(capacity: capacity) : cHandoffName(capacity: capacity))
    ) {
      let ring = try FrameRing<Int>(capacity: capacity, overflowPolicy: policy)
      return { context in
        var sum = 0
        for (first, burst) in Bursts(of: capacity, operations: context.scalingFactor) {
          // Counted loops with wrapping arithmetic, as the C side's `for` loops are, so the two
          // differ in the ring alone.
          var index = 0
          while index < burst {
            if ring.push(first &+ index) != nil { throw SteppedHandoffFailure.refused }
            index &+= 1
          }
          index = 0
          while index < burst {
            guard let item = ring.pop() else { throw SteppedHandoffFailure.empty }
            sum &+= item
            index &+= 1
          }
        }
        context.blackHole(sum)
      }
    }
  }

  static func cRoundTrips(capacity: Int) -> BenchmarkCase {
    BenchmarkCase(cRoundTripName(capacity: capacity), metrics: metrics, configuration: configuration) {
      let items = try makeCRing(capacity: capacity)
      let returns = try makeCRing(capacity: capacity)
      for item in 0..<capacity where pipsim_c_ring_push(returns, item) == 0 {
        throw SteppedHandoffFailure.refused
      }
      return { context in
        let sum = pipsim_c_ring_round_trips(items, returns, Int64(context.scalingFactor))
        if sum < 0 { throw SteppedHandoffFailure.cRingBroken }
      }
    }
  }

  static func frameRoundTrips(capacity: Int) -> BenchmarkCase {
    BenchmarkCase(
      "stepped ring frame round trip capacity \(capacity)", metrics: metrics, configuration: configuration,
      references: references(cRoundTripName(capacity: capacity))
    ) {
      let frames = try FrameRing<PixelBuffer>(capacity: capacity, overflowPolicy: .dropNewest)
      let returns = try FrameRing<PixelBuffer>(capacity: capacity, overflowPolicy: .dropNewest)
      for _ in 0..<capacity {
        let frame = try PixelBuffer(
          width: HandoffSuite.frameSize.width, height: HandoffSuite.frameSize.height, format: .nv12)
        if returns.push(frame) != nil { throw SteppedHandoffFailure.refused }
      }
      return { context in
        var sum = 0
        for (first, burst) in Bursts(of: capacity, operations: context.scalingFactor) {
          for index in 0..<burst {
            guard var frame = returns.pop() else { throw SteppedHandoffFailure.empty }
            frame.stamp(
              sequenceNumber: Int64(first &+ index), captureTimeNanoseconds: 0,
              presentationTimeNanoseconds: 0)
            if frames.push(frame) != nil { throw SteppedHandoffFailure.refused }
          }
          for _ in 0..<burst {
            guard let frame = frames.pop() else { throw SteppedHandoffFailure.empty }
            sum &+= Int(frame.sequenceNumber)
            if returns.push(frame) != nil { throw SteppedHandoffFailure.refused }
          }
        }
        context.blackHole(sum)
      }
    }
  }
}

/// `operations` split into bursts of at most `capacity` (what fills the ring), each as the index of
/// its first operation and its length, as the C side's loops split them: with wrapping arithmetic, as
/// C's is, so that at small capacities, where this loop runs once per one or two handoffs, the two
/// sides differ in the ring alone (`operations` and `capacity` are positive and far below `Int.max`).
///
/// A sequence rather than a function taking each burst as a closure: its loop is the caller's own,
/// so the burst's body stays in the caller, as the C side's does, where a closure too large to inline
/// cost a call, its prologue and a spilled sum on every burst.
struct Bursts: Sequence, IteratorProtocol {
  let capacity: Int
  let operations: Int
  var first = 0

  init(of capacity: Int, operations: Int) {
    self.capacity = capacity
    self.operations = operations
  }

  mutating func next() -> (first: Int, count: Int)? {
    guard first < operations else { return nil }
    let count = Swift.min(capacity, operations &- first)
    defer { first &+= count }
    return (first, count)
  }
}

/// A stepped handoff that broke the ring's contract: a push refused below capacity, a pop that
/// found nothing after a push, a C ring that could not be made or that broke the same contract.
enum SteppedHandoffFailure: Error, CustomStringConvertible {
  case refused
  case empty
  case cRingUnavailable(capacity: Int)
  case cRingBroken

  var description: String {
    switch self {
    case .refused: "a push was refused although the ring had room"
    case .empty: "a pop found the ring empty right after a push"
    case .cRingUnavailable(let capacity): "the C ring of capacity \(capacity) could not be made"
    case .cRingBroken:
      "the C ring refused a push although it had room, found itself empty after a push, or lost items"
    }
  }
}
