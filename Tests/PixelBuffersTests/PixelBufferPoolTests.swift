import Foundation
import PixelBuffers
import Testing

@Test func aPoolRefusesInvalidInput() {
  #expect(throws: PixelBufferError.invalidPoolCapacity(0)) {
    _ = try PixelBufferPool(capacity: 0, width: 16, height: 16, format: .nv12)
  }
  #expect(throws: PixelBufferError.nonPositiveSize(width: -16, height: 16)) {
    _ = try PixelBufferPool(capacity: 2, width: -16, height: 16, format: .nv12)
  }
  #expect(
    throws: PixelBufferError.sizeNotMultipleOfChromaSubsampling(width: 15, height: 16, format: "yuv420p")
  ) {
    _ = try PixelBufferPool(capacity: 2, width: 15, height: 16, format: .yuv420p)
  }
}

@Test func takingAndRecyclingBringsTheOutstandingCountBackToZero() throws {
  let pool = try PixelBufferPool(capacity: 3, width: 64, height: 32, format: .nv12)
  #expect(pool.outstandingCount == 0)
  let first = try pool.take()
  let second = try pool.take()
  #expect(first.isPooled == true)
  #expect(pool.outstandingCount == 2)
  pool.recycle(first)
  pool.recycle(second)
  #expect(pool.outstandingCount == 0)
  #expect(pool.availableCount == 3)
}

@Test func atTheCapAFailingTakeThrowsAndChangesNothing() throws {
  let pool = try PixelBufferPool(capacity: 2, width: 16, height: 16, format: .bgra)
  let first = try pool.take()
  let second = try pool.take()
  #expect(throws: PixelBufferError.poolExhausted(capacity: 2)) { _ = try pool.take() }
  #expect(pool.outstandingCount == 2)
  pool.recycle(first)
  pool.recycle(second)
}

@Test func atTheCapAWaitingTakeTimesOut() throws {
  let pool = try PixelBufferPool(capacity: 1, width: 16, height: 16, format: .bgra)
  let only = try pool.take()
  #expect(throws: PixelBufferError.poolWaitTimedOut(capacity: 1, timeout: .milliseconds(20))) {
    _ = try pool.take(whenExhausted: .wait(timeout: .milliseconds(20)))
  }
  pool.recycle(only)
}

@Test func aWaitingTakeGetsABufferRecycledOnAnotherThread() throws {
  let pool = try PixelBufferPool(capacity: 1, width: 16, height: 16, format: .bgra)
  let taken = DispatchSemaphore(value: 0)
  Thread.detachNewThread {
    let only = try? pool.take()
    taken.signal()
    usleep(20_000)
    if let only { pool.recycle(only) }
  }
  taken.wait()
  #expect(pool.outstandingCount == 1)
  let next = try pool.take(whenExhausted: .wait(timeout: .seconds(10)))
  #expect(pool.outstandingCount == 1)
  pool.recycle(next)
  #expect(pool.outstandingCount == 0)
}

@Test func aPoolNeverGrowsAndReusesItsFrames() throws {
  let pool = try PixelBufferPool(capacity: 2, width: 32, height: 32, format: .nv12)
  for index in 0..<1_000 {
    var buffer = try pool.take()
    buffer.stamp(sequenceNumber: Int64(index), captureTimeNanoseconds: 0, presentationTimeNanoseconds: 0)
    #expect(pool.outstandingCount == 1)
    pool.recycle(buffer)
  }
  #expect(pool.availableCount == 2)
  #expect(pool.capacity == 2)
}

@Test func aPooledBufferThatEndsGoesBackToItsPool() throws {
  let pool = try PixelBufferPool(capacity: 2, width: 16, height: 16, format: .nv12)
  do {
    _ = try pool.take()
  }
  #expect(pool.outstandingCount == 0)
}

