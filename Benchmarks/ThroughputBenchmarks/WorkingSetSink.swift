import PixelBuffers
import RenderPipeline
import Synchronization

/// Passes frames on to another sink and notes which buffers it was given (by the address of their
/// first plane), so a run can tell how many frames its memory traffic really went through.
///
/// The pool hands out the buffer recycled last, so a pipeline reuses a few frames over and over
/// however large its pool is, with an excursion to others when the ring fills for a moment. Two
/// figures say how hot the frames stay: how many distinct buffers came in the window, and how many
/// presentations reused one of the ``hotSetSize`` buffers presented most recently (the frames a
/// `memset` / `memcpy` reference over that many frames keeps in cache). Allocation-free: the
/// recency list lives in storage made once and holds up to ``limit`` buffers.
final class WorkingSetSink: FrameSink {
  /// The most distinct buffers it tells apart.
  static let limit = 64
  /// The size of the hot set whose reuse ``hotReuseFraction`` counts.
  static let hotSetSize = 3

  private struct Recency: ~Copyable {
    /// Buffer addresses, most recently presented first.
    let addresses: UnsafeMutablePointer<UInt>
    var count = 0
    var presentations = 0
    var hotReuses = 0

    deinit {
      addresses.deallocate()
    }

    /// Moves `address` to the front, counting a hot reuse when it was among the first few.
    mutating func note(_ address: UInt) {
      presentations += 1
      var position = 0
      while position < count, addresses[position] != address { position += 1 }
      if position < count {
        if position < WorkingSetSink.hotSetSize { hotReuses += 1 }
      } else if count < WorkingSetSink.limit {
        count += 1
      } else {
        position = count - 1
      }
      while position > 0 {
        addresses[position] = addresses[position - 1]
        position -= 1
      }
      addresses[0] = address
    }
  }

  private let inner: any FrameSink
  private let recency: Mutex<Recency>

  /// A sink that passes every frame to `inner`.
  init(passingTo inner: any FrameSink) {
    self.inner = inner
    recency = Mutex(Recency(addresses: .allocate(capacity: Self.limit)))
  }

  /// Notes the frame's buffer, then presents it on the inner sink.
  func present(_ frame: consuming PixelBuffer) -> PixelBuffer? {
    let address = frame.withPlane(0) { bytes, _ in UInt(bitPattern: bytes.baseAddress) } ?? 0
    recency.withLock { $0.note(address) }
    return inner.present(frame)
  }

  /// Takes the frame off the inner sink.
  func removeFrame() -> PixelBuffer? {
    inner.removeFrame()
  }

  /// How many distinct buffers were presented since the last ``reset()``.
  var distinctCount: Int { recency.withLock { $0.count } }

  /// The share of presentations since the last ``reset()`` whose buffer was one of the
  /// ``hotSetSize`` presented most recently; 0 without presentations.
  var hotReuseFraction: Double {
    recency.withLock { $0.presentations == 0 ? 0 : Double($0.hotReuses) / Double($0.presentations) }
  }

  /// Forgets the buffers seen so far.
  func reset() {
    recency.withLock { recency in
      recency.count = 0
      recency.presentations = 0
      recency.hotReuses = 0
    }
  }
}
