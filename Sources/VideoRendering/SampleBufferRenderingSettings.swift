import Clocks
import PixelBuffers
import RenderPipeline
import Runtime

/// How the simulation's sample-buffer display layers render, and the choices the sources leave open.
@MainActor
public final class SampleBufferRenderingSettings: SimulationService {
  /// Display ticks per second of every layer made from now on (a 60 Hz screen by default). A rate
  /// that is not positive and finite, or ticks more often than once a nanosecond, is refused with a
  /// diagnostic and the rate stays; ``setDisplayHertz(_:)`` throws instead.
  public var displayHertz = 60.0 {
    didSet { keepValid(\.displayHertz, oldValue, Self.validate(displayHertz:)) }
  }
  /// Whether the system interrupts a layer when the app goes to the background while the layer's
  /// video is not in Picture in Picture (status `.failed`, -11847, until a flush). Default true, as
  /// the reports in docs/ios-behaviour.md describe iOS; false keeps layers rendering.
  public var interruptsInBackground = true
  /// How many frames a layer made from now on queues, the one on screen included (8 by default);
  /// `isReadyForMoreMediaData` is false when they are all taken. A value outside
  /// 1...``maximumQueueCapacity`` is refused with a diagnostic and the capacity stays;
  /// ``setQueueCapacity(_:)`` throws instead.
  public var queueCapacity = defaultQueueCapacity {
    didSet { keepValid(\.queueCapacity, oldValue, Self.validate(queueCapacity:)) }
  }

  /// The largest ``queueCapacity``: what a frame ring indexes (2^30, the queue rounded up to a power
  /// of two) and what a pool of that many frame views fits in this machine's physical memory,
  /// whichever is smaller.
  public static var maximumQueueCapacity: Int {
    min(FrameRing<PixelBuffer>.maximumCapacity, PixelBufferPool.maximumViewCapacity)
  }

  /// Sets ``queueCapacity``, or throws and leaves it as it was.
  /// - Throws: `.queueCapacityOutOfRange` for a capacity outside 1...``maximumQueueCapacity``.
  public func setQueueCapacity(_ capacity: Int) throws(SampleBufferRenderingSettingError) {
    try Self.validate(queueCapacity: capacity)
    queueCapacity = capacity
  }

  /// Sets ``displayHertz``, or throws and leaves it as it was.
  /// - Throws: `.displayHertzOutOfRange` for a rate that is not positive and finite, or whose tick
  ///   interval rounds below a nanosecond.
  public func setDisplayHertz(_ hertz: Double) throws(SampleBufferRenderingSettingError) {
    try Self.validate(displayHertz: hertz)
    displayHertz = hertz
  }

  private static func validate(queueCapacity: Int) throws(SampleBufferRenderingSettingError) {
    let maximum = maximumQueueCapacity
    guard (1...maximum).contains(queueCapacity) else {
      throw .queueCapacityOutOfRange(queueCapacity, maximum: maximum)
    }
  }

  private static func validate(displayHertz: Double) throws(SampleBufferRenderingSettingError) {
    guard let interval = try? MediaTime(frameIntervalForRate: displayHertz), interval > .zero else {
      throw .displayHertzOutOfRange(displayHertz)
    }
  }

  /// Puts `oldValue` back, with a diagnostic, when `validate` refuses the value just set.
  private func keepValid<Value>(
    _ setting: ReferenceWritableKeyPath<SampleBufferRenderingSettings, Value>, _ oldValue: Value,
    _ validate: (Value) throws(SampleBufferRenderingSettingError) -> Void
  ) {
    do throws(SampleBufferRenderingSettingError) {
      try validate(self[keyPath: setting])
    } catch {
      self[keyPath: setting] = oldValue
      simulation.diagnostics.record(
        .sampleBufferSettingRefused, severity: .warning, subject: "SampleBufferRenderingSettings",
        message: "\(error); it stays \(oldValue)")
    }
  }

  private unowned let simulation: Simulation
  private var layerCount = 0

  /// The settings of `simulation`, at their defaults.
  public init(simulation: Simulation) {
    self.simulation = simulation
  }

  /// Counts a new layer and returns its number (from 1), which labels its trace tracks.
  func nextLayerNumber() -> Int {
    layerCount += 1
    return layerCount
  }

  /// A renderer for a layer or a player of the simulation: timed by its run loop and host clock,
  /// queueing ``queueCapacity`` frames, traced under `traceLabel`.
  package func makeRenderer(traceLabel: String) -> SampleBufferVideoRenderer {
    do throws(PipelineError) {
      return try renderer(queueCapacity: queueCapacity, traceLabel: traceLabel)
    } catch {
      // The machine refused the frames of a capacity within the limit (memory taken since it was
      // set): the layer gets the default queue rather than none.
      let fallback = Self.defaultQueueCapacity
      simulation.diagnostics.record(
        .sampleBufferSettingRefused, severity: .warning, subject: "SampleBufferRenderingSettings",
        message: "\(traceLabel) queues \(fallback) frames: \(queueCapacity) could not be allocated (\(error))"
      )
      do throws(PipelineError) {
        return try renderer(queueCapacity: fallback, traceLabel: traceLabel)
      } catch {
        // A few frame shells cannot be allocated: out of memory, where Swift itself stops too.
        preconditionFailure("could not make the queue of \(traceLabel): \(error)")
      }
    }
  }

  /// The queue capacity a layer gets when its settings' cannot be allocated.
  private static let defaultQueueCapacity = 8

  private func renderer(queueCapacity: Int, traceLabel: String) throws(PipelineError)
    -> SampleBufferVideoRenderer
  {
    try SampleBufferVideoRenderer(
      clock: simulation.runLoop.clock, hostClock: simulation.hostTimeClock, queueCapacity: queueCapacity,
      trace: simulation.trace, traceLabel: traceLabel)
  }
}

extension DiagnosticCode {
  /// A sample-buffer rendering setting was given a value it cannot take (ignored).
  public static let sampleBufferSettingRefused = DiagnosticCode(rawValue: "sampleBuffer.settingRefused")
  /// A sample buffer was enqueued with a presentation time that is no time (invalid, indefinite,
  /// infinite, or beyond 64 bits of nanoseconds): dropped with `DropReason.invalidTime`.
  public static let sampleBufferInvalidTime = DiagnosticCode(rawValue: "sampleBuffer.invalidTime")
}
