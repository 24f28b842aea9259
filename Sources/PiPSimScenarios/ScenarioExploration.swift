import Clocks
import EventExploration
import Foundation
import PictureInPicture
import Runtime

/// A user's or the system's event in an exploration of a scenario's app, named as the scenario step
/// that does it (`userTapsClose`), so a counterexample is a scenario file.
public enum ScenarioExplorationEvent: String, CaseIterable, Hashable, Sendable {
  /// The app starts PiP (its PiP button); applies while PiP is idle, possible and the app active.
  case startPiP
  /// The app stops PiP; applies while the PiP window is on screen.
  case stopPiP
  /// The user taps "return to app" in the PiP window; applies while it is on screen.
  case userTapsRestore
  /// The user taps the PiP window's close button; applies while it is on screen.
  case userTapsClose
  /// The user goes home; applies unless the app is in the background.
  case appToBackground
  /// The user returns to the app; applies while it is in the background.
  case appToForeground
  /// Another app starts PiP; applies unless one shows PiP already.
  case otherAppStartsPiP
  /// The other app's PiP ends; applies while it shows PiP.
  case otherAppEndsPiP

  var action: StepAction {
    switch self {
    case .startPiP: .startPictureInPicture
    case .stopPiP: .stopPictureInPicture
    case .userTapsRestore: .userTapsRestore
    case .userTapsClose: .userTapsClose
    case .appToBackground: .appEntersBackground
    case .appToForeground: .appEntersForeground
    case .otherAppStartsPiP: .otherAppStartsPictureInPicture
    case .otherAppEndsPiP: .otherAppEndsPictureInPicture
    }
  }

  /// Whether the event can happen in `state` (a user cannot tap a window that is not on screen).
  func applies(in state: ScenarioExplorationState) -> Bool {
    switch self {
    case .startPiP:
      state.pictureInPicture == "idle" && state.isPossible && state.activation == .foregroundActive
    case .stopPiP, .userTapsRestore, .userTapsClose: state.pictureInPicture == "active"
    case .appToBackground: state.activation != .background
    case .appToForeground: state.activation == .background
    case .otherAppStartsPiP: !state.otherAppShowsPictureInPicture
    case .otherAppEndsPiP: state.otherAppShowsPictureInPicture
    }
  }
}

/// What can be seen of a scenario's app between two events of an exploration.
struct ScenarioExplorationState: Hashable {
  var pictureInPicture: String
  var sourceViewContainer: String
  var isPossible: Bool
  var activation: SceneActivationState
  var otherAppShowsPictureInPicture: Bool
  var callbacks: [String]
  var pendingTasks: Int
}

/// Why a scenario exploration could not run.
public enum ScenarioExplorationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The exhaustive depth is outside `1...maximumDepth`.
  case depthOutOfRange(Int)
  /// The random sequences' length is outside `1...maximumRandomDepth`.
  case randomDepthOutOfRange(Int)
  /// The time between events is not above zero and at most a minute.
  case stepOutOfRange(MediaTime)
  /// The scenario sets up no PiP: there is nothing to explore.
  case noPictureInPicture

  /// The deepest exhaustive search.
  public static let maximumDepth = 8
  /// The longest random sequence.
  public static let maximumRandomDepth = 1_000

  /// What went wrong, in a sentence.
  public var description: String {
    switch self {
    case .depthOutOfRange(let depth): "depth \(depth) is outside 1...\(Self.maximumDepth)"
    case .randomDepthOutOfRange(let depth): "random depth \(depth) is outside 1...\(Self.maximumRandomDepth)"
    case .stepOutOfRange(let step): "the time between events, \(step), is not above 0 s and at most 60 s"
    case .noPictureInPicture: "the scenario sets up no PiP (a setUpPiP step): there is nothing to explore"
    }
  }
}

/// What an exploration of a scenario's app did and found; the same for the same arguments.
public struct ScenarioExplorationReport: Hashable, Sendable, CustomStringConvertible {
  /// A broken invariant, with the events that first broke it and a minimal sequence.
  public struct Violation: Hashable, Sendable {
    /// The invariant's name: `views back after PiP`, `no warning` or `callbacks in order`.
    public let invariant: String
    /// What was wrong after the last event of ``minimalSequence``.
    public let message: String
    /// The events that first broke it.
    public let sequence: [ScenarioExplorationEvent]
    /// A shortest sequence found that still breaks it.
    public let minimalSequence: [ScenarioExplorationEvent]
  }

