import PixelBuffers
import Testing

// libswscale's conversion as FFmpeg documents it (https://ffmpeg.org/doxygen/5.1/group__libsws.html):
// limited-range BT.601 by default, where luma 16 is black and 235 white, chroma 128 gray.
@Suite struct PixelBufferConversionTests {
  /// An NV12 frame of one luma level with neutral chroma.
  func gray(_ luma: UInt8, width: Int = 16, height: Int = 8) throws -> PixelBuffer {
    let buffer = try PixelBuffer(width: width, height: height, format: .nv12)
    _ = buffer.withPlane(0) { bytes, _ in bytes.initializeMemory(as: UInt8.self, repeating: luma) }
    _ = buffer.withPlane(1) { bytes, _ in bytes.initializeMemory(as: UInt8.self, repeating: 128) }
    return buffer
  }

  /// The BGRA bytes of the top-left pixel.
  func firstPixel(_ buffer: borrowing PixelBuffer) -> [UInt8] {
    buffer.withPlane(0) { bytes, _ in Array(bytes.prefix(4)) } ?? []
  }

  @Test func limitedRangeLumaBecomesFullRangeGrayInBGRA() throws {
    var frame = try gray(235)
    frame.stamp(sequenceNumber: 7, captureTimeNanoseconds: 5, presentationTimeNanoseconds: 9)
    let white = try frame.converted(to: .bgra, width: 16, height: 8)
    #expect(firstPixel(white) == [255, 255, 255, 255])
    #expect(white.sequenceNumber == 7 && white.presentationTimeNanoseconds == 9)
    #expect(firstPixel(try gray(16).converted(to: .bgra, width: 16, height: 8)) == [0, 0, 0, 255])
    // (126 - 16) x 255 / 219 = 128.1.
    let middle = firstPixel(try gray(126).converted(to: .bgra, width: 16, height: 8))
    #expect(middle.prefix(3).allSatisfy { abs(Int($0) - 128) <= 1 })
  }

  @Test func aConversionScalesAndLeavesTheSourceUnchanged() throws {
    let frame = try gray(200)
    let small = try frame.converted(to: .bgra, width: 4, height: 2)
    #expect((small.width, small.height, small.format) == (4, 2, .bgra))
    #expect(frame.withPlane(0) { bytes, _ in bytes.allSatisfy { $0 == 200 } } == true)
  }

  @Test func aSizeTheFormatCannotHaveIsATypedError() throws {
    let frame = try gray(100)
    #expect(throws: PixelBufferError.self) { _ = try frame.converted(to: .bgra, width: 0, height: 8) }
    #expect(throws: PixelBufferError.self) { _ = try frame.converted(to: .nv12, width: 3, height: 3) }
  }
}
