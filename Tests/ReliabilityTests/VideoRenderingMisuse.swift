import Clocks
import Foundation
import MediaPlayback
import PixelBuffers
import RenderPipeline
import Runtime
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

extension MisuseCase {
  static let videoRendering: [MisuseCase] = [
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
