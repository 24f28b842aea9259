import ConstraintSolver
import Foundation

/// What a solver benchmark does, written out so that another solver (kiwi) can do exactly the same:
/// the system (variables, constraints with strengths, edit variables), how it is built, and the
/// steps an operation cycles through.
///
/// *Building* adds the ``initial`` constraints in order, then the ``edits`` with their strengths,
/// then suggests each edit's initial value. *One operation* is the next of the ``steps`` (in turn,
/// from the first again after the last): remove its constraints, add its constraints, suggest its
/// values, then update the variables (publish the solution). The JSON form (``encoded()``) is the
/// one the kiwi reference reads (`Benchmarks/KiwiReference`):
///
/// ```json
/// {"name": "...", "variables": ["x0", "x1"],
///  "constraints": [{"terms": [{"variable": 0, "coefficient": 1.5}, ...], "constant": -12.5,
///                   "relation": "<=", "priority": 1000, "weight": 1}],
///  "initial": [0, 1], "edits": [{"variable": 0, "priority": 750, "weight": 1, "value": 0}],
///  "steps": [{"remove": [], "add": [], "suggest": [{"edit": 0, "value": 480.5}]}]}
/// ```
///
/// A constraint states `Σ coefficient · variable + constant  relation  0`; indices are into
/// ``variables``, ``constraints`` and ``edits``.
public struct SolverWorkload: Codable, Sendable {
  /// One `coefficient · variable` term.
  public struct Term: Codable, Sendable {
    /// The index of the variable.
    public var variable: Int
    /// Its coefficient.
    public var coefficient: Double
  }

  /// One constraint: `Σ terms + constant  relation  0` with a priority and a weight.
  public struct ConstraintRecord: Codable, Sendable {
    /// The terms, in order.
    public var terms: [Term]
    /// The constant.
    public var constant: Double
    /// `==`, `<=` or `>=`.
    public var relation: String
    /// 1...1000; 1000 is required.
    public var priority: Double
    /// The weight within the priority.
    public var weight: Double
  }

  /// An edit variable with its strength and the value suggested when the system is built.
  public struct EditRecord: Codable, Sendable {
    /// The index of the variable.
    public var variable: Int
    /// Its priority, below 1000.
    public var priority: Double
    /// Its weight within the priority.
    public var weight: Double
    /// The value suggested when the system is built.
    public var value: Double
  }

  /// A value suggested for an edit variable.
  public struct Suggestion: Codable, Sendable {
    /// The index of the edit in ``SolverWorkload/edits``.
    public var edit: Int
    /// The value suggested.
    public var value: Double
  }

  /// One operation's changes: removals first, then additions, then suggestions.
  public struct Step: Codable, Sendable {
    /// Indices of the constraints to remove.
    public var remove: [Int]
    /// Indices of the constraints to add, in order.
    public var add: [Int]
    /// The suggestions, in order.
    public var suggest: [Suggestion]
  }

  /// The benchmark's name.
  public var name: String
  /// The variables' names.
  public var variables: [String]
  /// Every constraint the workload mentions.
  public var constraints: [ConstraintRecord]
  /// The constraints added when building, in order.
  public var initial: [Int]
  /// The edit variables.
  public var edits: [EditRecord]
  /// The steps operations cycle through.
  public var steps: [Step]

  /// The JSON form, keys sorted.
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(self)
  }

  /// Writes the JSON form into `directory` as `<file name>.json`, creating the directory.
  ///
  /// - Parameters:
  ///   - directory: Where to write.
  ///   - fileName: The file's name without the extension.
  /// - Returns: The file written.
  public func write(into directory: URL, fileName: String) throws -> URL {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent(fileName + ".json")
    try encoded().write(to: file, options: .atomic)
    return file
  }
}

