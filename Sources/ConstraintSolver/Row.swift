/// Coefficients below this magnitude are taken as zero, which keeps rounding noise out of the tableau.
let nearZero = 1e-8

/// One linear row of the tableau: `constant + Σ coefficient · symbol`.
///
/// As a basic row it gives the value of its basic symbol in terms of the parametric symbols; as a
/// new constraint row it states `0 = constant + Σ coefficient · symbol`.
///
/// The cells are kept sorted by symbol id, without near-zero coefficients, so a look-up is a binary
/// search and adding one row to another is a linear merge: no hashing on the solver's hot path, and
/// no allocation once the rows have the capacity their system needs.
struct Row: Sendable {
  /// One `coefficient · symbol` term of a row.
  struct Cell: Sendable {
    /// The symbol of the term.
    let symbol: Symbol
    /// Its coefficient, never within `nearZero` of zero.
    var coefficient: Double
  }

  /// The constant part of the row.
  var constant: Double

  /// The non-zero terms, sorted by symbol id.
  private(set) var cells: [Cell] = []

  /// An empty row with room for `capacity` cells.
  init(constant: Double = 0, capacity: Int = 0) {
    self.constant = constant
    cells.reserveCapacity(capacity)
  }

  /// The symbols of the row, by increasing id.
  var symbols: [Symbol] { cells.map(\.symbol) }

  /// Whether the row has no symbol other than dummies (so it cannot move any restricted symbol).
  var hasOnlyDummies: Bool { cells.allSatisfy { $0.symbol.kind == .dummy } }

  /// Where `symbol` is, or would be inserted, in `cells`.
  private func position(of symbol: Symbol) -> (index: Int, isPresent: Bool) {
    var low = 0
    var high = cells.count
    while low < high {
      let middle = (low + high) / 2
      let id = cells[middle].symbol.id
      if id == symbol.id { return (middle, true) }
      if id < symbol.id { low = middle + 1 } else { high = middle }
    }
    return (low, false)
  }

  /// The coefficient of `symbol`, zero when it does not appear.
  func coefficient(for symbol: Symbol) -> Double {
    let (index, isPresent) = position(of: symbol)
    return isPresent ? cells[index].coefficient : 0
  }

  /// Adds `coefficient · symbol`, dropping the cell if it cancels to (near) zero.
  mutating func insert(_ symbol: Symbol, coefficient: Double) {
    let (index, isPresent) = position(of: symbol)
    if isPresent {
      let sum = cells[index].coefficient + coefficient
      if abs(sum) < nearZero {
        cells.remove(at: index)
      } else {
        cells[index].coefficient = sum
      }
    } else if abs(coefficient) >= nearZero {
      cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
    }
  }

  /// Adds `coefficient · other`, constant included, by merging the sorted cells.
  ///
  /// The merge writes into `scratch` and then swaps storage with it, so the row's old storage becomes
  /// the next merge's scratch: once the buffers that circulate this way have grown to the sizes a
  /// system needs, no merge allocates.
  mutating func insert(_ other: Row, coefficient: Double = 1, scratch: inout [Cell]) {
    merge(other, coefficient: coefficient, skipping: -1, scratch: &scratch)
  }

  /// Merges `coefficient · other` into the cells, leaving out the cell at `skipped` (-1: none).
  private mutating func merge(_ other: Row, coefficient: Double, skipping skipped: Int, scratch: inout [Cell])
  {
    constant += other.constant * coefficient
    scratch.removeAll(keepingCapacity: true)
    let needed = cells.count + other.cells.count
    // The buffers circulate between rows: one that has to grow grows to twice what is needed (and
    // at least 16 cells), so that it grows once rather than at every larger merge it meets.
    if scratch.capacity < needed { scratch.reserveCapacity(max(2 * needed, 16)) }
    scratch.reserveCapacity(needed)
    cells.withUnsafeBufferPointer { mine in
      other.cells.withUnsafeBufferPointer { theirs in
        var myIndex = 0
        var theirIndex = 0
        while true {
          if myIndex == skipped { myIndex += 1 }
          let myID = myIndex < mine.count ? mine[myIndex].symbol.id : Int.max
          let theirID = theirIndex < theirs.count ? theirs[theirIndex].symbol.id : Int.max
          if myID == Int.max && theirID == Int.max { break }
          var cell: Cell
          if myID < theirID {
            cell = mine[myIndex]
            myIndex += 1
          } else {
            cell = theirs[theirIndex]
            cell.coefficient *= coefficient
            if myID == theirID {
              cell.coefficient += mine[myIndex].coefficient
              myIndex += 1
            }
            theirIndex += 1
          }
          if abs(cell.coefficient) >= nearZero { scratch.append(cell) }
        }
      }
    }
    swap(&cells, &scratch)
  }

  /// Removes the cell of `symbol`.
  mutating func remove(_ symbol: Symbol) {
    let (index, isPresent) = position(of: symbol)
    if isPresent { cells.remove(at: index) }
  }

  /// Negates the constant and every coefficient.
  mutating func reverseSign() {
    constant = -constant
    for index in cells.indices { cells[index].coefficient.negate() }
  }

  /// Turns `0 = constant + c · symbol + rest` into `symbol = -(constant + rest) / c`.
  ///
  /// The caller guarantees that `symbol` appears in the row.
  mutating func solve(for symbol: Symbol) {
    let (index, isPresent) = position(of: symbol)
    guard isPresent else { return }
    let factor = -1 / cells.remove(at: index).coefficient
    constant *= factor
    for index in cells.indices { cells[index].coefficient *= factor }
  }

  /// Turns the basic row `basic = …` into a row for `entering`, which must appear in it.
  mutating func solve(for basic: Symbol, _ entering: Symbol) {
    insert(basic, coefficient: -1)
    solve(for: entering)
  }

  /// Replaces `symbol` by the expression `row`, if `symbol` appears; the merge goes through
  /// `scratch` (see ``insert(_:coefficient:scratch:)``).
  ///
  /// - Returns: Whether `symbol` appeared (and so the row changed).
  @discardableResult
  mutating func substitute(_ symbol: Symbol, with row: Row, scratch: inout [Cell]) -> Bool {
    let (index, isPresent) = position(of: symbol)
    guard isPresent else { return false }
    merge(row, coefficient: cells[index].coefficient, skipping: index, scratch: &scratch)
    return true
  }
}
