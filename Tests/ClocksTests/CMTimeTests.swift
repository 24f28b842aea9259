import Clocks
import CoreMediaTime
import Testing

@Suite struct CMTimeTests {
  @Test func timesCompareByValueAcrossTimescalesAndHashAlike() {
    #expect(CMTime(value: 1, timescale: 2) == CMTime(value: 2, timescale: 4))
    #expect(CMTime(value: 1, timescale: 2).hashValue == CMTime(value: 2, timescale: 4).hashValue)
    #expect(CMTime(value: 1, timescale: 3) < CMTime(value: 1, timescale: 2))
    #expect(CMTime(value: -1, timescale: 3) < .zero)
    #expect(
      CMTime(value: 1, timescale: 1, flags: .valid, epoch: 0)
        < CMTime(value: 0, timescale: 1, flags: .valid, epoch: 1))
  }

  @Test func nonNumericTimesTakeCoreMediasPlacesInTheOrder() {
    let ordered: [CMTime] = [
      .negativeInfinity, CMTime(value: -5, timescale: 1), .zero, CMTime(value: 9, timescale: 1), .indefinite,
      .positiveInfinity, .invalid,
    ]
    for (index, earlier) in ordered.enumerated() {
      for later in ordered[(index + 1)...] {
        #expect(earlier < later, "\(earlier) < \(later)")
        #expect(CMTimeCompare(later, earlier) == 1)
      }
    }
    #expect(CMTime.invalid == CMTime(value: 3, timescale: 0, flags: [], epoch: 7))
    #expect(CMTime.positiveInfinity == CMTime.positiveInfinity)
  }

  @Test func sumsUseTheCommonTimescaleWhenItFitsAndRoundOtherwise() {
    let sum = CMTime(value: 1, timescale: 30) + CMTime(value: 1, timescale: 25)
    #expect(sum.value == 11 && sum.timescale == 150 && !sum.hasBeenRounded)
    let primes = CMTime(value: 1, timescale: 1_000_000_007) + CMTime(value: 1, timescale: 999_999_937)
    #expect(primes.timescale == 1_000_000_007)
    #expect(primes.value == 2)
    #expect(primes.hasBeenRounded)
    #expect(CMTime(value: .max, timescale: 1) + CMTime(value: 1, timescale: 1) == .positiveInfinity)
    #expect(CMTime(value: .min, timescale: 1) - CMTime(value: 1, timescale: 1) == .negativeInfinity)
    #expect(
      CMTime(value: 3, timescale: 10) - CMTime(value: 1, timescale: 5) == CMTime(value: 1, timescale: 10))
  }

  @Test func invalidInfiniteIndefiniteAndEpochsFollowCoreMediasRules() {
    let five = CMTime(value: 5, timescale: 1)
    #expect(!(CMTime.invalid + five).isValid)
    #expect(!(CMTime.positiveInfinity + .negativeInfinity).isValid)
    #expect((CMTime.positiveInfinity + five).isPositiveInfinity)
    #expect((five - .positiveInfinity).isNegativeInfinity)
    #expect((CMTime.indefinite + five).isIndefinite)
    #expect(!(five + CMTime(value: 1, timescale: 1, flags: .valid, epoch: 1)).isValid)
    #expect((CMTime.positiveInfinity * Int32(-2)).isNegativeInfinity)
    #expect(!(CMTime.positiveInfinity * Int32(0)).isValid)
    #expect(CMTime(value: 1, timescale: 30) * Int32(30) == CMTime(value: 1, timescale: 1))
    #expect(CMTime(value: 3, timescale: 10) * 0.5 == CMTime(value: 2, timescale: 10))
    #expect((CMTime(value: 3, timescale: 10) * 0.5).hasBeenRounded)
  }

  @Test func secondsMeanWhatCoreMediaSays() {
    #expect(CMTime(value: 3, timescale: 2).seconds == 1.5)
    #expect(CMTime.invalid.seconds.isNaN)
    #expect(CMTime.indefinite.seconds.isNaN)
    #expect(CMTime.positiveInfinity.seconds == .infinity)
    #expect(CMTimeGetSeconds(.negativeInfinity) == -.infinity)
    #expect(!CMTimeMake(value: 1, timescale: 0).isValid)
  }

  @Test func secondsBecomeTheNearestValueAndOverflowHalvesTheTimescale() {
    let exact = CMTime(seconds: 1.5, preferredTimescale: 600)
    #expect(exact.value == 900 && exact.timescale == 600 && !exact.hasBeenRounded)
    let rounded = CMTimeMakeWithSeconds(0.1, preferredTimescale: 3)
    #expect(rounded.value == 0 && rounded.hasBeenRounded)
    #expect(CMTime(seconds: -0.5, preferredTimescale: 1).value == -1)
    #expect(!CMTime(seconds: .nan, preferredTimescale: 600).isValid)
    #expect(CMTime(seconds: .infinity, preferredTimescale: 600).isPositiveInfinity)
    let huge = CMTime(seconds: 1e15, preferredTimescale: 1_000_000_000)
    #expect(huge.timescale < 1_000_000_000 && huge.hasBeenRounded)
    #expect(abs(huge.seconds - 1e15) < 1)
  }

  /// 2/3 s and -2/3 s in halves: 4/3 and -4/3 of a half, rounded each way.
  @Test(arguments: [
    (CMTimeRoundingMethod.roundHalfAwayFromZero, Int64(1), Int64(-1)),
    (.roundTowardZero, 1, -1), (.roundAwayFromZero, 2, -2), (.quickTime, 1, -1),
    (.roundTowardPositiveInfinity, 2, -1), (.roundTowardNegativeInfinity, 1, -2),
  ])
  func conversionRoundsByTheMethodAsked(method: CMTimeRoundingMethod, positive: Int64, negative: Int64) {
    #expect(CMTime(value: 2, timescale: 3).convertScale(2, method: method).value == positive)
    #expect(
      CMTimeConvertScale(CMTime(value: -2, timescale: 3), timescale: 2, method: method).value == negative)
    #expect(CMTime(value: 2, timescale: 3).convertScale(2, method: method).hasBeenRounded)
  }

  @Test func mediaTimeGoesToCMTimeExactlyAndComesBackRounded() {
    let time = MediaTime(nanoseconds: 16_666_667)
    #expect(CMTime(time).value == 16_666_667 && CMTime(time).timescale == 1_000_000_000)
    #expect(MediaTime(CMTime(time)) == time)
    #expect(MediaTime(CMTime(value: 1, timescale: 3)) == MediaTime(nanoseconds: 333_333_333))
    #expect(MediaTime(CMTime(value: 2, timescale: 3)) == MediaTime(nanoseconds: 666_666_667))
    #expect(MediaTime(CMTime(value: 1, timescale: 30)) == MediaTime(nanoseconds: 33_333_333))
    #expect(MediaTime(CMTime.invalid) == nil)
    #expect(MediaTime(CMTime.positiveInfinity) == nil)
    #expect(MediaTime(CMTime(value: .max, timescale: 1)) == nil)
  }
}

