import BenchmarkHarness
import RenderPipeline
import Runtime

/// A group video call of 1, 4, 9, 16 and 25 seats (``VideoCall``): what each seat costs in CPU,
/// its capture-to-present latency and its drops, with one seat in Picture in Picture.
///
/// Each case is one sample: 3 s of the call (0.5 s with `--short`) on real threads and the host
/// clock. CPU is the whole process's user plus system time over the stretch (`getrusage`), per
/// second of it: the display-link and camera threads, painting included, and this sampling thread,
/// which sleeps. The 1-seat case is the reference: the ratio printed beside the other cases' total
/// CPU is what they cost in all, relative to one seat (target: 25 seats at most 30 times one seat),
/// and beside their CPU per seat, what one seat costs relative to a call of one.
enum VideoCallSuite {
  /// The call sizes measured: square grids of tiles.
  static let seatCounts = [1, 4, 9, 16, 25]

  static let configuration = BenchmarkConfiguration(
    warmupIterations: 0, maxDuration: .seconds(1), maxIterations: 1)

  /// Every case, smallest call first.
  static var cases: [BenchmarkCase] { seatCounts.map(callCase) }

  static func name(seats: Int) -> String { seats == 1 ? "1 seat" : "\(seats) seats" }

  /// One call size: build the seats, run the stretch, record.
  static func callCase(seats seatCount: Int) -> BenchmarkCase {
    let reference = name(seats: 1)
    return BenchmarkCase(
      name(seats: seatCount),
      metrics: [
        VideoCallMetrics.cpuPerSeat, VideoCallMetrics.cpuTotal, VideoCallMetrics.seatP99Latency,
        VideoCallMetrics.dropsPerSeat, VideoCallMetrics.presentedPerSeat,
      ],
      configuration: configuration,
      references: seatCount == 1
        ? [:]
        : [
          VideoCallMetrics.cpuTotal: BenchmarkReference(
            benchmark: reference, metric: VideoCallMetrics.cpuTotal),
          VideoCallMetrics.cpuPerSeat: BenchmarkReference(
            benchmark: reference, metric: VideoCallMetrics.cpuPerSeat),
        ]
    ) {
      let call = try VideoCall(seatCount: seatCount)
      return { context in
        let window = try call.run(for: .seconds(context.isShortRun ? 0.5 : 3))
        let cpuPerSecond = window.cpuTime.milliseconds / window.wallTime.seconds
        context.record(cpuPerSecond, for: VideoCallMetrics.cpuTotal)
        context.record(cpuPerSecond / Double(seatCount), for: VideoCallMetrics.cpuPerSeat)
        for latency in window.latencies {
          if let p99 = latency.percentileMicroseconds(99) {
            context.record(Double(p99) * 1_000, for: VideoCallMetrics.seatP99Latency)
          }
        }
        for accounting in window.accountings {
          let drops =
            accounting.droppedTotal - accounting.dropped(.flushedAtStop) + accounting.skippedPoolExhausted
          context.record(Double(drops), for: VideoCallMetrics.dropsPerSeat)
          context.record(Double(accounting.presented), for: VideoCallMetrics.presentedPerSeat)
        }
      }
    }
  }

  /// CPU per seat and the worst seat's p99 latency against the number of seats.
  static var costPerSeatPlot: BenchmarkPlot {
    BenchmarkPlot("cost-per-seat") { run in
      let measured = seatCounts.filter {
        !run.samples(of: name(seats: $0), metric: VideoCallMetrics.cpuPerSeat).isEmpty
      }
      guard !measured.isEmpty else { return nil }
      func points(_ metric: BenchmarkMetric, scale: Double, worst: Bool) -> [ChartSeries.Point] {
        measured.compactMap { seats in
          let samples = run.samples(of: name(seats: seats), metric: metric)
          guard let value = worst ? samples.max() : samples.first else { return nil }
          return ChartSeries.Point(x: Double(seats), y: value * scale)
        }
      }
      return SVGChart(
        title: "Group call, 720p NV12 at 30 fps per seat, one 60 Hz display link",
        xAxis: ChartAxis("Seats", ticks: seatCounts.map(Double.init), minimum: 0),
        yAxis: ChartAxis("CPU per seat (ms/s) / worst seat's p99 latency (ms)", minimum: 0),
        series: [
          ChartSeries(
            "CPU per seat (ms/s)", points: points(VideoCallMetrics.cpuPerSeat, scale: 1, worst: false)),
          ChartSeries(
            "p99 latency, worst seat (ms)",
            points: points(VideoCallMetrics.seatP99Latency, scale: 1e-6, worst: true)),
        ])
    }
  }
}
