import Clocks
import PixelBuffers
import RenderPipeline
import Runtime
import Tracing
import ViewHierarchy

/// A video stream rendered into a view's layer, paced on the simulation's run loop in virtual time, or
/// on real threads.
///
/// Paced on the run loop (``Pacing/runLoop``, the default), it owns a ``RenderPipeline/FramePipeline`` driven by
/// hand (`start(.manual)`): the renderer ticks at the display rate from the start, and the producer
/// makes a frame in each slot of the configuration's frame rate from half a tick after the start,
/// both as tasks on the simulation's ``Runtime/MainRunLoop``. The half tick is the phase the threaded
/// pipeline gives its producer too: each frame is ready midway between two ticks and is presented
/// at the next one, half a tick after it was made, as on a real display link (latency 8.3 ms at
/// 60 Hz, where frames made on the tick itself would show a latency of 0). When a frame slot and a
/// tick fall at the same instant, the frame is made first. Slot and tick times are computed from the
/// start time and their index (never by adding rounded intervals), so the same script gives the same
/// frames at the same nanoseconds. On threads
/// (``Pacing/threads(clock:)``), the pipeline runs its producer and display-link threads in real
/// time instead (`start(.displayLink(hertz:))`).
///
/// Frames go to a ``LayerFrameSink`` attached to the view's layer, so the video follows the view
/// wherever it moves (into the PiP container and back) without the pipeline knowing. Paced on the
/// run loop, every frame that reaches the layer is logged in ``presentations`` with where the view
/// was at that moment, unless made with `logsPresentations: false` for a run whose length the log
/// would grow with (on threads the renderer cannot read the main actor's views, so nothing is
/// logged; the pipeline's accounting and trace still count every frame).
@MainActor
public final class SourceViewVideo {
  /// What drives the producer and the renderer.
  public enum Pacing: Sendable {
    /// Run-loop tasks in virtual time, on a manual pipeline on the run loop's clock: exact and repeatable.
    case runLoop
    /// A producer thread and a display-link thread in real time, on a pipeline on `clock` (a host clock).
    case threads(clock: any MediaClock)
  }

  /// The view whose layer shows the video.
  public let view: View
  /// The pipeline, driven by hand; read its latency and A/V offset here.
  public let pipeline: FramePipeline
  /// The sink attached to the view's layer.
  public let sink: LayerFrameSink
  /// The simulation whose run loop paces the video.
  public let simulation: Simulation
  /// Renderer ticks per second.
  public let displayHertz: Double
  /// Frames per second (the configuration's frame rate).
  public let frameRate: Double
  /// What drives the producer and the renderer.
  public let pacing: Pacing
  /// Every frame that reached the layer, in order; empty when made with `logsPresentations: false`.
  public private(set) var presentations: [VideoPresentation] = []
  /// Whether ``presentations`` logs the frames.
  public let logsPresentations: Bool
  /// Frame slots the producer skipped because of an injected stall (never pushed, so outside the
  /// frame accounting's invariant).
  public var stalledSlotCount: Int { pipeline.accounting().skippedStalled }
  /// The pipeline error that halted the pacing, if one did.
  public private(set) var haltingError: PipelineError?
  /// Whether ``start()`` ran and ``stop(_:)`` has not.
  public private(set) var isRunning = false

  private var startTime = MediaTime.zero
  private var nextSlotIndex: Int64 = 0
  private var nextTickIndex: Int64 = 0
  private var pacingTask: ScheduledTask?
  /// What the pacing task runs, made once: a closure made for each frame cost an allocation, and a
  /// weak reference gave this object a side table, which sends its every retain and release down the
  /// runtime's slow path (together about 9 % of a 240 fps scenario's CPU time, measured).
  ///
  /// Unowned and unchecked, which is sound because the deinitializer runs on the main actor, as the
  /// task does, and cancels the task first. Let go on another thread, the video is deinitialized
  /// when the main actor next takes its jobs; until then its memory is intact and it plays on.
  /// (A checked `unowned` would trap in that gap: the object is already marked as deinitializing.)
  private lazy var pacingAction: @MainActor () -> Void = { [unowned(unsafe) self] in runDueWork() }

