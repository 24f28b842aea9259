import Clocks
import EventExploration
import PiPSim
import Testing

/// Why an exploration could not run.
public enum ExplorationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No events were given.
  case noEvents
  /// The exhaustive depth is outside `1...maximumDepth`.
  case depthOutOfRange(Int)
  /// The random sequences' length is outside `1...maximumRandomDepth`.
  case randomDepthOutOfRange(Int)
  /// The screen factory threw, with its error's description.
  case screenNotMade(String)
  /// Traps cannot be isolated here (outside a Swift Testing test, or in a parameterized one), or
  /// the child process an isolated exploration ran in did not report; with the reason.
  case trapsNotIsolated(String)

  /// The deepest exhaustive search: 8 events (10 events give 10^8 sequences before pruning).
  public static let maximumDepth = 8
  /// The longest random sequence.
  public static let maximumRandomDepth = 1_000
  /// How many times an exploration that isolates traps starts a new child process after a trap
  /// before it gives up the rest (each new child runs the earlier sequences again).
  public static let maximumRestarts = 32

  /// What went wrong, in a sentence.
  public var description: String {
    switch self {
    case .noEvents: "an exploration needs at least one event"
    case .depthOutOfRange(let depth): "depth \(depth) is outside 1...\(Self.maximumDepth)"
    case .randomDepthOutOfRange(let depth): "random depth \(depth) is outside 1...\(Self.maximumRandomDepth)"
    case .screenNotMade(let error): "the screen could not be made: \(error)"
    case .trapsNotIsolated(let reason): "traps could not be isolated: \(reason)"
    }
  }
}

/// An invariant an exploration found broken, with the sequence that broke it and a minimal one.
public struct ExplorationViolation: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The invariant's name: `views back after PiP`, `no warning`, `callbacks in order`, `frames
  /// accounted for`, `restores the user asked for`, `no trap` (with `isolatingTraps`), or the app's.
  public let invariant: String
  /// What was wrong after the last event of ``minimalSequence``.
  public let message: String
  /// The events of the sequence that first broke it, by name.
  public let sequence: [String]
  /// A shortest sequence found that still breaks it (delta debugging, then shorter waits).
  public let minimalSequence: [String]
  /// A Swift Testing test body that replays ``minimalSequence``; `makeScreen(app)` stands for the
  /// factory the exploration was given.
  public let testBody: String
  /// The Chrome trace-event JSON (for Perfetto) of a run of ``minimalSequence`` up to the violation;
  /// nil for a sequence that traps, which is not run again.
  public let trace: String?

  /// The violation as the report prints it.
  public var description: String {
    "\(invariant): \(message)\n  minimal: \(minimalSequence.joined(separator: " → "))\n"
      + "  found as: \(sequence.joined(separator: " → "))"
  }
}

/// What an exploration did and found; the same for the same arguments and seed, byte for byte.
public struct ExplorationReport: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The exhaustive depth.
  public let depth: Int
  /// The seed of the random sequences.
  public let seed: UInt64
  /// How many sequences ran (each in a fresh app).
  public internal(set) var sequencesRun = 0
  /// How many different states the apps were seen in after a step.
  public internal(set) var statesSeen = 0
  /// How many sequences were not extended: they reached a state already seen as shallow, or their
  /// last event could not apply.
  public internal(set) var sequencesPruned = 0
  /// How many events could not apply where they were tried (and were skipped).
  public internal(set) var eventsSkipped = 0
  /// How many sequences were not run because they only reorder commuting events (events whose
  /// ``ExplorationFootprint``s share no part) of a sequence that ran.
  public internal(set) var orderingsSkipped = 0
  /// The invariants broken, the first sequence found for each.
  public internal(set) var violations: [ExplorationViolation] = []

  /// The report, as a terminal shows it.
  public var description: String {
    var lines = [
      "explored to depth \(depth), seed \(seed): \(sequencesRun) sequences, \(statesSeen) states, "
        + "\(sequencesPruned) pruned, \(orderingsSkipped) reorderings skipped, \(eventsSkipped) events skipped, "
        + "\(violations.count) violations"
    ]
    lines += violations.map(\.description)
    return lines.joined(separator: "\n")
  }
}

