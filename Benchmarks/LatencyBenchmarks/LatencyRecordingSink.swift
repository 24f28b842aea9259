import Clocks
import PixelBuffers
import RenderPipeline
import Runtime
import Synchronization

/// A sink that notes, for every frame it is given, the time from the frame's capture to now on the
/// host clock (the capture-to-present latency), into storage reserved up front.
final class LatencyRecordingSink: FrameSink {
  struct Screen: ~Copyable {
    var frame: PixelBuffer?
    let latencies: UnsafeMutablePointer<Int64>
    let capacity: Int
    var count = 0

    deinit {
      latencies.deallocate()
    }
  }

  let screen: Mutex<Screen>

  /// A sink with room for `capacity` latencies; presentations past that are shown but not noted.
  init(capacity: Int) {
    let capacity = max(capacity, 1)
    screen = Mutex(Screen(frame: nil, latencies: .allocate(capacity: capacity), capacity: capacity))
  }

  /// Notes the frame's latency and shows it.
  func present(_ frame: consuming PixelBuffer) -> PixelBuffer? {
    let now = HostClock().now().nanoseconds
    var incoming: PixelBuffer? = consume frame
    screen.withLock { screen in
      if let shown = incoming.take() {
        if screen.count < screen.capacity {
          screen.latencies[screen.count] = now - shown.captureTimeNanoseconds
          screen.count += 1
        }
        incoming = screen.frame.take()
        screen.frame = consume shown
      }
    }
    return incoming
  }

  /// Takes the frame on screen off it, and returns it.
  func removeFrame() -> PixelBuffer? {
    screen.withLock { $0.frame.take() }
  }

  /// The latencies noted so far, in nanoseconds, in presentation order; then starts over.
  func takeLatencies() -> [Int64] {
    screen.withLock { screen in
      let noted = Array(UnsafeBufferPointer(start: screen.latencies, count: screen.count))
      screen.count = 0
      return noted
    }
  }
}
