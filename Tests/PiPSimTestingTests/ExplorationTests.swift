import AVKitCompat
import PiPSim
import PiPSimTesting
import Testing

/// How a call screen answers the end of PiP; the first two are the bugs real failure reports
/// describe.
private enum SeatReturn {
  /// Moves the seat back only when asked to restore: the close button leaves it in the PiP window.
  case onRestoreOnly
  /// Answers restore `true` without moving the seat back.
  case never
  /// Moves the seat back on restore and, if it is still away, when PiP has stopped.
  case onRestoreAndStop
}

/// A video call screen whose seat view goes into the PiP window on `willStart`.
@MainActor
private final class ExploredCallScreen: UIViewController, AVPictureInPictureControllerDelegate {
  let seat = UIView(frame: CGRect(x: 20, y: 100, width: 160, height: 90))
  /// The front camera's badge, which the camera's flip shows or hides.
  let badge = UIView(frame: CGRect(x: 340, y: 20, width: 30, height: 30))
  /// Whether a flip of the camera was refused.
  var flipRefused = false
  /// Whether sharing the seat's picture while PiP has the seat would have trapped.
  var shareWouldHaveTrapped = false
  let callViewController = AVPictureInPictureVideoCallViewController()
  private(set) var pipController: AVPictureInPictureController?
  private let seatReturn: SeatReturn
  /// Where PiP is, from the delegate's callbacks: the toggle acts only when PiP is idle or on
  /// (`isPictureInPictureActive` is false while PiP starts, so a toggle that reads only it starts
  /// twice).
  private enum Phase { case idle, starting, on, stopping }
  private var phase = Phase.idle
  /// Whether the toggle reads only `isPictureInPictureActive`, as a naive app does.
  var togglesNaively = false
  /// Whether the toggle starts PiP only when `isPictureInPicturePossible`.
  var startsOnlyWhenPossible = false

  init(seatReturn: SeatReturn) {
    self.seatReturn = seatReturn
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    seat.accessibilityIdentifier = "seat"
    view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 80)))
    view.addSubview(seat)
    view.addSubview(badge)
    callViewController.preferredContentSize = CGSize(width: 1280, height: 720)
    let source = AVPictureInPictureController.ContentSource(
      activeVideoCallSourceView: seat, contentViewController: callViewController)
    let controller = AVPictureInPictureController(contentSource: source)
    controller.delegate = self
    pipController = controller
  }

  func togglePictureInPicture() {
    guard let pipController else { return }
    if togglesNaively {
      if pipController.isPictureInPictureActive {
        pipController.stopPictureInPicture()
      } else {
        pipController.startPictureInPicture()
      }
      return
    }
    switch phase {
    case .idle:
      guard !startsOnlyWhenPossible || pipController.isPictureInPicturePossible else { return }
      pipController.startPictureInPicture()
    case .on: pipController.stopPictureInPicture()
    case .starting, .stopping: break
    }
  }

  func pictureInPictureControllerWillStartPictureInPicture(_ controller: AVPictureInPictureController) {
    phase = .starting
    callViewController.view.addSubview(seat)
  }

  func pictureInPictureControllerDidStartPictureInPicture(_ controller: AVPictureInPictureController) {
    phase = .on
  }

  func pictureInPictureControllerWillStopPictureInPicture(_ controller: AVPictureInPictureController) {
    phase = .stopping
  }

  func pictureInPictureController(
    _ controller: AVPictureInPictureController, failedToStartPictureInPictureWithError error: any Error
  ) {
    phase = .idle
  }

  func pictureInPictureController(
    _ controller: AVPictureInPictureController,
    restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler:
      @escaping @Sendable (Bool) -> Void
  ) {
    if seatReturn != .never { putSeatBack() }
    completionHandler(true)
  }

  func pictureInPictureControllerDidStopPictureInPicture(_ controller: AVPictureInPictureController) {
    phase = .idle
    if seatReturn == .onRestoreAndStop, seat.superview !== view { putSeatBack() }
  }

  /// Shares a picture of the seat, drawn from the screen's own view: a planted bug unwraps the
  /// seat's superview as that view, which it is not while PiP has the seat. With `traps` false it
  /// notes that it would have trapped instead.
  func shareSeat(traps: Bool) {
    let host = seat.superview === view ? seat.superview : nil
    guard traps else {
      shareWouldHaveTrapped = shareWouldHaveTrapped || host == nil
      return
    }
    _ = host!.bounds
  }

  private func putSeatBack() {
    view.insertSubview(seat, at: 1)
    seat.frame = CGRect(x: 20, y: 100, width: 160, height: 90)
  }
}