/// Taken again after a recycle, or reused straight away: either way a snapshot keeps its picture.
@Test(arguments: [false, true])
func aBufferSharedWithASnapshotGetsFreshPlanesWhenUsedAgain(reusing: Bool) throws {
  let pool = try PixelBufferPool(capacity: 1, width: 32, height: 32, format: .nv12)
  let buffer = try pool.take()
  buffer.paintTestPattern(frameIndex: 10)
  let snapshot = try buffer.makeSharedReference()
  #expect(snapshot.isPooled == false, "a snapshot is a frame of its own")
  let checksum = snapshot.visibleChecksum()
  let reused: PixelBuffer
  if reusing {
    reused = try pool.reuse(buffer)
  } else {
    pool.recycle(buffer)
    reused = try pool.take()
  }
  #expect(reused.isSoleOwnerOfPlanes == true)
  #expect(reused.isPooled == true, "fresh planes keep the frame the pool's")
  reused.paintTestPattern(frameIndex: 11)
  #expect(snapshot.visibleChecksum() == checksum)
  #expect(snapshot.paintedFrameIndex() == 10)
  pool.recycle(reused)
  #expect(pool.outstandingCount == 0)
}

@Test func aReusedBufferKeepsItsPlanesAndStaysOutWithItsStampsCleared() throws {
  let pool = try PixelBufferPool(capacity: 2, width: 32, height: 32, format: .nv12)
  var buffer = try pool.take()
  buffer.stamp(sequenceNumber: 7, captureTimeNanoseconds: 1_000, presentationTimeNanoseconds: 2_000)
  let planes = buffer.plane(0)?.baseAddress
  let reused = try pool.reuse(buffer)
  #expect(reused.plane(0)?.baseAddress == planes)
  #expect(reused.sequenceNumber == 0)
  #expect(reused.captureTimeNanoseconds == 0)
  #expect(reused.presentationTimeNanoseconds == 0)
  #expect(pool.outstandingCount == 1)
  pool.recycle(reused)
  #expect(pool.outstandingCount == 0)
}

@Test func reusingAnotherPoolsBufferSendsItHomeAndTakesOneOfOurOwn() throws {
  let pool = try PixelBufferPool(capacity: 1, width: 32, height: 32, format: .nv12)
  let other = try PixelBufferPool(capacity: 1, width: 16, height: 16, format: .nv12)
  let reused = try pool.reuse(try other.take())
  #expect(other.outstandingCount == 0)
  #expect(pool.outstandingCount == 1)
  #expect(reused.plane(0)?.width == 32)
  // With nothing of ours free, the take fails as `take` does, and the foreign buffer is still home.
  #expect(throws: PixelBufferError.poolExhausted(capacity: 1)) { _ = try pool.reuse(try other.take()) }
  #expect(other.outstandingCount == 0)
  pool.recycle(reused)
  // An unpooled buffer is freed, and one of the pool's taken instead.
  let fromUnpooled = try pool.reuse(try PixelBuffer(width: 16, height: 16, format: .nv12))
  #expect(fromUnpooled.plane(0)?.width == 32)
  #expect(pool.outstandingCount == 1)
  pool.recycle(fromUnpooled)
}

@Test func anUnpooledBufferRecycledIntoAPoolIsFreedNotAdded() throws {
  let pool = try PixelBufferPool(capacity: 1, width: 16, height: 16, format: .nv12)
  pool.recycle(try PixelBuffer(width: 16, height: 16, format: .nv12))
  #expect(pool.availableCount == 1)
}

@Test(arguments: [1 << 40, Int.max])
func aPoolBeyondThePhysicalMemoryIsRefusedBeforeAnythingIsAllocated(capacity: Int) throws {
  let error = try #require(throws: PixelBufferError.self) {
    _ = try PixelBufferPool(capacity: capacity, width: 16, height: 16, format: .bgra)
  }
  guard case .poolTooLarge(capacity: capacity, frameBytes: 16 * 16 * 4 + 1_024, let memory) = error else {
    Issue.record("expected poolTooLarge, got \(error)")
    return
  }
  #expect(memory > 0)
  #expect(error.description.contains("needs more than this machine's"))
}

@Test func aFrameSizeIsEveryPlaneWithoutPadding() throws {
  #expect(try PixelFormat.nv12.bytesPerFrame(width: 1920, height: 1080) == 3_110_400)
  #expect(try PixelFormat.bgra.bytesPerFrame(width: 16, height: 16) == 1_024)
  #expect(throws: PixelBufferError.nonPositiveSize(width: 0, height: 16)) {
    try PixelFormat.bgra.bytesPerFrame(width: 0, height: 16)
  }
}
