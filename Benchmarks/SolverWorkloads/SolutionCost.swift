/// What a solution of a workload costs, by the solver's own objective: the worst violation of a
/// required constraint, and for each priority below required the weighted violation of its
/// preferences (edit variables included). Two solvers whose solutions of the same workload hold
/// every required constraint and cost the same at every priority found the same optimum, even
/// where the optimum is not one point (layout systems leave variables free between their bounds).
public struct SolutionCost: Sendable, CustomStringConvertible {
  /// The largest violation of a required constraint (0 when all hold).
  public var worstRequiredViolation: Double
  /// `Σ weight · violation` of the preferences of each priority, highest priority first.
  public var levels: [(priority: Double, cost: Double)]

  /// The cost of a solution with the workload's constraints and edit values as they are after
  /// `stepsApplied` steps from a fresh build.
  ///
  /// - Parameters:
  ///   - values: The value of each of the workload's variables, by index.
  ///   - workload: The workload solved.
  ///   - stepsApplied: How many operations were applied since the build.
  public init(values: [Double], of workload: SolverWorkload, stepsApplied: Int) {
    var active = Set(workload.initial)
    var targets = workload.edits.map(\.value)
    for index in 0..<stepsApplied where !workload.steps.isEmpty {
      let step = workload.steps[index % workload.steps.count]
      active.subtract(step.remove)
      active.formUnion(step.add)
      for suggestion in step.suggest { targets[suggestion.edit] = suggestion.value }
    }
    var worst = 0.0
    var costs: [Double: Double] = [:]
    for index in active.sorted() {
      let record = workload.constraints[index]
      let value = record.terms.reduce(record.constant) { $0 + $1.coefficient * values[$1.variable] }
      let violation =
        switch record.relation {
        case "<=": max(0, value)
        case ">=": max(0, -value)
        default: abs(value)
        }
      if record.priority >= 1000 {
        worst = max(worst, violation)
      } else {
        costs[record.priority, default: 0] += record.weight * violation
      }
    }
    for (edit, target) in zip(workload.edits, targets) {
      costs[edit.priority, default: 0] += edit.weight * abs(values[edit.variable] - target)
    }
    worstRequiredViolation = worst
    levels = costs.sorted { $0.key > $1.key }.map { (priority: $0.key, cost: $0.value) }
  }

  /// Whether both hold every required constraint (within `tolerance`) and cost the same at every
  /// priority (within `tolerance`, relative to costs above 1).
  ///
  /// - Parameters:
  ///   - other: The cost of the other solution.
  ///   - tolerance: The rounding allowed.
  public func isSameOptimum(as other: SolutionCost, tolerance: Double = 1e-6) -> Bool {
    guard worstRequiredViolation <= tolerance, other.worstRequiredViolation <= tolerance,
      levels.map(\.priority) == other.levels.map(\.priority)
    else { return false }
    return zip(levels, other.levels).allSatisfy { mine, theirs in
      abs(mine.cost - theirs.cost) <= tolerance * max(1, abs(mine.cost), abs(theirs.cost))
    }
  }

  /// The worst required violation and the cost of each priority.
  public var description: String {
    "required violation \(worstRequiredViolation); "
      + levels.map { "priority \($0.priority): \($0.cost)" }.joined(separator: ", ")
  }
}
