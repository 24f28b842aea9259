import Clocks
import Runtime
import Testing
import VideoRendering

@MainActor
@Suite struct DisplayTickerTests {
  /// What a tick's action holds, watched for release.
  private final class Witness {}

  @Test func ticksComeAtTheRateFromTheFirstAndStopWithTheTickerWhoseActionGoesAtTheNextTick() throws {
    let runLoop = MainRunLoop()
    try runLoop.advance(to: .milliseconds(5))
    var times: [MediaTime] = []
    var witness: Witness? = Witness()
    weak let released = witness
    var ticker: DisplayTicker? = DisplayTicker(runLoop: runLoop, hertz: 100) { [witness] time in
      withExtendedLifetime(witness) { times.append(time) }
    }
    witness = nil
    try runLoop.advance(by: .milliseconds(25))
    #expect(times == [.milliseconds(5), .milliseconds(15), .milliseconds(25)])
    #expect(runLoop.nextDeadline == .milliseconds(35))

    withExtendedLifetime(ticker) {}
    ticker = nil
    try runLoop.advance(by: .milliseconds(20))
    #expect(times.count == 3)
    #expect(runLoop.pendingTaskCount == 0)
    #expect(released == nil)
  }

  @Test func tickTimesAreCountedFromTheFirstSoRoundingNeverAccumulates() throws {
    let runLoop = MainRunLoop()
    var times: [MediaTime] = []
    let ticker = DisplayTicker(runLoop: runLoop, hertz: 60) { times.append($0) }
    try runLoop.advance(by: .seconds(1))
    withExtendedLifetime(ticker) {}
    // 1/60 s is 16,666,666.67 ns: each tick rounds on its own, so the 60th is at exactly 1 s.
    #expect(times.count == 61)
    #expect(times[1] == MediaTime(nanoseconds: 16_666_667))
    #expect(times[2] == MediaTime(nanoseconds: 33_333_333))
    #expect(times[60] == .seconds(1))
  }
}