  /// Builds the pipeline and attaches its sink to the view's layer; nothing runs until ``start()``.
  ///
  /// - Parameters:
  ///   - view: The source view; its layer's `contents` becomes the sink.
  ///   - configuration: Frame size, format, fill, pool and ring; its `frameRate` paces the producer.
  ///   - simulation: Whose run loop (and virtual clock) paces the video.
  ///   - displayHertz: Renderer ticks per second.
  ///   - masterClock: The clock frames are stamped and judged due on, such as a playing audio
  ///     output's; nil makes the pipeline's clock the master.
  ///   - pacing: Run-loop tasks in virtual time (the default) or real threads.
  ///   - logsPresentations: Whether to log every presented frame in ``presentations`` (the default);
  ///     false keeps memory flat over a long run that never reads the log.
  /// - Throws: ``SourceViewVideoError/invalidDisplayRate(_:)``, ``SourceViewVideoError/missingFrameRate``,
  ///   or ``SourceViewVideoError/pipeline(_:)`` for a configuration the pipeline refuses.
  public init(
    view: View, configuration: PipelineConfiguration, simulation: Simulation, displayHertz: Double = 60,
    masterClock: (any MediaClock)? = nil, pacing: Pacing = .runLoop, logsPresentations: Bool = true
  ) throws(SourceViewVideoError) {
    guard (try? MediaTime(frameIntervalForRate: displayHertz)) != nil else {
      throw .invalidDisplayRate(displayHertz)
    }
    guard let frameRate = configuration.frameRate else { throw .missingFrameRate }
    let sink = LayerFrameSink()
    do throws(PipelineError) {
      let clock: any MediaClock
      switch pacing {
      case .runLoop: clock = simulation.runLoop.clock
      case .threads(let threadClock): clock = threadClock
      }
      pipeline = try FramePipeline(
        configuration: configuration, clock: clock, masterClock: masterClock, sink: sink)
    } catch {
      throw .pipeline(error)
    }
    self.view = view
    self.sink = sink
    self.simulation = simulation
    self.displayHertz = displayHertz
    self.frameRate = frameRate
    self.pacing = pacing
    self.logsPresentations = logsPresentations
    sink.attach(to: view.layer)
  }

  /// Cancels the pacing task still waiting, if any: a video let go while it plays stops there, and
  /// the task never runs without it.
  isolated deinit {
    pacingTask?.cancel()
  }

  /// Where every pushed frame went so far (exact: the pipeline is driven by hand).
  public var accounting: FrameAccounting { pipeline.accounting() }

  /// The sequence numbers of ``presentations``, in order.
  public var presentedSequenceNumbers: [Int64] { presentations.map(\.sequenceNumber) }

  /// Starts the pipeline: on the run loop, schedules the first frame slot and tick for now; on
  /// threads, starts the producer and display-link threads.
  ///
  /// - Throws: ``SourceViewVideoError/pipeline(_:)`` with `.alreadyRunning` when it runs already.
  public func start() throws(SourceViewVideoError) {
    do throws(PipelineError) {
      switch pacing {
      case .runLoop: try pipeline.start(.manual)
      case .threads: try pipeline.start(.displayLink(hertz: displayHertz))
      }
    } catch {
      throw .pipeline(error)
    }
    isRunning = true
    haltingError = nil
    guard case .runLoop = pacing else { return }
    startTime = simulation.runLoop.now
    nextSlotIndex = 0
    nextTickIndex = 0
    schedulePacing()
  }

