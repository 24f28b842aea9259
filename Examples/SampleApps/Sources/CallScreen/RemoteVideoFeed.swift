import AVKitCompat

/// The call's incoming video as the screen sees it: every participant's decoded picture handed over
/// on the main queue, 15 times a second, as call SDKs deliver remote frames to their views: a
/// `DispatchSourceTimer` on the feed's own serial queue paces the frames, as call SDKs pace theirs.
///
/// The pictures are generated here: each participant's tile has its own brightness and a bar that
/// moves down one row a frame, so every picture can be recognised by its checksum.
@MainActor
public final class RemoteVideoFeed {
  /// The pictures' width in pixels.
  public static let width = 160
  /// The pictures' height in pixels.
  public static let height = 90
  /// Pictures per second, per participant.
  public static let framesPerSecond = 15

  /// How many pictures each participant has sent so far.
  public private(set) var deliveredFrameCount = 0

  private let participantIDs: [UInt]
  private let deliver: (UInt, CMSampleBuffer) -> Void
  private var pool: CVPixelBufferPool?
  /// The queue the pacing timer fires on, the feed's own, as a call SDK's receive queue.
  private let pacingQueue = DispatchQueue(label: "com.example.callscreen.remote-video", qos: .userInteractive)
  private var pacingTimer: (any DispatchSourceTimer)?

  /// A feed of `participantIDs`' video, each picture handed to `deliver` with its participant.
  public init(participantIDs: [UInt], deliver: @escaping (UInt, CMSampleBuffer) -> Void) {
    self.participantIDs = participantIDs
    self.deliver = deliver
    let attributes: [String: Any] = [
      kCVPixelBufferPixelFormatTypeKey: kCVPixelFormatType_420YpCbCr8BiPlanarFullRange,
      kCVPixelBufferWidthKey: Self.width,
      kCVPixelBufferHeightKey: Self.height,
    ]
    var made: CVPixelBufferPool?
    CVPixelBufferPoolCreate(kCFAllocatorDefault, nil, attributes as CFDictionary, &made)
    pool = made
  }

  /// Starts delivering: the first pictures on the main queue's next turn, then every 1/15 s.
  public func start() {
    guard pacingTimer == nil else { return }
    let timer = DispatchSource.makeTimerSource(queue: pacingQueue)
    timer.schedule(deadline: .now(), repeating: 1.0 / Double(Self.framesPerSecond))
    timer.setEventHandler { [weak self] in
      DispatchQueue.main.async { self?.deliverNextFrames() }
    }
    timer.resume()
    pacingTimer = timer
  }

  /// Stops delivering (the call ended).
  public func stop() {
    pacingTimer?.cancel()
    pacingTimer = nil
  }

  /// Draws participant `participantID`'s picture number `frame` into `pixelBuffer`.
  public static func draw(participantID: UInt, frame: Int, into pixelBuffer: CVPixelBuffer) {
    CVPixelBufferLockBaseAddress(pixelBuffer, [])
    defer { CVPixelBufferUnlockBaseAddress(pixelBuffer, []) }
    let brightness = UInt8(truncatingIfNeeded: 40 + participantID * 30)
    let barRow = frame % height
    if let luma = CVPixelBufferGetBaseAddressOfPlane(pixelBuffer, 0) {
      let bytesPerRow = CVPixelBufferGetBytesPerRowOfPlane(pixelBuffer, 0)
      for y in 0..<height {
        let value: UInt8 = abs(y - barRow) < 4 ? 235 : brightness
        (luma + y * bytesPerRow).initializeMemory(as: UInt8.self, repeating: value, count: width)
      }
    }
    if let chroma = CVPixelBufferGetBaseAddressOfPlane(pixelBuffer, 1) {
      let bytesPerRow = CVPixelBufferGetBytesPerRowOfPlane(pixelBuffer, 1)
      for y in 0..<height / 2 {
        (chroma + y * bytesPerRow).initializeMemory(as: UInt8.self, repeating: 128, count: width)
      }
    }
  }

  private func deliverNextFrames() {
    guard pacingTimer != nil else { return }
    for participantID in participantIDs {
      if let sampleBuffer = makeSampleBuffer(participantID: participantID) {
        deliver(participantID, sampleBuffer)
      }
    }
    deliveredFrameCount += 1
  }

  private func makeSampleBuffer(participantID: UInt) -> CMSampleBuffer? {
    guard let pool else { return nil }
    var pixelBuffer: CVPixelBuffer?
    guard CVPixelBufferPoolCreatePixelBuffer(kCFAllocatorDefault, pool, &pixelBuffer) == kCVReturnSuccess,
      let pixelBuffer
    else { return nil }
    Self.draw(participantID: participantID, frame: deliveredFrameCount, into: pixelBuffer)
    var formatDescription: CMVideoFormatDescription?
    CMVideoFormatDescriptionCreateForImageBuffer(
      allocator: kCFAllocatorDefault, imageBuffer: pixelBuffer, formatDescriptionOut: &formatDescription)
    guard let formatDescription else { return nil }
    var timing = CMSampleTimingInfo(
      duration: CMTime(value: 1, timescale: CMTimeScale(Self.framesPerSecond)),
      presentationTimeStamp: CMClockGetTime(CMClockGetHostTimeClock()), decodeTimeStamp: .invalid)
    var sampleBuffer: CMSampleBuffer?
    CMSampleBufferCreateReadyWithImageBuffer(
      allocator: kCFAllocatorDefault, imageBuffer: pixelBuffer, formatDescription: formatDescription,
      sampleTiming: &timing, sampleBufferOut: &sampleBuffer)
    sampleBuffer?.sampleAttachments[0][.displayImmediately] = true
    return sampleBuffer
  }
}
