import AVKitCompat

/// Decodes the movie's frames and enqueues them on the display layer, on a video queue of its own,
/// whenever the layer has room: the loop sample-buffer players run.
final class MovieFeeder: @unchecked Sendable {
  // @unchecked: `nextFrame` and `pool` are used only on `queue`.
  let movie: TestCardMovie
  let queue = DispatchQueue(label: "player.video")
  private let layer: AVSampleBufferDisplayLayer
  private var nextFrame = 0
  private var pool: CVPixelBufferPool?

  init(movie: TestCardMovie, layer: AVSampleBufferDisplayLayer) {
    self.movie = movie
    self.layer = layer
  }

  /// Starts feeding the layer from frame `index`.
  func start(at index: Int) {
    queue.sync {
      nextFrame = index
      if pool == nil {
        var made: CVPixelBufferPool?
        let status = CVPixelBufferPoolCreate(
          kCFAllocatorDefault, nil, movie.pixelBufferAttributes as CFDictionary, &made)
        precondition(status == kCVReturnSuccess, "the movie's pixel-buffer attributes are valid")
        pool = made
      }
    }
    layer.requestMediaDataWhenReady(on: queue) { [weak self] in
      self?.enqueueWhileReady()
    }
  }

  /// Drops what is queued and goes on from frame `index` (a seek).
  func restart(at index: Int) {
    layer.stopRequestingMediaData()
    layer.flush()
    start(at: index)
  }

  private func enqueueWhileReady() {
    while layer.isReadyForMoreMediaData, nextFrame < movie.frameCount {
      guard let sampleBuffer = makeSampleBuffer(frame: nextFrame) else { return }
      layer.enqueue(sampleBuffer)
      nextFrame += 1
    }
    if nextFrame == movie.frameCount { layer.stopRequestingMediaData() }
  }

  private func makeSampleBuffer(frame index: Int) -> CMSampleBuffer? {
    guard let pool else { return nil }
    var pixelBuffer: CVPixelBuffer?
    guard CVPixelBufferPoolCreatePixelBuffer(kCFAllocatorDefault, pool, &pixelBuffer) == kCVReturnSuccess,
      let pixelBuffer
    else { return nil }
    movie.draw(frame: index, into: pixelBuffer)
    var formatDescription: CMVideoFormatDescription?
    CMVideoFormatDescriptionCreateForImageBuffer(
      allocator: kCFAllocatorDefault, imageBuffer: pixelBuffer, formatDescriptionOut: &formatDescription)
    guard let formatDescription else { return nil }
    var timing = CMSampleTimingInfo(
      duration: CMTime(value: 1, timescale: movie.frameRate),
      presentationTimeStamp: movie.presentationTime(ofFrame: index), decodeTimeStamp: .invalid)
    var sampleBuffer: CMSampleBuffer?
    CMSampleBufferCreateReadyWithImageBuffer(
      allocator: kCFAllocatorDefault, imageBuffer: pixelBuffer, formatDescription: formatDescription,
      sampleTiming: &timing, sampleBufferOut: &sampleBuffer)
    return sampleBuffer
  }
}
