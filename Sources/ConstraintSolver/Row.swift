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
///
/// The cells are the first `count` elements of a ``CellStorage``, shared between copies of a row
/// until one of them changes (copy on write, as `Array` does). The row writes, shifts and merges
/// its cells through pointers, with one uniqueness check per operation rather than one per cell,
/// and a new storage costs one allocation: an `Array` of cells would look up its storage's generic
/// metadata on each allocation (about 300 instructions) and go through generic code to insert and
/// remove.
///
/// Sending a row to another thread is safe for the reason it is for an `Array`: a row writes to its
/// storage only while it holds the one reference to it (``reserve(_:)``), so copies never see each
/// other's changes. The compiler cannot check this through `ManagedBuffer`, hence `@unchecked`.
struct Row: @unchecked Sendable {
  /// One `coefficient · symbol` term of a row.
  struct Cell: Sendable {
    /// The symbol of the term.
    let symbol: Symbol
    /// Its coefficient, never within `nearZero` of zero.
    var coefficient: Double
  }

  /// The constant part of the row.
  var constant: Double

  /// The cells (the first `count`) and the room after them.
  private var storage: CellStorage

  /// How many cells the row has.
  private(set) var count = 0

  /// How many cells `storage` has room for. It is kept here rather than read from the storage's
  /// header: reading a class's stored property costs a dynamic exclusivity check (about 50
  /// instructions), and the row asks before every change.
  private var room: Int

  /// A bit for every symbol the row has: bit `id % 64`. Most rows lack most symbols, and a pivot asks
  /// every row for the entering symbol, so a clear bit answers with one test instead of a binary
  /// search. Removing a cell may leave its bit set (it still covers every cell); merges and
  /// ``solve(for:)``, which write every cell, make it exact again.
  private var symbolBits: UInt64 = 0

  /// An empty row with room for `capacity` cells (at least ``CellStorage/minimumCapacity`` when it
  /// is not zero).
  init(constant: Double = 0, capacity: Int = 0) {
    self.constant = constant
    (storage, room) = capacity > 0 ? CellStorage.make(room: capacity) : (CellStorage.empty, 0)
  }

  /// Whether the row has no cells.
  var isEmpty: Bool { count == 0 }

  /// Makes the storage this row's alone with room for `needed` cells, keeping the cells. Storage
  /// that has to grow grows to twice what is needed: buffers circulate between rows through
  /// merges, so each grows once rather than at every larger merge it meets.
  private mutating func reserve(_ needed: Int) {
    if room >= needed && isKnownUniquelyReferenced(&storage) { return }
    let (grown, grownRoom) = CellStorage.make(room: room >= needed ? room : 2 * needed)
    let count = count
    grown.withUnsafeMutablePointerToElements { target in
      storage.withUnsafeMutablePointerToElements { source in target.initialize(from: source, count: count) }
    }
    storage = grown
    room = grownRoom
  }

  /// Runs `body` on the cells, read-only.
  private func withCells<Result>(_ body: (UnsafeBufferPointer<Cell>) -> Result) -> Result {
    storage.withUnsafeMutablePointerToElements { body(UnsafeBufferPointer(start: $0, count: count)) }
  }

  /// Runs `body` on the cells and the room after them (`count` cells, then `room`), after making
  /// the storage this row's alone.
  private mutating func withMutableCells<Result>(
    room: Int = 0, _ body: (UnsafeMutablePointer<Cell>) -> Result
  ) -> Result {
    reserve(count + room)
    return storage.withUnsafeMutablePointerToElements(body)
  }

  /// The first cell, by increasing symbol id, that satisfies `predicate`.
  func firstCell(where predicate: (Cell) -> Bool) -> Cell? {
    withCells { $0.first(where: predicate) }
  }

  /// Calls `body` on every cell, by increasing symbol id.
  func forEachCell(_ body: (Cell) -> Void) {
    withCells { $0.forEach(body) }
  }

  /// The symbols of the row, by increasing id.
  var symbols: [Symbol] { withCells { $0.map(\.symbol) } }

