import RenderPipeline
import Runtime
import Tracing

/// Drives a manual-mode frame pipeline from the simulation's run loop: the producer makes frames at the
/// configured rate and the renderer presents them at the display rate, all in virtual time.
///
/// Every produce and tick is a run-loop task at an exact nanosecond, so a run is deterministic.
@MainActor
final class FrameDriver {
  private let pipeline: FramePipeline
  private let runLoop: MainRunLoop
  private let track: TraceTrack
  private let framesPerSecond: Double
  private let displayHertz: Double
  private var startTime = MediaTime.zero
  private var tasks: [ScheduledTask] = []
  private var stalledUntil = MediaTime.zero
  private var lastCounted: (presented: Int, dropped: Int) = (0, 0)
  private(set) var isRunning = false
  /// The first error the pipeline raised during the run, if any.
  private(set) var failure: PipelineError?

  init(production: FrameProduction, simulation: Simulation, track: TraceTrack) throws(PipelineError) {
    let configuration = PipelineConfiguration(
      width: 320, height: 180, frameRate: production.framesPerSecond, fill: .stampOnly)
    pipeline = try FramePipeline(
      configuration: configuration, clock: simulation.runLoop.clock, sink: LatestFrameSink())
    runLoop = simulation.runLoop
    self.track = track
    framesPerSecond = production.framesPerSecond
    displayHertz = production.displayHertz
  }

  var accounting: FrameAccounting { pipeline.accounting() }

  func start() throws(PipelineError) {
    try pipeline.start(.manual)
    isRunning = true
    startTime = runLoop.now
    track.begin("video", category: .frame)
    scheduleProduce(index: 0)
    scheduleTick(index: 0)
  }

  func injectProducerStall(for span: MediaTime) {
    stalledUntil = runLoop.now + span
    track.complete(
      "producer stall", category: .frame, start: runLoop.now.nanoseconds, duration: span.nanoseconds)
  }

  @discardableResult
  func stop() -> FrameAccounting {
    for task in tasks { runLoop.cancel(task) }
    tasks = []
    guard isRunning else { return pipeline.accounting() }
    isRunning = false
    let accounting: FrameAccounting
    do {
      accounting = try pipeline.stop(.drain)
    } catch {
      failure = failure ?? error
      accounting = pipeline.accounting()
    }
    countFrames()
    track.end("video", category: .frame)
    return accounting
  }

  private func scheduleProduce(index: Int64) {
    let due = startTime + Self.offset(of: index, rate: framesPerSecond)
    tasks.append(
      runLoop.schedule(at: due) { [weak self] in
        guard let self, isRunning else { return }
        if runLoop.now >= stalledUntil {
          perform { () throws(PipelineError) in _ = try self.pipeline.produce(at: self.runLoop.now) }
        }
        scheduleProduce(index: index + 1)
      })
  }

  private func scheduleTick(index: Int64) {
    let due = startTime + Self.offset(of: index, rate: displayHertz)
    tasks.append(
      runLoop.schedule(at: due) { [weak self] in
        guard let self, isRunning else { return }
        perform { () throws(PipelineError) in try self.pipeline.tick(at: self.runLoop.now) }
        countFrames()
        scheduleTick(index: index + 1)
      })
  }

  private func perform(_ work: () throws(PipelineError) -> Void) {
    do {
      try work()
    } catch {
      failure = failure ?? error
    }
  }

  private func countFrames() {
    tasks.removeAll { !runLoop.isScheduled($0) }
    let accounting = pipeline.accounting()
    let counts = (presented: accounting.presented, dropped: accounting.droppedTotal)
    guard counts != lastCounted else { return }
    lastCounted = counts
    track.counter(
      "frames", category: .frame,
      ["presented": .int(Int64(counts.presented)), "dropped": .int(Int64(counts.dropped))])
  }

  /// The offset of the `index`th event at `rate` per second, rounded to the nanosecond, so no error adds up.
  private static func offset(of index: Int64, rate: Double) -> MediaTime {
    MediaTime(nanoseconds: Int64((Double(index) * 1e9 / rate).rounded()))
  }
}
