import RenderPipeline
import Testing

@Test func anEmptyHistogramHasNoPercentiles() {
  #expect(LatencyHistogram().percentileMicroseconds(50) == nil)
}

@Test func latenciesBelow64MicrosecondsAreExact() {
  var histogram = LatencyHistogram()
  for micros in 1...50 { histogram.record(nanoseconds: Int64(micros) * 1_000) }
  #expect(histogram.percentileMicroseconds(50) == 25)
  #expect(histogram.percentileMicroseconds(100) == 50)
  #expect(histogram.percentileMicroseconds(0) == 1)
}

@Test func largeLatenciesAreWithinOneThirtySecondAboveTheTruth() {
  for truth in [100, 1_000, 16_667, 250_000, 5_000_000] as [Int64] {
    var histogram = LatencyHistogram()
    histogram.record(nanoseconds: truth * 1_000)
    histogram.record(nanoseconds: truth * 10_000)
    let reported = histogram.percentileMicroseconds(50) ?? 0
    #expect(reported >= truth && reported <= truth + truth / 32, "truth \(truth) us, reported \(reported)")
  }
}

@Test func theMaximumIsExactAndNegativeLatenciesCountAsZero() {
  var histogram = LatencyHistogram()
  histogram.record(nanoseconds: -5)
  histogram.record(nanoseconds: 123_456_789)
  #expect(histogram.maxNanoseconds == 123_456_789)
  #expect(histogram.percentileMicroseconds(100) == 123_456)
  #expect(histogram.percentileMicroseconds(50) == 0)
  #expect(histogram.count == 2)
}
