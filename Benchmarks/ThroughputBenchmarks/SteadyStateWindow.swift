import BenchmarkHarness
import Clocks
import Foundation
import MallocCounter
import Runtime

#if canImport(Glibc)
  import Glibc
#endif

/// The lengths of the real-time stretches one throughput sample runs for.
struct SteadyStateWindow {
  /// Run time before measuring, so threads are up and caches warm.
  var settle: MediaTime
  /// The measured stretch.
  var length: MediaTime

  /// 30 ms to settle and 300 ms measured; a `--short` run takes 10 ms and 60 ms.
  init(isShortRun: Bool) {
    settle = isShortRun ? .milliseconds(10) : .milliseconds(30)
    length = isShortRun ? .milliseconds(60) : .milliseconds(300)
  }

  /// What one side of the window saw: the time, the allocations so far and the frame counts.
  struct Reading {
    var time: MediaTime
    var allocations: UInt64
    var moved: Int
    var presented: Int
  }

  /// Sleeps through the settling time, reads the counts, sleeps through the window, reads them
  /// again and records the rates.
  ///
  /// - Parameters:
  ///   - context: Where the rates are recorded.
  ///   - bytesPerFrame: Bytes painted or copied per moved (`paint`) or presented (`copy`) frame;
  ///     nil records no bandwidth.
  ///   - mode: Which count the bandwidth follows.
  ///   - atWindowStart: Runs once the settling time is over, right before the window opens.
  ///   - counts: Reads the moved and presented counts so far; it may allocate (its allocations are
  ///     kept out of the window).
  func measure(
    into context: BenchmarkContext, bytesPerFrame: Int?, mode: ThroughputMode,
    atWindowStart: () -> Void = {}, counts: () -> (moved: Int, presented: Int)
  ) {
    let clock = HostClock()
    Self.sleep(settle)
    atWindowStart()
    let start = counts()
    let before = Reading(
      time: clock.now(), allocations: pipsim_malloc_count(), moved: start.moved, presented: start.presented)
    Self.sleep(length)
    let time = clock.now()
    let allocations = pipsim_malloc_count()
    let end = counts()
    let seconds = (time - before.time).seconds
    let moved = end.moved - before.moved
    let presented = end.presented - before.presented
    context.record(Double(moved) / seconds, for: ThroughputMetrics.framesPerSecond)
    context.record(Double(presented) / seconds, for: ThroughputMetrics.presentedPerSecond)
    context.record(
      Double(allocations &- before.allocations) / Double(max(moved, 1)),
      for: ThroughputMetrics.mallocsPerFrame)
    if let bytesPerFrame {
      let frames = mode == .copy ? presented : moved
      context.record(Double(frames * bytesPerFrame) / seconds / 1e9, for: ThroughputMetrics.frameBandwidth)
    }
  }

  /// Sleeps the calling thread for `duration`.
  static func sleep(_ duration: MediaTime) {
    usleep(UInt32(clamping: duration.nanoseconds / 1_000))
  }
}
