/// The event totals of one callgrind run, read from its output file.
///
/// Callgrind writes an `events:` line naming the counted events (`Ir`, and with cache and branch
/// simulation `Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw Bc Bcm Bi Bim`) and a `summary:` (older
/// versions: `totals:`) line with one total per event, in the same order.
public struct CallgrindTotals: Hashable, Sendable {
  /// Each event's total, by callgrind's event name.
  public var events: [String: Double]

  /// Totals given directly, for tests and arithmetic.
  ///
  /// - Parameter events: Each event's total, by callgrind's event name.
  public init(events: [String: Double]) {
    self.events = events
  }

  /// Reads the totals from the text of a callgrind output file.
  ///
  /// - Parameter text: The whole output file.
  /// - Throws: ``InstructionCountError/unreadableProfile(reason:)`` when the file has no `events:`
  ///   line, no `summary:` or `totals:` line, or their counts disagree.
  public init(parsing text: String) throws(InstructionCountError) {
    var names: [String]?
    var totals: [Double]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      if line.hasPrefix("events:") {
        names = line.dropFirst("events:".count).split(separator: " ").map(String.init)
      } else if line.hasPrefix("summary:") || (totals == nil && line.hasPrefix("totals:")) {
        let numbers = line.drop { $0 != ":" }.dropFirst().split(separator: " ")
        totals = numbers.compactMap { Double($0) }
        guard totals?.count == numbers.count else {
          throw .unreadableProfile(reason: "the line '\(line)' holds something other than numbers")
        }
      }
    }
    guard let names, !names.isEmpty else { throw .unreadableProfile(reason: "no 'events:' line") }
    guard let totals else { throw .unreadableProfile(reason: "no 'summary:' or 'totals:' line") }
    guard totals.count <= names.count else {
      throw .unreadableProfile(reason: "\(totals.count) totals for \(names.count) events")
    }
    // Callgrind may leave trailing zero totals out.
    var events: [String: Double] = [:]
    for (index, name) in names.enumerated() {
      events[name] = index < totals.count ? totals[index] : 0
    }
    self.events = events
  }

  /// The counted metrics these totals hold: instructions always, the simulated cache misses and
  /// branch mispredictions when the run simulated them.
  public var metrics: [BenchmarkMetric: Double] {
    var metrics: [BenchmarkMetric: Double] = [:]
    metrics[.instructions] = events["Ir"]
    if let first = sum(["I1mr", "D1mr", "D1mw"]) { metrics[.firstLevelCacheMisses] = first }
    if let last = sum(["ILmr", "DLmr", "DLmw"]) { metrics[.lastLevelCacheMisses] = last }
    if let mispredicted = sum(["Bcm", "Bim"]) { metrics[.branchMispredictions] = mispredicted }
    return metrics
  }

  private func sum(_ names: [String]) -> Double? {
    let values = names.compactMap { events[$0] }
    return values.count == names.count ? values.reduce(0, +) : nil
  }

  /// The cost of one operation: the difference between a run of twice as many operations and a
  /// run of `operations`, divided by `operations`, so whatever both runs pay once (the call into
  /// the measured region, first-call binding) cancels out.
  ///
  /// - Parameters:
  ///   - once: The totals of the run of `operations` operations.
  ///   - twice: The totals of the run of `2 × operations`.
  ///   - operations: The operations of the shorter run; at least 1.
  /// - Returns: Each counted metric per operation, for the metrics both runs hold.
  public static func perOperation(once: CallgrindTotals, twice: CallgrindTotals, operations: Int)
    -> [BenchmarkMetric: Double]
  {
    let shorter = once.metrics
    var perOperation: [BenchmarkMetric: Double] = [:]
    for (metric, longer) in twice.metrics {
      guard let short = shorter[metric] else { continue }
      perOperation[metric] = (longer - short) / Double(max(operations, 1))
    }
    return perOperation
  }
}
