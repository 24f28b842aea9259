import BenchmarkHarness
import ConstraintSolver
import SolverWorkloads

/// Layout speed: seed 000's portrait / fullscreen toggle through the view hierarchy, the same swap
/// at the solver's level, and the constraint solver alone on random layout-shaped systems of 10,
/// 100 and 1000 constraints.
///
/// The solver cases replay a ``SolverWorkload`` (the system, how it is built, the steps an operation
/// cycles through), the form the kiwi reference reads, so both solvers do exactly the same work.
enum LayoutSuite {
  /// The sizes of the random systems.
  static let systemSizes = [10, 100, 1000]
  /// The seed every random system is drawn from.
  static let seed: UInt64 = 0x5EED_0000

  static let metrics: [BenchmarkMetric] = [.throughput, .wallClock, .mallocCountTotal]

  /// Every layout case: the seed 000 toggle and its solver swap, then per size the from-scratch
  /// build and the edit.
  static var cases: [BenchmarkCase] {
    [seedPlayerToggle, seedPlayerSwap]
      + systemSizes.flatMap { [build(constraintCount: $0), edit(constraintCount: $0)] }
  }

  static func buildName(_ count: Int) -> String { "solver add \(count) constraints from scratch" }
  static func editName(_ count: Int) -> String { "solver edit with \(count) constraints" }
  static let toggleName = "seed 000 portrait / fullscreen toggle"
  static let swapName = "solver seed 000 swap"

  /// The workload of the random system of `count` constraints: build it, then one suggestion for
  /// its edit variable per operation.
  static func randomWorkload(constraintCount count: Int) -> SolverWorkload {
    SolverWorkload(RandomConstraintSystem(constraintCount: count, seed: seed), name: "random \(count)")
  }

  /// The workload of seed 000's toggle at the solver's level.
  @MainActor static func seedPlayerWorkload() throws -> SolverWorkload {
    try SeedPlayerLayout().solverSwap(name: "seed 000 swap")
  }

  /// One operation: deactivate one constraint set, activate the other, `layoutIfNeeded()`.
  static var seedPlayerToggle: BenchmarkCase {
    BenchmarkCase(
      toggleName, metrics: metrics + [.instructions],
      configuration: BenchmarkConfiguration(
        warmupIterations: 2, maxDuration: .seconds(2), scalingFactor: 200, countedOperations: 32)
    ) {
      let layout = MainActor.assumeIsolated { SeedPlayerLayout() }
      return { context in
        let operations = context.scaledIterations
        MainActor.assumeIsolated {
          for _ in operations {
            layout.toggle()
          }
        }
      }
    }
  }

  /// One operation: the toggle's changes to the solver (remove one constraint set, add the other,
  /// suggest the stays the layout pass moves), then `updateVariables()`.
  static var seedPlayerSwap: BenchmarkCase {
    steps(
      swapName, configuration: BenchmarkConfiguration(warmupIterations: 2, scalingFactor: 256),
      references: [.wallClock: BenchmarkReference(benchmark: toggleName, metric: .wallClock)]
    ) { try MainActor.assumeIsolated { try seedPlayerWorkload() } }
  }

  /// One operation: a new solver, every constraint added, the edit variable registered.
  static func build(constraintCount: Int) -> BenchmarkCase {
    let scalingFactor = max(1000 / constraintCount, 1)
    return BenchmarkCase(
      buildName(constraintCount), metrics: metrics + (constraintCount < 1000 ? [.instructions] : []),
      configuration: BenchmarkConfiguration(
        warmupIterations: 1, maxDuration: .seconds(2), scalingFactor: scalingFactor,
        countedOperations: max(scalingFactor / 8, 1))
    ) {
      let replay = SolverReplay(randomWorkload(constraintCount: constraintCount))
      return { context in
        for _ in context.scaledIterations {
          context.blackHole(try replay.makeSolver())
        }
      }
    }
  }

  /// One operation: `suggestValue` on the edit variable, then `updateVariables()`; the reference
  /// is building the same system from scratch, so the ratio says how much cheaper an edit is.
  static func edit(constraintCount: Int) -> BenchmarkCase {
    steps(
      editName(constraintCount),
      configuration: BenchmarkConfiguration(
        warmupIterations: 2, maxDuration: .seconds(2), scalingFactor: 256),
      references: [.wallClock: BenchmarkReference(benchmark: buildName(constraintCount), metric: .wallClock)]
    ) { randomWorkload(constraintCount: constraintCount) }
  }

  /// A case whose operation is the next step of a workload, then `updateVariables()`; the solver is
  /// built in set-up. Operations per sample should be a multiple of the workload's step count.
  private static func steps(
    _ name: String, configuration: BenchmarkConfiguration,
    references: [BenchmarkMetric: BenchmarkReference], workload: @escaping () throws -> SolverWorkload
  ) -> BenchmarkCase {
    BenchmarkCase(
      name, metrics: metrics + [.instructions], configuration: configuration, references: references
    ) {
      let replay = SolverReplay(try workload())
      var solver = try replay.makeSolver()
      let stepCount = replay.workload.steps.count
      var next = 0
      return { context in
        for _ in context.scaledIterations {
          try replay.apply(step: next, to: &solver)
          context.blackHole(solver.updateVariables())
          next = next + 1 == stepCount ? 0 : next + 1
        }
      }
    }
  }
}

/// A layout case that could not be set up.
enum LayoutSuiteFailure: Error, CustomStringConvertible {
  /// The seed 000 window has no layout engine after activating its constraints.
  case noLayoutEngine

  var description: String {
    switch self {
    case .noLayoutEngine: "seed 000's window has no layout engine"
    }
  }
}