  /// The scenario whose app was explored.
  public let scenarioName: String
  /// The exhaustive depth.
  public let depth: Int
  /// The seed of the random sequences.
  public let seed: UInt64
  /// The virtual time between two events.
  public let step: MediaTime
  /// When the first event happens: the last set-up step's time plus ``step``.
  public let firstEventTime: MediaTime
  /// How many sequences ran.
  public let sequencesRun: Int
  /// How many different states the app was seen in after an event.
  public let statesSeen: Int
  /// How many sequences were not extended.
  public let sequencesPruned: Int
  /// How many events could not apply where they were tried.
  public let eventsSkipped: Int
  /// The invariants broken.
  public let violations: [Violation]

  /// The report, as `pipsim explore` prints it.
  public var description: String {
    var lines = [
      "explored \(scenarioName) to depth \(depth), seed \(seed), an event every \(step.seconds) s: "
        + "\(sequencesRun) sequences, \(statesSeen) states, \(sequencesPruned) pruned, \(eventsSkipped) events "
        + "skipped, \(violations.count) violations"
    ]
    for violation in violations {
      lines.append("\(violation.invariant): \(violation.message)")
      lines.append("  minimal: " + violation.minimalSequence.map(\.rawValue).joined(separator: " → "))
      lines.append("  found as: " + violation.sequence.map(\.rawValue).joined(separator: " → "))
    }
    return lines.joined(separator: "\n")
  }

  /// The time of event `index` (from 0) of a sequence.
  public func time(ofEvent index: Int) -> MediaTime {
    MediaTime(nanoseconds: firstEventTime.nanoseconds + Int64(index) * step.nanoseconds)
  }
}

/// Explores the orderings of user and system events a scenario's app can meet.
///
/// The app is the scenario's (its `app`, `device` and `pip` settings) after its set-up steps
/// (`setUpPiP`, `setUpFullscreen`, `produceFrames`, at their times); its other steps and its
/// expectations are left out. Then events (``ScenarioExplorationEvent``) happen one every `step` of
/// virtual time, each only where it can apply (skipped otherwise), and after each (once `step` has
/// passed) the invariants are checked: once PiP is idle the source view is not left in the PiP
/// container; no warning or app-error diagnostic was recorded since the set-up; the delegate's
/// callbacks follow AVKit's order. The search is ``SequenceSearch``'s: every sequence to `depth`,
/// not extending a sequence whose state was already reached in no more events, then `randomSequences`
/// seeded random ones; each invariant's first violation is shrunk to a minimal sequence.
public enum ScenarioExploration {
  /// Explores `scenario`'s app.
  /// - Parameters:
  ///   - scenario: the scenario whose app and set-up steps are used.
  ///   - depth: the longest exhaustive sequence, 1 to ``ScenarioExplorationError/maximumDepth``.
  ///   - events: the events to try (every kind by default).
  ///   - randomSequences: how many random sequences follow.
  ///   - randomDepth: their length (twice `depth` by default).
  ///   - seed: the seed of the random sequences.
  ///   - step: the virtual time between two events (0.5 s by default: a PiP animation's length and more).
  ///   - shard: runs only the sequences whose first event's index (from 0) leaves `index - 1` when
  ///     divided by `count` (1 of 1 by default), so `count` machines share an exploration.
  /// - Returns: what ran and what broke.
  /// - Throws: ``ScenarioExplorationError`` for arguments out of range or a scenario without PiP.
  @MainActor
  public static func explore(
    _ scenario: Scenario, depth: Int, events: [ScenarioExplorationEvent] = ScenarioExplorationEvent.allCases,
    randomSequences: Int = 0, randomDepth: Int? = nil, seed: UInt64 = 0, step: MediaTime = .milliseconds(500),
    shard: (index: Int, count: Int) = (1, 1)
  ) throws(ScenarioExplorationError) -> ScenarioExplorationReport {
    guard (1...ScenarioExplorationError.maximumDepth).contains(depth) else { throw .depthOutOfRange(depth) }
    let randomLength = randomDepth ?? depth * 2
    guard (1...ScenarioExplorationError.maximumRandomDepth).contains(randomLength) else {
      throw .randomDepthOutOfRange(randomLength)
    }
    guard step > .zero, step <= .seconds(60) else { throw .stepOutOfRange(step) }
    let setUpKinds: Set<StepKind> = [.setUpPiP, .setUpFullscreen, .produceFrames]
    var base = scenario
    base.steps = scenario.steps.filter { setUpKinds.contains($0.action.kind) }
    base.expectations = ScenarioExpectations()
    guard base.steps.contains(where: { $0.action.kind == .setUpPiP }) else { throw .noPictureInPicture }
    let firstEventTime = (base.steps.map(\.time).max() ?? .zero) + step
    let firstEvents = events.indices.filter { $0 % max(shard.count, 1) == shard.index - 1 }
    var search = SequenceSearch<ScenarioExplorationEvent, Never>(
      events: events, firstEvents: firstEvents,
      run: { sequence in ScenarioRunner.explore(base, sequence, from: firstEventTime, every: step) })
    search.exhaustive(depth: depth)
    if shard.index == 1 { search.random(count: max(randomSequences, 0), length: randomLength, seed: seed) }
    return ScenarioExplorationReport(
      scenarioName: scenario.name, depth: depth, seed: seed, step: step, firstEventTime: firstEventTime,
      sequencesRun: search.sequencesRun, statesSeen: search.statesSeen,
      sequencesPruned: search.sequencesPruned,
      eventsSkipped: search.eventsSkipped,
      violations: search.violations.map {
        .init(invariant: $0.invariant, message: $0.message, sequence: $0.found, minimalSequence: $0.minimal)
      })
  }
}

