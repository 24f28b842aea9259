import PixelBuffers
import Testing

/// Owns a pixel buffer, as an app's CoreVideo buffer does; a weak reference tells when it is gone.
private final class BufferOwner {
  let buffer: PixelBuffer

  init(width: Int, height: Int, format: PixelFormat, frameIndex: Int64) throws {
    buffer = try PixelBuffer(width: width, height: height, format: format)
    buffer.paintTestPattern(frameIndex: frameIndex)
  }
}

@Suite struct PixelBufferViewTests {
  @Test(arguments: [PixelFormat.nv12, .yuv420p, .bgra])
  func aViewShowsTheSourcesPixelsSizeAndFormatWithoutCopyingThem(format: PixelFormat) throws {
    let views = try PixelBufferPool(viewCapacity: 2)
    let owner = try BufferOwner(width: 64, height: 36, format: format, frameIndex: 7)
    let view = try views.takeView(of: owner.buffer, keepingAlive: owner)
    let (width, height, viewFormat) = (view.width, view.height, view.format)
    #expect(width == 64 && height == 36 && viewFormat == format)
    let (viewStrides, ownerStrides) = (view.strides, owner.buffer.strides)
    #expect(viewStrides == ownerStrides)
    let (viewChecksum, ownerChecksum) = (view.visibleChecksum(), owner.buffer.visibleChecksum())
    #expect(viewChecksum == ownerChecksum)
    let painted = view.paintedFrameIndex()
    #expect(painted == 7)
    owner.buffer.paintTestPattern(frameIndex: 8)
    let repainted = view.paintedFrameIndex()
    #expect(repainted == 8)
    let soleOwner = view.isSoleOwnerOfPlanes
    #expect(!soleOwner)
    let (pooled, snapshotPooled) = (view.isPooled, try view.makeSharedReference().isPooled)
    #expect(pooled && !snapshotPooled)
    views.recycle(view)
  }

  @Test func aViewKeepsItsOwnerAliveUntilItComesBack() throws {
    let views = try PixelBufferPool(viewCapacity: 1)
    weak var watched: BufferOwner?
    var view: PixelBuffer?
    do {
      let owner = try BufferOwner(width: 32, height: 32, format: .nv12, frameIndex: 1)
      watched = owner
      view = try views.takeView(of: owner.buffer, keepingAlive: owner)
    }
    #expect(watched != nil)
    #expect(views.outstandingCount == 1)
    if let taken = view.take() { views.recycle(taken) }
    #expect(watched == nil)
    #expect(views.outstandingCount == 0)
  }

  @Test func aViewThatEndsUnrecycledStillLetsItsOwnerGo() throws {
    let views = try PixelBufferPool(viewCapacity: 1)
    weak var watched: BufferOwner?
    do {
      let owner = try BufferOwner(width: 32, height: 32, format: .nv12, frameIndex: 1)
      watched = owner
      _ = try views.takeView(of: owner.buffer, keepingAlive: owner)
    }
    #expect(watched == nil)
    #expect(views.availableCount == 1)
  }

  @Test func viewsRunOutAndPlanePoolsGiveNone() throws {
    let views = try PixelBufferPool(viewCapacity: 1)
    let owner = try BufferOwner(width: 16, height: 16, format: .nv12, frameIndex: 0)
    let held = try views.takeView(of: owner.buffer, keepingAlive: owner)
    #expect(throws: PixelBufferError.poolExhausted(capacity: 1)) {
      _ = try views.takeView(of: owner.buffer, keepingAlive: owner)
    }
    views.recycle(held)
    let planes = try PixelBufferPool(capacity: 1, width: 16, height: 16, format: .nv12)
    #expect(throws: PixelBufferError.notAViewPool) {
      _ = try planes.takeView(of: owner.buffer, keepingAlive: owner)
    }
    #expect(throws: PixelBufferError.invalidPoolCapacity(0)) { _ = try PixelBufferPool(viewCapacity: 0) }
    #expect(views.holdsViews && !planes.holdsViews)
  }
}
