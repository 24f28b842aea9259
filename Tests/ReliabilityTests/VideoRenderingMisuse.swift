import Clocks
import CoreMediaTime
import Foundation
import MediaPlayback
import PixelBuffers
import RenderPipeline
import Runtime
import SampleBuffers
import Testing
import VideoRendering
import ViewHierarchy

/// A source view video in a fresh simulation, as the video cases misuse it.
@MainActor
func misusedVideo(displayHertz: Double = 60, frameRate: Double? = 30) throws(SourceViewVideoError)
  -> SourceViewVideo
{
  let simulation = Simulation.start()
  let configuration = PipelineConfiguration(
    width: 32, height: 16, frameRate: frameRate, poolCapacity: 4, ringCapacity: 2)
  return try SourceViewVideo(
    view: View(), configuration: configuration, simulation: simulation, displayHertz: displayHertz)
}

/// A sample-buffer rendering setting given a value it cannot take through its property (`set`): the
/// settings keep their defaults, `sampleBuffer.settingRefused` says why, and a layer and a player
/// made next render.
func misusedRenderingSetting(
  _ name: String, _ set: @escaping @MainActor @Sendable (SampleBufferRenderingSettings) -> Void
) -> MisuseCase {
  MisuseCase(module: "VideoRendering", name: name, answer: .noOp) {
    try await onMain {
      let simulation = Simulation.start()
      let settings = simulation.service(SampleBufferRenderingSettings.self)
      set(settings)
      #expect(settings.queueCapacity == 8 && settings.displayHertz == 60)
      #expect(simulation.diagnostics.codes.contains(.sampleBufferSettingRefused))
      let layer = SampleBufferDisplayLayer()
      let player = Player(url: URL(string: "pipsim-test://64x36@30/5s")!)
      try simulation.runLoop.advance(by: .milliseconds(100))
      #expect(layer.isReadyForMoreMediaData && player.status == .readyToPlay)
    }
  }
}

/// A sample buffer whose presentation time is no time, enqueued on a layer: dropped for
/// `invalidTime`, with the `sampleBuffer.invalidTime` warning naming the time, the accounting
/// balanced and the layer still rendering the next good frame.
func misusedSampleBufferTime(_ name: String, _ time: CMTime) -> MisuseCase {
  MisuseCase(module: "VideoRendering", name: name, answer: .noOp) {
    try await onMain {
      let simulation = Simulation.start()
      let layer = SampleBufferDisplayLayer()
      layer.enqueue(try misusedSampleBuffer(at: time))
      try simulation.runLoop.advance(by: .milliseconds(50))
      let accounting = layer.sampleBufferRenderer.pipeline.accounting()
      #expect(accounting.dropped(.invalidTime) == 1 && accounting.isBalanced, "\(accounting)")
      #expect(simulation.diagnostics.codes.contains(.sampleBufferInvalidTime))
      layer.enqueue(try misusedSampleBuffer(at: CMClockGetHostTimeClock().time))
      try simulation.runLoop.advance(by: .milliseconds(50))
      #expect(layer.sampleBufferRenderer.pipeline.accounting().presented == 1 && layer.status == .rendering)
    }
  }
}

