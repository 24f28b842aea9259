import Clocks
import Testing

@Suite struct ClockTests {
  @Test func virtualClockMovesForwardOnly() throws {
    let clock = VirtualClock(start: .milliseconds(5))
    try clock.move(to: .milliseconds(8))
    #expect(clock.now() == .milliseconds(8))
    #expect(throws: VirtualClockError.wouldGoBackwards(from: .milliseconds(8), to: .milliseconds(7))) {
      try clock.move(to: .milliseconds(7))
    }
    #expect(clock.now() == .milliseconds(8))
  }

  @Test func hostClockIsMonotonic() {
    let clock = HostClock()
    var previous = clock.now()
    for _ in 0..<1_000 {
      let next = clock.now()
      #expect(next >= previous)
      previous = next
    }
  }

  @Test func mediaTimeDescribesItselfInSecondsWithMicroseconds() {
    #expect(MediaTime.milliseconds(1_500).description == "1.500000s")
    #expect(MediaTime.microseconds(-42).description == "-0.000042s")
    #expect(MediaTime.frameInterval(rate: 60).nanoseconds == 16_666_667)
  }
}
