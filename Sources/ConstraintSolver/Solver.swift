/// An incremental linear constraint solver of the Cassowary kind, the algorithm behind Auto Layout.
///
/// Add required constraints (priority 1000) and preferences (lower priorities); the solver keeps a
/// solution that satisfies every required constraint and minimises the violation of preferences,
/// higher priorities first (see `Strength`). Adding or removing a constraint and suggesting a new
/// value for an edit variable update the solution incrementally, with a few simplex pivots.
///
/// ```swift
/// var solver = Solver()
/// let width = Variable("window.width"), playerHeight = Variable("player.height")
/// try solver.addEditVariable(width, strength: Strength(priority: 999))
/// try solver.add(Constraint(playerHeight, .equal, width * (9.0 / 16.0)))
/// try solver.suggestValue(width, 390)
/// solver.value(of: playerHeight)  // 219.375
/// ```
///
/// Every refused request throws a `SolverError` and leaves the solver unchanged. Required
/// constraints that contradict each other are handled as `conflictHandling` says.
///
/// Complexity: adding a constraint rewrites it over the current parametric variables (O(terms × row
/// length)) and then pivots; a pivot visits every row and rewrites those that contain the entering
/// symbol, so it costs O(rows × row length) in the worst case. Layout systems are sparse and local,
/// so each change costs a few pivots over short rows (measured in release: 1500 layout constraints
/// added in about 0.1 s, a window-size suggestion in under 0.1 ms). Dense random systems fill rows
/// in and cost more. Explaining a conflict runs a deletion filter over the (usually small) set of
/// constraints the tableau implicates: O(k²) insertions for k implicated constraints.
public struct Solver: Sendable {
  /// A constraint in the solver, with what is needed to remove it and to report it.
  private struct Record: Sendable {
    let constraint: Constraint
    let tag: ConstraintTag
    let sequence: Int
  }

  /// An edit variable's constraint and its current target.
  private struct Edit: Sendable {
    let variable: Variable
    let constraint: Constraint
    let tag: ConstraintTag
    let sequence: Int
    var target: Double
  }

  /// An edit variable, the strength it was added with and the value last suggested for it.
  public struct EditVariable: Hashable, Sendable {
    /// The variable.
    public let variable: Variable
    /// The strength the variable is held to its suggested value with.
    public let strength: Strength
    /// The value last suggested (zero before the first suggestion).
    public let suggestedValue: Double
  }

  /// What `add(_:)` does when required constraints conflict; `.lenient` unless set.
  public var conflictHandling: ConflictHandling

  /// The conflicts recovered from in `.lenient` mode, oldest first.
  public private(set) var recoveredConflicts: [UnsatisfiableConstraintError] = []

  private var tableau = Tableau()
  /// Every constraint in the solver, in no particular order.
  private var records: [Record] = []
  /// The index in `records` of every constraint, by the constraint's object identity.
  private var recordIndices = IdentityMap()
  /// Every edit variable, in no particular order.
  private var edits: [Edit] = []
  /// The index in `edits` of every edit variable, by variable id.
  private var editIndices = IdentityMap()
  private var nextSequence = 0
  /// What `updateVariables()` returns, kept so that its storage is reused.
  private var changes: [VariableValue] = []

  /// Creates an empty solver.
  ///
  /// - Parameter conflictHandling: What `add(_:)` does with conflicting required constraints.
  public init(conflictHandling: ConflictHandling = .lenient) {
    self.conflictHandling = conflictHandling
  }

  /// The key of a constraint in `recordIndices`: its object identity.
  private static func key(_ constraint: Constraint) -> Int { Int(bitPattern: ObjectIdentifier(constraint)) }

  /// The constraints in the solver, in the order they were added (edit constraints excluded).
  public var constraints: [Constraint] {
    records.sorted { $0.sequence < $1.sequence }.map(\.constraint)
  }

  /// Whether `constraint` is in the solver.
  public func contains(_ constraint: Constraint) -> Bool { recordIndices[Self.key(constraint)] != nil }

  /// Adds a constraint and updates the solution.
  ///
  /// When the constraint is required and contradicts the required constraints already present, it
  /// is not added. In `.lenient` mode the conflict report is returned and appended to
  /// `recoveredConflicts`; in `.strict` mode it is thrown. Either way the solver is as before.
  /// - Returns: The conflict report when the constraint was broken to recover, otherwise `nil`.
  /// - Throws: `SolverError.duplicateConstraint`, `.invalidStrength`, `.nonFiniteExpression`, and
  ///   `.unsatisfiable` in `.strict` mode.
  @discardableResult
  public mutating func add(_ constraint: Constraint) throws(SolverError)
    -> UnsatisfiableConstraintError?
  {
    guard !contains(constraint) else { throw .duplicateConstraint(constraint) }
    try Self.validate(constraint)
    switch tableau.insert(constraint) {
    case .inserted(let tag):
      // Room for a small system at once, rather than growing by doubling from one record.
      if records.capacity == 0 { records.reserveCapacity(16) }
      recordIndices.set(records.count, for: Self.key(constraint))
      records.append(Record(constraint: constraint, tag: tag, sequence: nextSequence))
      nextSequence += 1
      return nil
    case .unsatisfiable(let certificate):
      let report = explainConflict(adding: constraint, certificate: certificate)
      switch conflictHandling {
      case .strict:
        throw .unsatisfiable(report)
      case .lenient:
        recoveredConflicts.append(report)
        return report
      }
    }
  }

