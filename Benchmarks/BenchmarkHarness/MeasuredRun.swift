import ArgumentParsing
import MeasuredRegion

/// The child side of an instruction count: one benchmark's body, run once to warm up and once
/// inside `pipsim_measured_region`, where callgrind counts (see ``InstructionCounter``).
///
/// `--run-measured NAME --operations N` runs it; under valgrind that is what `--instructions`
/// does, and it is also the way to profile one hot path by hand:
///
/// ```sh
/// valgrind --tool=callgrind --collect-atstart=no --toggle-collect=pipsim_measured_region \
///   ./LifecycleBenchmarks-stripped --run-measured "solver edit with 100 constraints" --operations 256
/// ```
enum MeasuredRun {
  /// A body and what it threw, passed through the C region as its context.
  private final class Invocation {
    let body: BenchmarkCase.Body
    let context: BenchmarkContext
    var error: (any Error)?

    init(body: @escaping BenchmarkCase.Body, context: BenchmarkContext) {
      self.body = body
      self.context = context
    }
  }

  /// Sets up the benchmark called `name` (in `suite` or ``ReferenceSuite``), warms it up with
  /// `operations` operations, then runs `operations` more inside the measured region.
  ///
  /// - Parameters:
  ///   - name: The benchmark's exact name.
  ///   - operations: How many operations to warm up with and then to measure; the benchmark's
  ///     ``BenchmarkConfiguration/countedOperations`` (or scaling factor) when `nil`.
  ///   - suite: The suite to find it in.
  /// - Returns: Success, or a failure naming what went wrong.
  static func run(_ name: String, operations: Int?, in suite: [BenchmarkCase]) -> Termination {
    guard let benchmark = (suite + ReferenceSuite.cases).first(where: { $0.name == name }) else {
      return .failure("No benchmark is called '\(name)'")
    }
    let operations = operations ?? benchmark.configuration.operationsPerCount
    guard operations >= 1 else { return .failure("--operations must be at least 1, not \(operations)") }
    do {
      let body = try benchmark.setUp()
      try body(BenchmarkContext(scalingFactor: operations, isWarmUp: true))
      let invocation = Invocation(
        body: body, context: BenchmarkContext(scalingFactor: operations, isWarmUp: false))
      let retained = Unmanaged.passRetained(invocation)
      pipsim_measured_region(
        { pointer in
          guard let pointer else { return }
          let invocation = Unmanaged<Invocation>.fromOpaque(pointer).takeUnretainedValue()
          do {
            try invocation.body(invocation.context)
          } catch {
            invocation.error = error
          }
        }, retained.toOpaque())
      retained.release()
      if let error = invocation.error { throw error }
    } catch {
      return .failure(BenchmarkError.bodyFailed(benchmark: name, message: "\(error)").description)
    }
    return .success(printing: "")
  }
}
