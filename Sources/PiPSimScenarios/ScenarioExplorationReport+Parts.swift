import Clocks
import Foundation

/// An exploration split over processes (`pipsim explore --jobs`): each part's report as JSON for
/// the process that started it, the parts merged into one report, and a part that stopped.
extension ScenarioExplorationReport {
  /// The invariant a part that stopped before its end breaks: the app's code trapped (or the
  /// process was killed) while a sequence ran.
  public static let stoppedInvariant = "no trap"

  /// The report as JSON, its events as indices into `events` (the exploration's events, which the
  /// reading process makes again from the same scenario).
  public func json(events: [ScenarioExplorationEvent]) -> Data {
    let indices = { (sequence: [ScenarioExplorationEvent]) in
      sequence.map { events.firstIndex(of: $0) ?? -1 }
    }
    let object: [String: Any] = [
      "scenario": scenarioName, "depth": depth, "seed": String(seed),
      "start": timeline.start.nanoseconds, "step": timeline.step.nanoseconds,
      "sequences": sequencesRun, "states": statesSeen, "pruned": sequencesPruned, "skipped": eventsSkipped,
      "violations": violations.map {
        [
          "invariant": $0.invariant, "message": $0.message, "sequence": indices($0.sequence),
          "minimal": indices($0.minimalSequence),
        ] as [String: Any]
      },
    ]
    return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
  }

  /// The report `json(events:)` wrote; nil when `data` is not such a report or names an event
  /// `events` does not have.
  public init?(json data: Data, events: [ScenarioExplorationEvent]) {
    func sequence(_ value: Any?) -> [ScenarioExplorationEvent]? {
      guard let indices = value as? [Int], indices.allSatisfy(events.indices.contains) else { return nil }
      return indices.map { events[$0] }
    }
    guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
      let scenario = object["scenario"] as? String, let depth = object["depth"] as? Int,
      let seed = (object["seed"] as? String).flatMap(UInt64.init), let start = object["start"] as? Int64,
      let step = object["step"] as? Int64, let sequences = object["sequences"] as? Int,
      let states = object["states"] as? Int, let pruned = object["pruned"] as? Int,
      let skipped = object["skipped"] as? Int, let found = object["violations"] as? [[String: Any]]
    else { return nil }
    var violations: [Violation] = []
    for entry in found {
      guard let invariant = entry["invariant"] as? String, let message = entry["message"] as? String,
        let first = sequence(entry["sequence"]), let minimal = sequence(entry["minimal"])
      else { return nil }
      violations.append(
        Violation(invariant: invariant, message: message, sequence: first, minimalSequence: minimal))
    }
    self.init(
      scenarioName: scenario, depth: depth, seed: seed,
      timeline: ScenarioExplorationTimeline(
        start: MediaTime(nanoseconds: start), step: MediaTime(nanoseconds: step)),
      sequencesRun: sequences, statesSeen: states, sequencesPruned: pruned, eventsSkipped: skipped,
      violations: violations)
  }

  /// The reports of the parts of one exploration as one: the counts summed (a state two parts both
  /// reached counts twice) and, for each invariant, the violation with the shortest minimal
  /// sequence (the earlier part's on a tie), in the order the invariants were first found. Nil for
  /// no parts.
  public static func merging(_ parts: [ScenarioExplorationReport]) -> ScenarioExplorationReport? {
    guard let first = parts.first else { return nil }
    var violations: [Violation] = []
    for violation in parts.flatMap(\.violations) {
      if let index = violations.firstIndex(where: { $0.invariant == violation.invariant }) {
        if violation.minimalSequence.count < violations[index].minimalSequence.count {
          violations[index] = violation
        }
      } else {
        violations.append(violation)
      }
    }
    return ScenarioExplorationReport(
      scenarioName: first.scenarioName, depth: first.depth, seed: first.seed, timeline: first.timeline,
      sequencesRun: parts.map(\.sequencesRun).reduce(0, +), statesSeen: parts.map(\.statesSeen).reduce(0, +),
      sequencesPruned: parts.map(\.sequencesPruned).reduce(0, +),
      eventsSkipped: parts.map(\.eventsSkipped).reduce(0, +), violations: violations)
  }

  /// The report of a part that stopped while `running` ran (nil: before its first sequence): no
  /// counts, and a ``stoppedInvariant`` violation whose sequence is the one that was running.
  public static func stopped(
    scenarioName: String, depth: Int, seed: UInt64, timeline: ScenarioExplorationTimeline,
    running: [ScenarioExplorationEvent]?, reason: String
  ) -> ScenarioExplorationReport {
    let sequence = running ?? []
    let during = running.map {
      " while running " + ($0.isEmpty ? "the set-up" : $0.map(\.name).joined(separator: " → "))
    }
    return ScenarioExplorationReport(
      scenarioName: scenarioName, depth: depth, seed: seed, timeline: timeline, sequencesRun: 0,
      statesSeen: 0,
      sequencesPruned: 0, eventsSkipped: 0,
      violations: [
        Violation(
          invariant: stoppedInvariant,
          message:
            "\(reason)\(during ?? " before its first sequence"); the rest of its part was not explored",
          sequence: sequence, minimalSequence: sequence)
      ])
  }
}
