import RenderPipeline
import Runtime

/// How the simulation's sample-buffer display layers render, and the choices the sources leave open.
@MainActor
public final class SampleBufferRenderingSettings: SimulationService {
  /// Display ticks per second of every layer made from now on (a 60 Hz screen by default).
  public var displayHertz = 60.0
  /// Whether the system interrupts a layer when the app goes to the background while the layer's
  /// video is not in Picture in Picture (status `.failed`, -11847, until a flush). Default true, as
  /// the reports in docs/ios-behaviour.md describe iOS; false keeps layers rendering.
  public var interruptsInBackground = true
  /// How many frames a layer made from now on queues, the one on screen included (8 by default);
  /// `isReadyForMoreMediaData` is false when they are all taken. A value below 1 is refused with a
  /// diagnostic and the capacity stays.
  public var queueCapacity = 8 {
    didSet {
      guard queueCapacity < 1 else { return }
      let refused = queueCapacity
      queueCapacity = oldValue
      simulation.diagnostics.record(
        .sampleBufferSettingRefused, severity: .warning, subject: "SampleBufferRenderingSettings",
        message: "queueCapacity \(refused) refused: a layer queues at least one frame; it stays \(oldValue)")
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
      return try SampleBufferVideoRenderer(
        clock: simulation.runLoop.clock, hostClock: simulation.hostTimeClock, queueCapacity: queueCapacity,
        trace: simulation.trace, traceLabel: traceLabel)
    } catch {
      // The capacity is at least one (the settings refuse less), so only an allocation of a few
      // frame shells can fail here: out of memory, where Swift itself stops too.
      preconditionFailure("could not make the queue of \(traceLabel): \(error)")
    }
  }
}

extension DiagnosticCode {
  /// A sample-buffer rendering setting was given a value it cannot take (ignored).
  public static let sampleBufferSettingRefused = DiagnosticCode(rawValue: "sampleBuffer.settingRefused")
}
