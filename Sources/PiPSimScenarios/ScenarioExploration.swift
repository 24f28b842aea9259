import Clocks
import EventExploration
import Foundation
import PictureInPicture
import Runtime

/// A user's, the system's or the app's event in an exploration of a scenario's app, named as the
/// scenario step that does it (`userTapsClose`), so a counterexample is a scenario file.
public struct ScenarioExplorationEvent: Hashable, Sendable, CustomStringConvertible {
  /// When an event can happen.
  enum Applicability: Hashable, Sendable {
    /// At any time.
    case always
    /// While the PiP window of the set-up is on screen (the user cannot tap one that is not).
    case pictureInPictureShown
    /// While the set-up's PiP is idle and possible and the app active (the app's PiP button).
    case pictureInPictureCanStart
    /// While the app is not in the background.
    case appNotInBackground
    /// While the app is in the background.
    case appInBackground
    /// While no other app shows PiP.
    case noOtherAppShowsPictureInPicture
    /// While another app shows PiP.
    case otherAppShowsPictureInPicture
  }

  /// The event's name: the step's kind, with its `pip` target when it has one (`startPiP(second)`).
  public let name: String
  /// The step it performs; nil for a pause, in which only time passes.
  let action: StepAction?
  /// The set-up it acts on; nil for the first.
  let target: String?
  let applicability: Applicability
  /// Where the scenario file has the step this event repeats: the app's own action, as the file
  /// spells it (nil for the built-in events).
  public let fileStepIndex: Int?

  /// The event's name.
  public var description: String { name }

  /// The app starts PiP (its PiP button).
  public static let startPiP = Self(
    name: "startPiP", action: .startPictureInPicture, .pictureInPictureCanStart)
  /// The app stops PiP.
  public static let stopPiP = Self(name: "stopPiP", action: .stopPictureInPicture, .pictureInPictureShown)
  /// The user taps "return to app" in the PiP window.
  public static let userTapsRestore = Self(
    name: "userTapsRestore", action: .userTapsRestore, .pictureInPictureShown)
  /// The user taps the PiP window's close button.
  public static let userTapsClose = Self(
    name: "userTapsClose", action: .userTapsClose, .pictureInPictureShown)
  /// The user goes home.
  public static let appToBackground = Self(
    name: "appToBackground", action: .appEntersBackground, .appNotInBackground)
  /// The user returns to the app.
  public static let appToForeground = Self(
    name: "appToForeground", action: .appEntersForeground, .appInBackground)
  /// Another app starts PiP.
  public static let otherAppStartsPiP = Self(
    name: "otherAppStartsPiP", action: .otherAppStartsPictureInPicture, .noOtherAppShowsPictureInPicture)
  /// The other app's PiP ends.
  public static let otherAppEndsPiP = Self(
    name: "otherAppEndsPiP", action: .otherAppEndsPictureInPicture, .otherAppShowsPictureInPicture)
  /// Nothing happens for ``pauseLength``: frames that stop show as a frozen picture, timeouts fire.
  public static let pause = Self(name: "pause", action: nil, .always)
  /// How long a ``pause`` lasts beyond the step between events: 3 s, past the 2 s after which a PiP
  /// picture that stopped counts as frozen.
  public static let pauseLength = MediaTime.seconds(3)

  /// The user's and the system's events every exploration tries.
  public static let builtIn: [Self] = [
    .startPiP, .stopPiP, .userTapsRestore, .userTapsClose, .appToBackground, .appToForeground,
    .otherAppStartsPiP, .otherAppEndsPiP, .pause,
  ]

  private init(name: String, action: StepAction?, _ applicability: Applicability) {
    self.init(name: name, action: action, target: nil, applicability: applicability, fileStepIndex: nil)
  }

  private init(
    name: String, action: StepAction?, target: String?, applicability: Applicability, fileStepIndex: Int?
  ) {
    self.name = name
    self.action = action
    self.target = target
    self.applicability = applicability
    self.fileStepIndex = fileStepIndex
  }

