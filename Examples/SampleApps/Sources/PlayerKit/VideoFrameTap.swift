import AVKitCompat

/// Pulls the player's frames as pixel buffers on every display refresh, as player libraries that
/// draw the video themselves (Metal, filters, thumbnails) do: an `AVPlayerItemVideoOutput` on the
/// item, polled from a `CADisplayLink` at the time the refresh will show.
@MainActor
public final class VideoFrameTap: NSObject {
  // The display link calls a closure rather than the method reference other screens pass: in
  // Swift 5 mode an explicitly main-actor class's method reference is not inferred Sendable.
  /// The output the frames come from.
  public let output = AVPlayerItemVideoOutput(pixelBufferAttributes: [
    kCVPixelBufferPixelFormatTypeKey as String: kCVPixelFormatType_32BGRA
  ])
  /// The last frame taken, and the item time it is for.
  public private(set) var lastFrame: (pixelBuffer: CVPixelBuffer, itemTime: CMTime)?
  /// How many new frames were taken.
  public private(set) var framesTaken = 0
  /// How many refreshes found no new frame.
  public private(set) var refreshesWithoutAFrame = 0

  private var displayLink: CADisplayLink?
  private weak var item: AVPlayerItem?

  /// Starts taking the frames of `item` on every refresh.
  public func start(on item: AVPlayerItem) {
    stop()
    item.add(output)
    self.item = item
    let link = CADisplayLink(target: self) { tap in { link in tap.refresh(link) } }
    link.add(to: .main, forMode: .common)
    displayLink = link
  }

  /// Stops taking frames and detaches the output.
  public func stop() {
    displayLink?.invalidate()
    displayLink = nil
    item?.remove(output)
    item = nil
  }

  private func refresh(_ link: CADisplayLink) {
    let itemTime = output.itemTime(forHostTime: link.targetTimestamp)
    guard output.hasNewPixelBuffer(forItemTime: itemTime) else {
      refreshesWithoutAFrame += 1
      return
    }
    var displayTime = CMTime.invalid
    guard let buffer = output.copyPixelBuffer(forItemTime: itemTime, itemTimeForDisplay: &displayTime) else {
      return
    }
    lastFrame = (buffer, displayTime)
    framesTaken += 1
  }
}