@MainActor
struct ExplorationTests {
  private static let events: [ExplorationEvent<ExploredCallScreen>] = [
    .userTaps("start or stop PiP", source: "screen.togglePictureInPicture()") { $0.togglePictureInPicture() },
    .tapClose, .tapRestore, .home, .returnToApp, .wait(.milliseconds(500)),
  ]

  private func explored(
    _ seatReturn: SeatReturn, togglesNaively: Bool = false, depth: Int = 4, randomSequences: Int = 0,
    randomDepth: Int? = nil, seed: UInt64 = 0
  ) throws -> ExplorationReport {
    try explore(
      depth: depth, events: Self.events, randomSequences: randomSequences, randomDepth: randomDepth,
      seed: seed,
      audioCategory: .playAndRecord, controller: { $0.pipController }
    ) { app in
      let screen = ExploredCallScreen(seatReturn: seatReturn)
      screen.togglesNaively = togglesNaively
      app.show(screen)
      return screen
    }
  }

  @Test func aToggleThatStartsTwiceWhileStartingIsFoundAsAWarning() throws {
    let report = try explored(.onRestoreAndStop, togglesNaively: true, depth: 2)
    let violation = try #require(report.violations.first)
    #expect(violation.invariant == "no warning")
    #expect(violation.message.contains("pip.start.ignored.alreadyActive"))
    #expect(violation.minimalSequence == ["start or stop PiP", "start or stop PiP"])
  }

