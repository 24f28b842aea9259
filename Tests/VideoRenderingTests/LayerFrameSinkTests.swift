import Clocks
import CoreMediaTime
import Foundation
import PixelBuffers
import RenderPipeline
import Runtime
import Testing
import VideoRendering
import ViewHierarchy

@MainActor
@Suite struct LayerFrameSinkTests {
  private func patternFrame(_ index: Int64, format: PixelFormat = .nv12) throws -> PixelBuffer {
    var buffer = try PixelBuffer(width: 64, height: 36, format: format)
    buffer.stamp(sequenceNumber: index, captureTimeNanoseconds: 0, presentationTimeNanoseconds: index * 1_000)
    buffer.paintTestPattern(frameIndex: index)
    return buffer
  }

  @Test func anAttachedLayerShowsTheNewestFrameUntilItIsRemoved() throws {
    let layer = Layer()
    let sink = LayerFrameSink()
    sink.attach(to: layer)
    #expect(layer.frameSink === sink)
    #expect(layer.presentedFrame == nil)
    let replacedByFirst = sink.present(try patternFrame(1))?.sequenceNumber
    #expect(replacedByFirst == nil)
    let replacedBySecond = sink.present(try patternFrame(2))?.sequenceNumber
    #expect(replacedBySecond == 1)
    let shown = try #require(layer.presentedFrame)
    #expect(shown.sequenceNumber == 2)
    #expect(shown.presentationTime == CMTime(value: 2_000, timescale: 1_000_000_000))
    #expect(shown.width == 64 && shown.height == 36 && shown.format == .nv12)
    #expect(shown.checksum == (try VideoCallStage.patternChecksum(frameIndex: 2)))
    #expect(sink.presentedCount == 2)
    let removed = sink.removeFrame()?.sequenceNumber
    #expect(removed == 2)
    #expect(layer.presentedFrame == nil)
    #expect(try sink.thumbnail(width: 4, height: 4) == nil)
  }

  @Test func aLumaThumbnailAveragesTheYPlaneOverEachCell() throws {
    for format in [PixelFormat.nv12, .yuv420p] {
      let thumbnail = try patternFrame(5, format: format).lumaThumbnail(width: 16, height: 9)
      #expect(thumbnail.levels.count == 144)
      // Line 0 starts with the frame index's 8 bytes (5, 0, 0, ...): (5 + 0 + 0 + 0 + 12 * 5) / 16.
      #expect(thumbnail.level(column: 0, row: 0) == 4)
      #expect(thumbnail.level(column: 3, row: 0) == 5)
      #expect(thumbnail.level(column: 2, row: 5) == 8)
      #expect(thumbnail.level(column: 15, row: 8) == 11)
      #expect(thumbnail.level(column: 16, row: 0) == nil)
    }
  }

  @Test func aBGRAThumbnailUsesTheBT601LumaOfEachPixel() throws {
    let buffer = try PixelBuffer(width: 2, height: 2, format: .bgra)
    let pixels: [[UInt8]] = [[255, 255, 255, 255], [0, 0, 255, 255], [0, 255, 0, 255], [255, 0, 0, 255]]
    buffer.withPlane(0) { bytes, stride in
      for (index, pixel) in pixels.enumerated() {
        let offset = (index / 2) * stride + (index % 2) * 4
        for (channel, value) in pixel.enumerated() { bytes[offset + channel] = value }
      }
    }
    #expect(try buffer.lumaThumbnail(width: 2, height: 2).levels == [255, 77, 149, 29])
    #expect(try buffer.lumaThumbnail(width: 1, height: 1).levels == [128])
  }