  /// The built-in events, then the app's own actions among `scenario`'s steps that they do not
  /// already cover (a start of another set-up, a re-created layer, a skip, a fault), each once.
  public static func events(for scenario: Scenario) -> [Self] {
    var events = builtIn
    for (index, step) in scenario.steps.enumerated()
    where !ScenarioExploration.setUpKinds.contains(step.action.kind) {
      guard !events.contains(where: { $0.action == step.action && $0.target == step.target }) else {
        continue
      }
      let applicability: Applicability =
        switch step.action {
        case .startPictureInPicture, .startPictureInPictureThroughSession: .pictureInPictureCanStart
        case .stopPictureInPicture, .userTapsRestore, .userTapsClose, .userSkips, .userTogglesPlayPause,
          .userResizesPictureInPicture:
          .pictureInPictureShown
        case .appEntersBackground: .appNotInBackground
        case .appEntersForeground: .appInBackground
        default: .always
        }
      var name = step.action.kind.rawValue
      if let target = step.target { name += "(\(target))" }
      while events.contains(where: { $0.name == name }) { name += "'" }
      events.append(
        Self(
          name: name, action: step.action, target: step.target, applicability: applicability,
          fileStepIndex: index))
    }
    return events
  }

  /// Whether the event can happen in `state`.
  func applies(in state: ScenarioExplorationState) -> Bool {
    let pip = state.pictureInPictures[target ?? ""]
    switch applicability {
    case .always: return true
    case .pictureInPictureShown: return pip?.state == "active"
    case .pictureInPictureCanStart:
      return pip?.state == "idle" && pip?.isPossible == true && state.activation == .foregroundActive
    case .appNotInBackground: return state.activation != .background
    case .appInBackground: return state.activation == .background
    case .noOtherAppShowsPictureInPicture: return !state.otherAppShowsPictureInPicture
    case .otherAppShowsPictureInPicture: return state.otherAppShowsPictureInPicture
    }
  }
}

/// What can be seen of a scenario's app between two events of an exploration.
struct ScenarioExplorationState: Hashable {
  /// A set-up's PiP as the exploration sees it.
  struct PictureInPicture: Hashable {
    var state: String
    var sourceViewContainer: String
    var isPossible: Bool
  }

  /// Each set-up's PiP by its id, the first under "" as well.
  var pictureInPictures: [String: PictureInPicture]
  var activation: SceneActivationState
  var otherAppShowsPictureInPicture: Bool
  var callbacks: [String]
  var pendingTasks: Int
  /// The faults injected so far (they change what the app will do, not what can be seen yet).
  var faults: Set<String> = []
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
    /// The invariant's name: `views back after PiP`, `no warning`, `callbacks in order`, `frames
    /// accounted for`, `restores the user asked for`, or ``ScenarioExplorationReport/stoppedInvariant``.
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
  /// When the events happen.
  public let timeline: ScenarioExplorationTimeline
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
      "explored \(scenarioName) to depth \(depth), seed \(seed), an event every \(timeline.step.seconds) s: "
        + "\(sequencesRun) sequences, \(statesSeen) states, \(sequencesPruned) pruned, \(eventsSkipped) events "
        + "skipped, \(violations.count) violations"
    ]
    for violation in violations {
      lines.append("\(violation.invariant): \(violation.message)")
      lines.append("  minimal: " + Self.spelled(violation.minimalSequence))
      lines.append("  found as: " + Self.spelled(violation.sequence))
    }
    return lines.joined(separator: "\n")
  }

  /// `events` by name, joined by arrows; an empty sequence is the app's launch, which broke the
  /// invariant before any event.
  public static func spelled(_ events: [ScenarioExplorationEvent]) -> String {
    events.isEmpty ? "(the app's launch)" : events.map(\.name).joined(separator: " → ")
  }
}

/// When the events of an exploration happen: the first at ``start``, each next one ``step`` later,
/// and ``ScenarioExplorationEvent/pauseLength`` more after a pause.
public struct ScenarioExplorationTimeline: Hashable, Sendable {
  /// When the first event happens: the last set-up step's time plus ``step``.
  public let start: MediaTime
  /// The virtual time between two events.
  public let step: MediaTime

  /// The time of each event of `events`, and then the time at which the last one's effects are
  /// checked (one more entry than events).
  public func times(of events: [ScenarioExplorationEvent]) -> [MediaTime] {
    var times = [start]
    for event in events {
      let gap = event == .pause ? step + ScenarioExplorationEvent.pauseLength : step
      times.append(times[times.count - 1] + gap)
    }
    return times
  }
}

