import ConstraintSolver
import Testing

struct SolverPriorityTests {
  @Test func requiredBeatsHighBeatsLow() throws {
    let x = Variable("x")
    var solver = Solver(conflictHandling: .strict)
    let required = Constraint(x, .equal, 10)
    let high = Constraint(x, .equal, 20, strength: .high)
    let low = Constraint(x, .equal, 30, strength: .low)
    try solver.add(low)
    try solver.add(high)
    try solver.add(required)
    #expect(solver.value(of: x) == 10)

    try solver.remove(required)
    #expect(solver.value(of: x) == 20)

    try solver.remove(high)
    #expect(solver.value(of: x) == 30)
  }

  @Test func oneHigherPriorityOutweighsManyLowerOnes() throws {
    let x = Variable("x")
    var solver = Solver(conflictHandling: .strict)
    try solver.add(Constraint(x, .equal, 0, strength: Strength(priority: 251)))
    for _ in 0..<200 {
      try solver.add(Constraint(x, .equal, 100, strength: Strength(priority: 250, weight: 1000)))
    }
    #expect(solver.value(of: x) == 0)
  }

  @Test func equalPrioritiesAreSettledByWeight() throws {
    let x = Variable("x")
    var solver = Solver(conflictHandling: .strict)
    try solver.add(Constraint(x, .equal, 0, strength: Strength(priority: 500, weight: 1)))
    let heavier = Constraint(x, .equal, 10, strength: Strength(priority: 500, weight: 3))
    try solver.add(heavier)
    #expect(solver.value(of: x) == 10)

    try solver.remove(heavier)
    try solver.add(Constraint(x, .equal, 10, strength: Strength(priority: 500, weight: 0.5)))
    #expect(solver.value(of: x) == 0)
  }

  @Test func requiredInequalitiesBoundWhatPreferencesAsk() throws {
    let width = Variable("width")
    var solver = Solver(conflictHandling: .strict)
    try solver.add(Constraint(width, .greaterThanOrEqual, 50))
    try solver.add(Constraint(width, .lessThanOrEqual, 300))
    let preferred = Constraint(width, .equal, 10, strength: .high)
    try solver.add(preferred)
    #expect(solver.value(of: width) == 50)

    try solver.remove(preferred)
    try solver.add(Constraint(width, .equal, 1000, strength: .high))
    #expect(solver.value(of: width) == 300)
  }

  @Test func inequalityPreferencesHoldWhenTheyCanAndBendWhenOutranked() throws {
    let left = Variable("left")
    let right = Variable("right")
    var solver = Solver(conflictHandling: .strict)
    try solver.add(Constraint(left, .equal, 0))
    try solver.add(Constraint(right - left, .greaterThanOrEqual, 100, strength: .high))
    try solver.add(Constraint(right, .equal, 40, strength: .low))
    #expect(solver.value(of: right) == 100)

    try solver.add(Constraint(right, .lessThanOrEqual, 60))
    #expect(solver.value(of: right) == 60)
  }

  @Test func aContentHuggingStylePairKeepsTheHigherPrioritySize() throws {
    let labelWidth = Variable("label.width")
    let containerWidth = Variable("container.width")
    var solver = Solver(conflictHandling: .strict)
    try solver.add(Constraint(containerWidth, .equal, 320))
    try solver.add(Constraint(labelWidth, .lessThanOrEqual, containerWidth - 16))
    try solver.add(Constraint(labelWidth, .equal, 120, strength: Strength(priority: 251)))
    try solver.add(Constraint(labelWidth, .equal, containerWidth, strength: .low))
    #expect(solver.value(of: labelWidth) == 120)
  }
}
