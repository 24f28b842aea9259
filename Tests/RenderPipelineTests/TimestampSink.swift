import PixelBuffers
import RenderPipeline
import Runtime
import Synchronization

/// A sink that records the sequence number and presentation time of every presented frame.
final class TimestampSink: FrameSink {
  /// One presentation: which frame, and when it was due.
  struct Presentation: Equatable {
    let sequenceNumber: Int64
    let presentationTime: MediaTime
  }

  struct Screen: ~Copyable {
    var frame: PixelBuffer?
    var presentations: [Presentation] = []
  }

  let screen = Mutex(Screen())

  func present(_ frame: consuming PixelBuffer) -> PixelBuffer? {
    let presentation = Presentation(
      sequenceNumber: frame.sequenceNumber,
      presentationTime: MediaTime(nanoseconds: frame.presentationTimeNanoseconds))
    var incoming: PixelBuffer? = consume frame
    screen.withLock { screen in
      screen.presentations.append(presentation)
      swap(&screen.frame, &incoming)
    }
    return incoming
  }

  func removeFrame() -> PixelBuffer? { screen.withLock { $0.frame.take() } }

  var presentations: [Presentation] { screen.withLock { $0.presentations } }

  /// The sequence number of the frame on screen, or nil when none is.
  var sequenceOnScreen: Int64? { screen.withLock { $0.frame?.sequenceNumber } }
}
