import CoreMediaTime
import Foundation
import SampleBuffers
import Testing

/// A pool of `count` 64 x 36 BGRA buffers made the CoreVideo way.
private func pool(minimumCount count: Int) throws -> CVPixelBufferPool {
  var made: CVPixelBufferPool?
  let status = CVPixelBufferPoolCreate(
    kCFAllocatorDefault, [kCVPixelBufferPoolMinimumBufferCountKey: count] as CFDictionary,
    [
      kCVPixelBufferWidthKey: 64, kCVPixelBufferHeightKey: 36,
      kCVPixelBufferPixelFormatTypeKey: kCVPixelFormatType_32BGRA,
    ] as CFDictionary, &made)
  try #require(status == kCVReturnSuccess)
  return try #require(made)
}

/// Takes a buffer within `threshold`, as apps that bound their pools do.
private func take(from pool: CVPixelBufferPool, threshold: Any?) -> (CVReturn, CVPixelBuffer?) {
  var buffer: CVPixelBuffer?
  let attributes = threshold.map { [kCVPixelBufferPoolAllocationThresholdKey: $0] as CFDictionary }
  let status = CVPixelBufferPoolCreatePixelBufferWithAuxAttributes(nil, pool, attributes, &buffer)
  return (status, buffer)
}

@Suite struct PixelBufferPoolLimitTests {
  @Test func theThresholdStopsGrowthButNotReuse() throws {
    let pool = try pool(minimumCount: 2)
    var held: [CVPixelBuffer] = []
    for _ in 0..<3 {
      let (status, buffer) = take(from: pool, threshold: 3)
      #expect(status == kCVReturnSuccess)
      held.append(try #require(buffer))
    }
    #expect(pool.bufferCount == 3)
    let (refused, none) = take(from: pool, threshold: 3)
    #expect(refused == kCVReturnWouldExceedAllocationThreshold && none == nil)
    #expect(pool.bufferCount == 3)
    // Without a threshold the pool grows, as CoreVideo's does.
    let (grown, extra) = take(from: pool, threshold: nil)
    #expect(grown == kCVReturnSuccess && extra != nil && pool.bufferCount == 4)
    let released = ObjectIdentifier(held.removeLast())
    let (reused, again) = take(from: pool, threshold: 3)
    #expect(reused == kCVReturnSuccess)
    #expect(again.map(ObjectIdentifier.init) == released)
    withExtendedLifetime(extra) {}
  }

  @Test func aThresholdThatIsNotANumberIsAnInvalidArgument() throws {
    let pool = try pool(minimumCount: 1)
    let (status, buffer) = take(from: pool, threshold: "three")
    #expect(status == kCVReturnInvalidArgument && buffer == nil)
  }

  @Test func flushingExcessBuffersFreesOnlyTheUnusedOnes() throws {
    let pool = try pool(minimumCount: 4)
    let held = try pool.makePixelBuffer()
    CVPixelBufferPoolFlush(pool, [])
    #expect(pool.bufferCount == 4)
    CVPixelBufferPoolFlush(pool, .excessBuffers)
    #expect(pool.bufferCount == 1)
    // The held buffer is still the pool's: once free, it is handed out again.
    let heldIdentity = ObjectIdentifier(held)
    _ = consume held
    #expect(ObjectIdentifier(try pool.makePixelBuffer()) == heldIdentity)
  }

  @Test func aMinimumCountNoMemoryHoldsIsRefusedBeforeItAllocates() throws {
    let error = #expect(throws: CVPixelBufferError.self) {
      _ = try CVPixelBufferPool(
        width: 1920, height: 1080, pixelFormatType: kCVPixelFormatType_32BGRA, minimumBufferCount: 1 << 40)
    }
    guard case .pixelBuffer(.poolTooLarge(let capacity, _, _)) = error else {
      Issue.record("expected poolTooLarge, got \(String(describing: error))")
      return
    }
    #expect(capacity == 1 << 40 && error?.code == kCVReturnPoolAllocationFailed)
  }
}