extension ScenarioRunner {
  /// Runs `base`'s set-up steps, then `events` from `start`, one every `step`, checking the
  /// exploration's invariants after each.
  static func explore(
    _ base: Scenario, _ events: [ScenarioExplorationEvent], from start: MediaTime, every step: MediaTime
  ) -> SequenceOutcome {
    // The trace is drained after every event and thrown away: small rings are plenty, and cheap to make.
    let simulation = Simulation(
      device: base.device.device, backgroundModes: base.app.backgroundModes, tracing: true,
      eventsPerTrack: 1_024)
    return simulation.withCurrent {
      let runner = ScenarioRunner(
        base, mode: .virtualTime, simulation: simulation, interruption: nil, traceChunks: { _ in })
      defer {
        runner.stopFrames()
        simulation.runLoop.removeAllTasks()
      }
      var outcome = SequenceOutcome()
      do throws(ScenarioRunError) {
        for (offset, setUp) in base.steps.enumerated() {
          try runner.advance(to: setUp.time, during: (offset + 1, setUp.action.kind))
          try runner.perform(setUp.action, on: runner.app.pictureInPicture(setUp.target), index: offset + 1)
        }
        try runner.advance(to: start, during: nil)
        var checkedDiagnostics = simulation.diagnostics.entries.count
        for (offset, event) in events.enumerated() {
          let applies = event.applies(in: runner.explorationState)
          if applies {
            let index = base.steps.count + offset + 1
            simulation.mainTrack.instant(event.rawValue, category: "scenario", ["step": .int(Int64(index))])
            try runner.perform(event.action, on: runner.app.pictureInPicture(nil), index: index)
          }
          outcome.skipped.append(!applies)
          try runner.advance(
            to: start + MediaTime(nanoseconds: Int64(offset + 1) * step.nanoseconds), during: nil)
          runner.drainTrace()
          if let broken = runner.brokenInvariant(diagnosticsAfter: checkedDiagnostics) {
            outcome.violation = (broken.invariant, broken.message, offset)
            break
          }
          checkedDiagnostics = simulation.diagnostics.entries.count
          outcome.states.append(runner.explorationState.hashValue)
        }
      } catch {
        outcome.violation = ("steps run", error.description, max(outcome.skipped.count - 1, 0))
      }
      return outcome
    }
  }

  /// What the exploration sees of the app now.
  var explorationState: ScenarioExplorationState {
    let pip = app.pictureInPicture(nil)
    let arbiter = simulation.service(PictureInPictureArbiter.self)
    return ScenarioExplorationState(
      pictureInPicture: pip?.stateName ?? "idle", sourceViewContainer: pip?.sourceViewContainer ?? "none",
      isPossible: pip?.controller?.isPictureInPicturePossible ?? false,
      activation: simulation.app.activationState,
      otherAppShowsPictureInPicture: arbiter.isOtherAppShowingPictureInPicture,
      callbacks: app.callbacks.map(Scenario.callbackBaseName),
      pendingTasks: simulation.runLoop.pendingTaskCount)
  }

  /// The first of the exploration's invariants broken now, with what is wrong.
  private func brokenInvariant(diagnosticsAfter checked: Int) -> (invariant: String, message: String)? {
    let state = explorationState
    if state.pictureInPicture == "idle",
      state.sourceViewContainer == SourceViewExpectation.Container.pipContainer.rawValue
    {
      return ("views back after PiP", "PiP has ended and the source view is still in the PiP container")
    }
    if let warning = simulation.diagnostics.entries.dropFirst(checked).first(where: { $0.severity != .info })
    {
      return ("no warning", warning.description)
    }
    if let message = callbackOutOfOrder(state.callbacks) { return ("callbacks in order", message) }
    return nil
  }
}
