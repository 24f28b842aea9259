import ConstraintSolver
import Foundation
import SolverWorkloads
import Testing

struct SolverWorkloadTests {
  @Test func aRandomSystemsWorkloadSurvivesJSONAndReplaysToTheSystemsSolution() throws {
    let system = RandomConstraintSystem(constraintCount: 40, seed: 0x5EED_0000)
    let workload = SolverWorkload(system, name: "random 40")
    let decoded = try JSONDecoder().decode(SolverWorkload.self, from: workload.encoded())
    let replay = SolverReplay(decoded)
    #expect(replay.constraints.count == 40)
    #expect(decoded.steps.count == 64)

    var original = Solver()
    for constraint in system.constraints { try original.add(constraint) }
    let edit = try #require(system.edit)
    try original.addEditVariable(edit.variable, strength: edit.strength)
    var replayed = try replay.makeSolver()
    // The workload numbers variables in the order the constraints first mention them.
    let replayedByName = Dictionary(uniqueKeysWithValues: replay.variables.map { ($0.name, $0) })
    for step in 0..<3 {
      try original.suggestValue(edit.variable, edit.suggestions[step])
      try replay.apply(step: step, to: &replayed)
      let worst =
        system.variables.map {
          abs(original.value(of: $0) - replayed.value(of: replayedByName[$0.name]!))
        }.max() ?? 0
      #expect(worst <= 1e-9)
    }
  }

  @Test func aSwapWorkloadTurnsOneStateIntoTheOtherAndBack() throws {
    let x = Variable("x")
    let y = Variable("y")
    let shared = Constraint(x + y, .equal, 100)
    let wide = Constraint(x, .greaterThanOrEqual, 80)
    let narrow = Constraint(x, .lessThanOrEqual, 20)
    var first = Solver()
    try first.add(shared)
    try first.add(wide)
    try first.addEditVariable(y, strength: .low)
    try first.suggestValue(y, 5)
    var second = first
    try second.remove(wide)
    try second.add(narrow)
    try second.suggestValue(y, 90)

    let workload = try SolverWorkload(swappingBetween: first, and: second, name: "swap")
    #expect(workload.initial == [0, 1])
    #expect(workload.steps.map(\.remove) == [[1], [2]])
    #expect(workload.steps.map(\.add) == [[2], [1]])
    #expect(workload.steps.map { $0.suggest.map(\.value) } == [[90], [5]])

    let replay = SolverReplay(workload)
    var solver = try replay.makeSolver()
    #expect(abs(solver.value(of: replay.variables[0]) - 95) <= 1e-9)
    try replay.apply(step: 0, to: &solver)
    #expect(abs(solver.value(of: replay.variables[0]) - 10) <= 1e-9)
    try replay.apply(step: 1, to: &solver)
    #expect(abs(solver.value(of: replay.variables[0]) - 95) <= 1e-9)
  }

  @Test func editVariablesAreListedInTheOrderAddedWithTheirLastSuggestion() throws {
    let width = Variable("width")
    let height = Variable("height")
    var solver = Solver()
    try solver.addEditVariable(width, strength: .high)
    try solver.addEditVariable(height, strength: .low)
    try solver.suggestValue(width, 390)
    #expect(solver.editVariables.map(\.variable) == [width, height])
    #expect(solver.editVariables.map(\.suggestedValue) == [390, 0])
    #expect(solver.editVariables.map(\.strength) == [.high, .low])
  }
}