  /// Removes a constraint and updates the solution.
  ///
  /// - Throws: `SolverError.unknownConstraint` when the constraint is not in the solver.
  public mutating func remove(_ constraint: Constraint) throws(SolverError) {
    guard let index = recordIndices.remove(Self.key(constraint)) else {
      throw .unknownConstraint(constraint)
    }
    let record = records[index]
    if index != records.count - 1 {
      records.swapAt(index, records.count - 1)
      recordIndices.set(index, for: Self.key(records[index].constraint))
    }
    records.removeLast()
    tableau.remove(constraint, tag: record.tag)
  }

  /// Forgets the conflicts recorded in `recoveredConflicts`.
  public mutating func removeRecoveredConflicts() {
    recoveredConflicts.removeAll()
  }

  // MARK: Edit variables

  /// Makes `variable` an edit variable: a value the caller suggests, such as a window's width.
  ///
  /// The variable is held to its suggested value (zero until the first suggestion) with `strength`,
  /// which must be below required so that required constraints can always override it.
  /// - Throws: `SolverError.duplicateEditVariable`, `.requiredEditVariable`, `.invalidStrength`.
  public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    guard !hasEditVariable(variable) else { throw .duplicateEditVariable(variable) }
    guard strength.isValid else { throw .invalidStrength(strength) }
    guard !strength.isRequired else { throw .requiredEditVariable(variable) }
    // Unnamed: an edit constraint is a preference, so no conflict report ever lists it.
    let constraint = Constraint(variable, .equal, strength: strength)
    // A preference always has an error symbol to absorb a conflict, so it is always inserted.
    guard case .inserted(let tag) = tableau.insert(constraint) else { return }
    editIndices.set(edits.count, for: variable.id)
    edits.append(
      Edit(variable: variable, constraint: constraint, tag: tag, sequence: nextSequence, target: 0))
    nextSequence += 1
  }

  /// Stops treating `variable` as an edit variable and removes its constraint.
  ///
  /// - Throws: `SolverError.unknownEditVariable` when it is not an edit variable.
  public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let index = editIndices.remove(variable.id) else {
      throw .unknownEditVariable(variable)
    }
    let edit = edits[index]
    if index != edits.count - 1 {
      edits.swapAt(index, edits.count - 1)
      editIndices.set(index, for: edits[index].variable.id)
    }
    edits.removeLast()
    tableau.remove(edit.constraint, tag: edit.tag)
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool { editIndices[variable.id] != nil }

  /// The edit variables, in the order they were added.
  public var editVariables: [EditVariable] {
    edits.sorted { $0.sequence < $1.sequence }.map { edit in
      EditVariable(variable: edit.variable, strength: edit.constraint.strength, suggestedValue: edit.target)
    }
  }

  /// Suggests a value for an edit variable and updates the solution incrementally (dual simplex).
  ///
  /// - Throws: `SolverError.unknownEditVariable`, `.nonFiniteSuggestedValue`.
  public mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
    guard let index = editIndices[variable.id] else { throw .unknownEditVariable(variable) }
    guard value.isFinite else { throw .nonFiniteSuggestedValue(variable, value) }
    let delta = value - edits[index].target
    edits[index].target = value
    tableau.shiftEditTarget(by: delta, tag: edits[index].tag)
  }

  // MARK: Values

  /// The value of `variable` in the current solution; zero for a variable no constraint mentions.
  ///
  /// The value is always current: every change to the solver updates the solution at once.
  public func value(of variable: Variable) -> Double { tableau.value(of: variable) }

  /// Publishes the current solution and returns the variables whose values changed since the last
  /// call (or that are new), with their new values, in the order the solver first saw them.
  ///
  /// Use it to find which views need a new frame after a batch of changes. The array shares its
  /// storage with the solver, which reuses it on the next call: a caller that lets it go before
  /// then (the usual case) makes the update allocation-free; one that keeps it only costs a copy.
  @discardableResult
  public mutating func updateVariables() -> [VariableValue] {
    changes.removeAll(keepingCapacity: true)
    tableau.publishChanges(into: &changes)
    return changes
  }

  // MARK: Validation and conflicts

  /// Checks the strength and the numbers of a constraint.
  private static func validate(_ constraint: Constraint) throws(SolverError) {
    guard constraint.strength.isValid else { throw .invalidStrength(constraint.strength) }
    guard constraint.expression.isFinite else { throw .nonFiniteExpression(constraint) }
  }

  /// Builds the report for a required constraint that conflicts: the constraints the tableau
  /// implicates, shrunk to a minimal conflicting set by a deletion filter.
  private func explainConflict(adding constraint: Constraint, certificate: Set<Symbol>)
    -> UnsatisfiableConstraintError
  {
    var implicated =
      records
      .filter { $0.constraint.strength.isRequired && certificate.contains($0.tag.marker) }
      .sorted { $0.sequence < $1.sequence }
      .map(\.constraint)
    var index = 0
    while index < implicated.count {
      var trial = implicated
      trial.remove(at: index)
      if Self.isSatisfiable(trial + [constraint]) {
        index += 1
      } else {
        implicated = trial
      }
    }
    return UnsatisfiableConstraintError(
      brokenConstraint: constraint, conflictingConstraints: implicated + [constraint])
  }

  /// Whether required constraints can all hold together, decided by a fresh tableau.
  private static func isSatisfiable(_ constraints: [Constraint]) -> Bool {
    var tableau = Tableau()
    for constraint in constraints {
      if case .unsatisfiable = tableau.insert(constraint) { return false }
    }
    return true
  }
}