extension SolverWorkload {
  /// The workload of a random system's benchmark: build it, then suggest the edit variable's
  /// values in turn, one per operation.
  ///
  /// - Parameters:
  ///   - system: A layout-shaped system (with an edit variable).
  ///   - name: The benchmark's name.
  public init(_ system: RandomConstraintSystem, name: String) {
    var index = VariableIndex()
    constraints = system.constraints.map { index.record($0) }
    initial = Array(system.constraints.indices)
    if let edit = system.edit {
      edits = [index.record(edit.variable, strength: edit.strength, value: 0)]
      steps = edit.suggestions.map { Step(remove: [], add: [], suggest: [Suggestion(edit: 0, value: $0)]) }
    } else {
      edits = []
      steps = []
    }
    variables = index.names
    self.name = name
  }

  /// The workload that swaps between two states of one system: the solver as it is in the first
  /// state is what building gives, and the two steps change it into the second state and back
  /// (the constraints only one of them holds, and the edit values that differ).
  ///
  /// - Parameters:
  ///   - first: The solver in the first state (built from it).
  ///   - second: The same system in the second state, with the same edit variables.
  ///   - name: The benchmark's name.
  /// - Throws: ``SolverWorkloadError/editVariablesDiffer`` when the two solvers' edit variables are
  ///   not the same.
  public init(swappingBetween first: Solver, and second: Solver, name: String) throws(SolverWorkloadError) {
    let firstEdits = first.editVariables
    let secondEdits = second.editVariables
    guard firstEdits.map(\.variable) == secondEdits.map(\.variable) else { throw .editVariablesDiffer }
    let firstConstraints = first.constraints
    let secondConstraints = second.constraints
    let everyConstraint = firstConstraints + secondConstraints.filter { !first.contains($0) }
    var index = VariableIndex()
    constraints = everyConstraint.map { index.record($0) }
    edits = firstEdits.map { index.record($0.variable, strength: $0.strength, value: $0.suggestedValue) }
    variables = index.names
    initial = Array(firstConstraints.indices)
    let position = Dictionary(uniqueKeysWithValues: everyConstraint.enumerated().map { ($1, $0) })
    func changes(
      from old: Solver, _ oldEdits: [Solver.EditVariable], to new: Solver, _ newEdits: [Solver.EditVariable]
    )
      -> Step
    {
      Step(
        remove: old.constraints.filter { !new.contains($0) }.compactMap { position[$0] },
        add: new.constraints.filter { !old.contains($0) }.compactMap { position[$0] },
        suggest: zip(oldEdits, newEdits).enumerated().compactMap { edit, pair in
          pair.0.suggestedValue == pair.1.suggestedValue
            ? nil : Suggestion(edit: edit, value: pair.1.suggestedValue)
        })
    }
    steps = [
      changes(from: first, firstEdits, to: second, secondEdits),
      changes(from: second, secondEdits, to: first, firstEdits),
    ]
    self.name = name
  }
}

/// Why a workload could not be made.
public enum SolverWorkloadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The two states of a swap have different edit variables.
  case editVariablesDiffer

  /// What went wrong.
  public var description: String {
    switch self {
    case .editVariablesDiffer: "the two states of the swap have different edit variables"
    }
  }
}

/// Numbers variables in the order a workload first mentions them.
private struct VariableIndex {
  private(set) var names: [String] = []
  private var indices: [Variable: Int] = [:]

  mutating func index(of variable: Variable) -> Int {
    if let index = indices[variable] { return index }
    indices[variable] = names.count
    names.append(variable.name)
    return names.count - 1
  }

  mutating func record(_ constraint: Constraint) -> SolverWorkload.ConstraintRecord {
    let expression = constraint.expression
    return SolverWorkload.ConstraintRecord(
      terms: expression.terms.map {
        SolverWorkload.Term(variable: index(of: $0.variable), coefficient: $0.coefficient)
      },
      constant: expression.constant, relation: constraint.relation.description,
      priority: constraint.strength.priority, weight: constraint.strength.weight)
  }

  mutating func record(_ variable: Variable, strength: Strength, value: Double) -> SolverWorkload.EditRecord {
    SolverWorkload.EditRecord(
      variable: index(of: variable), priority: strength.priority, weight: strength.weight, value: value)
  }
}
