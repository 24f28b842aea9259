import Clocks
import PiPSim
import Testing

/// An app on a simulated device, ready for Picture in Picture: what a test of PiP code starts from.
///
/// One call sets up what iOS gives a running app and what PiP needs: a device, a foreground-active
/// window scene with a key window, a root view controller in it, the `audio` background mode and an
/// active audio session in a PiP category. Time is virtual: nothing happens between two lines of a
/// test unless the test advances it (``advance(by:)``), so callbacks, animations and timeouts arrive
/// at exact, repeatable instants.
///
/// Get one from `withSimulatedApp(device:backgroundModes:audioCategory:tracing:expectedDiagnostics:ignoredDiagnostics:sourceLocation:_:)`, which binds
/// its simulation to the test's task: tests may `await` and run in parallel, and each sees only its
/// own app. ``start(device:backgroundModes:audioCategory:tracing:)`` makes one for the
/// whole process instead, for tests that run one at a time (XCTest, serialized suites).
@MainActor
public final class SimulatedApp {
  /// The simulation behind the app: run loop, device, app lifecycle, audio session, diagnostics.
  public let simulation: Simulation
  /// The app's window scene; follows the app's activation state.
  public let scene: WindowScene
  /// The app's key window, covering the screen.
  public let window: Window

  private var recorders: [PictureInPictureCallbackRecorder] = []
  /// The diagnostics since the last check, and the codes the test expects or ignores.
  let diagnosticCheck: DiagnosticCheck
  /// The finger ``touchDown(at:in:)`` put down, until ``touchUp()`` lifts it.
  var heldTouch: HeldTouch?
  /// Whether the `withSimulatedApp` body the app was made for has returned: from then on its time
  /// stays put (``advance(by:)`` throws `VirtualClockError.simulationEnded`).
  public private(set) var hasEnded = false

  init(
    simulation: Simulation, audioCategory: AudioSession.Category?,
    expecting diagnostics: DiagnosticExpectations = DiagnosticExpectations()
  ) {
    self.simulation = simulation
    diagnosticCheck = DiagnosticCheck(simulation.diagnostics, expecting: diagnostics)
    if let audioCategory {
      // Neither can fail: no options, and a new app is foreground and uninterrupted.
      try? simulation.audioSession.setCategory(audioCategory)
      try? simulation.audioSession.setActive(true)
    }
    scene = WindowScene(simulation: simulation)
    window = Window(windowScene: scene)
    window.rootViewController = ViewController()
    window.makeKeyAndVisible()
  }

  /// Makes an app whose simulation is current for the whole process, wherever no simulation is bound
  /// to the running task.
  ///
  /// For tests that run one at a time. Tests that `await` or run in parallel use
  /// `withSimulatedApp(device:backgroundModes:audioCategory:tracing:expectedDiagnostics:ignoredDiagnostics:sourceLocation:_:)`.
  /// - Parameters:
  ///   - device: The simulated device.
  ///   - backgroundModes: The app's `UIBackgroundModes`; PiP needs `audio`.
  ///   - audioCategory: The category the audio session is set to and activated in; nil leaves the
  ///     session inactive in `soloAmbient`, where PiP is not possible.
  ///   - tracing: Whether the simulation records a trace (``Runtime/Simulation/trace``).
  @discardableResult
  public static func start(
    device: Device = .iPhone14, backgroundModes: Set<App.BackgroundMode> = [.audio],
    audioCategory: AudioSession.Category? = .playback, tracing: Bool = false
  ) -> SimulatedApp {
    let simulation = Simulation.start(device: device, backgroundModes: backgroundModes, tracing: tracing)
    return SimulatedApp(simulation: simulation, audioCategory: audioCategory)
  }

  /// Makes an app whose simulation is current only inside `body`'s task (see `Simulation.withCurrent`),
  /// and checks its diagnostics when `body` ends (see ``checkDiagnostics(sourceLocation:)``).
  static func bound<Result>(
    device: Device, backgroundModes: Set<App.BackgroundMode>, audioCategory: AudioSession.Category?,
    tracing: Bool, diagnostics: DiagnosticExpectations, _ body: (SimulatedApp) throws -> Result
  ) rethrows -> Result {
    let simulation = Simulation(device: device, backgroundModes: backgroundModes, tracing: tracing)
    return try simulation.withCurrent {
      let app = SimulatedApp(simulation: simulation, audioCategory: audioCategory, expecting: diagnostics)
      var finished = false
      defer {
        app.diagnosticCheck.check(at: diagnostics.sourceLocation, bodyFinished: finished)
        app.end()
      }
      let result = try body(app)
      finished = true
      return result
    }
  }

