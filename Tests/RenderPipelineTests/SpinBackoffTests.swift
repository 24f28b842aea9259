import RenderPipeline
import Testing

@Suite struct SpinBackoffTests {
  @Test func spinsForTheLimitThenYieldsUntilReset() {
    var backoff = SpinBackoff(spinLimit: 3)
    for expected in 1...3 {
      #expect(!backoff.isYielding)
      backoff.wait()
      #expect(backoff.misses == expected)
    }
    #expect(backoff.isYielding)
    backoff.wait()
    #expect(backoff.misses == 3)
    backoff.reset()
    #expect(backoff.misses == 0)
    #expect(!backoff.isYielding)
  }

  @Test func negativeLimitYieldsOnTheFirstMiss() {
    let backoff = SpinBackoff(spinLimit: -5)
    #expect(backoff.spinLimit == 0)
    #expect(backoff.isYielding)
  }
}
