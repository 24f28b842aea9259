import PixelBuffers
import Testing

@Test func anUnpooledBufferHasTheRequestedGeometry() throws {
  let buffer = try PixelBuffer(width: 1920, height: 1080, format: .nv12)
  #expect(buffer.width == 1920)
  #expect(buffer.height == 1080)
  #expect(buffer.format == .nv12)
  #expect(buffer.isPooled == false)
  #expect(buffer.strides.count == 2)
  #expect(buffer.strides.allSatisfy { $0 >= 1920 })
}

/// The pool lives in the frame, so a buffer moves through rings and sinks as one pointer.
@Test func aBufferIsOneWordAsAFramePointerIs() {
  #expect(MemoryLayout<PixelBuffer>.size == MemoryLayout<UnsafeRawPointer>.size)
}

@Test func unpooledBuffersRefuseInvalidInput() {
  #expect(throws: PixelBufferError.nonPositiveSize(width: 0, height: 0)) {
    _ = try PixelBuffer(width: 0, height: 0, format: .nv12)
  }
  #expect(throws: PixelBufferError.sizeNotMultipleOfChromaSubsampling(width: 5, height: 4, format: "nv12")) {
    _ = try PixelBuffer(width: 5, height: 4, format: .nv12)
  }
}

@Test func theTestPatternIsReproducibleAndDiffersBetweenFrames() throws {
  for format in [PixelFormat.nv12, .yuv420p, .bgra] {
    let buffer = try PixelBuffer(width: 64, height: 48, format: format)
    buffer.paintTestPattern(frameIndex: 41)
    let first = buffer.visibleChecksum()
    buffer.paintTestPattern(frameIndex: 42)
    let next = buffer.visibleChecksum()
    buffer.paintTestPattern(frameIndex: 41)
    #expect(buffer.visibleChecksum() == first, "format \(format)")
    #expect(first != next, "format \(format)")
    #expect(buffer.paintedFrameIndex() == 41)
  }
}

@Test func twoBuffersWithTheSamePictureHaveTheSameChecksum() throws {
  let small = try PixelBuffer(width: 100, height: 20, format: .nv12)
  let other = try PixelBuffer(width: 100, height: 20, format: .nv12)
  small.paintTestPattern(frameIndex: 7)
  other.paintTestPattern(frameIndex: 7)
  #expect(small.visibleChecksum() == other.visibleChecksum())
}

@Test func theChecksumIgnoresStridePadding() throws {
  let buffer = try PixelBuffer(width: 100, height: 20, format: .nv12)
  let stride = try #require(buffer.strides.first)
  try #require(stride > 100, "libavutil pads a 100-byte line")
  buffer.paintTestPattern(frameIndex: 3)
  let clean = buffer.visibleChecksum()
  _ = buffer.withPlane(0) { bytes, stride in
    for line in 0..<20 {
      for column in 100..<stride { bytes[line * stride + column] = 0xEE }
    }
  }
  #expect(buffer.visibleChecksum() == clean)
  _ = buffer.withPlane(0) { bytes, _ in bytes[5] ^= 0xFF }
  #expect(buffer.visibleChecksum() != clean)
}

@Test func stampingSetsMetadataOnly() throws {
  var buffer = try PixelBuffer(width: 16, height: 16, format: .bgra)
  buffer.paintTestPattern(frameIndex: 1)
  let checksum = buffer.visibleChecksum()
  buffer.stamp(sequenceNumber: 9, captureTimeNanoseconds: 100, presentationTimeNanoseconds: 250)
  #expect(buffer.sequenceNumber == 9)
  #expect(buffer.captureTimeNanoseconds == 100)
  #expect(buffer.presentationTimeNanoseconds == 250)
  #expect(buffer.visibleChecksum() == checksum)
}

@Test func aSharedReferenceSharesPlanesAndMetadata() throws {
  var buffer = try PixelBuffer(width: 32, height: 32, format: .yuv420p)
  buffer.paintTestPattern(frameIndex: 5)
  buffer.stamp(sequenceNumber: 5, captureTimeNanoseconds: 10, presentationTimeNanoseconds: 20)
  #expect(buffer.isSoleOwnerOfPlanes == true)
  let shared = try buffer.makeSharedReference()
  #expect(buffer.isSoleOwnerOfPlanes == false)
  #expect(shared.visibleChecksum() == buffer.visibleChecksum())
  #expect(shared.sequenceNumber == 5)
  #expect(shared.presentationTimeNanoseconds == 20)
  buffer.paintTestPattern(frameIndex: 6)
  #expect(shared.paintedFrameIndex() == 6, "the planes are shared, not copied")
  _ = consume shared
  #expect(buffer.isSoleOwnerOfPlanes == true)
}

@Test func theTestPatternFillsEveryVisibleByteOfEveryBandAndNothingPastThePlanesLastLine() throws {
  // Rows padded to 256 bytes, so bands cross padding; 40 lines, so the last band is short.
  let buffer = try PixelBuffer(width: 100, height: 40, format: .nv12, rowAlignment: 256)
  let frameIndex: Int64 = 9
  for index in 0..<2 {
    let found = buffer.plane(index)
    let plane = try #require(found)
    #expect(plane.bytesPerRow == 256)
    // What follows the last line's visible bytes keeps a marker the painting must not reach.
    let visible = 100  // NV12: 100 luma bytes a line, or 50 chroma pairs
    let afterLast = plane.baseAddress + (plane.height - 1) * plane.bytesPerRow + visible
    afterLast.storeBytes(of: 0xA5, as: UInt8.self)
    buffer.paintTestPattern(frameIndex: frameIndex)
    #expect(afterLast.load(as: UInt8.self) == 0xA5)
    for line in 0..<plane.height {
      let expected = UInt8(truncatingIfNeeded: frameIndex + Int64(line >> 4) * 3 + Int64(index) * 64)
      let row = plane.baseAddress + line * plane.bytesPerRow
      // Plane 0's first 8 bytes hold the frame index.
      let start = index == 0 && line == 0 ? 8 : 0
      #expect((start..<visible).allSatisfy { row.load(fromByteOffset: $0, as: UInt8.self) == expected })
    }
  }
  #expect(buffer.paintedFrameIndex() == frameIndex)
}
