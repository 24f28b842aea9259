import Clocks
import Foundation
import Runtime
import Synchronization

/// A clock that reads another and remembers, per thread, the last two times that thread read.
///
/// Used as a pipeline's master clock, it tells a sink called on the display-link thread the master
/// time of the tick presenting a frame and of the tick before, exactly as the renderer read them.
final class ThreadReadingsClock: MediaClock {
  /// The last two times one thread read.
  struct Readings {
    var previous: MediaTime?
    var last: MediaTime?
  }

  let base: any MediaClock
  private let readings = Mutex<[pthread_t: Readings]>([:])

  init(base: any MediaClock) {
    self.base = base
  }

  func now() -> MediaTime {
    let time = base.now()
    readings.withLock { readings in
      let thread = pthread_self()
      readings[thread] = Readings(previous: readings[thread]?.last, last: time)
    }
    return time
  }

  /// What the calling thread read last and before that.
  func readingsOfCallingThread() -> Readings {
    readings.withLock { $0[pthread_self()] ?? Readings() }
  }
}
