import Clocks
import CoreMediaTime
import Foundation
import PixelBuffers
import SampleBuffers
import Testing

/// A held CoreVideo format and the visible bytes of one row of each plane at width 64, worked out from
/// its layout (bytes per pixel; chroma planes subsampled).
struct HeldFormat: Sendable, CustomStringConvertible {
  let type: OSType
  let name: String
  let visibleBytesPerRow: [Int]

  var description: String { name }
}

let heldFormats: [HeldFormat] = [
  HeldFormat(type: kCVPixelFormatType_32ARGB, name: "32ARGB", visibleBytesPerRow: [256]),
  HeldFormat(type: kCVPixelFormatType_32BGRA, name: "32BGRA", visibleBytesPerRow: [256]),
  HeldFormat(type: kCVPixelFormatType_32RGBA, name: "32RGBA", visibleBytesPerRow: [256]),
  HeldFormat(type: kCVPixelFormatType_32ABGR, name: "32ABGR", visibleBytesPerRow: [256]),
  HeldFormat(type: kCVPixelFormatType_24RGB, name: "24RGB", visibleBytesPerRow: [192]),
  HeldFormat(type: kCVPixelFormatType_24BGR, name: "24BGR", visibleBytesPerRow: [192]),
  HeldFormat(type: kCVPixelFormatType_OneComponent8, name: "OneComponent8", visibleBytesPerRow: [64]),
  HeldFormat(type: kCVPixelFormatType_422YpCbCr8, name: "422YpCbCr8", visibleBytesPerRow: [128]),
  HeldFormat(type: kCVPixelFormatType_422YpCbCr8_yuvs, name: "422YpCbCr8_yuvs", visibleBytesPerRow: [128]),
  HeldFormat(
    type: kCVPixelFormatType_420YpCbCr8BiPlanarVideoRange, name: "420YpCbCr8BiPlanarVideoRange",
    visibleBytesPerRow: [64, 64]),
  HeldFormat(
    type: kCVPixelFormatType_420YpCbCr8BiPlanarFullRange, name: "420YpCbCr8BiPlanarFullRange",
    visibleBytesPerRow: [64, 64]),
  HeldFormat(
    type: kCVPixelFormatType_420YpCbCr8Planar, name: "420YpCbCr8Planar", visibleBytesPerRow: [64, 32, 32]),
  HeldFormat(
    type: kCVPixelFormatType_420YpCbCr8PlanarFullRange, name: "420YpCbCr8PlanarFullRange",
    visibleBytesPerRow: [64, 32, 32]),
  HeldFormat(
    type: kCVPixelFormatType_420YpCbCr10BiPlanarVideoRange, name: "420YpCbCr10BiPlanarVideoRange",
    visibleBytesPerRow: [128, 128]),
]

@Suite struct PixelBufferAttributeTests {
  @Test func formatTypesHaveApplesFourCharacterCodes() {
    #expect(kCVPixelFormatType_32ARGB == 0x20 && kCVPixelFormatType_24RGB == 0x18)
    #expect(kCVPixelFormatType_32BGRA == 0x4247_5241)  // 'BGRA'
    #expect(kCVPixelFormatType_32RGBA == 0x5247_4241)  // 'RGBA'
    #expect(kCVPixelFormatType_32ABGR == 0x4142_4752)  // 'ABGR'
    #expect(kCVPixelFormatType_OneComponent8 == 0x4C30_3038)  // 'L008'
    #expect(kCVPixelFormatType_422YpCbCr8 == 0x3276_7579)  // '2vuy'
    #expect(kCVPixelFormatType_420YpCbCr10BiPlanarVideoRange == 0x7834_3230)  // 'x420'
    #expect(kCVPixelFormatType_420YpCbCr8Planar == 0x7934_3230)  // 'y420'
  }