extension MisuseCase {
  static let videoRendering: [MisuseCase] = [
    misusedSampleBufferTime("a sample buffer of invalid time", .invalid),
    misusedSampleBufferTime("a sample buffer of indefinite time", .indefinite),
    misusedSampleBufferTime("a sample buffer at Int64.max seconds", CMTime(value: .max, timescale: 1)),
    misusedSampleBufferTime("a sample buffer at minus infinity", .negativeInfinity),
    MisuseCase(module: "VideoRendering", name: "an enqueue after a flush, earlier than before", answer: .noOp)
    {
      try await onMain {
        let simulation = Simulation.start()
        let layer = SampleBufferDisplayLayer()
        let start = CMClockGetHostTimeClock().time
        layer.enqueue(try misusedSampleBuffer(at: start + CMTime(value: 1, timescale: 1)))
        layer.flush()
        // After a flush the queue starts over: an earlier time is no step back.
        layer.enqueue(try misusedSampleBuffer(at: start + CMTime(value: 1, timescale: 2)))
        try simulation.runLoop.advance(by: .milliseconds(600))
        let accounting = layer.sampleBufferRenderer.pipeline.accounting()
        #expect(accounting.presented == 1 && accounting.dropped(.flushed) == 1 && accounting.isBalanced)
      }
    },
    MisuseCase(module: "VideoRendering", name: "enqueues from eight threads at once", answer: .noOp) {
      try await onMain {
        let simulation = Simulation.start()
        let layer = SampleBufferDisplayLayer()
        let renderer = layer.sampleBufferRenderer
        let buffers = try (0..<8 * 40).map { index in
          try misusedSampleBuffer(at: CMTime(value: Int64(index), timescale: 600))
        }
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
          for index in stride(from: thread, to: buffers.count, by: 8) { renderer.enqueue(buffers[index]) }
        }
        try simulation.runLoop.advance(by: .seconds(1))
        let accounting = renderer.pipeline.accounting()
        #expect(accounting.pushed == 320 && accounting.isBalanced, "\(accounting)")
        #expect(accounting.presented >= 1 && layer.status == .rendering)
      }
    },
    MisuseCase(
      module: "VideoRendering", name: "an enqueue on the renderer of a released layer", answer: .noOp
    ) {
      try await onMain {
        let simulation = Simulation.start()
        var layer: SampleBufferDisplayLayer? = SampleBufferDisplayLayer()
        weak var released = layer
        let renderer = try #require(layer?.sampleBufferRenderer)
        layer = nil
        #expect(released == nil)
        let now = CMClockGetHostTimeClock().time
        for index in 0..<20 {
          renderer.enqueue(try misusedSampleBuffer(at: now + CMTime(value: Int64(index), timescale: 30)))
        }
        try simulation.runLoop.advance(by: .seconds(1))
        // No layer ticks it any more: the queue fills, the rest is dropped for it, all accounted.
        let accounting = renderer.pipeline.accounting()
        #expect(accounting.pushed == 20 && accounting.isBalanced && accounting.dropped(.queueFull) > 0)
        #expect(!renderer.isReadyForMoreMediaData)
      }
    },
    misusedRenderingSetting("a layer queue capacity of 2^40") { $0.queueCapacity = 1 << 40 },
    misusedRenderingSetting("a layer queue capacity of 0") { $0.queueCapacity = 0 },
    misusedRenderingSetting("layers at -60 Hz") { $0.displayHertz = -60 },
    misusedRenderingSetting("layers at NaN Hz") { $0.displayHertz = .nan },
    misusedRenderingSetting("layers at 1e12 Hz") { $0.displayHertz = 1e12 },
    MisuseCase(
      module: "VideoRendering", name: "a layer queue capacity set past its limit", answer: .typedError
    ) {
      try await onMain {
        let settings = Simulation.start().service(SampleBufferRenderingSettings.self)
        let maximum = SampleBufferRenderingSettings.maximumQueueCapacity
        #expect(maximum <= 1 << 30)
        let refusal = SampleBufferRenderingSettingError.queueCapacityOutOfRange(maximum + 1, maximum: maximum)
        #expect(throws: refusal) { try settings.setQueueCapacity(maximum + 1) }
        #expect(throws: SampleBufferRenderingSettingError.displayHertzOutOfRange(0)) {
          try settings.setDisplayHertz(0)
        }
        #expect(settings.queueCapacity == 8 && settings.displayHertz == 60)
      }
    },
    MisuseCase(
      module: "VideoRendering", name: "a layer queue capacity the memory cannot hold", answer: .noOp
    ) {
      try await onMain {
        let simulation = Simulation.start()
        let settings = simulation.service(SampleBufferRenderingSettings.self)
        try settings.setQueueCapacity(1 << 20)
        try limitAddressSpace(headroom: 64 << 20)
        let layer = SampleBufferDisplayLayer()
        #expect(simulation.diagnostics.codes.contains(.sampleBufferSettingRefused))
        try simulation.runLoop.advance(by: .milliseconds(100))
        #expect(layer.isReadyForMoreMediaData)
      }
    },
    MisuseCase(module: "VideoRendering", name: "a video at 0 Hz", answer: .typedError) {
      try await onMain {
        #expect(throws: SourceViewVideoError.invalidDisplayRate(0)) { try misusedVideo(displayHertz: 0) }
      }
    },
    MisuseCase(module: "VideoRendering", name: "a video at 1e-300 Hz", answer: .typedError) {
      try await onMain {
        #expect(throws: SourceViewVideoError.invalidDisplayRate(1e-300)) {
          try misusedVideo(displayHertz: 1e-300)
        }
      }
    },
    MisuseCase(module: "VideoRendering", name: "a video without a frame rate", answer: .typedError) {
      try await onMain {
        #expect(throws: SourceViewVideoError.missingFrameRate) { try misusedVideo(frameRate: nil) }
      }
    },
    MisuseCase(module: "VideoRendering", name: "a negative producer stall", answer: .typedError) {
      try await onMain {
        let video = try misusedVideo()
        try video.start()
        #expect(throws: SourceViewVideoError.negativeStallDuration(.seconds(-1))) {
          try video.injectProducerStall(for: .seconds(-1))
        }
      }
    },
    MisuseCase(module: "VideoRendering", name: "a producer stall of MediaTime.max", answer: .typedError) {
      try await onMain {
        let video = try misusedVideo()
        try video.start()
        try Simulation.current.runLoop.advance(by: .seconds(1))
        let error = #expect(throws: SourceViewVideoError.self) { try video.injectProducerStall(for: .max) }
        guard case .pipeline(.invalidConfiguration) = error else {
          Issue.record("expected a refused stall, got \(String(describing: error))")
          return
        }
      }
    },
    MisuseCase(module: "VideoRendering", name: "a video started twice", answer: .typedError) {
      try await onMain {
        let video = try misusedVideo()
        try video.start()
        #expect(throws: SourceViewVideoError.pipeline(.alreadyRunning)) { try video.start() }
      }
    },
    MisuseCase(
      module: "VideoRendering", name: "a thumbnail whose levels do not match its size", answer: .typedError
    ) {
      #expect(throws: LumaThumbnailError.levelCountMismatch(expected: 4, actual: 3)) {
        _ = try LumaThumbnail(width: 2, height: 2, levels: [0, 1, 2])
      }
    },
    MisuseCase(module: "VideoRendering", name: "a thumbnail larger than its frame", answer: .typedError) {
      let frame = try PixelBuffer(width: 16, height: 16, format: .nv12)
      #expect(throws: LumaThumbnailError.self) { _ = try frame.lumaThumbnail(width: 32, height: 8) }
    },
  ]
}
