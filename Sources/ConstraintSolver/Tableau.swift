/// The simplex tableau of an incremental Cassowary solver.
///
/// It keeps the constraints in *basic form*: every basic symbol has a row giving its value in terms
/// of the parametric (non-basic) symbols, whose values are zero, so a basic symbol's value is its
/// row's constant. Rows whose basic symbol is restricted (slack, error) keep a non-negative constant;
/// the objective is minimal. Adding, removing and re-targeting constraints each update this form
/// with a few pivots instead of solving again (Badros, Borning and Stuckey, 2001):
///
/// - A new constraint's row is rewritten over the current parametric symbols and made basic through
///   a subject symbol; when no subject exists, a phase-one pass with an artificial variable decides
///   whether the constraint can hold at all.
/// - A constraint is removed through its *marker* symbol, which is pivoted into the basis and
///   dropped with its row.
/// - A new value for an edit variable shifts row constants; the dual simplex restores feasibility.
///
/// Pivoting uses Bland's rule (smallest symbol id enters, ties leave by smallest id), which both
/// prevents cycling and makes every run repeatable. The basic rows are a dictionary keyed by basic
/// symbol; each row keeps its cells sorted by symbol id, so a look-up is a binary search and a
/// substitution a linear merge. A pivot visits every row (O(rows · log(row length))) and rewrites
/// the ones that contain the entering symbol (O(row length) each).
struct Tableau: Sendable {
  /// Which objective a primal optimisation minimises.
  private enum Objective {
    /// The priority levels of the preferences, lexicographically.
    case preferences
    /// The artificial row of a phase-one insertion.
    case artificial
  }

  /// The row of every basic symbol.
  private var rows: [Symbol: Row] = [:]

  /// The objective's priority levels, highest priority first.
  private var objectives: [ObjectiveLevel] = []

  /// The phase-one objective while an artificial variable is in the tableau.
  private var artificial: Row?

  /// Restricted basic symbols whose rows went negative, for the dual simplex.
  private var infeasibleRows: [Symbol] = []

  /// The symbol of every variable the tableau has seen.
  private var externalSymbols: [Variable: Symbol] = [:]

  /// The id the next symbol gets.
  private var nextSymbolID = 0

  /// The value of `variable` in the current solution; zero for a variable no constraint mentions.
  func value(of variable: Variable) -> Double {
    guard let symbol = externalSymbols[variable] else { return 0 }
    return rows[symbol]?.constant ?? 0
  }

  /// Every variable the tableau has seen.
  var variables: Dictionary<Variable, Symbol>.Keys { externalSymbols.keys }

  // MARK: Constraints

  /// Adds a constraint with a valid strength and finite coefficients, and re-optimises.
  ///
  /// - Returns: The constraint's tag, or the proof that it cannot hold; in that case the tableau is
  ///   unchanged (apart from unobservable symbol ids).
  mutating func insert(_ constraint: Constraint) -> TableauInsertion {
    var (row, tag) = makeRow(for: constraint)
    if let subject = chooseSubject(of: row, tag: tag) {
      row.solve(for: subject)
      substitute(subject, with: row)
      rows[subject] = row
    } else if row.hasOnlyDummies {
      guard abs(row.constant) < nearZero else {
        return .unsatisfiable(certificate: Set(row.symbols))
      }
      row.solve(for: tag.marker)
      rows[tag.marker] = row
    } else {
      let saved = self
      if let certificate = insertWithArtificialVariable(row) {
        self = saved
        return .unsatisfiable(certificate: certificate)
      }
    }
    if !constraint.strength.isRequired {
      registerPreference(of: constraint, tag: tag)
    }
    optimize(.preferences)
    return .inserted(tag)
  }

  /// Removes a constraint that `insert(_:)` added with `tag`, and re-optimises.
  mutating func remove(_ constraint: Constraint, tag: ConstraintTag) {
    if !constraint.strength.isRequired {
      unregisterPreference(of: constraint, tag: tag)
    }
    if rows.removeValue(forKey: tag.marker) == nil, let leaving = markerLeavingRow(for: tag.marker),
      var row = rows.removeValue(forKey: leaving)
    {
      row.solve(for: leaving, tag.marker)
      substitute(tag.marker, with: row)
    }
    optimize(.preferences)
  }

