import PixelBuffers
import Testing

@Test func nv12HasTwoPlanesOfFullWidthLines() throws {
  #expect(PixelFormat.nv12.planeCount == 2)
  #expect(try PixelFormat.nv12.bytesPerLine(width: 1920) == [1920, 1920])
  #expect(PixelFormat.nv12.linesPerPlane(height: 1080) == [1080, 540])
  #expect(PixelFormat.nv12.chromaWidthShift == 1)
  #expect(PixelFormat.nv12.chromaHeightShift == 1)
}

@Test func yuv420pHasThreePlanesWithHalfWidthChroma() throws {
  #expect(PixelFormat.yuv420p.planeCount == 3)
  #expect(try PixelFormat.yuv420p.bytesPerLine(width: 1920) == [1920, 960, 960])
  #expect(PixelFormat.yuv420p.linesPerPlane(height: 1080) == [1080, 540, 540])
}

@Test func bgraHasOnePlaneOfFourBytesPerPixel() throws {
  #expect(PixelFormat.bgra.planeCount == 1)
  #expect(try PixelFormat.bgra.bytesPerLine(width: 1920) == [7680])
  #expect(PixelFormat.bgra.chromaWidthShift == 0)
  #expect(PixelFormat.bgra.linesPerPlane(height: 1080) == [1080])
}

@Test func formatsAreFoundByNameAndRawValue() throws {
  #expect(try PixelFormat(name: "nv12") == .nv12)
  #expect(try PixelFormat(rawValue: PixelFormat.bgra.rawValue) == .bgra)
  #expect(PixelFormat.yuv420p.name == "yuv420p")
}

@Test func unknownFormatsAreTypedErrors() {
  #expect(throws: PixelBufferError.unknownPixelFormat("no-such-format")) {
    try PixelFormat(name: "no-such-format")
  }
  #expect(throws: PixelBufferError.unknownPixelFormat("raw value 100000")) {
    try PixelFormat(rawValue: 100_000)
  }
  #expect(throws: PixelBufferError.unknownPixelFormat("raw value -1")) { try PixelFormat(rawValue: -1) }
}

@Test func formatsWithoutPlanesInMemoryAreRefused() {
  #expect(throws: PixelBufferError.unsupportedPixelFormat("vaapi")) { try PixelFormat(name: "vaapi") }
  #expect(throws: PixelBufferError.unsupportedPixelFormat("pal8")) { try PixelFormat(name: "pal8") }
}

@Test func invalidSizesAreTypedErrors() {
  #expect(throws: PixelBufferError.nonPositiveSize(width: 0, height: 10)) {
    try PixelFormat.nv12.validate(width: 0, height: 10)
  }
  #expect(throws: PixelBufferError.nonPositiveSize(width: 16, height: -2)) {
    try PixelFormat.bgra.validate(width: 16, height: -2)
  }
  #expect(
    throws: PixelBufferError.sizeNotMultipleOfChromaSubsampling(width: 1919, height: 1080, format: "nv12")
  ) {
    try PixelFormat.nv12.validate(width: 1919, height: 1080)
  }
  #expect(
    throws: PixelBufferError.sizeNotMultipleOfChromaSubsampling(width: 64, height: 33, format: "yuv420p")
  ) {
    try PixelFormat.yuv420p.validate(width: 64, height: 33)
  }
  #expect(throws: PixelBufferError.self) { try PixelFormat.bgra.validate(width: 1 << 20, height: 1 << 20) }
  #expect(throws: PixelBufferError.nonPositiveSize(width: -4, height: 1)) {
    try PixelFormat.nv12.bytesPerLine(width: -4)
  }
}

@Test func oddSizesAreFineWithoutChromaSubsampling() throws {
  try PixelFormat.bgra.validate(width: 33, height: 17)
}

@Test func errorDescriptionsNameTheFix() {
  let error = PixelBufferError.sizeNotMultipleOfChromaSubsampling(width: 3, height: 3, format: "nv12")
  #expect(error.description.contains("even"))
  #expect(PixelBufferError.poolExhausted(capacity: 2).description.contains("recycle"))
}
