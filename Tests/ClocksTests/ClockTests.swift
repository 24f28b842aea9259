import Clocks
import Foundation
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

@Suite struct MediaTimeEntryTests {
  @Test func runTimeSecondsThatATimeCannotHoldAreTypedErrors() {
    #expect(throws: MediaTimeError.notFinite(.nan)) { try MediaTime(seconds: .nan) }
    #expect(throws: MediaTimeError.notFinite(.infinity)) { try MediaTime(seconds: .infinity) }
    #expect(throws: MediaTimeError.outOfRange("1e+300 s")) { try MediaTime(seconds: 1e300) }
    #expect(throws: MediaTimeError.outOfRange("-1e+300 s")) { try MediaTime(seconds: -1e300) }
    #expect(throws: MediaTimeError.outOfRange("9223372036854775807 ms")) {
      try MediaTime(milliseconds: .max)
    }
    #expect(throws: MediaTimeError.outOfRange("-9223372036854775808 us")) {
      try MediaTime(microseconds: .min)
    }
  }

  @Test func runTimeValuesInRangeGiveTheSameTimesAsTheLiteralConveniences() throws {
    #expect(try MediaTime(seconds: 0.1) == .seconds(0.1))
    #expect(try MediaTime(seconds: -2.5) == .seconds(-2.5))
    #expect(try MediaTime(milliseconds: 1_500) == .milliseconds(1_500))
    #expect(try MediaTime(microseconds: -42) == .microseconds(-42))
    #expect(try MediaTime(frameIntervalForRate: 60) == .frameInterval(rate: 60))
    #expect(try MediaTime(frameIntervalForRate: 29.97) == .frameInterval(rate: 29.97))
  }

  @Test(arguments: [0, -1, Double.nan, Double.infinity, -Double.infinity])
  func aRateWithNoFrameIntervalIsATypedError(rate: Double) {
    #expect(throws: MediaTimeError.invalidFrameRate(rate)) { try MediaTime(frameIntervalForRate: rate) }
  }

  @Test func aRateSoSmallItsIntervalOverflowsIsOutOfRange() {
    #expect(throws: MediaTimeError.outOfRange("\(1 / 1e-300) s")) {
      try MediaTime(frameIntervalForRate: 1e-300)
    }
  }

  @Test func addingReportsOverflowInsteadOfTrapping() {
    #expect(MediaTime.seconds(1).adding(seconds: 0.5) == .milliseconds(1_500))
    #expect(MediaTime.seconds(1).adding(seconds: .nan) == nil)
    #expect(MediaTime.seconds(1).adding(seconds: 1e300) == nil)
    #expect(MediaTime.max.adding(.seconds(1)) == nil)
    #expect(MediaTime(nanoseconds: .min).adding(.seconds(-1)) == nil)
    #expect(MediaTime.seconds(1).adding(.seconds(2)) == .seconds(3))
  }

  @Test func errorsNameTheValue() {
    #expect(MediaTimeError.notFinite(.nan).description == "a time needs a finite number of seconds, not nan")
    #expect(
      MediaTimeError.invalidFrameRate(0).description
        == "a frame rate must be a positive, finite number of frames per second, not 0.0")
  }

  // The operators keep Swift's overflow trap as their documented precondition (hot paths stay
  // cheap); these pin that down, each in a child process. Each result is printed: an optimised
  // build drops an unused result, and its overflow check with it.
  @Test func additionBeyondTheRangeTraps() async {
    await #expect(processExitsWith: .failure) {
      print(MediaTime.max + MediaTime(nanoseconds: Int64(ProcessInfo.processInfo.processIdentifier)))
    }
  }

  @Test func subtractionBeyondTheRangeTraps() async {
    await #expect(processExitsWith: .failure) {
      print(
        MediaTime(nanoseconds: .min)
          - MediaTime(nanoseconds: Int64(ProcessInfo.processInfo.processIdentifier)))
    }
  }

  @Test func multiplicationBeyondTheRangeTraps() async {
    await #expect(processExitsWith: .failure) {
      print(MediaTime.seconds(1) * Int64(ProcessInfo.processInfo.processIdentifier) * 1_000_000_000_000)
    }
  }
}
