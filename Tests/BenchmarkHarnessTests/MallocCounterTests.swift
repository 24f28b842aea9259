import ArgumentParsing
import BenchmarkHarness
import MallocCounter
import Testing

@Suite struct MallocCounterTests {
  @Test(.enabled(if: pipsim_malloc_counter_is_active() == 1, "a sanitizer owns malloc"))
  func arrayAllocationIncrementsTheCount() {
    let before = pipsim_malloc_count()
    let bytesBefore = pipsim_allocated_bytes()
    let array = [Int](repeating: 7, count: 4096)
    blackHole(array)
    #expect(pipsim_malloc_count() > before)
    #expect(pipsim_allocated_bytes() - bytesBefore >= 4096 * 8)
  }

  @Test(.enabled(if: pipsim_malloc_counter_is_active() == 1, "a sanitizer owns malloc"))
  func releasingAClassInstanceIncrementsTheFreeCount() {
    final class Box {
      var value = 0
    }
    let before = pipsim_free_count()
    do {
      let box = Box()
      blackHole(box)
    }
    #expect(pipsim_free_count() > before)
  }

  @Test(.enabled(if: pipsim_malloc_counter_is_active() == 1, "a sanitizer owns malloc"))
  func arrayGrowthCountsReallocationsOrAllocations() {
    let before = pipsim_malloc_count()
    var array: [Int] = []
    for value in 0..<10_000 {
      array.append(value)
    }
    blackHole(array)
    #expect(pipsim_malloc_count() - before >= 5)
  }

  @Test(.enabled(if: pipsim_malloc_counter_is_active() == 1, "a sanitizer owns malloc"))
  func harnessReportsAllocationsPerOperation() throws {
    let allocating = BenchmarkCase(
      "allocating", metrics: [.mallocCountTotal],
      configuration: BenchmarkConfiguration(warmupIterations: 0, maxIterations: 2, scalingFactor: 10)
    ) { context in
      for index in context.scaledIterations {
        blackHole([Int](repeating: index, count: 64))
      }
    }
    let objects = try jsonObjects(runAllowingDebug([allocating], ["--format", "json"]))
    let p0 = try #require(objects.first?["p0"] as? Double)
    #expect(p0 >= 1)
  }
}