/// Runs sequences of `events` against fresh apps, checking invariants after every step, to find the
/// orderings of user and system events the app's PiP code gets wrong.
///
/// First every sequence up to `depth` events, in order, each in a fresh app made by `makeScreen`:
/// a sequence whose last event could not apply, or that reached a state (``ExplorationReport/statesSeen``:
/// the app's lifecycle, PiP phase, audio session, view tree and pending work) already reached in no
/// more steps, is not extended; of events that commute (their ``ExplorationFootprint``s share no part)
/// one ordering runs, not every one (partial-order reduction with sleep sets; each such pair is first
/// run both ways round from the first state, and one that ends differently there is treated as not
/// commuting). Then `randomSequences` seeded random sequences of `randomDepth`
/// events, each drawn from its own random subset of the events (swarm testing). After every step the
/// built-in invariants are checked (no warning or app-error diagnostic outside `ignoredDiagnostics`;
/// once PiP has ended, every view PiP took from the app's window is back in its superview, at its
/// index and, unless the device turned, its frame; with `controller`, its delegate's callbacks in
/// AVKit's order, and no restore asked because another of the app's controllers started PiP; every
/// frame given to a video layer in the app's window or the PiP window presented, dropped with a
/// reason or in flight), then `invariants`. The first sequence that breaks an invariant is shrunk to a
/// minimal one and reported with a test body that replays it; a sequence stops at its violation.
///
/// Everything runs on virtual time: the same arguments and seed give the same report. An app that
/// traps ends the process it runs in. With `isolatingTraps`, that is a child process: the test's
/// own executable, run again filtered to this test, explores in it; when a sequence traps, a new
/// child goes on after it (up to ``ExplorationError/maximumRestarts`` times), and the sequence is
/// reported as breaking the `no trap` invariant with the trap's message, shrunk like any other.
/// - Parameters:
///   - depth: the longest exhaustive sequence, 1 to ``ExplorationError/maximumDepth``.
///   - events: the events to try.
///   - invariants: the app's own invariants, checked after the built-in ones.
///   - randomSequences: how many random sequences follow the exhaustive search.
///   - randomDepth: their length (default twice `depth`), 1 to ``ExplorationError/maximumRandomDepth``.
///   - seed: the seed of the random sequences.
///   - device: the simulated device.
///   - audioCategory: the category the app's audio session is active in (`.playAndRecord` for a
///     video call).
///   - ignoredDiagnostics: diagnostic codes that break no invariant.
///   - controller: the screen's PiP controller, whose callbacks are checked; read once, after the
///     screen is made.
///   - partialOrderReduction: whether commuting events are run in one ordering only (true by
///     default); false runs every ordering, for an app whose handlers couple parts its events'
///     footprints keep apart.
///   - isolatingTraps: whether the exploration runs in child processes, so that a trap in the app
///     is reported and the exploration goes on (false by default: it runs in this process). Only in
///     a Swift Testing test that is not parameterized, one such exploration per call site.
///   - sourceLocation: where `explore` is called, which names the call a child process makes.
///   - makeScreen: makes the app's screen in a fresh app (typically `app.show(...)` and return it).
/// - Returns: what ran and what broke.
/// - Throws: ``ExplorationError`` for no events, a depth out of range, a factory that throws, or
///   traps that cannot be isolated.
@MainActor
public func explore<Screen>(
  depth: Int, events: [ExplorationEvent<Screen>], invariants: [ExplorationInvariant<Screen>] = [],
  randomSequences: Int = 0, randomDepth: Int? = nil, seed: UInt64 = 0, device: Device = .iPhone14,
  audioCategory: AudioSession.Category? = .playback, ignoredDiagnostics: Set<DiagnosticCode> = [],
  controller: ((Screen) -> PictureInPictureController?)? = nil, partialOrderReduction: Bool = true,
  isolatingTraps: Bool = false, sourceLocation: SourceLocation = #_sourceLocation,
  makeScreen: @escaping @MainActor (SimulatedApp) throws -> Screen
) throws(ExplorationError) -> ExplorationReport {
  guard !events.isEmpty else { throw .noEvents }
  guard (1...ExplorationError.maximumDepth).contains(depth) else { throw .depthOutOfRange(depth) }
  let randomLength = randomDepth ?? depth * 2
  guard (1...ExplorationError.maximumRandomDepth).contains(randomLength) else {
    throw .randomDepthOutOfRange(randomLength)
  }
  var trappedRuns: [Int: String] = [:]
  var willRun: ((_ run: Int, _ sequence: [String]) -> Void)?
  var assignment: IsolatedExploration.Assignment?
  if isolatingTraps {
    let call = try IsolatedExploration.call(at: sourceLocation)
    assignment = IsolatedExploration.claim(call.key)
    if let assignment {
      trappedRuns = assignment.trappedRuns
      willRun = { run, sequence in IsolatedExploration.record(run, sequence, in: assignment.runningPath) }
    } else if !IsolatedExploration.isChild {
      return try IsolatedExploration.explore(call, depth: depth, seed: seed)
    }
  }
  let runner = ExplorationRunner(
    invariants: invariants, device: device, audioCategory: audioCategory,
    ignoredDiagnostics: ignoredDiagnostics, controller: controller, makeScreen: makeScreen)
  var runs = 0
  var search = SequenceSearch<ExplorationEvent<Screen>, ExplorationError>(
    events: events,
    run: { sequence throws(ExplorationError) in
      runs += 1
      if let trap = trappedRuns[runs] {
        var outcome = SequenceOutcome()
        outcome.violation = (IsolatedExploration.noTrap, trap, max(sequence.count - 1, 0))
        return outcome
      }
      willRun?(runs, sequence.map(\.name))
      return try runner.run(sequence)
    },
    shorter: { event in
      guard let span = event.waitSpan, span.nanoseconds > 1_000_000 else { return nil }
      return .wait(MediaTime(nanoseconds: span.nanoseconds / 2))
    },
    independent: { first, second in partialOrderReduction && first.commutes(with: second) })
  try search.exhaustive(depth: depth)
  try search.random(count: max(randomSequences, 0), length: randomLength, seed: seed)
  var report = ExplorationReport(depth: depth, seed: seed)
  report.sequencesRun = search.sequencesRun
  report.statesSeen = search.statesSeen
  report.sequencesPruned = search.sequencesPruned
  report.eventsSkipped = search.eventsSkipped
  report.orderingsSkipped = search.orderingsSkipped
  report.violations = try search.violations.map { found throws(ExplorationError) in
    ExplorationViolation(
      invariant: found.invariant, message: found.message, sequence: found.found.map(\.name),
      minimalSequence: found.minimal.map(\.name),
      testBody: testBody(found.minimal, invariant: found.invariant, message: found.message),
      trace: found.invariant == IsolatedExploration.noTrap ? nil : try runner.trace(of: found.minimal))
  }
  if let assignment { IsolatedExploration.finish(with: report, assignment) }
  return report
}