  @Test func theCloseButtonLeavingTheSeatInPiPIsFoundAndShrunk() throws {
    let report = try explored(.onRestoreOnly)
    let violation = try #require(report.violations.first)
    #expect(report.violations.count == 1)
    #expect(violation.invariant == "views back after PiP")
    #expect(violation.message.contains("seat went into the PiP window"))
    // The app's own stop, like the close button, does not ask to restore; PiP must be on before
    // either can stop it, and the stop takes time.
    #expect(
      violation.minimalSequence == ["start or stop PiP", "wait 0.5 s", "start or stop PiP", "wait 0.5 s"])
    #expect(
      violation.testBody.contains(
        "screen.togglePictureInPicture()\n  try app.advance(by: .milliseconds(500))"))
    // The failing run's trace, for Perfetto: the minimal sequence's start and stop of PiP are in it.
    let trace = try #require(violation.trace)
    let decoded = try JSONSerialization.jsonObject(with: Data(trace.utf8)) as? [String: Any]
    let names = (decoded?["traceEvents"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    #expect(names.contains("pictureInPictureControllerWillStartPictureInPicture"), "\(names)")
    #expect(names.contains("pictureInPictureControllerWillStopPictureInPicture"), "\(names)")
  }

  @Test func aRestoreAnsweredTrueWithoutMovingTheSeatBackIsFound() throws {
    let report = try explored(.never)
    let violation = try #require(report.violations.first { $0.invariant == "views back after PiP" })
    #expect(violation.minimalSequence.count == 4)
  }

  @Test func theFixedScreenExploresCleanToDepthFourWithPruning() throws {
    let report = try explored(.onRestoreAndStop)
    #expect(report.violations.isEmpty, "\(report)")
    #expect(report.eventsSkipped > 0, "restore and close with no PiP window are skipped")
    #expect(report.sequencesPruned > 0)
    #expect(report.sequencesRun < 6 + 36 + 216 + 1_296, "pruned sequences are not extended")
    #expect(report.statesSeen > 4)
  }

  @Test func theSameSeedGivesTheSameReport() throws {
    let first = try explored(.onRestoreOnly, depth: 2, randomSequences: 20, seed: 7)
    let second = try explored(.onRestoreOnly, depth: 2, randomSequences: 20, seed: 7)
    #expect(first == second)
    #expect(first.description == second.description)
    #expect(first.sequencesRun >= 6 + 20, "every first event, then the random sequences")
  }

  @Test func randomSequencesFindWhatTheShallowSearchCannot() throws {
    let shallow = try explored(.onRestoreOnly, depth: 2)
    #expect(shallow.violations.isEmpty, "two events cannot start PiP and close it")
    let swarm = try explored(.onRestoreOnly, depth: 2, randomSequences: 100, randomDepth: 12, seed: 1)
    let violation = try #require(swarm.violations.first)
    #expect(violation.sequence.count > 4, "found in a long random sequence")
    #expect(violation.minimalSequence.count == 4, "and shrunk to the four events that matter")
  }

  @Test func anAppsOwnInvariantIsCheckedAfterEveryStep() throws {
    let report = try explore(
      depth: 2, events: Self.events,
      invariants: [
        ExplorationInvariant("the seat stays visible") { _, screen in
          screen.seat.window == nil ? "the seat is in no window" : nil
        }
      ], audioCategory: .playAndRecord
    ) { app in
      let screen = ExploredCallScreen(seatReturn: .onRestoreAndStop)
      app.show(screen)
      return screen
    }
    #expect(report.violations.isEmpty, "\(report)")
  }

  /// The camera's flip shows or hides the front-camera badge; `flipsOnlyInPortrait` plants a flip
  /// that refuses in landscape, which a rotation then does not commute with.
  private static func flipTheCamera(
    touches footprint: ExplorationFootprint, flipsOnlyInPortrait: Bool = false
  ) -> ExplorationEvent<ExploredCallScreen> {
    ExplorationEvent("flip the camera", source: "screen.flipCamera()", touches: footprint) { app, screen in
      if flipsOnlyInPortrait, app.scene.interfaceOrientation.isLandscape {
        screen.flipRefused = true
        return true
      }
      screen.badge.isHidden.toggle()
      return true
    }
  }

  private func explored(
    _ events: [ExplorationEvent<ExploredCallScreen>], depth: Int, partialOrderReduction: Bool = true,
    invariants: [ExplorationInvariant<ExploredCallScreen>] = []
  ) throws -> ExplorationReport {
    try explore(
      depth: depth, events: events, invariants: invariants, audioCategory: .playAndRecord,
      partialOrderReduction: partialOrderReduction
    ) { app in
      let screen = ExploredCallScreen(seatReturn: .onRestoreAndStop)
      app.show(screen)
      return screen
    }
  }

  @Test func commutingEventsRunInOneOrderingAndReachTheSameStates() throws {
    let events: [ExplorationEvent<ExploredCallScreen>] = [
      .rotate(to: .landscapeRight), .audioInterruption, Self.flipTheCamera(touches: .frames),
    ]
    let reduced = try explored(events, depth: 3)
    let every = try explored(events, depth: 3, partialOrderReduction: false)
    #expect(every.orderingsSkipped == 0)
    #expect(reduced.orderingsSkipped > 0)
    #expect(reduced.sequencesRun < every.sequencesRun, "\(reduced)\n\(every)")
    #expect(reduced.statesSeen == every.statesSeen, "no state is lost: \(reduced)\n\(every)")
    #expect(reduced.violations.isEmpty && every.violations.isEmpty)
  }

  @Test func eventsThatTouchACommonPartAreRunInEveryOrdering() throws {
    // The camera's flip said to touch the views, as a rotation does: nothing is skipped.
    let events: [ExplorationEvent<ExploredCallScreen>] = [
      .rotate(to: .landscapeRight), Self.flipTheCamera(touches: .views),
    ]
    let report = try explored(events, depth: 3)
    #expect(report.orderingsSkipped == 0)
    #expect(
      report.sequencesRun == (try explored(events, depth: 3, partialOrderReduction: false)).sequencesRun)
  }

  @Test func aPairDeclaredCommutingThatDoesNotIsStillExploredBothWays() throws {
    // The flip says it touches only the frames, but refuses in landscape: rotating first, then
    // flipping, breaks the app's own invariant; flipping first does not. Trusting the footprints
    // would run only the flip-first ordering.
    let report = try explored(
      [Self.flipTheCamera(touches: .frames, flipsOnlyInPortrait: true), .rotate(to: .landscapeRight)],
      depth: 2,
      invariants: [
        ExplorationInvariant("the camera flips") { _, screen in screen.flipRefused ? "refused" : nil }
      ])
    let violation = try #require(report.violations.first)
    #expect(violation.minimalSequence == ["rotate to landscapeRight", "flip the camera"])
    #expect(report.orderingsSkipped == 0)
  }

  /// The PiP toggle, a wait and sharing the seat's picture, which traps (or with `traps` false
  /// breaks the `no trap` invariant by hand) while PiP has the seat.
  private func exploredWithSharing(traps: Bool) throws -> ExplorationReport {
    let events: [ExplorationEvent<ExploredCallScreen>] = [
      .userTaps("start or stop PiP", source: "screen.togglePictureInPicture()") {
        $0.togglePictureInPicture()
      },
      .userTaps("share the seat", source: "screen.shareSeat()") { $0.shareSeat(traps: traps) },
      .wait(.milliseconds(500)),
    ]
    return try explore(
      depth: 3, events: events,
      invariants: [
        ExplorationInvariant("no trap") { _, screen in
          screen.shareWouldHaveTrapped ? "would have trapped" : nil
        }
      ], audioCategory: .playAndRecord, controller: { $0.pipController }, isolatingTraps: traps
    ) { app in
      let screen = ExploredCallScreen(seatReturn: .onRestoreAndStop)
      app.show(screen)
      return screen
    }
  }

  @Test func aTrapInTheAppIsReportedWithItsMinimalSequenceAndTheExplorationGoesOn() throws {
    let isolated = try exploredWithSharing(traps: true)
    let trap = try #require(isolated.violations.first, "\(isolated)")
    #expect(isolated.violations.count == 1)
    #expect(trap.invariant == "no trap")
    #expect(trap.message.contains("Unexpectedly found nil"), "the trap's own message: \(trap.message)")
    #expect(trap.minimalSequence == ["start or stop PiP", "share the seat"])
    // Every other sequence ran as it does when the bug breaks an invariant instead of trapping.
    let inProcess = try exploredWithSharing(traps: false)
    #expect(isolated.sequencesRun == inProcess.sequencesRun)
    #expect(isolated.statesSeen == inProcess.statesSeen)
    #expect(isolated.violations.map(\.minimalSequence) == inProcess.violations.map(\.minimalSequence))
  }

  @Test func isolatingTrapsNeedsATestThatIsNotParameterized() async throws {
    let refused = await Task.detached { @MainActor in
      Result { () throws(ExplorationError) in
        try explore(depth: 1, events: Self.events, isolatingTraps: true) { app in
          ExploredCallScreen(seatReturn: .never)
        }
      }
    }.value
    #expect(throws: ExplorationError.self) { try refused.get() }
  }

  /// The toggle, the PiP window's skip and resize, the audio route, session and category, and the
  /// seat taken out and put back.
  private static let systemEvents: [ExplorationEvent<ExploredCallScreen>] = [
    .userTaps("start or stop PiP", source: "screen.togglePictureInPicture()") { $0.togglePictureInPicture() },
    .tapSkip(by: CMTime(value: 15, timescale: 1)),
    .resizePictureInPicture(to: CGSize(width: 300, height: 169)),
    .headphones, .audioSessionDeactivation, .audioCategory(.ambient),
    .sourceViewRemovedAndReinserted { $0.seat }, .wait(.milliseconds(500)),
  ]

  private func exploredWithSystemEvents(
    startsOnlyWhenPossible: Bool, depth: Int, ignoring: Set<DiagnosticCode> = []
  ) throws -> ExplorationReport {
    try explore(
      depth: depth, events: Self.systemEvents, audioCategory: .playAndRecord, ignoredDiagnostics: ignoring
    ) { app in
      let screen = ExploredCallScreen(seatReturn: .onRestoreAndStop)
      screen.startsOnlyWhenPossible = startsOnlyWhenPossible
      app.show(screen)
      return screen
    }
  }

  @Test func aToggleThatIgnoresWhetherPiPIsPossibleIsFoundOnceTheAudioOrTheSeatGoes() throws {
    let report = try exploredWithSystemEvents(startsOnlyWhenPossible: false, depth: 2)
    let violation = try #require(report.violations.first)
    #expect(violation.invariant == "no warning")
    #expect(violation.message.contains("pip.start.refused.notPossible"))
    #expect(
      violation.minimalSequence == ["audio session deactivated or activated", "start or stop PiP"]
        || violation.minimalSequence == ["source view removed or re-inserted", "start or stop PiP"])
  }

  @Test func theSystemsAudioAndWindowEventsExploreCleanOnAToggleThatChecks() throws {
    let shallow = try exploredWithSystemEvents(startsOnlyWhenPossible: true, depth: 1)
    // With no PiP window on screen, its skip and resize buttons cannot be tapped; the rest apply.
    #expect(shallow.eventsSkipped == 2, "\(shallow)")
    #expect(shallow.statesSeen == 6, "each event that applied left its own state: \(shallow)")
    // Deactivating the session while PiP is on is the one thing left: PiP stays, but cannot start again.
    let deep = try exploredWithSystemEvents(startsOnlyWhenPossible: true, depth: 3)
    let violation = try #require(deep.violations.first, "\(deep)")
    #expect(deep.violations.count == 1)
    #expect(violation.message.contains("pip.audioSession.unfitWhileActive"))
    #expect(
      violation.minimalSequence == [
        "start or stop PiP", "wait 0.5 s", "audio session deactivated or activated",
      ])
    let ignoring = try exploredWithSystemEvents(
      startsOnlyWhenPossible: true, depth: 3, ignoring: [.pipAudioSessionUnfitWhileActive])
    #expect(ignoring.violations.isEmpty, "\(ignoring)")
    #expect(ignoring.statesSeen >= deep.statesSeen, "the sequences past the warning are explored too")
  }

  @Test func theSourceViewGoesBackWhereItWasTakenFrom() throws {
    let report = try explore(
      depth: 3, events: [ExplorationEvent<ExploredCallScreen>.sourceViewRemovedAndReinserted { $0.seat }],
      invariants: [
        ExplorationInvariant("the seat is out or in its place") { _, screen in
          guard let superview = screen.seat.superview else { return nil }
          return superview === screen.view && superview.subviews.firstIndex(of: screen.seat) == 1
            ? nil : "the seat is in \(superview) at \(superview.subviews.firstIndex(of: screen.seat) ?? -1)"
        }
      ]
    ) { app in
      let screen = ExploredCallScreen(seatReturn: .onRestoreAndStop)
      app.show(screen)
      return screen
    }
    #expect(report.violations.isEmpty, "\(report)")
    #expect(report.eventsSkipped == 0, "out, in, out: each applies")
    #expect(report.statesSeen == 2)
  }

  @Test func badArgumentsAreTypedErrors() {
    let factory: @MainActor (SimulatedApp) throws -> ExploredCallScreen = { _ in
      ExploredCallScreen(seatReturn: .never)
    }
    #expect(throws: ExplorationError.noEvents) { try explore(depth: 2, events: [], makeScreen: factory) }
    #expect(throws: ExplorationError.depthOutOfRange(0)) {
      try explore(depth: 0, events: Self.events, makeScreen: factory)
    }
    #expect(throws: ExplorationError.depthOutOfRange(9)) {
      try explore(depth: 9, events: Self.events, makeScreen: factory)
    }
    #expect(throws: ExplorationError.randomDepthOutOfRange(5_000)) {
      try explore(depth: 1, events: Self.events, randomSequences: 1, randomDepth: 5_000, makeScreen: factory)
    }
    struct NoScreen: Error {}
    #expect(throws: ExplorationError.screenNotMade("NoScreen()")) {
      try explore(depth: 1, events: Self.events) { _ -> ExploredCallScreen in throw NoScreen() }
    }
  }
}

