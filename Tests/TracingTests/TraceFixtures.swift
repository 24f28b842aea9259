import Synchronization
import Tracing

/// A clock the test sets by hand.
final class ManualClock: Sendable {
  private let nanoseconds = Atomic<Int64>(0)

  /// The current time.
  var now: Int64 { nanoseconds.load(ordering: .relaxed) }

  /// Sets the current time.
  func set(_ value: Int64) { nanoseconds.store(value, ordering: .relaxed) }

  /// A recorder reading this clock.
  func recorder(eventsPerTrack: Int = 1_024) -> TraceRecorder {
    TraceRecorder(processName: "PiPSim test", eventsPerTrack: eventsPerTrack, clock: { self.now })
  }
}

/// Frame interval at 60 frames per second, in nanoseconds.
let frameInterval: Int64 = 16_666_667

/// A short PiP session on three tracks: phases on main, two frames pushed, one presented, one dropped.
func recordSampleSession() -> TraceSnapshot {
  let clock = ManualClock()
  let recorder = clock.recorder()
  let main = recorder.track(named: "main")
  let producer = recorder.track(named: "producer")
  let renderer = recorder.track(named: "renderer")
  main.begin("starting", category: .state)
  main.instant("willStart", category: .callback)
  producer.flowStart("frame.pushed", category: .frame, id: 1, ["seq": 1])
  producer.counter("ring", category: .frame, ["occupancy": 1])
  clock.set(frameInterval)
  main.end("starting", category: .state)
  main.instant("didStart", category: .callback)
  main.asyncBegin("active", category: .state, id: 7)
  renderer.flowEnd("frame.presented", category: .frame, id: 1, ["seq": 1, "latency": 0.016667])
  producer.instant("frame.pushed", category: .frame, ["seq": 2])
  producer.counter("ring", category: .frame, ["occupancy": 1])
  clock.set(2 * frameInterval)
  renderer.instant("frame.dropped", category: .frame, ["seq": 2, "reason": "late"])
  renderer.complete("present", category: .frame, start: 2 * frameInterval, duration: 250_000)
  main.asyncEnd("active", category: .state, id: 7)
  main.begin("stopping", category: .state)
  main.instant("willStop", category: .callback, ["reason": "user \"tap\""])
  clock.set(3 * frameInterval)
  main.end("stopping", category: .state)
  main.instant("didStop", category: .callback)
  return recorder.snapshot()
}