/// Explores the orderings of user and system events a scenario's app can meet.
///
/// The app is the scenario's (its `app`, `device` and `pip` settings) after its launch
/// (``launchStepIndices(of:)``: the set-up steps `setUpPiP`, `setUpFullscreen` and `produceFrames`
/// at their times, and any other step at the instant of one); its other steps and its expectations
/// are left out, and its frames go on for an hour. The invariants are checked after the launch, then
/// events (``ScenarioExplorationEvent/events(for:)``) happen one every `step` of virtual time, each
/// only where it can apply (skipped otherwise), and after each (once `step` has passed) the
/// invariants are checked again: once PiP is idle the source view is not left in the PiP container;
/// no warning or app-error diagnostic was recorded; the delegate's callbacks follow AVKit's order;
/// every frame pipeline's frames are accounted for; no restore was asked because another of the
/// app's controllers started PiP. The search is the one PiPSimTesting's `explore` makes: every
/// sequence to `depth`, not extending a sequence whose state (what can be seen of the app, and the
/// faults injected) was already reached in no more events, then `randomSequences` seeded random
/// ones; each invariant's first violation is shrunk to a minimal sequence (empty when the launch
/// broke it).
public enum ScenarioExploration {
  /// The kinds of step that make the explored app: the set-ups and the frames they show.
  static let setUpKinds: Set<StepKind> = [.setUpPiP, .setUpFullscreen, .produceFrames]

  /// The indices of `scenario`'s steps that launch the explored app: its set-up steps, and any other
  /// step at the instant of one (the app's own code that runs as it sets up, such as a start of PiP
  /// in the same run-loop turn), in the file's order.
  public static func launchStepIndices(of scenario: Scenario) -> [Int] {
    let setUpTimes = Set(scenario.steps.filter { setUpKinds.contains($0.action.kind) }.map(\.time))
    return scenario.steps.indices.filter { index in
      setUpKinds.contains(scenario.steps[index].action.kind)
        || setUpTimes.contains(scenario.steps[index].time)
    }
  }

  /// Checks an exploration's arguments as ``explore(_:depth:events:randomSequences:randomDepth:seed:step:shard:ignoredDiagnostics:progress:trappedRuns:willRun:)``
  /// does before it runs anything.
  /// - Throws: ``ScenarioExplorationError`` for arguments out of range or a scenario without PiP.
  public static func check(
    _ scenario: Scenario, depth: Int, randomDepth: Int? = nil, step: MediaTime = .milliseconds(500)
  ) throws(ScenarioExplorationError) {
    guard (1...ScenarioExplorationError.maximumDepth).contains(depth) else { throw .depthOutOfRange(depth) }
    let randomLength = randomDepth ?? depth * 2
    guard (1...ScenarioExplorationError.maximumRandomDepth).contains(randomLength) else {
      throw .randomDepthOutOfRange(randomLength)
    }
    guard step > .zero, step <= .seconds(60) else { throw .stepOutOfRange(step) }
    guard scenario.steps.contains(where: { $0.action.kind == .setUpPiP }) else { throw .noPictureInPicture }
  }

  /// When the events of an exploration of `scenario` happen, `step` apart: the first `step` after
  /// its last set-up step.
  public static func timeline(of scenario: Scenario, step: MediaTime) -> ScenarioExplorationTimeline {
    let setUps = scenario.steps.filter { setUpKinds.contains($0.action.kind) }
    return ScenarioExplorationTimeline(start: (setUps.map(\.time).max() ?? .zero) + step, step: step)
  }

