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
  /// How many sequences ran.
  package private(set) var sequencesRun = 0
  /// How many different states were seen after a step.
  package private(set) var statesSeen = 0
  /// How many sequences were not extended (a skipped last event, or a state already seen as shallow).
  package private(set) var sequencesPruned = 0
  /// How many events could not apply where they were tried.
  package private(set) var eventsSkipped = 0
  /// The first violation of each invariant, shrunk, in the order found.
  package private(set) var violations: [FoundViolation<Event>] = []
  /// The fewest steps each state was reached in.
  private var shallowest: [Int: Int] = [:]
  /// Told after each sequence how many sequences ran, how many states were seen and how many
  /// invariants broke so far (for a progress line).
  package var progress: ((_ sequences: Int, _ states: Int, _ violations: Int) -> Void)?

  /// A search over sequences of `events`, each run by `run`; the exhaustive search begins only with
  /// the events at `firstEvents` (every one by default), so machines can share it.
  package init(
    events: [Event], firstEvents: [Int]? = nil, run: @escaping ([Event]) throws(Failure) -> SequenceOutcome,
    shorter: @escaping (Event) -> Event? = { _ in nil }
  ) {
    self.events = events
    self.firstEvents = firstEvents ?? Array(events.indices)
    self.run = run
    self.shorter = shorter
  }

  /// Every sequence up to `depth` events, breadth first: a sequence whose last event could not
  /// apply, or whose state was already reached in no more steps, is not extended; one that breaks an
  /// invariant is recorded and not extended.
  package mutating func exhaustive(depth: Int) throws(Failure) {
    var frontier: [[Int]] = [[]]
    for level in 1...max(depth, 1) {
      var next: [[Int]] = []
      for prefix in frontier {
        for index in prefix.isEmpty ? firstEvents : Array(events.indices) {
          let sequence = prefix + [index]
          let outcome = try run(sequence.map { events[$0] })
          sequencesRun += 1
          defer { progress?(sequencesRun, statesSeen, violations.count) }
          if outcome.skipped.last == true { eventsSkipped += 1 }
          if let violation = outcome.violation {
            try record(violation, of: sequence.map { events[$0] })
            continue
          }
          guard let state = outcome.states.last, outcome.skipped.last != true,
            shallowest[state].map({ $0 <= level }) != true
          else {
            sequencesPruned += 1
            continue
          }
          if shallowest[state] == nil { statesSeen += 1 }
          shallowest[state] = level
          if level < depth { next.append(sequence) }
        }
      }
      frontier = next
    }
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
        shallowest[state] = length
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
