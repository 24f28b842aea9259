import BenchmarkHarness
import ConstraintSolver

/// Layout speed: seed 000's portrait / fullscreen toggle through the view hierarchy, and the
/// constraint solver alone on random layout-shaped systems of 10, 100 and 1000 constraints.
enum LayoutSuite {
  /// The sizes of the random systems.
  static let systemSizes = [10, 100, 1000]
  /// The seed every random system is drawn from.
  static let seed: UInt64 = 0x5EED_0000

  static let metrics: [BenchmarkMetric] = [.throughput, .wallClock, .mallocCountTotal]

  /// Every layout case: the seed 000 toggle, then per size the from-scratch build and the edit.
  static var cases: [BenchmarkCase] {
    [seedPlayerToggle]
      + systemSizes.flatMap { [addFromScratch(constraintCount: $0), edit(constraintCount: $0)] }
  }

  static func addName(_ count: Int) -> String { "solver add \(count) constraints from scratch" }

  /// One operation: deactivate one constraint set, activate the other, `layoutIfNeeded()`.
  static var seedPlayerToggle: BenchmarkCase {
    BenchmarkCase(
      "seed 000 portrait / fullscreen toggle", metrics: metrics + [.instructions],
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

  /// One operation: a new solver, every constraint added, the edit variable registered.
  static func addFromScratch(constraintCount: Int) -> BenchmarkCase {
    BenchmarkCase(
      addName(constraintCount), metrics: metrics,
      configuration: BenchmarkConfiguration(
        warmupIterations: 1, maxDuration: .seconds(2), scalingFactor: max(1000 / constraintCount, 1))
    ) {
      let system = RandomConstraintSystem(constraintCount: constraintCount, seed: seed)
      return { context in
        for _ in context.scaledIterations {
          context.blackHole(try system.makeSolver())
        }
      }
    }
  }

  /// One operation: `suggestValue` on the edit variable, then `updateVariables()`; the reference
  /// is building the same system from scratch, so the ratio says how much cheaper an edit is.
  static func edit(constraintCount: Int) -> BenchmarkCase {
    BenchmarkCase(
      "solver edit with \(constraintCount) constraints", metrics: metrics + [.instructions],
      configuration: BenchmarkConfiguration(
        warmupIterations: 2, maxDuration: .seconds(2), scalingFactor: 256),
      references: [.wallClock: BenchmarkReference(benchmark: addName(constraintCount), metric: .wallClock)]
    ) {
      let system = RandomConstraintSystem(constraintCount: constraintCount, seed: seed)
      var solver = try system.makeSolver()
      var next = 0
      return { context in
        for _ in context.scaledIterations {
          try solver.suggestValue(system.editVariable, system.suggestions[next])
          context.blackHole(solver.updateVariables())
          next = (next + 1) % system.suggestions.count
        }
      }
    }
  }
}