  /// Explores `scenario`'s app.
  /// - Parameters:
  ///   - scenario: the scenario whose app and set-up steps are used.
  ///   - depth: the longest exhaustive sequence, 1 to ``ScenarioExplorationError/maximumDepth``.
  ///   - events: the events to try: ``ScenarioExplorationEvent/events(for:)`` by default, the
  ///     built-in ones and the app's own actions among the scenario's steps.
  ///   - randomSequences: how many random sequences follow.
  ///   - randomDepth: their length (twice `depth` by default).
  ///   - seed: the seed of the random sequences.
  ///   - step: the virtual time between two events (0.5 s by default: a PiP animation's length and more).
  ///   - shard: runs only the sequences whose first event's index (from 0) leaves `index - 1` when
  ///     divided by `count` (1 of 1 by default), so `count` machines share an exploration.
  ///   - ignoredDiagnostics: diagnostic codes that break no invariant (a warning the app is known to
  ///     cause, as its file expects).
  ///   - progress: told after each sequence how many sequences ran, states were seen and
  ///     invariants broke so far.
  ///   - trappedRuns: runs that trapped in an earlier process of this exploration, numbered as
  ///     `willRun` numbers them: each is reported as breaking
  ///     ``ScenarioExplorationReport/stoppedInvariant`` instead of run again, and shrunk like any
  ///     violation, so a process restarted after a trap goes on from where it stopped.
  ///   - willRun: told each sequence (as indices into `events`) before it runs, with its run number
  ///     (from 1, in the order this exploration makes its runs, shrinking's and trapped ones
  ///     included), so a process that watches this one knows what it ran when it stopped.
  /// - Returns: what ran and what broke.
  /// - Throws: ``ScenarioExplorationError`` for arguments out of range or a scenario without PiP.
  @MainActor
  public static func explore(
    _ scenario: Scenario, depth: Int, events: [ScenarioExplorationEvent]? = nil,
    randomSequences: Int = 0, randomDepth: Int? = nil, seed: UInt64 = 0, step: MediaTime = .milliseconds(500),
    shard: (index: Int, count: Int) = (1, 1), ignoredDiagnostics: Set<DiagnosticCode> = [],
    progress: ((_ sequences: Int, _ states: Int, _ violations: Int) -> Void)? = nil,
    trappedRuns: Set<Int> = [],
    willRun: ((_ run: Int, _ sequence: [Int]) -> Void)? = nil
  ) throws(ScenarioExplorationError) -> ScenarioExplorationReport {
    try check(scenario, depth: depth, randomDepth: randomDepth, step: step)
    let randomLength = randomDepth ?? depth * 2
    let events = events ?? ScenarioExplorationEvent.events(for: scenario)
    var base = scenario
    // Frames go on for an hour, the longest a scenario runs, so a picture that stops is the app's
    // doing, not the file's production running out.
    let longest = MediaTime.seconds(3_600)
    base.steps = launchStepIndices(of: scenario).map { scenario.steps[$0] }.map { step in
      guard case .produceFrames(var production) = step.action else { return step }
      production.duration = max(production.duration, longest)
      return ScenarioStep(time: step.time, action: .produceFrames(production), target: step.target)
    }
    base.expectations = ScenarioExpectations()
    let timeline = Self.timeline(of: scenario, step: step)
    let firstEvents = events.indices.filter { $0 % max(shard.count, 1) == shard.index - 1 }
    var runs = 0
    var search = SequenceSearch<ScenarioExplorationEvent, Never>(
      events: events, firstEvents: firstEvents,
      run: { sequence in
        runs += 1
        if trappedRuns.contains(runs) {
          var outcome = SequenceOutcome()
          outcome.violation = (
            ScenarioExplorationReport.stoppedInvariant,
            "the app trapped running this sequence, and its process was started again after it",
            max(sequence.count - 1, 0)
          )
          return outcome
        }
        if let willRun { willRun(runs, sequence.map { event in events.firstIndex(of: event) ?? -1 }) }
        return ScenarioRunner.explore(base, sequence, on: timeline, ignoring: ignoredDiagnostics)
      })
    search.progress = progress
    search.exhaustive(depth: depth)
    if shard.index == 1 { search.random(count: max(randomSequences, 0), length: randomLength, seed: seed) }
    return ScenarioExplorationReport(
      scenarioName: scenario.name, depth: depth, seed: seed, timeline: timeline,
      sequencesRun: search.sequencesRun, statesSeen: search.statesSeen,
      sequencesPruned: search.sequencesPruned,
      eventsSkipped: search.eventsSkipped,
      violations: search.violations.map {
        .init(invariant: $0.invariant, message: $0.message, sequence: $0.found, minimalSequence: $0.minimal)
      })
  }
}