  @Test(arguments: heldFormats)
  func eachHeldFormatLocksAndTakesWritesThroughItsBaseAddresses(format: HeldFormat) throws {
    var made: CVPixelBuffer?
    #expect(CVPixelBufferCreate(nil, 64, 32, format.type, nil, &made) == kCVReturnSuccess)
    let buffer = try #require(made)
    #expect(CVPixelBufferGetPixelFormatType(buffer) == format.type)
    let planes = format.visibleBytesPerRow.count
    #expect(CVPixelBufferGetPlaneCount(buffer) == (planes > 1 ? planes : 0))
    #expect(CVPixelBufferLockBaseAddress(buffer, []) == kCVReturnSuccess)
    // A new pixel buffer's memory is not cleared: it may hold what an earlier test wrote, this test's
    // own pattern included. So the planes are cleared first, then written through their addresses.
    var before: UInt32 = 0
    for pass in 0..<2 {
      for (plane, visible) in format.visibleBytesPerRow.enumerated() {
        let base =
          planes > 1 ? CVPixelBufferGetBaseAddressOfPlane(buffer, plane) : CVPixelBufferGetBaseAddress(buffer)
        let bytesPerRow =
          planes > 1 ? CVPixelBufferGetBytesPerRowOfPlane(buffer, plane) : CVPixelBufferGetBytesPerRow(buffer)
        let rows = planes > 1 ? CVPixelBufferGetHeightOfPlane(buffer, plane) : CVPixelBufferGetHeight(buffer)
        let address = try #require(base)
        #expect(bytesPerRow >= visible)
        // 4:2:0 chroma planes have half the rows; every other plane has them all.
        #expect(rows == (plane == 0 ? 32 : 16))
        for row in 0..<rows {
          let value = pass == 0 ? 0 : UInt8(truncatingIfNeeded: row + plane + 1)
          (address + row * bytesPerRow).initializeMemory(as: UInt8.self, repeating: value, count: visible)
        }
      }
      if pass == 0 { before = buffer.frame.visibleChecksum() }
    }
    #expect(CVPixelBufferUnlockBaseAddress(buffer, []) == kCVReturnSuccess)
    #expect(buffer.frame.visibleChecksum() != before)
  }