  /// Stops pacing and the pipeline, draining or flushing the queued frames.
  ///
  /// The layer shows nothing afterwards: the pipeline takes the frame off the sink.
  /// - Returns: The final accounting, with nothing in flight.
  /// - Throws: ``SourceViewVideoError/pipeline(_:)`` with `.notRunning` when not running.
  @discardableResult
  public func stop(_ mode: FramePipeline.StopMode) throws(SourceViewVideoError) -> FrameAccounting {
    pacingTask?.cancel()
    pacingTask = nil
    isRunning = false
    do throws(PipelineError) {
      return try pipeline.stop(mode)
    } catch {
      throw .pipeline(error)
    }
  }

  /// Makes the producer skip every frame slot from now until `duration` has passed (a fault; see
  /// ``RenderPipeline/FramePipeline/stallProducer(for:)``).
  ///
  /// Skipped slots are counted in ``stalledSlotCount``; they are never pushed, so no frame is lost
  /// and the accounting stays balanced, while the layer keeps showing the last frame. A stall that
  /// overlaps a running one extends it.
  /// - Throws: ``SourceViewVideoError/negativeStallDuration(_:)``, or
  ///   ``SourceViewVideoError/pipeline(_:)`` with `.notRunning` when stopped; nothing changes then.
  public func injectProducerStall(for duration: MediaTime) throws(SourceViewVideoError) {
    guard duration >= .zero else { throw .negativeStallDuration(duration) }
    do throws(PipelineError) {
      try pipeline.stallProducer(for: duration)
    } catch {
      throw .pipeline(error)
    }
    simulation.mainTrack.complete(
      "video.producerStall", category: "video", start: simulation.runLoop.now.nanoseconds,
      duration: duration.nanoseconds)
  }

  /// The time of frame slot `index`; `.max` (a slot that never comes) beyond the clock's range.
  private func slotTime(_ index: Int64) -> MediaTime {
    startTime.adding(seconds: 0.5 / displayHertz)?.adding(seconds: Double(index) / frameRate) ?? .max
  }

  /// The time of tick `index`; `.max` (a tick that never comes) beyond the clock's range.
  private func tickTime(_ index: Int64) -> MediaTime {
    startTime.adding(seconds: Double(index) / displayHertz) ?? .max
  }

  private func schedulePacing() {
    let next = min(slotTime(nextSlotIndex), tickTime(nextTickIndex))
    pacingTask = simulation.runLoop.schedule(at: next, pacingAction)
  }

  /// Makes the frames and runs the ticks due by now, frames first, then schedules the next.
  private func runDueWork() {
    let now = simulation.runLoop.now
    do throws(PipelineError) {
      while slotTime(nextSlotIndex) <= now {
        let time = slotTime(nextSlotIndex)
        nextSlotIndex += 1
        try pipeline.produce(at: time)
      }
      while tickTime(nextTickIndex) <= now {
        let time = tickTime(nextTickIndex)
        nextTickIndex += 1
        try tick(at: time)
      }
    } catch {
      haltingError = error
      pacingTask = nil
      return
    }
    schedulePacing()
  }

  private func tick(at time: MediaTime) throws(PipelineError) {
    let presentedBefore = sink.presentedCount
    try pipeline.tick(at: time)
    guard logsPresentations, sink.presentedCount != presentedBefore,
      let sequenceNumber = sink.sequenceNumberOnScreen
    else {
      return
    }
    presentations.append(
      VideoPresentation(
        time: time, sequenceNumber: sequenceNumber,
        superviewLabel: shared(view.superview?.debugLabel, \.superviewLabel),
        windowLabel: shared(view.window?.debugLabel, \.windowLabel)))
  }

  /// `label`, as the last presentation's own string when it reads the same, so that a view that stays
  /// put logs its labels once, not a new string for every frame.
  private func shared(_ label: String?, _ field: KeyPath<VideoPresentation, String?>) -> String? {
    guard let last = presentations.last?[keyPath: field], last == label else { return label }
    return last
  }
}