  /// Makes an app whose simulation is current only inside `body`'s task, across its suspension
  /// points, and checks its diagnostics when `body` ends.
  static func bound<Result>(
    device: Device, backgroundModes: Set<App.BackgroundMode>, audioCategory: AudioSession.Category?,
    tracing: Bool, diagnostics: DiagnosticExpectations, _ body: (SimulatedApp) async throws -> Result
  ) async rethrows -> Result {
    let simulation = Simulation(device: device, backgroundModes: backgroundModes, tracing: tracing)
    return try await simulation.withCurrent {
      let app = SimulatedApp(simulation: simulation, audioCategory: audioCategory, expecting: diagnostics)
      var finished = false
      defer {
        app.diagnosticCheck.check(at: diagnostics.sourceLocation, bodyFinished: finished)
        app.end()
      }
      let result = try await body(app)
      finished = true
      return result
    }
  }

  /// Ends the app as its `withSimulatedApp` body returns: the tasks still waiting on its run loop are
  /// dropped, so what they captured does not keep the simulation alive, and its time stays put.
  func end() {
    hasEnded = true
    simulation.runLoop.removeAllTasks()
  }

  /// Whether the app has ended, recording then the warning that `call` did nothing.
  func recordIfEnded(_ call: String) -> Bool {
    guard hasEnded else { return false }
    simulation.diagnostics.record(
      .simulatedAppEnded, severity: .warning, subject: "SimulatedApp",
      message: "\(call) after the withSimulatedApp body returned: time stays put; use the app inside the body"
    )
    return true
  }

  /// Refuses to move time once the app has ended (see ``recordIfEnded(_:)``).
  func checkNotEnded(_ call: String) throws(VirtualClockError) {
    if recordIfEnded(call) { throw .simulationEnded }
  }

  /// The view controller whose view fills the window; a plain one until ``show(_:)``.
  public var rootViewController: ViewController? { window.rootViewController }

  /// The app's audio session (`AVAudioSession.sharedInstance()` inside the app).
  public var audioSession: AudioSession { simulation.audioSession }

  /// Where the framework explains what it did silently (a start that was not possible, say).
  public var diagnostics: Diagnostics { simulation.diagnostics }

  /// The device; set it to change a hardware property or a user setting.
  public var device: Device {
    get { simulation.device }
    set { simulation.device = newValue }
  }

  /// The current virtual time.
  public var now: MediaTime { simulation.runLoop.now }

  /// Makes `viewController` the window's root, lays the window out and runs what that made due, as
  /// iOS does on the first run-loop pass after a screen appears; time stays put.
  ///
  /// The view loads (`viewDidLoad`), enters the window (`viewWillAppear`, `viewDidAppear`) and gets
  /// the window's bounds. A PiP controller created meanwhile has evaluated
  /// `isPictureInPicturePossible` afterwards.
  public func show(_ viewController: ViewController) {
    window.rootViewController = viewController
    window.layoutIfNeeded()
    simulation.runLoop.runUntilIdle()
  }

  /// Moves virtual time forward by `span`, delivering every callback, animation end and timeout that
  /// falls due on the way, at its own instant.
  ///
  /// - Throws: `VirtualClockError.negativeSpan` when `span` is negative, `.spanTooLong` beyond
  ///   `MainRunLoop.maximumAdvanceSpan` (100 days), `.simulationEnded` once the app's
  ///   `withSimulatedApp` body has returned; nothing runs then.
  public func advance(by span: MediaTime) throws(VirtualClockError) {
    try checkNotEnded("advance(by:)")
    try simulation.runLoop.advance(by: span)
  }

  /// Moves virtual time forward to `time`, delivering everything that falls due on the way.
  ///
  /// - Throws: `VirtualClockError.wouldGoBackwards` when `time` is earlier than ``now``,
  ///   `.simulationEnded` once the app has ended; nothing runs then.
  public func advance(to time: MediaTime) throws(VirtualClockError) {
    try checkNotEnded("advance(to:)")
    try simulation.runLoop.advance(to: time)
  }

  /// Runs everything that is due now, including what that schedules for now; time stays put.
  ///
  /// Once the app has ended (``hasEnded``) it runs nothing and records the `sim.app.ended` warning.
  public func runUntilIdle() {
    guard !recordIfEnded("runUntilIdle()") else { return }
    simulation.runLoop.runUntilIdle()
  }

  /// The user leaves the app (Home gesture): active, inactive, background.
  public func enterBackground() {
    simulation.app.enterBackground()
  }

  /// The user returns to the app: background, inactive, active.
  public func enterForeground() {
    simulation.app.enterForeground()
  }

  /// Something covers the app without leaving it (a call banner, Control Center): active to inactive.
  public func resignActive() {
    simulation.app.resignActive()
  }