  @Test func aThumbnailThatDoesNotFitOrAFormatWithoutLumaIsRefused() throws {
    let frame = try patternFrame(0)
    #expect(
      throws: LumaThumbnailError.sizeOutOfRange(
        requestedWidth: 65, requestedHeight: 9, frameWidth: 64, frameHeight: 36)
    ) { try frame.lumaThumbnail(width: 65, height: 9) }
    #expect(
      throws: LumaThumbnailError.sizeOutOfRange(
        requestedWidth: 0, requestedHeight: 9, frameWidth: 64, frameHeight: 36)
    ) { try frame.lumaThumbnail(width: 0, height: 9) }
    let planar422 = try PixelBuffer(width: 4, height: 4, format: try PixelFormat(name: "yuv422p"))
    #expect(throws: LumaThumbnailError.unsupportedFormat("yuv422p")) {
      try planar422.lumaThumbnail(width: 2, height: 2)
    }
    #expect(throws: LumaThumbnailError.levelCountMismatch(expected: 4, actual: 3)) {
      try LumaThumbnail(width: 2, height: 2, levels: [1, 2, 3])
    }
  }

  @Test func theMainActorReadsWholeFramesWhileADisplayLinkThreadPresents() async throws {
    let layer = Layer()
    let sink = LayerFrameSink()
    sink.attach(to: layer)
    let configuration = PipelineConfiguration(
      width: 64, height: 36, format: .nv12, frameRate: 240, fill: .testPattern)
    let pipeline = try FramePipeline(configuration: configuration, clock: HostClock(), sink: sink)
    try pipeline.start(.displayLink(hertz: 240))
    var seen: Set<Int64> = []
    // Polls are counted, not timed: other main-actor tests may hold the main actor for seconds on a
    // loaded machine, while the display link goes on presenting.
    var polls = 0
    while seen.count < 5, polls < 10_000 {
      polls += 1
      if let shown = layer.presentedFrame {
        #expect(shown.checksum == (try VideoCallStage.patternChecksum(frameIndex: shown.sequenceNumber)))
        seen.insert(shown.sequenceNumber)
      }
      try await Task.sleep(for: .milliseconds(3))
    }
    let accounting = try pipeline.stop(.flush)
    #expect(seen.count >= 5)
    #expect(accounting.isBalanced)
    #expect(layer.presentedFrame == nil)
  }
}

// A video layer renders the frame on screen, as the screen shows it.
@MainActor
@Suite struct LayerFrameSinkRenderingTests {
  @Test func aViewRendersItsFrameOnScreenStretchedOverItsBounds() throws {
    Simulation.start()
    let view = View(frame: CGRect(x: 0, y: 0, width: 8, height: 4))
    let sink = LayerFrameSink()
    sink.attach(to: view.layer)
    let frame = try PixelBuffer(width: 16, height: 8, format: .bgra)
    // Left half red, right half blue, BGRA.
    _ = frame.withPlane(0) { bytes, stride in
      for row in 0..<8 {
        for column in 0..<16 {
          let pixel: [UInt8] = column < 8 ? [0, 0, 255, 255] : [255, 0, 0, 255]
          for byte in 0..<4 { bytes[row * stride + column * 4 + byte] = pixel[byte] }
        }
      }
    }
    _ = sink.present(frame)
    let image = GraphicsImageRenderer(size: view.bounds.size, format: GraphicsImageRendererFormat()).image {
      view.layer.render(in: $0.cgContext)
    }
    let pixels = try #require(image.cgImage?.dataProvider?.data)
    let pixel = { (x: Int, y: Int) in Array(pixels[(y * image.cgImage!.bytesPerRow + x * 4)...].prefix(4)) }
    #expect(pixel(1, 1) == [0, 0, 255, 255] && pixel(6, 2) == [255, 0, 0, 255])
    _ = sink.removeFrame()
    #expect(sink.currentPicture() == nil)
  }

  @Test func aSampleBufferLayerPlacesItsFrameByItsVideoGravity() throws {
    Simulation.start()
    let layer = SampleBufferDisplayLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
    layer.videoGravity = .resizeAspect
    let sink = try #require(layer.frameSink)
    let frame = try PixelBuffer(width: 16, height: 8, format: .bgra)
    _ = frame.withPlane(0) { bytes, _ in bytes.initializeMemory(as: UInt8.self, repeating: 255) }
    _ = sink.present(frame)
    let image = GraphicsImageRenderer(
      size: CGSize(width: 8, height: 8), format: GraphicsImageRendererFormat()
    ).image {
      layer.render(in: $0.cgContext)
    }
    let pixels = try #require(image.cgImage?.dataProvider?.data)
    let alpha = { (y: Int) in pixels[y * image.cgImage!.bytesPerRow + 4 * 4 + 3] }
    // A 2:1 frame fitted into a square fills rows 2 to 6 only.
    #expect(alpha(0) == 0 && alpha(4) == 255 && alpha(7) == 0)
  }
}