/// A screen with two calls, each with its own PiP controller, as a conference app that lets the user
/// pick which call goes into PiP.
@MainActor
private final class TwoCallsScreen: UIViewController, AVPictureInPictureControllerDelegate {
  private(set) var controllers: [AVPictureInPictureController] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    for index in 0..<2 {
      let seat = UIView(frame: CGRect(x: 20, y: 100 + 120 * Double(index), width: 160, height: 90))
      view.addSubview(seat)
      let call = AVPictureInPictureVideoCallViewController()
      call.preferredContentSize = CGSize(width: 1280, height: 720)
      let controller = AVPictureInPictureController(
        contentSource: .init(activeVideoCallSourceView: seat, contentViewController: call))
      controller.delegate = self
      controllers.append(controller)
    }
  }

  func pictureInPictureController(
    _ controller: AVPictureInPictureController,
    restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler:
      @escaping @Sendable (Bool) -> Void
  ) {
    completionHandler(true)
  }
}

@MainActor
struct RestoreAskedForTests {
  @Test func aSecondControllersStartRestoresTheFirstWithoutTheUserAsking() throws {
    let events: [ExplorationEvent<TwoCallsScreen>] = [
      .userTaps("start the first call's PiP") { $0.controllers[0].startPictureInPicture() },
      .userTaps("start the second call's PiP") { $0.controllers[1].startPictureInPicture() },
      .tapRestore, .wait(.milliseconds(500)),
    ]
    let report = try explore(
      depth: 3, events: events, audioCategory: .playAndRecord, controller: { $0.controllers[0] }
    ) { app in
      let screen = TwoCallsScreen()
      app.show(screen)
      return screen
    }
    let violation = try #require(
      report.violations.first { $0.invariant == "restores the user asked for" }, "\(report)")
    // The second's start, even while the first is still starting, stops the first through restore.
    #expect(violation.minimalSequence == ["start the first call's PiP", "start the second call's PiP"])
    #expect(!report.violations.contains { $0.invariant == "callbacks in order" }, "\(report)")
  }
}
