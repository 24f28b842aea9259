import ArgumentParsing
import BenchmarkHarness
import Testing

@Suite struct RunnerTests {
  @Test func debugBuildIsRefusedWithTheReleaseCommand() throws {
    let refusal = try #require(
      BenchmarkRunner.debugRefusal(isDebugBuild: true, allowsDebugBuild: false, target: "RingBenchmarks"))
    #expect(refusal.exitCode == .usageError)
    #expect(refusal.standardError.contains("swift run -c release RingBenchmarks"))
  }

  @Test func debugBuildRunsWhenAllowedAndReleaseAlwaysRuns() {
    #expect(BenchmarkRunner.debugRefusal(isDebugBuild: true, allowsDebugBuild: true, target: "X") == nil)
    #expect(BenchmarkRunner.debugRefusal(isDebugBuild: false, allowsDebugBuild: false, target: "X") == nil)
  }

  @Test func runnerRefusesADebugBuildBeforeRunningAnything() {
    var ran = false
    let suite = [BenchmarkCase("marker") { _ in ran = true }]
    let termination = BenchmarkRunner.run(
      suite: suite, target: "X", arguments: ["--short"], isDebugBuild: true, baselines: temporaryStore())
    #expect(termination.exitCode.rawValue == 64)
    #expect(!ran)
  }

  /// The harness, compiled as a module of its own, sees the build configuration the tests see.
  @Test func theHarnessKnowsTheBuildItIsIn() {
    #if DEBUG
      #expect(BenchmarkRunner.isDebugBuild)
    #else
      #expect(!BenchmarkRunner.isDebugBuild)
    #endif
  }

  @Test func listPrintsTheNamesTheFilterSelects() {
    let suite = [deterministicCase("ring push", values: [1]), deterministicCase("pool get", values: [1])]
    #expect(runAllowingDebug(suite, ["--list"]).standardOutput == "ring push\npool get\n")
    #expect(runAllowingDebug(suite, ["--list", "--filter", "^ring"]).standardOutput == "ring push\n")
  }

  @Test func invalidFilterIsAUsageError() {
    let termination = runAllowingDebug([deterministicCase("a", values: [1])], ["--filter", "(unclosed"])
    #expect(termination.exitCode == .usageError)
    #expect(termination.standardError.hasPrefix("Error: The value '(unclosed' is invalid for '--filter'"))
  }

  @Test func filterMatchingNothingFails() {
    let termination = runAllowingDebug([deterministicCase("a", values: [1])], ["--filter", "zzz"])
    #expect(termination.exitCode == .failure)
  }

  @Test func negativeWarmupIsAUsageError() {
    #expect(runAllowingDebug([deterministicCase("a", values: [1])], ["--warmup=-1"]).exitCode == .usageError)
  }

  @Test func helpListsTheHarnessOptions() {
    let help = runAllowingDebug([], ["--help"])
    #expect(help.exitCode == .success)
    for option in [
      "--filter", "--format", "--short", "--warmup", "--list", "--save", "--compare", "--allow-debug",
    ] {
      #expect(help.standardOutput.contains(option))
    }
  }

  @Test func bodyRunsWarmUpsThenSamplesWithTheScalingFactor() throws {
    var warmUps = 0
    var operations = 0
    var samples = 0
    let counting = BenchmarkCase(
      "counting", metrics: [.wallClock],
      configuration: BenchmarkConfiguration(warmupIterations: 2, maxIterations: 5, scalingFactor: 7)
    ) { context in
      if context.isWarmUp {
        warmUps += 1
        return
      }
      samples += 1
      for _ in context.scaledIterations {
        operations += 1
      }
    }
    let objects = try jsonObjects(runAllowingDebug([counting], ["--format", "json"]))
    #expect(warmUps == 2)
    #expect(samples == 5)
    #expect(operations == 35)
    #expect(objects.first?["samples"] as? Int == 5)
  }

  @Test func warmupOptionReplacesTheBenchmarksOwnCount() {
    var warmUps = 0
    let counting = BenchmarkCase(
      "counting", metrics: [], configuration: BenchmarkConfiguration(warmupIterations: 5, maxIterations: 1)
    ) { context in
      warmUps += context.isWarmUp ? 1 : 0
    }
    _ = runAllowingDebug([counting], ["--warmup", "1"])
    #expect(warmUps == 1)
  }

  @Test func peakResidentMemoryIsReportedInBytes() throws {
    let measured = BenchmarkCase(
      "resident", metrics: [.peakMemoryResident],
      configuration: BenchmarkConfiguration(warmupIterations: 0, maxIterations: 2)
    ) { context in
      context.blackHole(context.scalingFactor)
    }
    let objects = try jsonObjects(runAllowingDebug([measured], ["--format", "json"]))
    #expect(objects.first?["unit"] as? String == "B")
    #expect((objects.first?["p0"] as? Double ?? 0) > 1_000_000)
  }

  @Test func shortCapsIterationsAndScaling() {
    let short = BenchmarkConfiguration(warmupIterations: 10, maxIterations: 500, scalingFactor: 1_000_000)
      .shortened
    #expect(short.warmupIterations == 1)
    #expect(short.maxIterations == 3)
    #expect(short.scalingFactor == 1000)
    #expect(short.maxDuration == .milliseconds(50))
  }

  @Test func customMetricsAndReferencesReachTheJSON() throws {
    let reference = deterministicCase("baseline queue", values: [100])
    let measured = BenchmarkCase(
      "ring", metrics: [frameRate],
      configuration: BenchmarkConfiguration(warmupIterations: 0, maxIterations: 1),
      references: [frameRate: BenchmarkReference(benchmark: "baseline queue", metric: frameRate)]
    ) { context in
      context.record(250, for: frameRate)
    }
    let objects = try jsonObjects(
      runAllowingDebug([reference, measured], ["--format", "json", "--filter", "^ring$"]))
    #expect(objects.count == 1)
    let ring = try #require(objects.first)
    #expect(ring["benchmark"] as? String == "ring")
    #expect(ring["metric"] as? String == "framesPerSecond")
    #expect(ring["p50"] as? Double == 250)
    #expect(ring["reference"] as? Double == 100)
    #expect(ring["referenceBenchmark"] as? String == "baseline queue")
    #expect(ring["ratio"] as? Double == 2.5)
  }

  @Test func referenceMissingFromTheSuiteIsTakenFromTheReferenceSuite() throws {
    let measured = BenchmarkCase(
      "copy", metrics: [.bandwidth],
      configuration: BenchmarkConfiguration(warmupIterations: 0, maxIterations: 1, bytesPerOperation: 1024),
      references: [.bandwidth: .memsetBandwidth]
    ) { context in
      context.blackHole(context.scalingFactor)
    }
    let termination = runAllowingDebug([measured], ["--format", "json", "--short"])
    let objects = try jsonObjects(termination)
    #expect(objects.first?["referenceBenchmark"] as? String == ReferenceSuite.memsetName)
    #expect(objects.first?["ratio"] is Double)
  }

  @Test func bandwidthWithoutBytesPerOperationFailsWithStatusOne() {
    let broken = BenchmarkCase("broken", metrics: [.bandwidth]) { _ in }
    let termination = runAllowingDebug([broken], ["--short"])
    #expect(termination.exitCode == .failure)
    #expect(termination.standardError.contains("no bytesPerOperation"))
  }

  @Test func throwingBodyIsReportedAndTheOthersStillRun() {
    struct Failure: Error, CustomStringConvertible {
      var description: String { "boom" }
    }
    let suite = [BenchmarkCase("throws") { _ in throw Failure() }, deterministicCase("fine", values: [1])]
    let termination = runAllowingDebug(suite, [])
    #expect(termination.exitCode == .failure)
    #expect(termination.standardError.contains("Benchmark 'throws' failed: boom"))
    #expect(termination.standardOutput.contains("fine"))
  }

  @Test func aFailedCaseIsReportedAfterTheComparisonTable() throws {
    struct Failure: Error, CustomStringConvertible {
      var description: String { "boom" }
    }
    let store = temporaryStore()
    let fine = deterministicCase("fine", values: [1])
    #expect(runAllowingDebug([fine], ["--save", "main"], store: store).exitCode == .success)
    let suite = [BenchmarkCase("throws") { _ in throw Failure() }, fine]
    let termination = runAllowingDebug(suite, ["--format", "json", "--compare", "main"], store: store)
    #expect(termination.exitCode == .failure)
    let table = try #require(termination.standardError.range(of: "Comparison with baseline 'main'"))
    let failure = try #require(termination.standardError.range(of: "Benchmark 'throws' failed: boom"))
    #expect(table.upperBound <= failure.lowerBound, "the failure comes after the table it interrupts")
  }
}
