import AVKitCompat

/// An `AVPlayer` subclass that counts what the app asks of it and starts again at the end, as
/// player libraries subclass theirs.
public final class LoopingPlayer: AVPlayer {
  /// How many times ``play()`` was called.
  public private(set) var playRequests = 0
  /// How many times ``pause()`` was called.
  public private(set) var pauseRequests = 0
  /// How many times the item played to its end and started again.
  public private(set) var loops = 0
  private var endObserver: NSObjectProtocol?

  public override func play() {
    playRequests += 1
    super.play()
  }

  public override func pause() {
    pauseRequests += 1
    super.pause()
  }

  public override func replaceCurrentItem(with item: AVPlayerItem?) {
    super.replaceCurrentItem(with: item)
    observeEnd(of: item)
  }

  /// Starts the item at `url` looping.
  public convenience init(loopingURL url: URL) {
    self.init(playerItem: AVPlayerItem(url: url))
    observeEnd(of: currentItem)
  }

  private func observeEnd(of item: AVPlayerItem?) {
    if let endObserver { NotificationCenter.default.removeObserver(endObserver) }
    endObserver = nil
    guard let item else { return }
    endObserver = NotificationCenter.default.addObserver(
      forName: .AVPlayerItemDidPlayToEndTime, object: item, queue: .main
    ) { [weak self] _ in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.loops += 1
        self.seek(to: .zero)
        self.play()
      }
    }
  }
}
