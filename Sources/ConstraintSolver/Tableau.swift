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
/// prevents cycling and makes every run repeatable. Symbol ids are dense (0, 1, 2 ...), so the basic
/// rows are an array with an index by symbol id: finding a symbol's row is one array read, and a pivot
/// walks the rows in memory order. Each row keeps its cells sorted by symbol id, so a look-up is a
/// binary search and a substitution a linear merge, through one scratch row the tableau keeps. A
/// pivot visits every row (O(rows · log(row length)); a row whose symbol bits lack the entering
/// symbol answers in one test) and rewrites the ones that contain it (O(row length) each). Once the
/// rows have grown to what a system needs, suggesting a value and pivoting allocate nothing.
struct Tableau: Sendable {
  /// Which objective a primal optimisation minimises.
  private enum Objective {
    /// The priority levels of the preferences, lexicographically.
    case preferences
    /// The artificial row of a phase-one insertion.
    case artificial
  }

  /// A basic symbol and its row.
  private struct BasicRow: Sendable {
    var symbol: Symbol
    var row: Row
  }

  /// A variable the tableau has seen, its symbol and the value last published for it.
  struct External: Sendable {
    /// The variable.
    let variable: Variable
    /// Its column.
    let symbol: Symbol
    /// The value ``Tableau/publishChanges(into:)`` last reported; NaN before the first time.
    var published = Double.nan
  }

  /// The basic rows, in no particular order.
  private var basicRows: [BasicRow] = []

  /// For each symbol id, the index of its row in `basicRows`, or -1 while it is parametric.
  private var rowIndices: [Int32] = []

  /// The objective's priority levels, highest priority first.
  private var objectives: [ObjectiveLevel] = []

  /// The phase-one objective while an artificial variable is in the tableau.
  private var artificial: Row?

  /// Restricted basic symbols whose rows went negative, for the dual simplex.
  private var infeasibleRows: [Symbol] = []

  /// The index in `externals` of every variable the tableau has seen, by variable id.
  private var externalIndices = IdentityMap()

  /// Every variable the tableau has seen, in the order first seen.
  private(set) var externals: [External] = []

  /// Where row merges build their result (see `Row.insert(_:coefficient:scratch:)`).
  private var scratch = Row()

  /// Ids of symbols that left the tableau for good (the markers of removed constraints, artificial
  /// variables), for new symbols to reuse: ids stay dense, so `rowIndices` does not grow with every
  /// change of a long-lived solver.
  private var freeSymbolIDs: [Int] = []

  /// The index in `basicRows` of the row of `symbol` when it is basic.
  ///
  /// Reading `basicRows[index].row` in place, rather than a copy of the row, spares a retain and a
  /// release of its storage (atomic, so dearer in time than in instructions).
  private func rowIndex(of symbol: Symbol) -> Int? {
    let index = rowIndices[symbol.id]
    return index < 0 ? nil : Int(index)
  }

  /// The row of `symbol` when it is basic.
  private func row(of symbol: Symbol) -> Row? {
    rowIndex(of: symbol).map { basicRows[$0].row }
  }

  /// The value of `symbol` in the current solution: its row's constant, zero when parametric.
  private func value(of symbol: Symbol) -> Double {
    let index = rowIndices[symbol.id]
    return index < 0 ? 0 : basicRows[Int(index)].row.constant
  }

  /// Makes `symbol` basic with `row`.
  private mutating func addRow(_ row: consuming Row, for symbol: Symbol) {
    rowIndices[symbol.id] = Int32(basicRows.count)
    basicRows.append(BasicRow(symbol: symbol, row: row))
  }

  /// Takes the row of `symbol` out of the basis, if it is basic.
  private mutating func removeRow(of symbol: Symbol) -> Row? {
    let index = Int(rowIndices[symbol.id])
    guard index >= 0 else { return nil }
    rowIndices[symbol.id] = -1
    let last = basicRows.count - 1
    if index != last {
      // Through the buffer, the two rows move without retaining their cells.
      basicRows.withUnsafeMutableBufferPointer { $0.swapAt(index, last) }
      rowIndices[basicRows[index].symbol.id] = Int32(index)
    }
    return basicRows.removeLast().row
  }

  /// The value of `variable` in the current solution; zero for a variable no constraint mentions.
  func value(of variable: Variable) -> Double {
    guard let index = externalIndices[variable.id] else { return 0 }
    return value(of: externals[index].symbol)
  }