extension ScenarioRunner {
  /// Runs `base`'s set-up steps, then `events` at the times of `timeline`, checking the
  /// exploration's invariants after each.
  static func explore(
    _ base: Scenario, _ events: [ScenarioExplorationEvent], on timeline: ScenarioExplorationTimeline,
    ignoring ignored: Set<DiagnosticCode>
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
        let times = timeline.times(of: events)
        try runner.advance(to: times[0], during: nil)
        // The launch itself may break an invariant (a start of PiP in the set-up's turn, say): then
        // every sequence does, before its first event.
        if let broken = runner.brokenInvariant(diagnosticsAfter: 0, ignoring: ignored) {
          outcome.violation = (broken.invariant, broken.message, -1)
          return outcome
        }
        var checkedDiagnostics = simulation.diagnostics.entries.count
        var faults: Set<String> = []
        for (offset, event) in events.enumerated() {
          let applies = event.applies(in: runner.explorationState)
          if applies, let action = event.action {
            let index = base.steps.count + offset + 1
            simulation.mainTrack.instant(event.name, category: "scenario", ["step": .int(Int64(index))])
            try runner.perform(action, on: runner.app.pictureInPicture(event.target), index: index)
            if case .injectFault = action { faults.insert(event.name) }
          }
          outcome.skipped.append(!applies)
          try runner.advance(to: times[offset + 1], during: nil)
          runner.drainTrace()
          if let broken = runner.brokenInvariant(
            diagnosticsAfter: checkedDiagnostics, ignoring: ignored)
          {
            outcome.violation = (broken.invariant, broken.message, offset)
            break
          }
          checkedDiagnostics = simulation.diagnostics.entries.count
          var state = runner.explorationState
          state.faults = faults
          outcome.states.append(state.hashValue)
        }
      } catch {
        outcome.violation = ("steps run", error.description, max(outcome.skipped.count - 1, 0))
      }
      return outcome
    }
  }

  /// What the exploration sees of the app now.
  var explorationState: ScenarioExplorationState {
    var pictureInPictures: [String: ScenarioExplorationState.PictureInPicture] = [:]
    for pip in app.pictureInPictures {
      pictureInPictures[pip.id] = ScenarioExplorationState.PictureInPicture(
        state: pip.stateName, sourceViewContainer: pip.sourceViewContainer,
        isPossible: pip.controller?.isPictureInPicturePossible ?? false)
    }
    pictureInPictures[""] = app.pictureInPicture(nil).map {
      ScenarioExplorationState.PictureInPicture(
        state: $0.stateName, sourceViewContainer: $0.sourceViewContainer,
        isPossible: $0.controller?.isPictureInPicturePossible ?? false)
    }
    let arbiter = simulation.service(PictureInPictureArbiter.self)
    return ScenarioExplorationState(
      pictureInPictures: pictureInPictures,
      activation: simulation.app.activationState,
      otherAppShowsPictureInPicture: arbiter.isOtherAppShowingPictureInPicture,
      callbacks: app.callbacks,
      pendingTasks: simulation.runLoop.pendingTaskCount)
  }

  /// The first of the exploration's invariants broken now, with what is wrong.
  private func brokenInvariant(
    diagnosticsAfter checked: Int, ignoring ignored: Set<DiagnosticCode>
  ) -> (
    invariant: String, message: String
  )? {
    let state = explorationState
    let pipContainer = SourceViewExpectation.Container.pipContainer.rawValue
    for (id, pip) in state.pictureInPictures.sorted(by: { $0.key < $1.key })
    where pip.state == "idle" && pip.sourceViewContainer == pipContainer {
      let setUp = id.isEmpty ? "" : " of set-up \(id)"
      return (
        "views back after PiP", "PiP\(setUp) has ended and the source view is still in the PiP container"
      )
    }
    if let warning = simulation.diagnostics.entries.dropFirst(checked).first(where: {
      $0.severity != .info && !ignored.contains($0.code)
    }) {
      return ("no warning", warning.description)
    }
    // Each controller's callbacks on their own: with several set-ups they are named `ID:NAME`.
    var byController: [String: [String]] = [:]
    for callback in state.callbacks {
      let parts = callback.prefix { $0 != "(" }.split(separator: ":", maxSplits: 1)
      byController[parts.count == 2 ? String(parts[0]) : "", default: []].append(
        Scenario.callbackBaseName(callback))
    }
    for (id, callbacks) in byController.sorted(by: { $0.key < $1.key }) {
      if let message = callbackOutOfOrder(callbacks) {
        return ("callbacks in order", id.isEmpty ? message : "\(id): \(message)")
      }
    }
    for (name, accounting) in framePipelineAccountings {
      if let imbalance = accounting.imbalance { return ("frames accounted for", "\(name) \(imbalance)") }
    }
    for pip in app.pictureInPictures {
      guard
        let message = restoreNotAskedFor(
          replacements: pip.heldController?.replacementsByAnotherController ?? 0)
      else { continue }
      return (
        "restores the user asked for", app.pictureInPictures.count > 1 ? "\(pip.id): \(message)" : message
      )
    }
    return nil
  }
}
