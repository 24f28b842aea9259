import Clocks
import CoreMediaTime
import PixelBuffers
import SampleBuffers
import Testing

@Suite struct CVPixelBufferTests {
  @Test func aBufferMadeTheCoreVideoWayHasItsPlanesSizesAndFormat() throws {
    var made: CVPixelBuffer?
    #expect(
      CVPixelBufferCreate(
        kCFAllocatorDefault, 64, 36, kCVPixelFormatType_420YpCbCr8BiPlanarFullRange, nil, &made)
        == kCVReturnSuccess)
    let buffer = try #require(made)
    #expect(CVPixelBufferGetWidth(buffer) == 64 && CVPixelBufferGetHeight(buffer) == 36)
    #expect(CVPixelBufferIsPlanar(buffer) && CVPixelBufferGetPlaneCount(buffer) == 2)
    #expect(CVPixelBufferGetWidthOfPlane(buffer, 0) == 64 && CVPixelBufferGetHeightOfPlane(buffer, 0) == 36)
    #expect(CVPixelBufferGetWidthOfPlane(buffer, 1) == 32 && CVPixelBufferGetHeightOfPlane(buffer, 1) == 18)
    #expect(CVPixelBufferGetBytesPerRowOfPlane(buffer, 0) >= 64)
    #expect(CVPixelBufferGetBaseAddressOfPlane(buffer, 2) == nil)
    #expect(CVPixelBufferGetPixelFormatType(buffer) == kCVPixelFormatType_420YpCbCr8BiPlanarFullRange)
    var bgra: CVPixelBuffer?
    #expect(
      CVPixelBufferCreate(kCFAllocatorDefault, 8, 4, kCVPixelFormatType_32BGRA, nil, &bgra)
        == kCVReturnSuccess)
    let packed = try #require(bgra)
    #expect(!CVPixelBufferIsPlanar(packed) && CVPixelBufferGetPlaneCount(packed) == 0)
    #expect(CVPixelBufferGetBytesPerRow(packed) >= 32 && CVPixelBufferGetBaseAddress(packed) != nil)
  }

  @Test func writesThroughTheBaseAddressReachThePixels() throws {
    let buffer = try CVPixelBuffer(
      width: 16, height: 16, pixelFormatType: kCVPixelFormatType_420YpCbCr8BiPlanarFullRange)
    let before = buffer.frame.visibleChecksum()
    #expect(CVPixelBufferLockBaseAddress(buffer, []) == kCVReturnSuccess)
    let luma = try #require(CVPixelBufferGetBaseAddressOfPlane(buffer, 0))
    // The complement of what is there: a new buffer's memory is not cleared, so no fixed value is
    // sure to differ from it.
    luma.storeBytes(of: ~luma.load(as: UInt8.self), as: UInt8.self)
    #expect(CVPixelBufferUnlockBaseAddress(buffer, []) == kCVReturnSuccess)
    #expect(buffer.frame.visibleChecksum() != before)
    #expect(CVPixelBufferUnlockBaseAddress(buffer, []) == kCVReturnInvalidArgument)
  }

  @Test func impossibleBuffersAreCoreVideoErrorsAndLeaveTheOutputAlone() {
    var made: CVPixelBuffer?
    #expect(CVPixelBufferCreate(nil, 64, 36, 0x7267_6261, nil, &made) == kCVReturnInvalidPixelFormat)
    #expect(
      CVPixelBufferCreate(nil, 63, 36, kCVPixelFormatType_420YpCbCr8BiPlanarVideoRange, nil, &made)
        == kCVReturnInvalidSize)
    #expect(CVPixelBufferCreate(nil, 0, 36, kCVPixelFormatType_32BGRA, nil, &made) == kCVReturnInvalidSize)
    #expect(made == nil)
    #expect(throws: CVPixelBufferError.unsupportedPixelFormat(0x7267_6261)) {
      _ = try CVPixelBuffer(width: 2, height: 2, pixelFormatType: 0x7267_6261)
    }
  }
}

