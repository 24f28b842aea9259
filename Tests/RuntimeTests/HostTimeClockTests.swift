import Clocks
import CoreMediaTime
import Runtime
import Testing

/// What a decoder's own thread reads: the host time, away from the main actor.
@concurrent
private func readHostTimeOffTheMainActor() async -> (seconds: Double, onMainActor: Bool) {
  (CACurrentMediaTime(), MainRunLoop.isOnMainActor)
}

@MainActor
@Suite struct HostTimeClockTests {
  @Test func onTheMainActorTheHostClockIsTheBoundSimulationsVirtualClock() throws {
    let simulation = Simulation()
    try simulation.withCurrent {
      try simulation.runLoop.advance(by: .milliseconds(2_500))
      #expect(CACurrentMediaTime() == 2.5)
      #expect(CMClockGetHostTimeClock() === simulation.hostTimeClock)
      #expect(CMClock.hostTimeClock === simulation.hostTimeClock)
    }
  }

  @Test func offTheMainActorATaskOfTheBoundSimulationReadsItsVirtualClockToo() async throws {
    let simulation = Simulation()
    try await simulation.withCurrent {
      try simulation.runLoop.advance(by: .seconds(7))
      let read = await readHostTimeOffTheMainActor()
      #expect(!read.onMainActor)
      #expect(read.seconds == 7)
    }
  }

  @Test func twoBoundSimulationsEachReadTheirOwnClockOffTheMainActor() async throws {
    let first = Simulation()
    let second = Simulation()
    try first.runLoop.advance(by: .seconds(1))
    try second.runLoop.advance(by: .seconds(3))
    let firstRead = await first.withCurrent { await readHostTimeOffTheMainActor() }
    let secondRead = await second.withCurrent { await readHostTimeOffTheMainActor() }
    #expect(firstRead.seconds == 1 && secondRead.seconds == 3)
  }
}