/// A Swift Testing body that replays `sequence`, ending where `invariant` breaks.
private func testBody<Screen>(_ sequence: [ExplorationEvent<Screen>], invariant: String, message: String)
  -> String
{
  var lines = ["try withSimulatedApp { app in", "  let screen = try makeScreen(app)", "  app.runUntilIdle()"]
  lines += sequence.map { "  \($0.source)" }
  lines.append("  // \(invariant) breaks here: \(message)")
  lines.append("}")
  return lines.joined(separator: "\n")
}

/// One sequence's run in a fresh app.
@MainActor
struct ExplorationRunner<Screen> {
  let invariants: [ExplorationInvariant<Screen>]
  let device: Device
  let audioCategory: AudioSession.Category?
  let ignoredDiagnostics: Set<DiagnosticCode>
  let controller: ((Screen) -> PictureInPictureController?)?
  let makeScreen: @MainActor (SimulatedApp) throws -> Screen

  /// Runs `sequence` in a fresh app, stopping at the first broken invariant.
  func run(_ sequence: [ExplorationEvent<Screen>]) throws(ExplorationError) -> SequenceOutcome {
    try run(sequence, in: Simulation(device: device, backgroundModes: [.audio], tracing: false))
  }

  /// The Chrome trace of a run of `sequence` in a fresh app, to where it breaks an invariant.
  func trace(of sequence: [ExplorationEvent<Screen>]) throws(ExplorationError) -> String {
    let simulation = Simulation(device: device, backgroundModes: [.audio], tracing: true)
    _ = try run(sequence, in: simulation)
    return ChromeTraceWriter.encode(simulation.trace.snapshot())
  }

  private func run(_ sequence: [ExplorationEvent<Screen>], in simulation: Simulation) throws(ExplorationError)
    -> SequenceOutcome
  {
    let result: Result<SequenceOutcome, ExplorationError> = simulation.withCurrent {
      let app = SimulatedApp(simulation: simulation, audioCategory: audioCategory)
      defer { app.end() }
      let screen: Screen
      do {
        screen = try makeScreen(app)
      } catch {
        return .failure(.screenNotMade("\(error)"))
      }
      app.runUntilIdle()
      let watch = ExplorationWatch(
        app: app, controller: controller?(screen), ignoredDiagnostics: ignoredDiagnostics)
      var outcome = SequenceOutcome()
      for (step, event) in sequence.enumerated() {
        watch.beforeStep()
        let applied: Bool
        do {
          applied = try event.apply(app, screen)
        } catch {
          outcome.violation = ("events apply", "\(event.name) threw \(error)", step)
          break
        }
        outcome.skipped.append(!applied)
        app.runUntilIdle()
        if let broken = watch.check() ?? firstBrokenInvariant(app, screen) {
          outcome.violation = (broken.invariant, broken.message, step)
          break
        }
        outcome.states.append(watch.stateHash())
      }
      return .success(outcome)
    }
    return try result.get()
  }

  private func firstBrokenInvariant(_ app: SimulatedApp, _ screen: Screen) -> (
    invariant: String, message: String
  )? {
    for invariant in invariants {
      if let message = invariant.check(app, screen) { return (invariant.name, message) }
    }
    return nil
  }
}
