import Clocks
import Runtime
import Testing
import VideoRendering

@MainActor
@Suite struct DisplayTickerSkippingTests {
  @Test func anIdleTickerCostsNothingOverTheLongestAdvanceAndKeepsItsTickGrid() throws {
    let runLoop = MainRunLoop()
    var times: [MediaTime] = []
    let idleChecks = IdleChecks()
    let ticker = DisplayTicker(runLoop: runLoop, hertz: 60, isIdle: { idleChecks.ask() }) {
      times.append($0)
    }
    try runLoop.advance(by: MainRunLoop.maximumAdvanceSpan)
    // 100 days at 60 Hz are 518,400,000 ticks: the run loop asks once whether the ticker is idle and
    // sets it aside, instead of working through every tick.
    #expect(idleChecks.count == 1)
    #expect(times.isEmpty)
    // Tick k is due at k/60 s; 100 days are 518,400,000 ticks, so the next is the one after.
    let ticks = (518_400_001...518_400_002).map { MediaTime.zero.adding(seconds: Double($0) / 60) }
    #expect(runLoop.nextDeadline == ticks[0])
    idleChecks.idle = false
    try runLoop.advance(by: .milliseconds(40))
    #expect(times == ticks)
    withExtendedLifetime(ticker) {}
  }

  @Test func aTaskThatWakesAnIdleTickerGetsTheTickItWouldHaveHad() throws {
    let runLoop = MainRunLoop()
    var idle = true
    var times: [MediaTime] = []
    let ticker = DisplayTicker(runLoop: runLoop, hertz: 100, isIdle: { idle }) { times.append($0) }
    // Due at a tick's time, scheduled before that tick was queued: it runs first, then the tick.
    runLoop.schedule(at: .milliseconds(50)) { idle = false }
    runLoop.schedule(at: .milliseconds(75)) { idle = true }
    try runLoop.advance(by: .seconds(10))
    #expect(times == [.milliseconds(50), .milliseconds(60), .milliseconds(70)])
    #expect(runLoop.nextDeadline == .milliseconds(10_010))
    withExtendedLifetime(ticker) {}
  }

  @Test func aTickRunsWithTheClockAtItsTimeAndAnIdleOneLeavesTheClockWhereItWas() throws {
    let runLoop = MainRunLoop()
    let idleChecks = IdleChecks()
    idleChecks.idle = false
    var clockAtIdleChecks: [MediaTime] = []
    var clockAtTicks: [MediaTime] = []
    var times: [MediaTime] = []
    let ticker = DisplayTicker(
      runLoop: runLoop, hertz: 100,
      isIdle: {
        clockAtIdleChecks.append(runLoop.now)
        return idleChecks.ask()
      }
    ) { time in
      clockAtTicks.append(runLoop.now)
      times.append(time)
    }
    try runLoop.advance(by: .milliseconds(25))
    // Each tick is asked about before the clock moves to it, and runs with the clock at its time.
    #expect(clockAtIdleChecks == [.zero, .zero, .milliseconds(10)])
    #expect(clockAtTicks == [.zero, .milliseconds(10), .milliseconds(20)])
    #expect(times == clockAtTicks)
    idleChecks.idle = true
    var clockAtTask: MediaTime?
    runLoop.schedule(at: .milliseconds(35)) { clockAtTask = runLoop.now }
    try runLoop.advance(to: .milliseconds(45))
    // The idle tick due at 30 ms is set aside with the clock still at 25 ms; the task then runs at
    // its own time, and the tick at 40 ms is asked about with the clock at the task's.
    #expect(clockAtIdleChecks == [.zero, .zero, .milliseconds(10), .milliseconds(25), .milliseconds(35)])
    #expect(clockAtTask == .milliseconds(35))
    #expect(times.count == 3 && runLoop.now == .milliseconds(45))
    #expect(runLoop.nextDeadline == .milliseconds(50))
    withExtendedLifetime(ticker) {}
  }

  @Test func anAdvanceInsideATaskSetsAnIdleTickerAsideAndPutsItBackOnItsGrid() throws {
    let runLoop = MainRunLoop()
    var idle = true
    var times: [MediaTime] = []
    var nestedAdvanceError: VirtualClockError?
    let ticker = DisplayTicker(runLoop: runLoop, hertz: 100, isIdle: { idle }) { times.append($0) }
    runLoop.schedule(at: .milliseconds(50)) {
      // The outer advance set the idle ticker aside and put it back, due at 50 ms, before running
      // this task; the inner one sets it aside again and puts it back at its first tick after 70 ms.
      do throws(VirtualClockError) {
        try runLoop.advance(by: .milliseconds(20))
      } catch {
        nestedAdvanceError = error
      }
      idle = false
    }
    try runLoop.advance(by: .milliseconds(100))
    #expect(nestedAdvanceError == nil)
    #expect(times == [.milliseconds(80), .milliseconds(90), .milliseconds(100)])
    #expect(runLoop.nextDeadline == .milliseconds(110))
    // Idle again: every later advance sets it aside and puts it back, its grid kept.
    idle = true
    for _ in 0..<3 { try runLoop.advance(by: .milliseconds(25)) }
    idle = false
    try runLoop.advance(by: .milliseconds(20))
    #expect(times.suffix(2) == [.milliseconds(180), .milliseconds(190)])
    withExtendedLifetime(ticker) {}
  }

  @Test func aSpanBeyondTheMaximumIsRefusedAndNothingRuns() throws {
    let runLoop = MainRunLoop()
    var ran = false
    runLoop.schedule(after: .seconds(1)) { ran = true }
    let maximum = MainRunLoop.maximumAdvanceSpan
    #expect(throws: VirtualClockError.spanTooLong(.max, maximum: maximum)) { try runLoop.advance(by: .max) }
    let tooFar = try #require(maximum.adding(MediaTime(nanoseconds: 1)))
    #expect(throws: VirtualClockError.spanTooLong(tooFar, maximum: maximum)) {
      try runLoop.advance(to: tooFar)
    }
    #expect(!ran && runLoop.now == .zero)
  }
}

/// Counts how often a ticker asks whether it is idle: the work an advance does for it.
@MainActor
private final class IdleChecks {
  /// Whether the ticker is idle.
  var idle = true
  private(set) var count = 0

  func ask() -> Bool {
    count += 1
    return idle
  }
}
