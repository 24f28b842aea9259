import BenchmarkHarness
import Foundation
import PixelBuffers
import RenderPipeline

/// The frame ring alone between two threads: one pushes, the other pops, both poll with a
/// `SpinBackoff` (never sleep), at capacities from 2 to 1024.
///
/// One operation is one handoff (an item pushed on the producer thread and popped on the
/// sampling thread), so throughput reads handoffs per second. Every figure is printed next to
/// the naive mutex queue's (``ReferenceSuite/mutexQueueHandoff()``, capacity 1024) measured in
/// the same run.
enum HandoffSuite {
  /// The ring capacities measured.
  static let capacities = [2, 8, 64, 1024]
  /// Handoffs per sample.
  static let handoffsPerSample = 1_000_000
  /// The size of the frames handed over (their pixels are never touched).
  static let frameSize = (width: 64, height: 64)

  static let configuration = BenchmarkConfiguration(
    warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 15, scalingFactor: handoffsPerSample)
  static let metrics: [BenchmarkMetric] = [.throughput, .wallClock, .cpuTotal, .mallocCountTotal]

  /// The name of the case handing over `Int`s through a ring of `capacity`.
  static func integerName(capacity: Int) -> String { "ring Int capacity \(capacity)" }

  /// The name of the case handing over frames through a ring of `capacity`.
  static func frameName(capacity: Int) -> String { "ring frame capacity \(capacity)" }

  /// Every case: `Int` handoffs, then frame handoffs, each at every capacity.
  static var cases: [BenchmarkCase] {
    capacities.map(integerHandoff) + capacities.map(frameHandoff)
  }

  /// Pointer-sized items: the producer sends 0, 1, 2, ... and the consumer sums them.
  static func integerHandoff(capacity: Int) -> BenchmarkCase {
    BenchmarkCase(
      integerName(capacity: capacity), metrics: metrics, configuration: configuration,
      references: [.throughput: .mutexQueueThroughput]
    ) {
      let ring = try FrameRing<Int>(capacity: capacity, overflowPolicy: .dropNewest)
      return { context in
        let count = context.scalingFactor
        let producer = Thread {
          for item in 0..<count {
            ring.pushWaiting(item)
          }
        }
        producer.start()
        var checksum = 0
        for _ in 0..<count {
          checksum &+= ring.popWaiting()
        }
        try verify(checksum, count: count)
      }
    }
  }

  /// Frame references: `capacity` unpooled `PixelBuffer`s circulate, stamped by the producer,
  /// read by the consumer and handed back through a second ring of the same capacity.
  ///
  /// A handoff moves the buffer (one word, an `AVFrame` pointer: the pool and the stamps live in the
  /// frame), never its pixels; the return trip is not counted.
  static func frameHandoff(capacity: Int) -> BenchmarkCase {
    BenchmarkCase(
      frameName(capacity: capacity), metrics: metrics, configuration: configuration,
      references: [.throughput: .mutexQueueThroughput]
    ) {
      let frames = try FrameRing<PixelBuffer>(capacity: capacity, overflowPolicy: .dropNewest)
      let returns = try FrameRing<PixelBuffer>(capacity: capacity, overflowPolicy: .dropNewest)
      for _ in 0..<capacity {
        returns.pushWaiting(try PixelBuffer(width: frameSize.width, height: frameSize.height, format: .nv12))
      }
      return { context in
        let count = context.scalingFactor
        let producer = Thread {
          for sequence in 0..<count {
            var frame = returns.popWaiting()
            frame.stamp(
              sequenceNumber: Int64(sequence), captureTimeNanoseconds: 0, presentationTimeNanoseconds: 0)
            frames.pushWaiting(frame)
          }
        }
        producer.start()
        var checksum = 0
        for _ in 0..<count {
          let frame = frames.popWaiting()
          checksum &+= Int(frame.sequenceNumber)
          returns.pushWaiting(frame)
        }
        try verify(checksum, count: count)
      }
    }
  }

  private static func verify(_ checksum: Int, count: Int) throws(HandoffMismatch) {
    let expected = count * (count - 1) / 2
    guard checksum == expected else {
      throw HandoffMismatch(expectedChecksum: expected, receivedChecksum: checksum)
    }
  }

  /// Handoffs per second against capacity: one line per item kind, and the mutex queue's figure
  /// as a flat line.
  static var plot: BenchmarkPlot {
    BenchmarkPlot("handoffs-per-capacity") { run in
      func line(_ name: String, _ benchmarkName: (Int) -> String) -> ChartSeries {
        let points = capacities.compactMap { capacity in
          run.p50(of: benchmarkName(capacity), metric: .throughput).map {
            ChartSeries.Point(x: Double(capacity), y: $0)
          }
        }
        return ChartSeries(name, points: points)
      }
      var series = [line("ring, Int", integerName), line("ring, frame", frameName)].filter {
        !$0.points.isEmpty
      }
      guard !series.isEmpty else { return nil }
      if let mutex = run.p50(of: ReferenceSuite.mutexQueueName, metric: .throughput) {
        series.append(
          ChartSeries(
            "mutex queue (1024)",
            points: [capacities.first, capacities.last].compactMap { $0 }.map {
              ChartSeries.Point(x: Double($0), y: mutex)
            }, marksPoints: false))
      }
      return SVGChart(
        title: "Two-thread handoffs per second (p50)",
        xAxis: ChartAxis("Ring capacity", scale: .logarithmic, ticks: capacities.map(Double.init)),
        yAxis: ChartAxis("Handoffs per second", minimum: 0), series: series)
    }
  }
}