  /// Appends every variable whose value changed since the last call (or that is new) to `changes`,
  /// with its value, and remembers the values as published.
  mutating func publishChanges(into changes: inout [VariableValue]) {
    for index in externals.indices {
      let value = value(of: externals[index].symbol)
      // NaN, the value before the first publication, differs from every value.
      if externals[index].published != value {
        externals[index].published = value
        changes.append(VariableValue(variable: externals[index].variable, value: value))
      }
    }
  }

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
      addRow(consume row, for: subject)
    } else if row.hasOnlyDummies {
      guard abs(row.constant) < nearZero else {
        return .unsatisfiable(certificate: Set(row.symbols))
      }
      row.solve(for: tag.marker)
      addRow(consume row, for: tag.marker)
    } else if let entering = phaseOneSingleStep(for: row) {
      row.solve(for: entering)
      substitute(entering, with: row)
      addRow(consume row, for: entering)
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
    if removeRow(of: tag.marker) == nil, let leaving = markerLeavingRow(for: tag.marker),
      var row = removeRow(of: leaving)
    {
      row.solve(for: leaving, tag.marker)
      substitute(tag.marker, with: row)
    }
    // The marker is in no row now; a preference's other error symbol may still be, so it stays.
    freeSymbolIDs.append(tag.marker.id)
    optimize(.preferences)
  }

  /// Moves the target of an edit constraint (`variable == target`, tagged `tag`) by `delta`.
  ///
  /// The constraint's row constants shift by `delta`; rows that become infeasible are repaired by the
  /// dual simplex, which keeps the objective optimal throughout.
  mutating func shiftEditTarget(by delta: Double, tag: ConstraintTag) {
    let positiveError = tag.marker
    let positiveIndex = Int(rowIndices[positiveError.id])
    let negativeIndex = tag.other.map { Int(rowIndices[$0.id]) } ?? -1
    if positiveIndex >= 0 {
      basicRows[positiveIndex].row.constant -= delta
      if basicRows[positiveIndex].row.constant < 0 { infeasibleRows.append(positiveError) }
    } else if negativeIndex >= 0 {
      basicRows[negativeIndex].row.constant += delta
      if basicRows[negativeIndex].row.constant < 0 { infeasibleRows.append(basicRows[negativeIndex].symbol) }
    } else {
      for index in basicRows.indices {
        let coefficient = basicRows[index].row.coefficient(for: positiveError)
        if coefficient != 0 {
          basicRows[index].row.constant += delta * coefficient
          let basic = basicRows[index].symbol
          if basic.isRestricted && basicRows[index].row.constant < 0 { infeasibleRows.append(basic) }
        }
      }
    }
    dualOptimize()
  }

  // MARK: Building rows

  /// Makes a new symbol of `kind`, parametric, with a free id if there is one.
  private mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
    if let id = freeSymbolIDs.popLast() { return Symbol(id: id, kind: kind) }
    if rowIndices.isEmpty {
      // A first symbol: room for a small system at once, rather than growing one row at a time.
      rowIndices.reserveCapacity(64)
      basicRows.reserveCapacity(32)
      externals.reserveCapacity(16)
    }
    let symbol = Symbol(id: rowIndices.count, kind: kind)
    rowIndices.append(-1)
    return symbol
  }

  /// A new symbol for `variable`, which the tableau has not seen.
  private mutating func makeExternalSymbol(for variable: Variable) -> Symbol {
    let symbol = makeSymbol(.external)
    externalIndices.set(externals.count, for: variable.id)
    externals.append(External(variable: variable, symbol: symbol))
    return symbol
  }

  /// The row of `constraint` over the current parametric symbols, with its slack, error or dummy
  /// symbols, and with a non-negative constant.
  private mutating func makeRow(for constraint: Constraint) -> (Row, ConstraintTag) {
    // Room for the terms and the two symbols of the relation, so the row does not grow by steps.
    let terms = constraint.expression.terms
    var row = Row(constant: constraint.expression.constant, capacity: terms.count + 2)
    // The terms are read in place: a copy of a term would retain its variable's name.
    for index in terms.indices where terms[index].coefficient != 0 {
      let coefficient = terms[index].coefficient
      let symbol =
        externalIndices[terms[index].variable.id].map { externals[$0].symbol }
        ?? makeExternalSymbol(for: terms[index].variable)
      if let basicIndex = rowIndex(of: symbol) {
        row.insert(basicRows[basicIndex].row, coefficient: coefficient, scratch: &scratch)
      } else {
        row.insert(symbol, coefficient: coefficient)
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
    if let external = row.firstCell(where: { !$0.symbol.isRestricted }) {
      return external.symbol
    }
    func isSubject(_ symbol: Symbol) -> Bool {
      (symbol.kind == .slack || symbol.kind == .error) && row.coefficient(for: symbol) < 0
    }
    if isSubject(tag.marker) { return tag.marker }
    if let other = tag.other, isSubject(other) { return other }
    return nil
  }

  /// The symbol phase one would bring in with its first pivot, when that pivot is certain to end it:
  /// the artificial variable's row itself wins the ratio test (strictly), so the artificial variable
  /// leaves at once and the row ends up solved for that symbol, exactly as ``insertWithArtificialVariable(_:)``
  /// would leave it. `nil` when phase one may take more pivots or fail; it then runs in full.
  ///
  /// This is the usual case (a constraint that moves a free part of the layout), and it needs no copy
  /// of the tableau to restore on failure.
  private func phaseOneSingleStep(for row: Row) -> Symbol? {
    guard let entering = row.firstCell(where: { $0.coefficient < 0 && $0.symbol.kind != .dummy }) else {
      return nil
    }
    let ownRatio = -row.constant / entering.coefficient
    for basicRow in basicRows where basicRow.symbol.isRestricted {
      let coefficient = basicRow.row.coefficient(for: entering.symbol)
      if coefficient < 0 && -basicRow.row.constant / coefficient <= ownRatio { return nil }
    }
    return entering.symbol
  }

  /// Adds a row that has no subject by minimising an artificial variable equal to it (phase one).
  ///
  /// - Returns: `nil` when the row could be satisfied and is now in the tableau; otherwise the
  ///   symbols of the final phase-one row, whose required markers prove the conflict. The caller
  ///   restores the tableau in that case.
  private mutating func insertWithArtificialVariable(_ row: Row) -> Set<Symbol>? {
    let artificialSymbol = makeSymbol(.slack)
    addRow(row, for: artificialSymbol)
    artificial = row
    optimize(.artificial)
    let phaseOneRow = artificial ?? row
    artificial = nil
    guard abs(phaseOneRow.constant) < nearZero else { return Set(phaseOneRow.symbols) }
    if var artificialRow = removeRow(of: artificialSymbol), !artificialRow.isEmpty {
      let pivotable = artificialRow.firstCell {
        $0.symbol.kind == .slack || $0.symbol.kind == .error
      }
      guard let entering = pivotable?.symbol else { return Set(artificialRow.symbols) }
      artificialRow.solve(for: artificialSymbol, entering)
      substitute(entering, with: artificialRow)
      addRow(consume artificialRow, for: entering)
    }
    for index in basicRows.indices { basicRows[index].row.remove(artificialSymbol) }
    for level in objectives.indices { objectives[level].row.remove(artificialSymbol) }
    freeSymbolIDs.append(artificialSymbol.id)
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
      // Room for a few levels at once; layouts use a handful of priorities.
      if objectives.capacity == 0 { objectives.reserveCapacity(4) }
      objectives.insert(ObjectiveLevel(priority: priority), at: level)
    }
    objectives[level].constraintCount += 1
    insertErrors(of: tag, level: level, coefficient: constraint.strength.weight)
  }

  /// Takes a preference's weighted errors out of the objective, dropping the level once unused.
  private mutating func unregisterPreference(of constraint: Constraint, tag: ConstraintTag) {
    guard let level = objectives.firstIndex(where: { $0.priority == constraint.strength.priority })
    else { return }
    insertErrors(of: tag, level: level, coefficient: -constraint.strength.weight)
    objectives[level].constraintCount -= 1
    if objectives[level].constraintCount == 0 { objectives.remove(at: level) }
  }

  /// Adds `coefficient ·` each error symbol of `tag` to an objective level.
  private mutating func insertErrors(of tag: ConstraintTag, level: Int, coefficient: Double) {
    if tag.marker.kind == .error { insertIntoObjective(tag.marker, level: level, coefficient: coefficient) }
    if let other = tag.other, other.kind == .error {
      insertIntoObjective(other, level: level, coefficient: coefficient)
    }
  }

  /// Adds `coefficient · symbol` to an objective level, through the symbol's row if it is basic.
  private mutating func insertIntoObjective(_ symbol: Symbol, level: Int, coefficient: Double) {
    if let index = rowIndex(of: symbol) {
      objectives[level].row.insert(basicRows[index].row, coefficient: coefficient, scratch: &scratch)
    } else {
      objectives[level].row.insert(symbol, coefficient: coefficient)
    }
  }

  // MARK: Simplex

  /// Runs the primal simplex until no parametric symbol can lower the objective.
  private mutating func optimize(_ objective: Objective) {
    while let entering = enteringSymbol(objective), let leaving = leavingRow(for: entering) {
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// The smallest-id symbol whose coefficients in `objective` are lexicographically negative: zero on
  /// every level above the first level where it is non-zero, and negative there. Dummies never enter.
  private func enteringSymbol(_ objective: Objective) -> Symbol? {
    switch objective {
    case .artificial:
      return artificial?.firstCell { $0.coefficient < 0 && $0.symbol.kind != .dummy }?.symbol
    case .preferences:
      var best: Symbol?
      for level in objectives.indices {
        // The level's first candidate; the search stops early at a symbol no smaller than the best.
        let found = objectives[level].row.firstCell { cell in
          guard cell.coefficient < 0 && cell.symbol.kind != .dummy else { return false }
          if let current = best, current.id <= cell.symbol.id { return true }
          return (0..<level).allSatisfy { objectives[$0].row.coefficient(for: cell.symbol) == 0 }
        }
        if let found, best.map({ found.symbol.id < $0.id }) ?? true { best = found.symbol }
      }
      return best
    }
  }

  /// The restricted row that limits how far `entering` can grow (minimum ratio; smallest id on ties).
  private func leavingRow(for entering: Symbol) -> Symbol? {
    var best: (symbol: Symbol, ratio: Double)?
    for basicRow in basicRows where basicRow.symbol.isRestricted {
      let coefficient = basicRow.row.coefficient(for: entering)
      guard coefficient < 0 else { continue }
      let ratio = -basicRow.row.constant / coefficient
      if Self.isBetter(basicRow.symbol, ratio, than: best) { best = (basicRow.symbol, ratio) }
    }
    return best?.symbol
  }

  /// The row to pivot `marker` into when removing its constraint: preferably a restricted row that
  /// stays feasible, else any row that contains it.
  private func markerLeavingRow(for marker: Symbol) -> Symbol? {
    var shrinking: (symbol: Symbol, ratio: Double)?
    var growing: (symbol: Symbol, ratio: Double)?
    var unrestricted: Symbol?
    for basicRow in basicRows {
      let basic = basicRow.symbol
      let coefficient = basicRow.row.coefficient(for: marker)
      if coefficient == 0 { continue }
      if !basic.isRestricted {
        if unrestricted.map({ basic.id < $0.id }) ?? true { unrestricted = basic }
      } else if coefficient < 0 {
        let ratio = -basicRow.row.constant / coefficient
        if Self.isBetter(basic, ratio, than: shrinking) { shrinking = (basic, ratio) }
      } else {
        let ratio = basicRow.row.constant / coefficient
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
      guard value(of: leaving) < 0, let entering = dualEnteringSymbol(leaving: leaving) else { continue }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// The symbol of the infeasible row `leaving` whose entry keeps the objective optimal: among the
  /// positive cells, the lexicographically smallest objective-to-cell ratio (smallest id on ties).
  ///
  /// Ratios closer than `nearZero` count as equal: rounding makes mathematically equal ratios differ
  /// in the last bits, and an exact comparison would then let noise in a higher level decide, and the
  /// pivot would break optimality in a lower one.
  private func dualEnteringSymbol(leaving: Symbol) -> Symbol? {
    guard let row = row(of: leaving) else { return nil }
    var best: Row.Cell?
    row.forEachCell { cell in
      guard cell.coefficient > 0 && cell.symbol.kind != .dummy else { return }
      if let current = best, !ratiosPrecede(cell, current) { return }
      best = cell
    }
    return best?.symbol
  }

  /// Whether `candidate`'s objective-to-cell ratios come before `current`'s, level by level from the
  /// highest, components within `nearZero` taken as equal; by smaller id when all are equal.
  private func ratiosPrecede(_ candidate: Row.Cell, _ current: Row.Cell) -> Bool {
    for level in objectives {
      let mine = level.row.coefficient(for: candidate.symbol) / candidate.coefficient
      let theirs = level.row.coefficient(for: current.symbol) / current.coefficient
      if abs(mine - theirs) >= nearZero { return mine < theirs }
    }
    return candidate.symbol.id < current.symbol.id
  }

  /// Makes `entering` basic in place of `leaving`, rewriting every row and objective that uses it.
  private mutating func pivot(entering: Symbol, leaving: Symbol) {
    guard var row = removeRow(of: leaving) else { return }
    row.solve(for: leaving, entering)
    substitute(entering, with: row)
    addRow(consume row, for: entering)
  }

  /// Replaces the parametric `symbol` by `row` in every row and objective, noting rows made infeasible.
  private mutating func substitute(_ symbol: Symbol, with row: Row) {
    for index in basicRows.indices {
      if basicRows[index].row.substitute(symbol, with: row, scratch: &scratch) {
        let basic = basicRows[index].symbol
        if basic.isRestricted && basicRows[index].row.constant < 0 { infeasibleRows.append(basic) }
      }
    }
    for level in objectives.indices { objectives[level].row.substitute(symbol, with: row, scratch: &scratch) }
    artificial?.substitute(symbol, with: row, scratch: &scratch)
  }
}