  /// Whether the row has no symbol other than dummies (so it cannot move any restricted symbol).
  var hasOnlyDummies: Bool { withCells { $0.allSatisfy { $0.symbol.kind == .dummy } } }

  /// The bit of `symbol` in ``symbolBits``.
  private static func bit(of symbol: Symbol) -> UInt64 { 1 &<< UInt64(truncatingIfNeeded: symbol.id & 63) }

  /// The index of the cell of `symbol`, `nil` when the row does not have it.
  private func index(of symbol: Symbol) -> Int? {
    guard symbolBits & Self.bit(of: symbol) != 0 else { return nil }
    let (index, isPresent) = position(of: symbol)
    return isPresent ? index : nil
  }

  /// Where `symbol` is, or would be inserted, in the cells.
  private func position(of symbol: Symbol) -> (index: Int, isPresent: Bool) {
    withCells { cells in
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
  }

  /// The coefficient of the cell at `index`, which must be below `count`.
  private func coefficient(at index: Int) -> Double {
    storage.withUnsafeMutablePointerToElements { $0[index].coefficient }
  }

  /// The coefficient of `symbol`, zero when it does not appear.
  func coefficient(for symbol: Symbol) -> Double {
    index(of: symbol).map { coefficient(at: $0) } ?? 0
  }

  /// Adds `coefficient · symbol`, dropping the cell if it cancels to (near) zero.
  mutating func insert(_ symbol: Symbol, coefficient: Double) {
    let (index, isPresent) = position(of: symbol)
    if isPresent {
      let sum = self.coefficient(at: index) + coefficient
      if abs(sum) < nearZero {
        removeCell(at: index)
      } else {
        withMutableCells { $0[index].coefficient = sum }
      }
    } else if abs(coefficient) >= nearZero {
      let count = count
      // Cells are plain values (bitwise copyable), so moving them is a `memmove` and leaves
      // nothing to deinitialise.
      withMutableCells(room: 1) { cells in
        (cells + index + 1).moveInitialize(from: cells + index, count: count - index)
        (cells + index).initialize(to: Cell(symbol: symbol, coefficient: coefficient))
      }
      self.count += 1
      symbolBits |= Self.bit(of: symbol)
    }
  }

  /// Removes the cell at `index`, moving the later cells down.
  private mutating func removeCell(at index: Int) {
    let count = count
    withMutableCells { cells in
      (cells + index).moveInitialize(from: cells + index + 1, count: count - index - 1)
    }
    self.count -= 1
  }

  /// Adds `coefficient · other`, constant included, by merging the sorted cells.
  ///
  /// The merge writes into `scratch` and then swaps storage with it, so the row's old storage becomes
  /// the next merge's scratch: once the buffers that circulate this way have grown to the sizes a
  /// system needs, no merge allocates.
  mutating func insert(_ other: Row, coefficient: Double = 1, scratch: inout Row) {
    merge(other, coefficient: coefficient, skipping: -1, scratch: &scratch)
  }

  /// Merges `coefficient · other` into the cells, leaving out the cell at `skipped` (-1: none).
  private mutating func merge(_ other: Row, coefficient: Double, skipping skipped: Int, scratch: inout Row) {
    constant += other.constant * coefficient
    let myCount = count
    let theirCount = other.count
    scratch.count = 0
    (count, symbolBits) = scratch.withMutableCells(room: myCount + theirCount) { merged in
      withCells { mine in
        other.withCells { theirs in
          var written = 0
          /// Appends `coefficient · symbol` unless the coefficient is (near) zero.
          func append(_ symbol: Symbol, _ coefficient: Double) {
            if abs(coefficient) >= nearZero {
              (merged + written).initialize(to: Cell(symbol: symbol, coefficient: coefficient))
              written += 1
            }
          }
          var myIndex = 0
          var theirIndex = 0
          /// Merges my cells up to `end` with theirs, then my remaining cells up to `end` alone.
          func mergeMine(before end: Int) {
            while myIndex < end && theirIndex < theirCount {
              let mineCell = mine[myIndex]
              let theirCell = theirs[theirIndex]
              if mineCell.symbol.id < theirCell.symbol.id {
                append(mineCell.symbol, mineCell.coefficient)
                myIndex += 1
              } else if mineCell.symbol.id > theirCell.symbol.id {
                append(theirCell.symbol, theirCell.coefficient * coefficient)
                theirIndex += 1
              } else {
                append(theirCell.symbol, theirCell.coefficient * coefficient + mineCell.coefficient)
                myIndex += 1
                theirIndex += 1
              }
            }
            while myIndex < end {
              append(mine[myIndex].symbol, mine[myIndex].coefficient)
              myIndex += 1
            }
          }
          // The skipped cell splits mine in two, so the merge loop itself never tests for it.
          if skipped >= 0 {
            mergeMine(before: skipped)
            myIndex += 1
          }
          mergeMine(before: myCount)
          while theirIndex < theirCount {
            append(theirs[theirIndex].symbol, theirs[theirIndex].coefficient * coefficient)
            theirIndex += 1
          }
          // The bits in a pass of their own: in the merge loop they would cost it a register.
          var bits: UInt64 = 0
          for index in 0..<written { bits |= Self.bit(of: merged[index].symbol) }
          return (written, bits)
        }
      }
    }
    swap(&storage, &scratch.storage)
    swap(&room, &scratch.room)
  }

  /// Removes the cell of `symbol`.
  mutating func remove(_ symbol: Symbol) {
    if let index = index(of: symbol) { removeCell(at: index) }
  }

  /// Negates the constant and every coefficient.
  mutating func reverseSign() {
    constant = -constant
    let count = count
    withMutableCells { cells in
      for index in 0..<count { cells[index].coefficient.negate() }
    }
  }

  /// Turns `0 = constant + c · symbol + rest` into `symbol = -(constant + rest) / c`.
  ///
  /// The caller guarantees that `symbol` appears in the row.
  mutating func solve(for symbol: Symbol) {
    guard let removed = index(of: symbol) else { return }
    let count = count
    let factor = -1 / coefficient(at: removed)
    constant *= factor
    // One pass: scale the cells, moving the ones after the removed cell down by one.
    symbolBits = withMutableCells { cells in
      var bits: UInt64 = 0
      for index in 0..<removed {
        cells[index].coefficient *= factor
        bits |= Self.bit(of: cells[index].symbol)
      }
      for index in (removed + 1)..<count {
        cells[index - 1] = Cell(symbol: cells[index].symbol, coefficient: cells[index].coefficient * factor)
        bits |= Self.bit(of: cells[index].symbol)
      }
      return bits
    }
    self.count -= 1
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
  mutating func substitute(_ symbol: Symbol, with row: Row, scratch: inout Row) -> Bool {
    guard let index = index(of: symbol) else { return false }
    merge(row, coefficient: coefficient(at: index), skipping: index, scratch: &scratch)
    return true
  }
}

/// The cells of a row and the room after them, in one allocation; the header is how many cells fit
/// (the row keeps a copy, which is cheaper to read).
///
/// Rows share a storage only copy-on-write (see ``Row``). The cells are plain values, so the storage
/// needs no deinitialiser for them; the room after a row's cells is never read.
final class CellStorage: ManagedBuffer<Int, Row.Cell> {
  /// The fewest cells a storage has room for when any are asked for, so that short rows do not grow
  /// cell by cell as they take in other rows.
  static let minimumCapacity = 16

  /// The storage of rows that never had a cell, which no row ever writes to (it has no room, so a
  /// row's first insertion moves to a storage of its own).
  nonisolated(unsafe) static let empty = make(room: 0).storage

  /// A storage with room for at least `room` cells (``minimumCapacity`` unless zero), all the room
  /// its allocation has, and how many cells that is.
  static func make(room: Int) -> (storage: CellStorage, room: Int) {
    var capacity = 0
    let storage = create(minimumCapacity: room == 0 ? 0 : max(room, minimumCapacity)) {
      capacity = $0.capacity
      return capacity
    }
    return (unsafeDowncast(storage, to: CellStorage.self), capacity)
  }
}