  /// The interruption ends: inactive to active.
  public func becomeActive() {
    simulation.app.becomeActive()
  }

  /// Records every delegate callback `controller` sends from now on, with its virtual time, and
  /// passes each on to the controller's current delegate, which keeps answering as before.
  ///
  /// The recorder becomes the controller's delegate; the app keeps it alive (the controller holds
  /// its delegate weakly). Set the controller's delegate again and the recorder hears nothing more.
  /// - Returns: The recorder, whose ``PictureInPictureCallbackRecorder/entries`` fill as callbacks arrive.
  public func recordCallbacks(of controller: PictureInPictureController) -> PictureInPictureCallbackRecorder {
    let recorder = PictureInPictureCallbackRecorder(
      forwardingTo: controller.delegate, runLoop: simulation.runLoop)
    controller.delegate = recorder
    recorders.append(recorder)
    return recorder
  }
}

/// Runs `body` with a fresh ``SimulatedApp`` whose simulation is current only for `body`'s task.
///
/// Framework-style calls in `body` (`AVPictureInPictureController(contentSource:)`,
/// `AVAudioSession.sharedInstance()`) reach this app's simulation, and so do the callbacks that
/// ``SimulatedApp/advance(by:)`` delivers. Nothing outside `body` sees it, so tests that run in
/// parallel each have their own. When `body` returns, the tasks still waiting on its run loop are
/// dropped, so what they captured does not keep the simulation alive, and the app has ended: an app
/// kept past `body` moves no time (``SimulatedApp/advance(by:)`` throws `.simulationEnded`, with the
/// `sim.app.ended` warning). A nested call makes an app of its own, current inside the inner body.
///
/// Warnings are test issues: when `body` ends, each warning or app error PiPSim recorded meanwhile
/// (``SimulatedApp/diagnostics``) is reported as a Swift Testing issue with its code, virtual time
/// and message, unless the test expects or ignores its code. An expected code that never came is an
/// issue too, as with `withKnownIssue` (not when `body` throws). Info diagnostics are never issues.
/// - Parameters:
///   - device: The simulated device.
///   - backgroundModes: The app's `UIBackgroundModes`; PiP needs `audio`.
///   - audioCategory: The category the audio session is set to and activated in; nil leaves the
///     session inactive in `soloAmbient`, where PiP is not possible.
///   - tracing: Whether the simulation records a trace.
///   - expectedDiagnostics: Codes the test provokes on purpose: each must be recorded at least once
///     (see ``SimulatedApp/expectDiagnostic(_:sourceLocation:)``).
///   - ignoredDiagnostics: Codes that are not issues, whether they come or not
///     (see ``SimulatedApp/ignoreDiagnostic(_:)``).
///   - sourceLocation: Where the issues are reported: the caller, by default.
///   - body: The test, given the app.
/// - Returns: What `body` returns.
@MainActor
public func withSimulatedApp<Result>(
  device: Device = .iPhone14, backgroundModes: Set<App.BackgroundMode> = [.audio],
  audioCategory: AudioSession.Category? = .playback, tracing: Bool = false,
  expectedDiagnostics: [DiagnosticCode] = [], ignoredDiagnostics: Set<DiagnosticCode> = [],
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: (SimulatedApp) throws -> Result
) rethrows -> Result {
  try SimulatedApp.bound(
    device: device, backgroundModes: backgroundModes, audioCategory: audioCategory, tracing: tracing,
    diagnostics: DiagnosticExpectations(
      expected: expectedDiagnostics, ignored: ignoredDiagnostics, sourceLocation: sourceLocation),
    body)
}

/// Runs the asynchronous `body` with a fresh ``SimulatedApp`` whose simulation is current for
/// `body`'s task and the tasks it creates, across every `await`.
///
/// See `withSimulatedApp(device:backgroundModes:audioCategory:tracing:expectedDiagnostics:ignoredDiagnostics:sourceLocation:_:)`;
/// its diagnostics are checked the same way when `body` ends.
/// - Returns: What `body` returns.
@MainActor
public func withSimulatedApp<Result>(
  device: Device = .iPhone14, backgroundModes: Set<App.BackgroundMode> = [.audio],
  audioCategory: AudioSession.Category? = .playback, tracing: Bool = false,
  expectedDiagnostics: [DiagnosticCode] = [], ignoredDiagnostics: Set<DiagnosticCode> = [],
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: (SimulatedApp) async throws -> Result
) async rethrows -> Result {
  try await SimulatedApp.bound(
    device: device, backgroundModes: backgroundModes, audioCategory: audioCategory, tracing: tracing,
    diagnostics: DiagnosticExpectations(
      expected: expectedDiagnostics, ignored: ignoredDiagnostics, sourceLocation: sourceLocation),
    body)
}