@Suite struct CMTimeRangeTests {
  @Test func aRangeHoldsItsStartButNotItsEnd() {
    let range = CMTimeRange(start: CMTime(value: 10, timescale: 1), duration: CMTime(value: 5, timescale: 1))
    #expect(range.containsTime(CMTime(value: 10, timescale: 1)))
    #expect(range.containsTime(CMTime(value: 149, timescale: 10)))
    #expect(!range.containsTime(CMTime(value: 15, timescale: 1)))
    #expect(!range.containsTime(.invalid))
    #expect(range.end == CMTime(value: 15, timescale: 1))
    #expect(
      CMTimeRange(start: CMTime(value: 10, timescale: 1), end: CMTime(value: 15, timescale: 1)) == range)
    #expect(range.containsTimeRange(CMTimeRange(start: CMTime(value: 11, timescale: 1), duration: .zero)))
  }

  @Test func liveInvalidAndEmptyRangesBehaveAsCoreMediaDefinesThem() {
    let live = CMTimeRange(start: .negativeInfinity, duration: .positiveInfinity)
    #expect(live.isValid && live.duration.isPositiveInfinity)
    #expect(live.containsTime(CMTime(value: 1_000_000, timescale: 1)))
    #expect(!CMTimeRange.invalid.isValid && !CMTimeRange.invalid.containsTime(.zero))
    #expect(CMTimeRange.zero.isEmpty)
    #expect(!CMTimeRange(start: .zero, duration: CMTime(value: -1, timescale: 1)).isValid)
    #expect(CMTimeRange(start: .indefinite, duration: .zero).isIndefinite)
  }
}

@Suite struct CMTimebaseTests {
  @Test func aTimebaseHoldsAtRateZeroAndFollowsItsClockAtItsRate() throws {
    let clock = VirtualClock(start: .seconds(100))
    let timebase = try CMTimebase(sourceClock: CMClock(source: clock))
    #expect(timebase.time == .zero && timebase.rate == 0)
    try clock.move(to: .seconds(101))
    #expect(timebase.time == .zero)
    try timebase.setRate(1)
    try clock.move(to: .seconds(102.5))
    #expect(timebase.currentTime == .seconds(1.5))
    try timebase.setTime(CMTime(value: 10, timescale: 1))
    try timebase.setRate(2)
    try clock.move(to: .seconds(103))
    #expect(timebase.currentTime == .seconds(11))
    try timebase.setRate(-1)
    try clock.move(to: .seconds(104))
    #expect(timebase.currentTime == .seconds(10))
  }

  @Test func invalidTimesAndRatesAreRefusedAndChangeNothing() throws {
    let clock = VirtualClock()
    var created: CMTimebase?
    #expect(
      CMTimebaseCreateWithSourceClock(
        allocator: kCFAllocatorDefault, sourceClock: CMClock(source: clock), timebaseOut: &created) == noErr)
    let timebase = try #require(created)
    #expect(CMTimebaseSetRate(timebase, rate: 1) == noErr)
    #expect(throws: CMTimebaseError.self) { try timebase.setRate(.nan) }
    #expect(CMTimebaseSetTime(timebase, time: .positiveInfinity) == -12_750)
    #expect(CMTimebaseGetRate(timebase) == 1)
    try clock.move(to: .milliseconds(250))
    #expect(CMTimebaseGetTime(timebase) == CMTime(value: 1, timescale: 4))
    let other = VirtualClock(start: .seconds(50))
    timebase.setSourceClock(CMClock(source: other))
    try other.move(to: .seconds(51))
    #expect(timebase.currentTime == .milliseconds(1250))
  }
}
