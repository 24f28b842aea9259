import Clocks
import Foundation
import RenderPipeline
import Runtime

/// A group video call: one pipeline per seat (seed 004's seat views), every seat 720p NV12 at
/// 30 fps, painted with the test pattern, all driven the way an app with one display link drives
/// them.
///
/// Two threads serve every seat: a display-link thread that wakes at 60 Hz and ticks each seat's
/// pipeline (`tick(at:)`, manual mode), and a camera thread that wakes at 30 Hz and produces one
/// frame for each seat (`produce(at:)`). Both sleep until their next deadline. The cameras run half
/// a refresh out of phase with the display, as unsynchronised cameras would on average, so a frame
/// waits about 8 ms for its tick instead of racing the tick that shares its deadline. A pipeline's manual
/// calls are serialised by its own lock, so the two threads may call into the same seat; they only
/// wait for each other while that one seat is being painted or ticked.
///
/// Seat 0 is the one shown in Picture in Picture: its sink stands for the PiP layer. That changes
/// where its frames go, not what they cost.
final class VideoCall {
  /// One participant's tile.
  struct Seat {
    /// The participant's pipeline, started in manual mode.
    let pipeline: FramePipeline
    /// Where the seat's frames are shown: its inline seat view, or the PiP layer for seat 0.
    let sink: LatestFrameSink
  }

  /// What one stretch of the call cost and delivered.
  struct Window {
    /// How long the stretch lasted.
    var wallTime: MediaTime
    /// The process's CPU time over the stretch.
    var cpuTime: MediaTime
    /// Every seat's final accounting, in seat order.
    var accountings: [FrameAccounting]
    /// Every seat's capture-to-present latencies, in seat order.
    var latencies: [LatencyHistogram]
    /// Display-link ticks skipped because the previous one ran past its deadline.
    var skippedTicks: Int
  }

  /// Frames per second each camera delivers.
  static let cameraRate: MediaTime.NumberLiteral = 30
  /// The display's refresh rate.
  static let displayRate: MediaTime.NumberLiteral = 60

  /// The seats, the one in Picture in Picture first.
  let seats: [Seat]

  /// Builds every seat's pool and rings; nothing runs until ``run(for:)``.
  ///
  /// - Parameter seatCount: How many participants are on screen.
  /// - Throws: `PipelineError` when a pipeline cannot be built.
  init(seatCount: Int) throws(PipelineError) {
    let configuration = PipelineConfiguration(
      width: 1280, height: 720, format: .nv12, frameRate: Self.cameraRate.value, poolCapacity: 6,
      ringCapacity: 4,
      overflowPolicy: .dropOldest, poolExhaustion: .fail, fill: .testPattern)
    var seats: [Seat] = []
    for _ in 0..<max(seatCount, 1) {
      let sink = LatestFrameSink()
      seats.append(
        Seat(
          pipeline: try FramePipeline(configuration: configuration, clock: HostClock(), sink: sink),
          sink: sink))
    }
    self.seats = seats
  }

  /// Runs the call for a stretch of real time, then stops every seat with a flush.
  ///
  /// - Parameter duration: How long to run.
  /// - Returns: The stretch's CPU time, accountings and latencies.
  /// - Throws: `PipelineError` when a seat cannot start, produce or stop; every seat is stopped.
  func run(for duration: MediaTime) throws(PipelineError) -> Window {
    let pipelines = seats.map(\.pipeline)
    for pipeline in pipelines {
      try pipeline.start(.manual)
    }
    let clock = HostClock()
    let startCPU = ProcessCPUTime.now()
    let start = clock.now()
    let display = DeadlineLoop(name: "display link", period: .frameInterval(rate: Self.displayRate)) {
      () throws(PipelineError) in
      for pipeline in pipelines {
        try pipeline.tick(at: clock.now())
      }
    }
    let cameras = DeadlineLoop(
      name: "cameras", period: .frameInterval(rate: Self.cameraRate),
      phase: MediaTime(nanoseconds: MediaTime.frameInterval(rate: Self.displayRate).nanoseconds / 2)
    ) {
      () throws(PipelineError) in
      for pipeline in pipelines {
        try pipeline.produce(at: clock.now())
      }
    }
    usleep(UInt32(max(duration.microseconds, 0)))
    let camerasResult = Result { () throws(PipelineError) in try cameras.stop() }
    let displayResult = Result { () throws(PipelineError) in try display.stop() }
    let wallTime = clock.now() - start
    let cpuTime = ProcessCPUTime.now() - startCPU
    var accountings: [FrameAccounting] = []
    var stopFailure: PipelineError?
    for pipeline in pipelines {
      do throws(PipelineError) {
        accountings.append(try pipeline.stop(.flush))
      } catch {
        stopFailure = stopFailure ?? error
      }
    }
    try camerasResult.get()
    try displayResult.get()
    if let stopFailure { throw stopFailure }
    return Window(
      wallTime: wallTime, cpuTime: cpuTime, accountings: accountings,
      latencies: pipelines.map { $0.latency() },
      skippedTicks: display.skippedDeadlines)
  }
}
