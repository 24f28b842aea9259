import CoreMediaTime
import Foundation
import SampleBuffers
import Testing

/// An NV12 picture of 64 x 36, as the sample-buffer cases misuse it.
func misusedPicture() throws -> CVPixelBuffer {
  try CVPixelBuffer(width: 64, height: 36, pixelFormatType: kCVPixelFormatType_420YpCbCr8BiPlanarFullRange)
}

/// A sample buffer of a fresh 64 x 36 picture with the presentation time `time`.
func misusedSampleBuffer(at time: CMTime) throws -> CMSampleBuffer {
  let picture = try misusedPicture()
  return try CMSampleBuffer(
    imageBuffer: picture, formatDescription: CMVideoFormatDescription(imageBuffer: picture),
    sampleTiming: CMSampleTimingInfo(
      duration: .invalid, presentationTimeStamp: time, decodeTimeStamp: .invalid))
}

/// A pool made with `CVPixelBufferPoolCreate` from these attributes must be refused with `code` and no pool.
func misusedPoolAttributes(
  _ name: String, pool: @autoclosure @escaping @Sendable () -> [String: Any]? = nil,
  buffers: @autoclosure @escaping @Sendable () -> [String: Any], refusedWith code: CVReturn
) -> MisuseCase {
  MisuseCase(module: "SampleBuffers", name: name, answer: .typedError) {
    var made: CVPixelBufferPool?
    let status = CVPixelBufferPoolCreate(
      kCFAllocatorDefault, pool().map { $0 as CFDictionary }, buffers() as CFDictionary, &made)
    #expect(status == code)
    #expect(made == nil)
  }
}

/// Pixel-buffer attributes of a 64 x 36 NV12 buffer.
func misusedPoolBufferAttributes() -> [String: Any] {
  [
    kCVPixelBufferWidthKey: 64, kCVPixelBufferHeightKey: 36,
    kCVPixelBufferPixelFormatTypeKey: kCVPixelFormatType_420YpCbCr8BiPlanarFullRange,
  ]
}

extension MisuseCase {
  static let sampleBuffers: [MisuseCase] = [
    misusedPoolAttributes(
      "a pool without a width",
      buffers: [kCVPixelBufferHeightKey: 36, kCVPixelBufferPixelFormatTypeKey: 0x3432_3066],
      refusedWith: kCVReturnInvalidPixelBufferAttributes),
    misusedPoolAttributes(
      "a pool whose minimum count is not a number", pool: [kCVPixelBufferPoolMinimumBufferCountKey: "eight"],
      buffers: misusedPoolBufferAttributes(), refusedWith: kCVReturnInvalidPoolAttributes),
    misusedPoolAttributes(
      "a pool whose minimum count no memory holds", pool: [kCVPixelBufferPoolMinimumBufferCountKey: 1 << 40],
      buffers: misusedPoolBufferAttributes(), refusedWith: kCVReturnPoolAllocationFailed),
    misusedPoolAttributes(
      "a pool of a pixel format PiPSim cannot hold",
      buffers: [
        kCVPixelBufferWidthKey: 64, kCVPixelBufferHeightKey: 36,
        kCVPixelBufferPixelFormatTypeKey: 0x7A7A_7A7A,
      ],
      refusedWith: kCVReturnInvalidPixelFormat),
    MisuseCase(
      module: "SampleBuffers", name: "a pool buffer past the allocation threshold", answer: .typedError
    ) {
      var pool: CVPixelBufferPool?
      CVPixelBufferPoolCreate(
        nil, [kCVPixelBufferPoolMinimumBufferCountKey: 2] as CFDictionary,
        misusedPoolBufferAttributes() as CFDictionary, &pool)
      let made = try #require(pool)
      var held: [CVPixelBuffer]? = try (0..<2).map { _ in try made.makePixelBuffer() }
      var third: CVPixelBuffer?
      let threshold = [kCVPixelBufferPoolAllocationThresholdKey: 2] as CFDictionary
      #expect(
        CVPixelBufferPoolCreatePixelBufferWithAuxAttributes(nil, made, threshold, &third)
          == kCVReturnWouldExceedAllocationThreshold)
      #expect(third == nil && made.bufferCount == 2 && held?.count == 2)
      // Once a buffer is free again, the threshold does not keep it from being handed out.
      held = nil
      var reused: CVPixelBuffer?
      #expect(
        CVPixelBufferPoolCreatePixelBufferWithAuxAttributes(nil, made, threshold, &reused) == kCVReturnSuccess
      )
      #expect(made.bufferCount == 2)
    },
    MisuseCase(module: "SampleBuffers", name: "a pool flushed while its buffers are in use", answer: .noOp) {
      let pool = try CVPixelBufferPool(
        width: 64, height: 36, pixelFormatType: kCVPixelFormatType_420YpCbCr8BiPlanarFullRange,
        minimumBufferCount: 3)
      let held = try pool.makePixelBuffer()
      CVPixelBufferPoolFlush(pool, [])
      #expect(pool.bufferCount == 3)
      CVPixelBufferPoolFlush(pool, kCVPixelBufferPoolFlushExcessBuffers)
      #expect(pool.bufferCount == 1)
      #expect(CVPixelBufferGetWidth(held) == 64)
    },
    MisuseCase(module: "SampleBuffers", name: "a buffer unlocked more often than locked", answer: .typedError)
    {
      let picture = try misusedPicture()
      #expect(CVPixelBufferLockBaseAddress(picture, .readOnly) == kCVReturnSuccess)
      #expect(CVPixelBufferUnlockBaseAddress(picture, .readOnly) == kCVReturnSuccess)
      #expect(CVPixelBufferUnlockBaseAddress(picture, .readOnly) == kCVReturnInvalidArgument)
      #expect(CVPixelBufferLockBaseAddress(picture, []) == kCVReturnSuccess)
      #expect(CVPixelBufferUnlockBaseAddress(picture, []) == kCVReturnSuccess)
    },
    MisuseCase(module: "SampleBuffers", name: "a plane past the buffer's planes", answer: .noOp) {
      let picture = try misusedPicture()
      #expect(CVPixelBufferGetPlaneCount(picture) == 2)
      #expect(CVPixelBufferGetBaseAddressOfPlane(picture, 2) == nil)
      #expect(CVPixelBufferGetBaseAddressOfPlane(picture, -1) == nil)
      #expect(CVPixelBufferGetBytesPerRowOfPlane(picture, 7) == 0)
      #expect(
        CVPixelBufferGetWidthOfPlane(picture, .max) == 0 && CVPixelBufferGetHeightOfPlane(picture, .min) == 0)
    },
    MisuseCase(
      module: "SampleBuffers", name: "a sample buffer whose description does not fit its picture",
      answer: .typedError
    ) {
      let picture = try misusedPicture()
      let other = try CVPixelBuffer(width: 32, height: 16, pixelFormatType: kCVPixelFormatType_32BGRA)
      var description: CMFormatDescription?
      CMVideoFormatDescriptionCreateForImageBuffer(
        allocator: nil, imageBuffer: other, formatDescriptionOut: &description)
      var timing = CMSampleTimingInfo(
        duration: .invalid, presentationTimeStamp: .zero, decodeTimeStamp: .invalid)
      var made: CMSampleBuffer?
      let status = CMSampleBufferCreateReadyWithImageBuffer(
        allocator: nil, imageBuffer: picture, formatDescription: try #require(description),
        sampleTiming: &timing, sampleBufferOut: &made)
      #expect(status == CMSampleBufferError.invalidMediaFormat.status && made == nil)
    },
  ]
}