  @Test func formatsWithoutALibavutilLayoutAreRefusedWithInvalidPixelFormat() {
    let refused: [OSType] = [
      kCVPixelFormatType_1Monochrome, kCVPixelFormatType_8Indexed, kCVPixelFormatType_64ARGB,
      kCVPixelFormatType_30RGB, kCVPixelFormatType_OneComponent16Half, kCVPixelFormatType_DepthFloat32,
      kCVPixelFormatType_422YpCbCr10, kCVPixelFormatType_Lossless_32BGRA, 0x7267_6261,
    ]
    for type in refused {
      var made: CVPixelBuffer?
      #expect(CVPixelBufferCreate(nil, 64, 32, type, nil, &made) == kCVReturnInvalidPixelFormat)
      #expect(made == nil)
      #expect(throws: CVPixelBufferError.unsupportedPixelFormat(type)) {
        try CVPixelBuffer(width: 64, height: 32, pixelFormatType: type)
      }
    }
    let message = CVPixelBufferError.unsupportedPixelFormat(kCVPixelFormatType_64ARGB).description
    #expect(message.contains("'b64a'") && message.contains("'BGRA'") && message.contains("0x00000020"))
  }

  @Test func aSwiftDictionaryAsCFDictionaryDecidesThePoolsFormatSizeAndRowAlignment() throws {
    let attributes: [String: Any] = [
      kCVPixelBufferPixelFormatTypeKey as String: kCVPixelFormatType_32ARGB,
      kCVPixelBufferWidthKey as String: 10,
      kCVPixelBufferHeightKey as String: 6,
      kCVPixelBufferBytesPerRowAlignmentKey as String: 256,
      kCVPixelBufferIOSurfacePropertiesKey as String: [:] as [String: Any],
      kCVPixelBufferCGImageCompatibilityKey as String: true,
      kCVPixelBufferCGBitmapContextCompatibilityKey as String: true,
      kCVPixelBufferOpenGLESCompatibilityKey as String: true,
      kCVPixelBufferMetalCompatibilityKey as String: true,
    ]
    var made: CVPixelBufferPool?
    #expect(
      CVPixelBufferPoolCreate(
        kCFAllocatorDefault, [kCVPixelBufferPoolMinimumBufferCountKey: 2] as CFDictionary,
        attributes as CFDictionary, &made) == kCVReturnSuccess)
    let pool = try #require(made)
    #expect(pool.width == 10 && pool.height == 6 && pool.pixelFormatType == kCVPixelFormatType_32ARGB)
    #expect(pool.bufferCount == 2)
    var taken: CVPixelBuffer?
    #expect(CVPixelBufferPoolCreatePixelBuffer(nil, pool, &taken) == kCVReturnSuccess)
    let buffer = try #require(taken)
    #expect(CVPixelBufferGetBytesPerRow(buffer) == 256)  // 40 visible bytes, rounded up to 256
    let kept = try #require(CVPixelBufferPoolGetPixelBufferAttributes(pool))
    #expect(kept[kCVPixelBufferMetalCompatibilityKey] as? Bool == true)
    #expect(kept[kCVPixelBufferIOSurfacePropertiesKey] != nil)
    #expect(
      CVPixelBufferCopyCreationAttributes(buffer)[kCVPixelBufferCGImageCompatibilityKey] as? Bool == true)
  }

  @Test func anNSDictionaryOfAttributesWorksAsWellAndBareKeysToo() throws {
    let attributes = NSDictionary(dictionary: [
      kCVPixelBufferPixelFormatTypeKey: kCVPixelFormatType_420YpCbCr8BiPlanarFullRange,
      kCVPixelBufferWidthKey: 64, kCVPixelBufferHeightKey: 36,
    ])
    var made: CVPixelBufferPool?
    #expect(CVPixelBufferPoolCreate(nil, nil, attributes, &made) == kCVReturnSuccess)
    #expect(made?.width == 64 && made?.pixelFormatType == kCVPixelFormatType_420YpCbCr8BiPlanarFullRange)
    var buffer: CVPixelBuffer?
    let aligned = [kCVPixelBufferBytesPerRowAlignmentKey: 128] as NSDictionary
    #expect(CVPixelBufferCreate(nil, 70, 4, kCVPixelFormatType_32BGRA, aligned, &buffer) == kCVReturnSuccess)
    let created = try #require(buffer)
    #expect(CVPixelBufferGetBytesPerRow(created) == 384)  // 280 visible bytes, rounded up to 384
    #expect(CVPixelBufferCopyCreationAttributes(created) === aligned)
  }

  @Test func attributesOfTheWrongKindAreRefused() {
    var pool: CVPixelBufferPool?
    let badAlignment: [String: Any] = [
      kCVPixelBufferPixelFormatTypeKey: kCVPixelFormatType_32BGRA, kCVPixelBufferWidthKey: 8,
      kCVPixelBufferHeightKey: 8, kCVPixelBufferBytesPerRowAlignmentKey: 48,
    ]
    #expect(
      CVPixelBufferPoolCreate(nil, nil, badAlignment as CFDictionary, &pool)
        == kCVReturnInvalidPixelBufferAttributes)
    let badCount = [kCVPixelBufferPoolMinimumBufferCountKey: "two"] as CFDictionary
    var good = badAlignment
    good[kCVPixelBufferBytesPerRowAlignmentKey] = nil
    #expect(
      CVPixelBufferPoolCreate(nil, badCount, good as CFDictionary, &pool) == kCVReturnInvalidPoolAttributes)
    var buffer: CVPixelBuffer?
    let fractional = [kCVPixelBufferBytesPerRowAlignmentKey: 16.5] as CFDictionary
    #expect(
      CVPixelBufferCreate(nil, 8, 8, kCVPixelFormatType_32BGRA, fractional, &buffer)
        == kCVReturnInvalidPixelBufferAttributes)
    #expect(pool == nil && buffer == nil)
    #expect(throws: CVPixelBufferError.pixelBuffer(.invalidRowAlignment(3))) {
      try CVPixelBuffer(
        width: 8, height: 8, pixelFormatType: kCVPixelFormatType_32BGRA, bytesPerRowAlignment: 3)
    }
    #expect(
      CVPixelBufferError.pixelBuffer(.invalidRowAlignment(3)).code == kCVReturnInvalidPixelBufferAttributes)
  }
}
