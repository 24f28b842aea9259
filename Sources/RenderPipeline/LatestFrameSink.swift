import Locking
import PixelBuffers

/// A sink that only holds the frame on screen and counts presentations, for demos and benchmarks.
public final class LatestFrameSink: FrameSink {
  @usableFromInline
  struct Screen: ~Copyable {
    @usableFromInline var frame: PixelBuffer?
    @usableFromInline var presentedCount = 0

    @usableFromInline init() {}
  }

  @usableFromInline let screen = AtomicLockedValue(Screen())

  /// Creates a sink showing nothing.
  public init() {}

  /// Shows `frame` and returns the frame it replaces.
  ///
  /// Inlinable: a sink that shows frames through this one (a layer's) presents with no call between.
  @inlinable
  public func present(_ frame: consuming PixelBuffer) -> PixelBuffer? {
    var incoming: PixelBuffer? = consume frame
    screen.withLock { screen in
      screen.presentedCount += 1
      swap(&screen.frame, &incoming)
    }
    return incoming
  }

  /// Takes the frame on screen off it, and returns it.
  public func removeFrame() -> PixelBuffer? {
    screen.withLock { $0.frame.take() }
  }

  /// How many frames were presented.
  public var presentedCount: Int { screen.withLock { $0.presentedCount } }

  /// Calls `body` with the frame on screen (nil when none) and returns its result.
  public func withFrameOnScreen<Result: Sendable>(_ body: (borrowing PixelBuffer?) -> Result) -> Result {
    screen.withLock { body($0.frame) }
  }
}