@Suite struct CVPixelBufferPoolTests {
  @Test func aBufferIsReusedOnceNothingButThePoolHoldsItAndThePoolGrowsWhenAllAreOut() throws {
    var made: CVPixelBufferPool?
    let attributes: CFDictionary = [
      kCVPixelBufferPixelFormatTypeKey: kCVPixelFormatType_32BGRA, kCVPixelBufferWidthKey: 32,
      kCVPixelBufferHeightKey: 16,
    ]
    #expect(
      CVPixelBufferPoolCreate(nil, [kCVPixelBufferPoolMinimumBufferCountKey: 2], attributes, &made)
        == kCVReturnSuccess)
    let pool = try #require(made)
    #expect(pool.bufferCount == 2)
    var first: CVPixelBuffer? = try pool.makePixelBuffer()
    let second = try pool.makePixelBuffer()
    #expect(first !== second)
    let identity = ObjectIdentifier(try #require(first))
    first = nil
    #expect(ObjectIdentifier(try pool.makePixelBuffer()) == identity)
    let held = try pool.makePixelBuffer()
    var third: CVPixelBuffer?
    #expect(CVPixelBufferPoolCreatePixelBuffer(nil, pool, &third) == kCVReturnSuccess)
    #expect(pool.bufferCount == 3)
    #expect(third !== held && third !== second)
  }

  @Test func attributesThatDescribeNoBufferAreRefused() {
    var made: CVPixelBufferPool?
    #expect(
      CVPixelBufferPoolCreate(nil, nil, [kCVPixelBufferWidthKey: 32], &made)
        == kCVReturnInvalidPixelBufferAttributes)
    #expect(
      CVPixelBufferPoolCreate(
        nil, nil,
        [kCVPixelBufferPixelFormatTypeKey: "BGRA", kCVPixelBufferWidthKey: 32, kCVPixelBufferHeightKey: 16],
        &made)
        == kCVReturnInvalidPixelBufferAttributes)
    #expect(made == nil)
  }
}

@Suite struct CMSampleBufferTests {
  @Test func aSampleBufferCarriesItsPictureTimingAndAttachments() throws {
    let picture = try CVPixelBuffer(
      width: 32, height: 18, pixelFormatType: kCVPixelFormatType_420YpCbCr8BiPlanarFullRange)
    var description: CMVideoFormatDescription?
    #expect(
      CMVideoFormatDescriptionCreateForImageBuffer(
        allocator: nil, imageBuffer: picture, formatDescriptionOut: &description) == noErr)
    let format = try #require(description)
    #expect(CMVideoFormatDescriptionGetDimensions(format) == CMVideoDimensions(width: 32, height: 18))
    var timing = CMSampleTimingInfo(
      duration: CMTime(value: 1, timescale: 30), presentationTimeStamp: CMTime(value: 3, timescale: 30),
      decodeTimeStamp: .invalid)
    var made: CMSampleBuffer?
    #expect(
      CMSampleBufferCreateReadyWithImageBuffer(
        allocator: kCFAllocatorDefault, imageBuffer: picture, formatDescription: format,
        sampleTiming: &timing,
        sampleBufferOut: &made) == noErr)
    let sample = try #require(made)
    #expect(CMSampleBufferGetImageBuffer(sample) === picture)
    #expect(CMSampleBufferGetPresentationTimeStamp(sample) == CMTime(value: 1, timescale: 10))
    #expect(sample.duration == CMTime(value: 1, timescale: 30) && sample.isValid)
    #expect(!sample.displaysImmediately)
    sample.sampleAttachments[0][.displayImmediately] = true
    #expect(sample.displaysImmediately)
    #expect(sample.sampleAttachments.first?[.displayImmediately] as? Bool == true)
    sample.sampleAttachments[0][.displayImmediately] = nil
    #expect(!sample.displaysImmediately && sample.sampleAttachments.count == 1)
  }

  @Test func aDescriptionOfAnotherPictureIsRefused() throws {
    let small = try CVPixelBuffer(width: 32, height: 18, pixelFormatType: kCVPixelFormatType_32BGRA)
    let large = try CVPixelBuffer(width: 64, height: 36, pixelFormatType: kCVPixelFormatType_32BGRA)
    let timing = CMSampleTimingInfo(
      duration: .invalid, presentationTimeStamp: .zero, decodeTimeStamp: .invalid)
    #expect(throws: CMSampleBufferError.invalidMediaFormat) {
      _ = try CMSampleBuffer(
        imageBuffer: large, formatDescription: CMVideoFormatDescription(imageBuffer: small),
        sampleTiming: timing)
    }
  }
}
