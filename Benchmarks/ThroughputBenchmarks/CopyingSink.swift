import PixelBuffers
import RenderPipeline
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A sink that copies every presented frame's planes into a backing store of its own, as a
/// compositor that cannot sample the producer's buffers would; it keeps the latest frame on
/// screen like ``LatestFrameSink``.
final class CopyingSink: FrameSink {
  struct Screen: ~Copyable {
    var frame: PixelBuffer?
    let store: UnsafeMutableRawPointer
    let capacity: Int

    deinit {
      store.deallocate()
    }
  }

  let screen: Mutex<Screen>

  /// A sink whose store holds `byteCount` bytes, touched once so no page faults land in the
  /// measurement.
  init(byteCount: Int) {
    let store = UnsafeMutableRawPointer.allocate(byteCount: max(byteCount, 1), alignment: 64)
    memset(store, 0, max(byteCount, 1))
    screen = Mutex(Screen(frame: nil, store: store, capacity: byteCount))
  }

  /// Copies the frame's planes into the store, one after another, then shows it.
  func present(_ frame: consuming PixelBuffer) -> PixelBuffer? {
    var incoming: PixelBuffer? = consume frame
    screen.withLock { screen in
      if let shown = incoming.take() {
        Self.copyPlanes(of: shown, into: screen.store, capacity: screen.capacity)
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

  /// Copies the planes of `frame` one after another into `store`, stopping at `capacity` bytes.
  static func copyPlanes(
    of frame: borrowing PixelBuffer, into store: UnsafeMutableRawPointer, capacity: Int
  ) {
    var offset = 0
    for plane in 0..<frame.format.planeCount {
      frame.withPlane(plane) { bytes, _ in
        let count = min(bytes.count, capacity - offset)
        if count > 0, let source = bytes.baseAddress {
          memcpy(store + offset, source, count)
          offset += count
        }
      }
    }
  }
}
