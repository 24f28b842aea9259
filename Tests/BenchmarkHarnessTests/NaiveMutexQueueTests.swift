import ArgumentParsing
import BenchmarkHarness
import Testing

@Suite struct NaiveMutexQueueTests {
  @Test func itemsComeOutInTheOrderTheyWentIn() {
    let queue = NaiveMutexQueue(capacity: 4)
    for round in 0..<3 {
      for item in 0..<4 {
        #expect(queue.tryPush(round * 10 + item))
      }
      for item in 0..<4 {
        #expect(queue.tryPop() == round * 10 + item)
      }
    }
  }

  @Test func fullQueueRefusesAndEmptyQueueReturnsNil() {
    let queue = NaiveMutexQueue(capacity: 2)
    #expect(queue.tryPop() == nil)
    #expect(queue.tryPush(1))
    #expect(queue.tryPush(2))
    #expect(!queue.tryPush(3))
    #expect(queue.tryPop() == 1)
    #expect(queue.tryPush(3))
  }

  @Test func mutexQueueReferenceHandsOverEveryItem() throws {
    let termination = BenchmarkRunner.run(
      suite: ReferenceSuite.cases, target: "ReferenceBenchmarks",
      arguments: ["--allow-debug", "--short", "--format", "json", "--filter", "mutex"], isDebugBuild: true,
      baselines: temporaryStore())
    let objects = try jsonObjects(termination)
    #expect(termination.exitCode == .success)
    #expect(objects.contains { $0["metric"] as? String == "throughput" })
  }
}
