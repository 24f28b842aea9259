import PixelBuffers
import Testing

extension MisuseCase {
  static let pixelBuffers: [MisuseCase] = [
    MisuseCase(module: "PixelBuffers", name: "a pixel format libavutil does not know", answer: .typedError) {
      #expect(throws: PixelBufferError.unknownPixelFormat("nv13")) { try PixelFormat(name: "nv13") }
    },
    MisuseCase(module: "PixelBuffers", name: "a pixel format with no planes in memory", answer: .typedError) {
      #expect(throws: PixelBufferError.self) { try PixelFormat(name: "vaapi") }
    },
    MisuseCase(
      module: "PixelBuffers", name: "a raw pixel format value that does not exist", answer: .typedError
    ) {
      #expect(throws: PixelBufferError.self) { try PixelFormat(rawValue: 100_000) }
    },
    MisuseCase(module: "PixelBuffers", name: "a buffer of width zero", answer: .typedError) {
      #expect(throws: PixelBufferError.nonPositiveSize(width: 0, height: 16)) {
        _ = try PixelBuffer(width: 0, height: 16, format: .nv12)
      }
    },
    MisuseCase(module: "PixelBuffers", name: "a buffer of negative height", answer: .typedError) {
      #expect(throws: PixelBufferError.nonPositiveSize(width: 16, height: -16)) {
        _ = try PixelBuffer(width: 16, height: -16, format: .bgra)
      }
    },
    MisuseCase(module: "PixelBuffers", name: "an odd-sized NV12 buffer", answer: .typedError) {
      #expect(
        throws: PixelBufferError.sizeNotMultipleOfChromaSubsampling(width: 15, height: 16, format: "nv12")
      ) {
        _ = try PixelBuffer(width: 15, height: 16, format: .nv12)
      }
    },
    MisuseCase(module: "PixelBuffers", name: "a buffer of 100000 x 100000", answer: .typedError) {
      #expect(throws: PixelBufferError.self) {
        _ = try PixelBuffer(width: 100_000, height: 100_000, format: .bgra)
      }
    },
    MisuseCase(module: "PixelBuffers", name: "a buffer Int.max wide", answer: .typedError) {
      #expect(
        throws: PixelBufferError.sizeRejected(
          width: .max, height: 2, message: "larger than libavutil can address")
      ) {
        _ = try PixelBuffer(width: .max, height: 2, format: .bgra)
      }
    },
    MisuseCase(module: "PixelBuffers", name: "a pool of zero buffers", answer: .typedError) {
      #expect(throws: PixelBufferError.invalidPoolCapacity(0)) {
        _ = try PixelBufferPool(capacity: 0, width: 16, height: 16, format: .bgra)
      }
    },
    MisuseCase(module: "PixelBuffers", name: "a pool of -1 buffers", answer: .typedError) {
      #expect(throws: PixelBufferError.invalidPoolCapacity(-1)) {
        _ = try PixelBufferPool(capacity: -1, width: 16, height: 16, format: .bgra)
      }
    },
    MisuseCase(module: "PixelBuffers", name: "a pool of 1 << 40 buffers", answer: .typedError) {
      #expect(throws: PixelBufferError.self) {
        _ = try PixelBufferPool(capacity: 1 << 40, width: 16, height: 16, format: .bgra)
      }
    },
    MisuseCase(module: "PixelBuffers", name: "a pool of Int.max buffers", answer: .typedError) {
      #expect(throws: PixelBufferError.self) {
        _ = try PixelBufferPool(capacity: .max, width: 16, height: 16, format: .bgra)
      }
    },
    MisuseCase(module: "PixelBuffers", name: "a pool whose frames the system refuses", answer: .typedError) {
      try limitAddressSpace(headroom: 256 << 20)
      let error = #expect(throws: PixelBufferError.self) {
        _ = try PixelBufferPool(capacity: 400, width: 1920, height: 1080, format: .nv12)
      }
      guard case .libavutil(function: "av_frame_get_buffer", _, _) = error else {
        Issue.record("expected av_frame_get_buffer to fail, got \(String(describing: error))")
        return
      }
    },
    MisuseCase(module: "PixelBuffers", name: "a take from an exhausted pool", answer: .typedError) {
      let pool = try PixelBufferPool(capacity: 1, width: 16, height: 16, format: .bgra)
      let only = try pool.take()
      #expect(throws: PixelBufferError.poolExhausted(capacity: 1)) { _ = try pool.take() }
      #expect(pool.outstandingCount == 1)
      pool.recycle(only)
      #expect(pool.outstandingCount == 0)
    },
    MisuseCase(module: "PixelBuffers", name: "a waiting take nobody recycles for", answer: .typedError) {
      let pool = try PixelBufferPool(capacity: 1, width: 16, height: 16, format: .bgra)
      let only = try pool.take()
      #expect(throws: PixelBufferError.poolWaitTimedOut(capacity: 1, timeout: .milliseconds(5))) {
        _ = try pool.take(whenExhausted: .wait(timeout: .milliseconds(5)))
      }
      pool.recycle(only)
    },
    MisuseCase(module: "PixelBuffers", name: "a buffer recycled into another pool", answer: .noOp) {
      let first = try PixelBufferPool(capacity: 1, width: 16, height: 16, format: .bgra)
      let second = try PixelBufferPool(capacity: 1, width: 16, height: 16, format: .bgra)
      second.recycle(try first.take())
      #expect(first.outstandingCount == 0 && second.outstandingCount == 0)
    },
    MisuseCase(module: "PixelBuffers", name: "line sizes of a zero width", answer: .typedError) {
      #expect(throws: PixelBufferError.nonPositiveSize(width: 0, height: 1)) {
        _ = try PixelFormat.nv12.bytesPerLine(width: 0)
      }
    },
  ]
}
