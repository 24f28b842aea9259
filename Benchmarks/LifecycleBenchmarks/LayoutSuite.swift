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
  /// The sizes kiwi is measured at: kiwi 1.5.1 refuses the 1000-constraint system (it throws
  /// "The objective is unbounded" adding its 504th constraint, which cannot be so: every error
  /// variable is non-negative; a numerical failure), so that size has no kiwi twin.
  static let kiwiSystemSizes: Set = [10, 100]
  /// The seed every random system is drawn from.
  static let seed: UInt64 = 0x5EED_0000

  static let metrics: [BenchmarkMetric] = [.throughput, .wallClock, .mallocCountTotal]

  /// Every layout case: the seed 000 toggle and its solver swap, then per size the from-scratch
  /// build and the edit; each solver case after its kiwi twin when the kiwi reference is built.
  static var cases: [BenchmarkCase] {
    [seedPlayerToggle]
      + (KiwiReference.isAvailable ? [kiwiSteps(kiwiName(swapName), workload: seedPlayerWorkloadOnMain)] : [])
      + [seedPlayerSwap]
      + systemSizes.flatMap { size in
        (hasKiwiTwin(size) ? [kiwiBuild(constraintCount: size), kiwiEdit(constraintCount: size)] : [])
          + [build(constraintCount: size), edit(constraintCount: size)]
      }
  }

  static func buildName(_ count: Int) -> String { "solver add \(count) constraints from scratch" }
  static func editName(_ count: Int) -> String { "solver edit with \(count) constraints" }
  static let toggleName = "seed 000 portrait / fullscreen toggle"
  static let swapName = "solver seed 000 swap"
  /// The name of the kiwi case that does what the PiPSim solver case `name` does.
  static func kiwiName(_ name: String) -> String { name.replacingOccurrences(of: "solver", with: "kiwi") }

  /// Whether the random system of `size` constraints is measured with kiwi too.
  static func hasKiwiTwin(_ size: Int) -> Bool { KiwiReference.isAvailable && kiwiSystemSizes.contains(size) }

  /// The references of the PiPSim solver case `name`: its kiwi twin's rate and instructions when
  /// it has one, and the case `wallClock` for wall-clock time when given.
  private static func references(of name: String, kiwiTwin: Bool, wallClock: String?)
    -> [BenchmarkMetric: BenchmarkReference]
  {
    var references: [BenchmarkMetric: BenchmarkReference] = [:]
    if let wallClock {
      references[.wallClock] = BenchmarkReference(benchmark: wallClock, metric: .wallClock)
    }
    if kiwiTwin {
      references[.throughput] = BenchmarkReference(benchmark: kiwiName(name), metric: .throughput)
      references[.instructions] = BenchmarkReference(benchmark: kiwiName(name), metric: .instructions)
    }
    return references
  }

  /// The workload of the random system of `count` constraints: build it, then one suggestion for
  /// its edit variable per operation.
  static func randomWorkload(constraintCount count: Int) -> SolverWorkload {
    SolverWorkload(RandomConstraintSystem(constraintCount: count, seed: seed), name: "random \(count)")
  }

  /// The workload of seed 000's toggle at the solver's level (set-up runs on the main thread).
  static func seedPlayerWorkloadOnMain() throws -> SolverWorkload {
    try MainActor.assumeIsolated { try SeedPlayerLayout().solverSwap(name: "seed 000 swap") }
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
      swapName, configuration: stepConfiguration,
      references: references(of: swapName, kiwiTwin: KiwiReference.isAvailable, wallClock: toggleName),
      workload: seedPlayerWorkloadOnMain)
  }

  /// Operations per sample of the step cases: a multiple of every workload's step count (64 and 2);
  /// eight warm-up samples, so that the row buffers the solver circulates reach the sizes the
  /// system needs before allocations are counted.
  static let stepConfiguration = BenchmarkConfiguration(
    warmupIterations: 8, maxDuration: .seconds(2), scalingFactor: 256)

  /// How a build of `constraintCount` constraints is sampled and counted.
  static func buildConfiguration(constraintCount: Int) -> BenchmarkConfiguration {
    let scalingFactor = max(1000 / constraintCount, 1)
    return BenchmarkConfiguration(
      warmupIterations: 1, maxDuration: .seconds(2), scalingFactor: scalingFactor,
      countedOperations: max(scalingFactor / 8, 1))
  }

  /// The metrics of a build: instructions too, below 1000 constraints (a valgrind run of that one
  /// takes minutes).
  static func buildMetrics(constraintCount: Int) -> [BenchmarkMetric] {
    metrics + (constraintCount < 1000 ? [.instructions] : [])
  }

  /// One operation: a new solver, every constraint added, the edit variable registered.
  static func build(constraintCount: Int) -> BenchmarkCase {
    BenchmarkCase(
      buildName(constraintCount), metrics: buildMetrics(constraintCount: constraintCount),
      configuration: buildConfiguration(constraintCount: constraintCount),
      references: references(
        of: buildName(constraintCount), kiwiTwin: hasKiwiTwin(constraintCount), wallClock: nil)
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
      editName(constraintCount), configuration: stepConfiguration,
      references: references(
        of: editName(constraintCount), kiwiTwin: hasKiwiTwin(constraintCount),
        wallClock: buildName(constraintCount))
    ) { randomWorkload(constraintCount: constraintCount) }
  }

  /// kiwi building the same random system from scratch; set-up checks that it reaches PiPSim's
  /// optimum.
  static func kiwiBuild(constraintCount: Int) -> BenchmarkCase {
    let name = kiwiName(buildName(constraintCount))
    return BenchmarkCase(
      name, metrics: buildMetrics(constraintCount: constraintCount),
      configuration: buildConfiguration(constraintCount: constraintCount)
    ) {
      let kiwi = try KiwiReference(randomWorkload(constraintCount: constraintCount), fileName: name)
      try verifySameOptimum(kiwi, stepCount: 0)
      return { context in try kiwi.build(context.scalingFactor) }
    }
  }

  /// kiwi editing the same random system.
  static func kiwiEdit(constraintCount: Int) -> BenchmarkCase {
    kiwiSteps(kiwiName(editName(constraintCount))) { randomWorkload(constraintCount: constraintCount) }
  }

  /// kiwi doing a workload's steps, one per operation, updating its variables after each; set-up
  /// checks that after the build and after each step of one cycle it reaches PiPSim's optimum.
  static func kiwiSteps(_ name: String, workload: @escaping () throws -> SolverWorkload) -> BenchmarkCase {
    BenchmarkCase(name, metrics: metrics + [.instructions], configuration: stepConfiguration) {
      let kiwi = try KiwiReference(try workload(), fileName: name)
      try verifySameOptimum(kiwi, stepCount: kiwi.workload.steps.count)
      return { context in try kiwi.steps(context.scalingFactor) }
    }
  }

  /// Builds kiwi and PiPSim's solver from kiwi's workload, and checks after the build and after each
  /// of the first `stepCount` steps that both solutions are the same optimum (``SolutionCost``).
  /// Leaves kiwi built and `stepCount` steps on.
  ///
  /// - Throws: ``KiwiReferenceError/differentOptimum(kiwi:pipsim:)`` at the first difference.
  private static func verifySameOptimum(_ kiwi: KiwiReference, stepCount: Int) throws {
    let replay = SolverReplay(kiwi.workload)
    var solver = try replay.makeSolver()
    try kiwi.build(1)
    for step in 0...stepCount {
      if step > 0 {
        try replay.apply(step: step - 1, to: &solver)
        try kiwi.steps(1)
      }
      let kiwiCost = SolutionCost(values: kiwi.values, of: kiwi.workload, stepsApplied: step)
      let ownCost = SolutionCost(
        values: replay.variables.map { solver.value(of: $0) }, of: kiwi.workload, stepsApplied: step)
      guard kiwiCost.isSameOptimum(as: ownCost) else {
        throw KiwiReferenceError.differentOptimum(kiwi: kiwiCost.description, pipsim: ownCost.description)
      }
    }
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
      var builtSolver = try replay.makeSolver()
      let stepCount = replay.workload.steps.count
      var nextStep = 0
      return { context in
        // The loop works on locals: each access to a variable the closure captures is checked for
        // exclusivity at run time (about 100 instructions an operation, which kiwi's loop in C++
        // does not pay). The solver is swapped out, not copied, so its storage stays unshared.
        var solver = Solver()
        swap(&solver, &builtSolver)
        var next = nextStep
        defer {
          swap(&solver, &builtSolver)
          nextStep = next
        }
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
