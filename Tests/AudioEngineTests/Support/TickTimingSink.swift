import Clocks
import PixelBuffers
import RenderPipeline
import Runtime
import Synchronization

/// A sink that records, for each frame presented on a tick, its presentation time and the master
/// times of the presenting tick and of the tick before, read from the master clock's per-thread log.
final class TickTimingSink: FrameSink {
  /// One frame presented on a tick.
  struct Presentation {
    let presentationTime: MediaTime
    let tickMasterTime: MediaTime
    let previousTickMasterTime: MediaTime?

    /// How late on the master clock the frame was presented.
    var offset: MediaTime { tickMasterTime - presentationTime }
  }

  struct Screen: ~Copyable {
    var frame: PixelBuffer?
    var presentations: [Presentation] = []
  }

  let masterClock: ThreadReadingsClock
  let screen = Mutex(Screen())

  init(masterClock: ThreadReadingsClock) {
    self.masterClock = masterClock
  }

  /// Shows `frame`; a frame shown by a stop (on a thread that never read the master clock) is not
  /// recorded.
  func present(_ frame: consuming PixelBuffer) -> PixelBuffer? {
    let readings = masterClock.readingsOfCallingThread()
    let presentation = readings.last.map {
      Presentation(
        presentationTime: MediaTime(nanoseconds: frame.presentationTimeNanoseconds), tickMasterTime: $0,
        previousTickMasterTime: readings.previous)
    }
    var incoming: PixelBuffer? = consume frame
    screen.withLock { screen in
      if let presentation { screen.presentations.append(presentation) }
      swap(&screen.frame, &incoming)
    }
    return incoming
  }

  func removeFrame() -> PixelBuffer? { screen.withLock { $0.frame.take() } }

  var presentations: [Presentation] { screen.withLock { $0.presentations } }
}