  /// Moves the target of an edit constraint (`variable == target`, tagged `tag`) by `delta`.
  ///
  /// The constraint's row constants shift by `delta`; rows that become infeasible are repaired by the
  /// dual simplex, which keeps the objective optimal throughout.
  mutating func shiftEditTarget(by delta: Double, tag: ConstraintTag) {
    let positiveError = tag.marker
    if rows[positiveError] != nil {
      rows[positiveError]?.constant -= delta
      if (rows[positiveError]?.constant ?? 0) < 0 { infeasibleRows.append(positiveError) }
    } else if let negativeError = tag.other, rows[negativeError] != nil {
      rows[negativeError]?.constant += delta
      if (rows[negativeError]?.constant ?? 0) < 0 { infeasibleRows.append(negativeError) }
    } else {
      var index = rows.startIndex
      while index != rows.endIndex {
        let coefficient = rows.values[index].coefficient(for: positiveError)
        if coefficient != 0 {
          rows.values[index].constant += delta * coefficient
          let basic = rows.keys[index]
          if basic.isRestricted && rows.values[index].constant < 0 { infeasibleRows.append(basic) }
        }
        rows.formIndex(after: &index)
      }
    }
    dualOptimize()
  }

  // MARK: Building rows

  /// Makes a new symbol of `kind`.
  private mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
    defer { nextSymbolID += 1 }
    return Symbol(id: nextSymbolID, kind: kind)
  }

  /// The symbol of `variable`, made on first use.
  private mutating func externalSymbol(for variable: Variable) -> Symbol {
    if let symbol = externalSymbols[variable] { return symbol }
    let symbol = makeSymbol(.external)
    externalSymbols[variable] = symbol
    return symbol
  }

  /// The row of `constraint` over the current parametric symbols, with its slack, error or dummy
  /// symbols, and with a non-negative constant.
  private mutating func makeRow(for constraint: Constraint) -> (Row, ConstraintTag) {
    var row = Row(constant: constraint.expression.constant)
    for term in constraint.expression.terms where term.coefficient != 0 {
      let symbol = externalSymbol(for: term.variable)
      if let basicRow = rows[symbol] {
        row.insert(basicRow, coefficient: term.coefficient)
      } else {
        row.insert(symbol, coefficient: term.coefficient)
      }
    }
    let isRequired = constraint.strength.isRequired
    let tag: ConstraintTag
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let direction = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
      let slack = makeSymbol(.slack)
      row.insert(slack, coefficient: direction)
      if isRequired {
        tag = ConstraintTag(marker: slack, other: nil)
      } else {
        let error = makeSymbol(.error)
        row.insert(error, coefficient: -direction)
        tag = ConstraintTag(marker: slack, other: error)
      }
    case .equal:
      if isRequired {
        let dummy = makeSymbol(.dummy)
        row.insert(dummy, coefficient: 1)
        tag = ConstraintTag(marker: dummy, other: nil)
      } else {
        let positiveError = makeSymbol(.error)
        let negativeError = makeSymbol(.error)
        row.insert(positiveError, coefficient: -1)
        row.insert(negativeError, coefficient: 1)
        tag = ConstraintTag(marker: positiveError, other: negativeError)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return (row, tag)
  }

  /// The symbol a new row is solved for: an external variable if there is one (the smallest id), else
  /// the constraint's own slack or error if its coefficient is negative (so it stays non-negative).
  private func chooseSubject(of row: Row, tag: ConstraintTag) -> Symbol? {
    if let external = row.cells.first(where: { !$0.symbol.isRestricted }) {
      return external.symbol
    }
    return [tag.marker, tag.other].compactMap { $0 }.first { symbol in
      (symbol.kind == .slack || symbol.kind == .error) && row.coefficient(for: symbol) < 0
    }
  }

  /// Adds a row that has no subject by minimising an artificial variable equal to it (phase one).
  ///
  /// - Returns: `nil` when the row could be satisfied and is now in the tableau; otherwise the
  ///   symbols of the final phase-one row, whose required markers prove the conflict. The caller
  ///   restores the tableau in that case.
  private mutating func insertWithArtificialVariable(_ row: Row) -> Set<Symbol>? {
    let artificialSymbol = makeSymbol(.slack)
    rows[artificialSymbol] = row
    artificial = row
    optimize(.artificial)
    let phaseOneRow = artificial ?? row
    artificial = nil
    guard abs(phaseOneRow.constant) < nearZero else { return Set(phaseOneRow.symbols) }
    if var artificialRow = rows.removeValue(forKey: artificialSymbol), !artificialRow.cells.isEmpty {
      let pivotable = artificialRow.cells.first {
        $0.symbol.kind == .slack || $0.symbol.kind == .error
      }
      guard let entering = pivotable?.symbol else { return Set(artificialRow.symbols) }
      artificialRow.solve(for: artificialSymbol, entering)
      substitute(entering, with: artificialRow)
      rows[entering] = artificialRow
    }
    var index = rows.startIndex
    while index != rows.endIndex {
      rows.values[index].remove(artificialSymbol)
      rows.formIndex(after: &index)
    }
    for level in objectives.indices { objectives[level].row.remove(artificialSymbol) }
    return nil
  }

  // MARK: Objective levels

  /// Adds a preference's weighted errors to the objective level of its priority.
  private mutating func registerPreference(of constraint: Constraint, tag: ConstraintTag) {
    let priority = constraint.strength.priority
    let level: Int
    if let existing = objectives.firstIndex(where: { $0.priority == priority }) {
      level = existing
    } else {
      level = objectives.firstIndex { $0.priority < priority } ?? objectives.endIndex
      objectives.insert(ObjectiveLevel(priority: priority), at: level)
    }
    objectives[level].constraintCount += 1
    for error in errors(of: tag) {
      insertIntoObjective(error, level: level, coefficient: constraint.strength.weight)
    }
  }

  /// Takes a preference's weighted errors out of the objective, dropping the level once unused.
  private mutating func unregisterPreference(of constraint: Constraint, tag: ConstraintTag) {
    guard let level = objectives.firstIndex(where: { $0.priority == constraint.strength.priority })
    else { return }
    for error in errors(of: tag) {
      insertIntoObjective(error, level: level, coefficient: -constraint.strength.weight)
    }
    objectives[level].constraintCount -= 1
    if objectives[level].constraintCount == 0 { objectives.remove(at: level) }
  }

  /// Adds `coefficient · symbol` to an objective level, through the symbol's row if it is basic.
  private mutating func insertIntoObjective(_ symbol: Symbol, level: Int, coefficient: Double) {
    if let row = rows[symbol] {
      objectives[level].row.insert(row, coefficient: coefficient)
    } else {
      objectives[level].row.insert(symbol, coefficient: coefficient)
    }
  }

  /// The error symbols of a constraint's tag.
  private func errors(of tag: ConstraintTag) -> [Symbol] {
    [tag.marker, tag.other].compactMap { $0 }.filter { $0.kind == .error }
  }

  // MARK: Simplex

  /// The rows of an objective, highest priority first.
  private func objectiveRows(_ objective: Objective) -> [Row] {
    switch objective {
    case .preferences: return objectives.map(\.row)
    case .artificial: return artificial.map { [$0] } ?? []
    }
  }

  /// Runs the primal simplex until no parametric symbol can lower the objective.
  private mutating func optimize(_ objective: Objective) {
    while let entering = enteringSymbol(objectiveRows(objective)),
      let leaving = leavingRow(for: entering)
    {
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// The smallest-id symbol whose objective coefficients are lexicographically negative: zero on
  /// every level above the first level where it is non-zero, and negative there. Dummies never enter.
  private func enteringSymbol(_ levels: [Row]) -> Symbol? {
    var best: Symbol?
    for (index, level) in levels.enumerated() {
      for cell in level.cells where cell.coefficient < 0 && cell.symbol.kind != .dummy {
        if let current = best, current.id <= cell.symbol.id { break }
        if levels[..<index].allSatisfy({ $0.coefficient(for: cell.symbol) == 0 }) {
          best = cell.symbol
          break
        }
      }
    }
    return best
  }

  /// The restricted row that limits how far `entering` can grow (minimum ratio; smallest id on ties).
  private func leavingRow(for entering: Symbol) -> Symbol? {
    var best: (symbol: Symbol, ratio: Double)?
    for (basic, row) in rows where basic.isRestricted {
      let coefficient = row.coefficient(for: entering)
      guard coefficient < 0 else { continue }
      let ratio = -row.constant / coefficient
      if Self.isBetter(basic, ratio, than: best) { best = (basic, ratio) }
    }
    return best?.symbol
  }

  /// The row to pivot `marker` into when removing its constraint: preferably a restricted row that
  /// stays feasible, else any row that contains it.
  private func markerLeavingRow(for marker: Symbol) -> Symbol? {
    var shrinking: (symbol: Symbol, ratio: Double)?
    var growing: (symbol: Symbol, ratio: Double)?
    var unrestricted: Symbol?
    for (basic, row) in rows {
      let coefficient = row.coefficient(for: marker)
      if coefficient == 0 { continue }
      if !basic.isRestricted {
        if unrestricted.map({ basic.id < $0.id }) ?? true { unrestricted = basic }
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if Self.isBetter(basic, ratio, than: shrinking) { shrinking = (basic, ratio) }
      } else {
        let ratio = row.constant / coefficient
        if Self.isBetter(basic, ratio, than: growing) { growing = (basic, ratio) }
      }
    }
    return shrinking?.symbol ?? growing?.symbol ?? unrestricted
  }

  /// Whether `symbol` with `ratio` beats the current best of a ratio test (smaller ratio, then id).
  private static func isBetter(
    _ symbol: Symbol, _ ratio: Double, than best: (symbol: Symbol, ratio: Double)?
  ) -> Bool {
    guard let best else { return true }
    return ratio < best.ratio || (ratio == best.ratio && symbol.id < best.symbol.id)
  }

  /// Runs the dual simplex until no restricted basic row is negative.
  private mutating func dualOptimize() {
    while let leaving = infeasibleRows.popLast() {
      guard (rows[leaving]?.constant ?? 0) < 0, let entering = dualEnteringSymbol(leaving: leaving)
      else { continue }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// The symbol of the infeasible row `leaving` whose entry keeps the objective optimal: among the
  /// positive cells, the lexicographically smallest objective-to-cell ratio (smallest id on ties).
  private func dualEnteringSymbol(leaving: Symbol) -> Symbol? {
    guard let row = rows[leaving] else { return nil }
    var best: (symbol: Symbol, ratios: [Double])?
    for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
      let symbol = cell.symbol
      let ratios = objectives.map { $0.row.coefficient(for: symbol) / cell.coefficient }
      if let current = best {
        let isSmaller =
          Self.lexicographicallyPrecedes(ratios, current.ratios)
          ?? (symbol.id < current.symbol.id)
        if !isSmaller { continue }
      }
      best = (symbol, ratios)
    }
    return best?.symbol
  }

  /// Whether `lhs` comes before `rhs` (per-level values, highest level first), taking components
  /// closer than `nearZero` as equal; `nil` when all components are equal in that sense.
  ///
  /// Rounding makes mathematically equal ratios differ in the last bits; an exact comparison would
  /// then let noise in a higher level decide, and the pivot would break optimality in a lower one.
  private static func lexicographicallyPrecedes(_ lhs: [Double], _ rhs: [Double]) -> Bool? {
    for (left, right) in zip(lhs, rhs) where abs(left - right) >= nearZero {
      return left < right
    }
    return nil
  }

  /// Makes `entering` basic in place of `leaving`, rewriting every row and objective that uses it.
  private mutating func pivot(entering: Symbol, leaving: Symbol) {
    guard var row = rows.removeValue(forKey: leaving) else { return }
    row.solve(for: leaving, entering)
    substitute(entering, with: row)
    rows[entering] = row
  }

  /// Replaces the parametric `symbol` by `row` in every row and objective, noting rows made infeasible.
  private mutating func substitute(_ symbol: Symbol, with row: Row) {
    var index = rows.startIndex
    while index != rows.endIndex {
      if rows.values[index].substitute(symbol, with: row) {
        let basic = rows.keys[index]
        if basic.isRestricted && rows.values[index].constant < 0 { infeasibleRows.append(basic) }
      }
      rows.formIndex(after: &index)
    }
    for level in objectives.indices { objectives[level].row.substitute(symbol, with: row) }
    artificial?.substitute(symbol, with: row)
  }
}
