import Testing
import Tracing

/// `TraceSnapshot.orderEvents()` puts events in snapshot order (time, then track, then the order
/// they were in) however they arrive.
struct TraceSnapshotOrderTests {
  /// Events of three tracks at few distinct times, so ties of time and of time and track are common;
  /// each carries its place in the input as its name.
  private static func events(count: Int, seed: UInt64) -> [TraceEvent] {
    var state = seed
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    return (0..<count).map { index in
      TraceEvent(
        timestamp: Int64(next(7)) * 1_000, track: next(3), phase: .instant, category: .trace,
        name: "\(index)")
    }
  }

  @Test(arguments: [0, 1, 2, 5, 64, 1_000])
  func eventsComeOutByTimeThenTrackThenArrival(count: Int) {
    for seed in UInt64(1)...20 {
      let arrived = Self.events(count: count, seed: seed)
      var snapshot = TraceSnapshot(processName: "test", tracks: [], events: arrived)
      snapshot.orderEvents()
      let expected = arrived.enumerated()
        .sorted {
          ($0.element.timestamp, $0.element.track, $0.offset) < (
            $1.element.timestamp, $1.element.track, $1.offset
          )
        }
        .map(\.element.name)
      #expect(snapshot.events.map(\.name) == expected, "seed \(seed)")
    }
  }

  @Test func eventsAlreadyInOrderStayAsTheyAre() {
    let ordered = (0..<50).map { index in
      TraceEvent(
        timestamp: Int64(index / 10), track: index % 10 / 5, phase: .instant, category: .trace,
        name: "\(index)")
    }
    var snapshot = TraceSnapshot(processName: "test", tracks: [], events: ordered)
    snapshot.orderEvents()
    #expect(snapshot.events == ordered)
  }
}
