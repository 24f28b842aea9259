import Runtime

/// What one run of an event sequence saw, step by step.
package struct SequenceOutcome: Sendable {
  /// The first invariant broken: its name, what was wrong, and the step (from 0) after which.
  package var violation: (invariant: String, message: String, step: Int)?
  /// A hash of what could be seen after each step that ran.
  package var states: [Int] = []
  /// Whether each step that ran could not apply and was skipped.
  package var skipped: [Bool] = []

  /// An outcome with nothing seen yet.
  package init() {}
}

/// A broken invariant with the sequence that first broke it and a shrunk one.
package struct FoundViolation<Event> {
  /// The invariant's name.
  package let invariant: String
  /// What was wrong after the last event of ``minimal``.
  package let message: String
  /// The sequence that broke it, up to the step that did.
  package let found: [Event]
  /// A shortest sequence found that still breaks it.
  package let minimal: [Event]
}

/// The search over event sequences an exploration makes, and the shrinking of what it finds: the
/// same for every kind of app it explores (a screen of a test's, a scenario file's app).
///
/// It knows nothing of apps: `run` runs a sequence in a fresh app and says what it saw, and
/// `shorter` gives a shorter version of an event (a shorter wait) for shrinking, nil when there is
/// none. Everything it does follows from its inputs and the seed, so the same inputs give the same
/// counts and violations.
package struct SequenceSearch<Event, Failure: Error> {
  private let events: [Event]
  private let firstEvents: [Int]
  private let run: ([Event]) throws(Failure) -> SequenceOutcome
  private let shorter: (Event) -> Event?
  private let independent: (Event, Event) -> Bool
  /// Pairs of events declared independent that did not commute from the first state, as
  /// `first * events.count + second` both ways round.
  private var seenNotToCommute: Set<Int> = []
  /// How many sequences ran.
  package private(set) var sequencesRun = 0
  /// How many different states were seen after a step.
  package private(set) var statesSeen = 0
  /// How many sequences were not extended (a skipped last event, or a state already seen as shallow).
  package private(set) var sequencesPruned = 0
  /// How many events could not apply where they were tried.
  package private(set) var eventsSkipped = 0
  /// How many sequences were not run because they only reorder commuting events of one already run.
  package private(set) var orderingsSkipped = 0
  /// The first violation of each invariant, shrunk, in the order found.
  package private(set) var violations: [FoundViolation<Event>] = []
  /// The fewest steps each state was reached in, and the events its extensions were spared (its
  /// sleep set: commuting events whose orderings a sibling covers).
  private var shallowest: [Int: (level: Int, sleep: Set<Int>)] = [:]
  /// Told after each sequence how many sequences ran, how many states were seen and how many
  /// invariants broke so far (for a progress line).
  package var progress: ((_ sequences: Int, _ states: Int, _ violations: Int) -> Void)?

  /// A search over sequences of `events`, each run by `run`; the exhaustive search begins only with
  /// the events at `firstEvents` (every one by default), so machines can share it.
  ///
  /// `independent` says which pairs of events commute wherever both can happen (they touch disjoint
  /// parts of the app): the exhaustive search runs one ordering of such events, not every one
  /// (partial-order reduction with sleep sets). Before it does, each such pair is run both ways
  /// round from the first state, and a pair that ends in different states there is treated as
  /// dependent from then on. None commute by default.
  package init(
    events: [Event], firstEvents: [Int]? = nil, run: @escaping ([Event]) throws(Failure) -> SequenceOutcome,
    shorter: @escaping (Event) -> Event? = { _ in nil },
    independent: @escaping (Event, Event) -> Bool = { _, _ in false }
  ) {
    self.events = events
    self.firstEvents = firstEvents ?? Array(events.indices)
    self.run = run
    self.shorter = shorter
    self.independent = independent
  }

  /// Every sequence up to `depth` events, breadth first: a sequence whose last event could not
  /// apply, or whose state was already reached in no more steps, is not extended; one that breaks an
  /// invariant is recorded and not extended; one that only reorders commuting events of a sequence
  /// already run (it ends with an event of its prefix's sleep set) is not run.
  package mutating func exhaustive(depth: Int) throws(Failure) {
    var pairsRun = try runDeclaredCommutingPairs()
    var frontier: [(sequence: [Int], sleep: Set<Int>)] = [([], [])]
    for level in 1...max(depth, 1) {
      var next: [(sequence: [Int], sleep: Set<Int>)] = []
      for (prefix, sleep) in frontier {
        for index in prefix.isEmpty ? firstEvents : Array(events.indices) {
          guard !sleep.contains(index) else {
            orderingsSkipped += 1
            continue
          }
          let sequence = prefix + [index]
          let outcome: SequenceOutcome
          if let checked = pairsRun.removeValue(forKey: sequence) {
            outcome = checked
          } else {
            outcome = try run(sequence.map { events[$0] })
            sequencesRun += 1
          }
          defer { progress?(sequencesRun, statesSeen, violations.count) }
          if outcome.skipped.last == true { eventsSkipped += 1 }
          if let violation = outcome.violation {
            try record(violation, of: sequence.map { events[$0] })
            continue
          }
          // The orderings a sibling before this event covers (every earlier event is run first,
          // here or, for a first event, in another shard) stay covered after it if they commute.
          let childSleep = sleep.union(0..<index).filter { commute($0, index) }
          guard let state = outcome.states.last, outcome.skipped.last != true,
            let spared = sleepIfNotCovered(state, level: level, sleep: childSleep)
          else {
            sequencesPruned += 1
            continue
          }
          if level < depth { next.append((sequence, spared)) }
        }
      }
      frontier = next
    }
  }

  /// Whether events `first` and `second` (indices) commute: declared independent and not seen
  /// otherwise.
  private func commute(_ first: Int, _ second: Int) -> Bool {
    first != second && !seenNotToCommute.contains(first * events.count + second)
      && independent(events[first], events[second])
  }

  /// Nil when `state` was already reached in no more steps than `level` and extended sparing no
  /// more than `sleep` (it is covered); else records it and gives the sleep set to extend it with.
  private mutating func sleepIfNotCovered(_ state: Int, level: Int, sleep: Set<Int>) -> Set<Int>? {
    guard let seen = shallowest[state] else {
      statesSeen += 1
      shallowest[state] = (level, sleep)
      return sleep
    }
    guard seen.level <= level else {
      shallowest[state] = (level, sleep)
      return sleep
    }
    // Reached before, but sparing events this path does not: extend it again with what neither spares.
    guard !seen.sleep.isSubset(of: sleep) else { return nil }
    let spared = seen.sleep.intersection(sleep)
    shallowest[state] = (seen.level, spared)
    return spared
  }

  /// Runs each pair of events declared independent both ways round from the first state, and
  /// treats a pair that ends differently (another state, or a broken invariant one way only) as
  /// dependent. Gives the runs, so the search does not make them twice (they count as run here).
  private mutating func runDeclaredCommutingPairs() throws(Failure) -> [[Int]: SequenceOutcome] {
    var outcomes: [[Int]: SequenceOutcome] = [:]
    for first in events.indices {
      for second in events.indices where first < second && commute(first, second) {
        let forth = try run([events[first], events[second]])
        let back = try run([events[second], events[first]])
        sequencesRun += 2
        outcomes[[first, second]] = forth
        outcomes[[second, first]] = back
        let sameEnd =
          forth.violation?.invariant == back.violation?.invariant && forth.states.last == back.states.last
        if !sameEnd {
          seenNotToCommute.insert(first * events.count + second)
          seenNotToCommute.insert(second * events.count + first)
        }
      }
    }
    return outcomes
  }

  /// `count` random sequences of `length` events drawn from `seed` (swarm testing: each sequence
  /// draws from its own random subset of the events).
  package mutating func random(count: Int, length: Int, seed: UInt64) throws(Failure) {
    var draws = SplitMix64(seed: seed)
    for _ in 0..<count {
      var kinds = events.indices.filter { _ in draws.next() & 1 == 1 }
      if kinds.isEmpty { kinds = [Int(draws.next() % UInt64(events.count))] }
      let sequence = (0..<length).map { _ in events[kinds[Int(draws.next() % UInt64(kinds.count))]] }
      let outcome = try run(sequence)
      sequencesRun += 1
      defer { progress?(sequencesRun, statesSeen, violations.count) }
      eventsSkipped += outcome.skipped.filter { $0 }.count
      for state in outcome.states where shallowest[state] == nil {
        shallowest[state] = (length, [])
        statesSeen += 1
      }
      if let violation = outcome.violation { try record(violation, of: sequence) }
    }
  }

  /// Keeps the first violation of each invariant, shrunk.
  private mutating func record(
    _ violation: (invariant: String, message: String, step: Int), of sequence: [Event]
  ) throws(Failure) {
    guard !violations.contains(where: { $0.invariant == violation.invariant }) else { return }
    let found = Array(sequence.prefix(violation.step + 1))
    let (minimal, message) = try shrink(found, invariant: violation.invariant, message: violation.message)
    violations.append(
      FoundViolation(invariant: violation.invariant, message: message, found: found, minimal: minimal))
  }

  /// The message `sequence` breaks `invariant` with, nil when it does not.
  private func breaks(_ sequence: [Event], _ invariant: String) throws(Failure) -> String? {
    let outcome = try run(sequence)
    guard let violation = outcome.violation, violation.invariant == invariant else { return nil }
    return violation.message
  }

  /// A smaller sequence that breaks `invariant` too: delta debugging (ddmin: drop chunks, halving
  /// their size when none can go), then each event made shorter while the sequence still breaks it.
  private func shrink(_ sequence: [Event], invariant: String, message: String) throws(Failure) -> (
    [Event], String
  ) {
    var current = sequence
    var currentMessage = message
    var parts = 2
    while current.count >= 2 {
      let chunk = (current.count + parts - 1) / parts
      var reduced = false
      for start in stride(from: 0, to: current.count, by: chunk) {
        var candidate = current
        candidate.removeSubrange(start..<min(start + chunk, current.count))
        guard !candidate.isEmpty, let message = try breaks(candidate, invariant) else { continue }
        current = candidate
        currentMessage = message
        parts = max(parts - 1, 2)
        reduced = true
        break
      }
      if !reduced {
        guard parts < current.count else { break }
        parts = min(parts * 2, current.count)
      }
    }
    for index in current.indices {
      while let shortened = shorter(current[index]) {
        var candidate = current
        candidate[index] = shortened
        guard let message = try breaks(candidate, invariant) else { break }
        current = candidate
        currentMessage = message
      }
    }
    return (current, currentMessage)
  }
}
