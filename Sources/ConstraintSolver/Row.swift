/// Coefficients below this magnitude are taken as zero, which keeps rounding noise out of the tableau.
let nearZero = 1e-8

/// One linear row of the tableau: `constant + Σ coefficient · symbol`.
///
/// As a basic row it gives the value of its basic symbol in terms of the parametric symbols; as a
/// new constraint row it states `0 = constant + Σ coefficient · symbol`. Cells whose coefficient
/// falls below `nearZero` are dropped.
struct Row: Sendable {
  /// The constant part of the row.
  var constant: Double

  /// The coefficient of every symbol that appears in the row.
  private(set) var cells: [Symbol: Double] = [:]

  init(constant: Double = 0) {
    self.constant = constant
  }

  /// The coefficient of `symbol`, zero when it does not appear.
  func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

  /// Whether the row has no symbol other than dummies (so it cannot move any restricted symbol).
  var hasOnlyDummies: Bool { cells.keys.allSatisfy { $0.kind == .dummy } }

  /// Adds `coefficient · symbol`, dropping the cell if it cancels to (near) zero.
  mutating func insert(_ symbol: Symbol, coefficient: Double) {
    let sum = (cells[symbol] ?? 0) + coefficient
    cells[symbol] = abs(sum) < nearZero ? nil : sum
  }

  /// Adds `coefficient · other`, constant included.
  mutating func insert(_ other: Row, coefficient: Double = 1) {
    constant += other.constant * coefficient
    for (symbol, otherCoefficient) in other.cells {
      insert(symbol, coefficient: otherCoefficient * coefficient)
    }
  }

  /// Removes the cell of `symbol`.
  mutating func remove(_ symbol: Symbol) {
    cells[symbol] = nil
  }

  /// Negates the constant and every coefficient.
  mutating func reverseSign() {
    constant = -constant
    cells = cells.mapValues { -$0 }
  }

  /// Turns `0 = constant + c · symbol + rest` into `symbol = -(constant + rest) / c`.
  ///
  /// The caller guarantees that `symbol` appears in the row.
  mutating func solve(for symbol: Symbol) {
    let factor = -1 / (cells.removeValue(forKey: symbol) ?? 1)
    constant *= factor
    cells = cells.mapValues { $0 * factor }
  }

  /// Turns the basic row `basic = …` into a row for `entering`, which must appear in it.
  mutating func solve(for basic: Symbol, _ entering: Symbol) {
    insert(basic, coefficient: -1)
    solve(for: entering)
  }

  /// Replaces `symbol` by the expression `row`, if `symbol` appears.
  ///
  /// - Returns: Whether `symbol` appeared (and so the row changed).
  @discardableResult
  mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
    guard let coefficient = cells.removeValue(forKey: symbol) else { return false }
    insert(row, coefficient: coefficient)
    return true
  }
}
