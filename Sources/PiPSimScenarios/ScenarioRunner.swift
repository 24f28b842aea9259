import AudioEngine
import Clocks
import CoreMediaTime
import Foundation
import PictureInPicture
import RenderPipeline
import Runtime
import ScreenSnapshots
import Tracing
import VideoRendering
import ViewHierarchy

/// Runs scenarios in virtual time and checks their expectations.
///
/// A run starts a fresh traced ``Runtime/Simulation`` (bound to the running task as `Simulation.current` for
/// the run, so runs in parallel tests do not meet), builds the app, then for
/// each step moves the run loop to the step's time and performs it. Steps at the same time as the one
/// before run in the same run-loop turn, before anything that step scheduled. Frames are produced and
/// presented by run-loop tasks, so the same file always gives the same trace, byte for byte.
///
/// While frames are produced, audio plays through a ``AudioEngine/SilentAudioOutput`` on the run loop's clock, and
/// the video is synced to it (its clock is the pipeline's master clock), as an app's video follows
/// its audio; the `audioServerLost` fault makes that output lose its server as a PulseAudio output
/// would, and its `audio.*` events are in the trace.
///
/// In ``ScenarioRunMode/realTime`` the same steps run against the host clock, with the pipeline on
/// its real threads and the audio on a private PulseAudio daemon (see the mode).
@MainActor
public final class ScenarioRunner {
  private let scenario: Scenario
  let simulation: Simulation
  /// The host clock from the run's start (real time only): what virtual time follows.
  private let elapsed: RunElapsedClock?
  /// The private PulseAudio daemon of a real-time run that produces frames, started before the run's
  /// clock starts (it takes a few hundred milliseconds), or why it could not be.
  private let daemon: Result<PulseAudioDaemon, PulseAudioDaemonError>?
  let app: ScenarioApp
  private let videoTrack: TraceTrack
  private var video: SourceViewVideo?
  /// The producer of a sample-buffer source's frames, while a production runs.
  private var feeder: SampleBufferFeeder?
  /// The PiP set-up whose sample-buffer layer the feeder enqueues on.
  private var feederSetUp: ScenarioPictureInPicture?
  /// The running production, when it ends, and the source view its pipeline renders into (nil for a
  /// sample-buffer feeder, which holds its layer), to restart its video after a pause.
  private var production: (request: FrameProduction, end: MediaTime, view: View?)?
  /// Whether the app has stopped its video for the background (`pausesVideoInBackground`).
  private var isVideoPaused = false
  private var videoResumeError: SourceViewVideoError?
  private var activationObservation: ObservationToken?
  private var audio: ScenarioAudio?
  private var videoStopError: SourceViewVideoError?
  private var frameStop: ScheduledTask?
  private var frames = FrameTotals()
  private let interruption: ScenarioInterruption?
  /// Where drained trace chunks go as the run records them; nil keeps them for the returned run.
  private let traceChunks: ((TraceSnapshot) -> Void)?
  private var keptChunks: [TraceSnapshot] = []
  private var report = ScenarioReport.Builder()
  /// Every track seen so far, with the events it lost over the whole run.
  private var traceTracks: [Int: TraceTrackInfo] = [:]
  private var lastDrain = MediaTime.zero
  /// The looks for the expectations at instants.
  private var looks: InstantLooks

  /// In real time, the longest the run loop sleeps before catching its virtual clock up with the
  /// host clock, so other threads that read it (the audio output's) see at most this much lag.
  private static let realTimeSlice = MediaTime.milliseconds(2)

  /// In virtual time, the longest stretch the run loop runs before the runner looks for an
  /// interruption again.
  private static let virtualTimeSlice = MediaTime.seconds(1)

  /// The longest stretch of the run's time between two drains of its trace; at 240 frames a second
  /// no track records more than a few thousand events in it, far below a ring's 65,536.
  private static let drainInterval = MediaTime.seconds(1)

  /// How full a track's ring may get with undrained events before a drain comes early (after a
  /// burst of steps at one moment, say).
  private static let drainLoad = 0.25

  init(
    _ scenario: Scenario, mode: ScenarioRunMode, simulation: Simulation, interruption: ScenarioInterruption?,
    traceChunks: ((TraceSnapshot) -> Void)?
  ) {
    self.scenario = scenario
    self.interruption = interruption
    self.traceChunks = traceChunks
    looks = InstantLooks(scenario.expectations.instants)
    let producesFrames = scenario.steps.contains { $0.action.kind == .produceFrames }
    daemon =
      mode == .realTime && producesFrames
      ? Result { () throws(PulseAudioDaemonError) in try PulseAudioDaemon() } : nil
    elapsed = mode == .realTime ? RunElapsedClock(origin: HostClock().now()) : nil
    self.simulation = simulation
    videoTrack = simulation.trace.track(named: "video")
    simulation.service(PictureInPictureArbiter.self).settings = scenario.pictureInPicture
    let setUpCount = scenario.steps.filter { $0.action.kind == .setUpPiP }.count
    app = ScenarioApp(simulation: simulation, settings: scenario.app, namesSetUps: setUpCount > 1)
    if scenario.app.pausesVideoInBackground {
      activationObservation = simulation.app.activationChanges.add { [weak self] change in
        if change.to == .background { self?.pauseVideo() }
        if change.from == .background { self?.resumeVideo() }
      }
    }
  }

  /// Runs a scenario to its end, or to the first step that cannot be carried out.
  ///
  /// - Parameters:
  ///   - scenario: The scenario to run.
  ///   - mode: Virtual time (the default: exact and repeatable) or real time.
  ///   - progress: Called before each step with the step's 1-based index.
  ///   - snapshot: When given, called with the screen after each step (named like `03-startPiP`)
  ///     and at the end (`end`), to draw as SVG or PNG before it returns.
  ///   - interruption: When given, a request from another thread to stop early, looked at before
  ///     each step and while time passes.
  ///   - traceChunks: When given, receives the trace as it is recorded, in chunks in time order (see
  ///     ``Tracing/TraceRecorder/drain(before:)``), at least once a second of the run's time and whenever a
  ///     track's ring is a quarter full, so a run of any length is traced whole in bounded memory;
  ///     the returned run's trace then holds its tracks but no events.
  ///   - eventsPerTrack: How many events each trace track's ring holds between two drains (the
  ///     default is plenty for virtual time; a real-time run whose threads outpace the drains needs more).
  /// - Returns: The trace, the failed expectations and any step error (an interruption included).
  public static func run(
    _ scenario: Scenario, mode: ScenarioRunMode = .virtualTime,
    progress: ((Int, ScenarioStep) -> Void)? = nil,
    snapshot: ((_ name: String, _ screen: ScreenCapture) -> Void)? = nil,
    interruption: ScenarioInterruption? = nil,
    traceChunks: ((TraceSnapshot) -> Void)? = nil,
    eventsPerTrack: Int = TraceRecorder.defaultEventsPerTrack
  ) -> ScenarioRun {
    let simulation = Simulation(
      device: scenario.device.device, backgroundModes: scenario.app.backgroundModes, tracing: true,
      eventsPerTrack: eventsPerTrack)
    return simulation.withCurrent {
      let runner = ScenarioRunner(
        scenario, mode: mode, simulation: simulation, interruption: interruption, traceChunks: traceChunks)
      let error = runner.runSteps(progress: progress, snapshot: snapshot)
      let failures = error == nil ? runner.checkExpectations() + runner.looks.failures : []
      for failure in failures {
        simulation.mainTrack.instant(
          "expectation.failed", category: "scenario",
          ["expectation": .string(failure.expectation), "detail": .string(failure.description)])
      }
      runner.drainTrace(force: true)
      simulation.runLoop.removeAllTasks()
      return ScenarioRun(
        name: scenario.name, trace: runner.keptTrace(), report: runner.report.report,
        expectationCount: scenario.expectations.count, failures: failures, error: error)
    }
  }

  /// Drains the trace when it is due: `force`d, a drain interval after the last, or a ring filling up.
  ///
  /// Up to the current instant, so that the events of one instant arrive in one chunk, ordered as a
  /// whole snapshot orders them; everything when `force`d (the end of the run), or when a burst at
  /// one instant has filled a ring halfway (losing no event matters more than their order then).
  func drainTrace(force: Bool = false) {
    let recorder = simulation.trace
    let load = recorder.undrainedLoad()
    guard force || simulation.runLoop.now >= lastDrain + Self.drainInterval || load >= Self.drainLoad
    else { return }
    lastDrain = simulation.runLoop.now
    let drainsEverything = force || load >= 2 * Self.drainLoad
    let chunk = recorder.drain(before: drainsEverything ? nil : simulation.runLoop.now.nanoseconds)
    for track in chunk.tracks {
      traceTracks[track.id, default: TraceTrackInfo(id: track.id, name: track.name)].lostEventCount +=
        track.lostEventCount
    }
    report.add(chunk)
    if let traceChunks { traceChunks(chunk) } else { keptChunks.append(chunk) }
  }

  /// The kept chunks as one snapshot, ordered as a snapshot is (chunks drained on other threads' time
  /// may interleave), with every track's losses over the run; no events when the chunks went on.
  private func keptTrace() -> TraceSnapshot {
    var trace = TraceSnapshot(
      processName: simulation.trace.processName, tracks: traceTracks.values.sorted { $0.id < $1.id },
      events: [])
    trace.events.reserveCapacity(keptChunks.reduce(0) { $0 + $1.events.count })
    for chunk in keptChunks { trace.events += chunk.events }
    keptChunks = []
    trace.orderEvents()
    return trace
  }

  private func runSteps(
    progress: ((Int, ScenarioStep) -> Void)?, snapshot: ((String, ScreenCapture) -> Void)?
  )
    -> ScenarioRunError?
  {
    for (offset, step) in scenario.steps.enumerated() {
      let index = offset + 1
      progress?(index, step)
      do throws(ScenarioRunError) {
        try advance(to: step.time, during: (index, step.action.kind))
        simulation.mainTrack.instant(
          step.action.kind.rawValue, category: "scenario", ["step": .int(Int64(index))])
        try perform(step.action, on: app.pictureInPicture(step.target), index: index)
        drainTrace()
        snapshot?(Self.snapshotName(index: index, kind: step.action.kind), screen())
      } catch {
        stopFrames()
        return error
      }
    }
    do throws(ScenarioRunError) {
      // A player-layer source's player made its frames all along: they count as one production, taken
      // by a run-loop task at the end, among the player's own work of that instant (so the trace
      // chunk that holds the player's last frames holds its figures too).
      // The task does not run when the run is at its end already; it is done here then.
      let recordPlayers: @MainActor @Sendable () -> Void = { [weak self] in
        guard let self else { return }
        for player in app.pictureInPictures.compactMap(\.player) {
          record(player.videoRenderer.pipeline.accounting())
        }
      }
      let playerFigures = simulation.runLoop.schedule(at: scenario.endTime, recordPlayers)
      try advance(to: scenario.endTime, during: nil)
      takeLooks()
      if simulation.runLoop.isScheduled(playerFigures) {
        simulation.runLoop.cancel(playerFigures)
        recordPlayers()
      }
      stopFrames()
      try checkVideo(during: nil)
      snapshot?("end", screen())
    } catch {
      return error
    }
    return nil
  }

  /// The frame accounting of each frame pipeline of the app now, named: the source view's video,
  /// each set-up's sample-buffer layer and player.
  var framePipelineAccountings: [(name: String, accounting: FrameAccounting)] {
    var accountings: [(name: String, accounting: FrameAccounting)] = []
    if let video { accountings.append(("the source view's video", video.accounting)) }
    for pip in app.pictureInPictures {
      let setUp = pip.id.isEmpty ? "" : " of set-up \(pip.id)"
      if let layer = pip.sampleBufferLayer {
        accountings.append(
          ("the sample-buffer layer\(setUp)", layer.sampleBufferRenderer.pipeline.accounting()))
      }
      if let player = pip.player {
        accountings.append(("the player\(setUp)", player.videoRenderer.pipeline.accounting()))
      }
    }
    return accountings
  }

  /// Moves the run to `time`, taking on the way the looks due before it (a look at `time` itself
  /// waits for every step of that instant: the next step's move, or the run's end, takes it).
  func advance(to time: MediaTime, during step: (index: Int, kind: StepKind)?)
    throws(ScenarioRunError)
  {
    while let look = looks.nextTime, look < time {
      try moveClock(to: look, during: step)
      takeLooks()
    }
    try moveClock(to: time, during: step)
  }

  /// Takes the looks due now, once what the steps of this instant scheduled for it has run (a look
  /// at a step's time is taken once the run has moved past that step).
  private func takeLooks() {
    simulation.runLoop.runUntilIdle()
    looks.take(dueBy: simulation.runLoop.now, in: app, track: simulation.mainTrack)
  }

  private func moveClock(to time: MediaTime, during step: (index: Int, kind: StepKind)?)
    throws(ScenarioRunError)
  {
    try checkInterruption(during: step)
    do {
      if let elapsed {
        // Real time: wait for the host clock, waking every slice to bring the virtual clock along.
        while simulation.runLoop.now < time {
          let target = min(simulation.runLoop.nextDeadline ?? time, time)
          elapsed.sleep(until: target, atMost: Self.realTimeSlice)
          try simulation.runLoop.advance(to: min(target, max(elapsed.now(), simulation.runLoop.now)))
          drainTrace()
          try checkInterruption(during: step)
        }
      } else {
        while simulation.runLoop.now < time {
          try simulation.runLoop.advance(to: min(time, simulation.runLoop.now + Self.virtualTimeSlice))
          drainTrace()
          try checkInterruption(during: step)
        }
      }
    } catch let error as ScenarioRunError {
      throw error
    } catch {
      throw failure(step, "the virtual clock refused to move: \(error)")
    }
    try checkVideo(during: step)
  }

  /// Ends the run when another thread asked it to stop, with a `run.interrupted` instant.
  private func checkInterruption(during step: (index: Int, kind: StepKind)?) throws(ScenarioRunError) {
    guard let number = interruption?.requestedSignal else { return }
    let name = ScenarioInterruption.name(of: number)
    simulation.mainTrack.instant("run.interrupted", category: "scenario", ["signal": .string(name)])
    throw failure(step, "interrupted by \(name); the trace ends here")
  }

  private func checkVideo(during step: (index: Int, kind: StepKind)?) throws(ScenarioRunError) {
    if let problem = video?.haltingError {
      throw failure(step, "the frame pipeline failed: \(problem)")
    }
    if let videoStopError {
      throw failure(step, "the frame pipeline did not stop cleanly: \(videoStopError)")
    }
    if let videoResumeError {
      throw failure(
        step, "the frame pipeline could not start again after the background: \(videoResumeError)")
    }
  }

  private func screen() -> ScreenCapture {
    let shown = app.pictureInPictures.first { $0.controller?.isPictureInPictureActive == true }
    return ScreenCapture(
      window: app.window, pictureInPicture: (shown ?? app.pictureInPicture(nil))?.controller)
  }

  /// `03-startPiP`: the index padded to two digits, so a directory listing is in step order.
  private static func snapshotName(index: Int, kind: StepKind) -> String {
    let number = String(index)
    return String(repeating: "0", count: max(0, 2 - number.count)) + number + "-" + kind.rawValue
  }

  private func failure(_ step: (index: Int, kind: StepKind)?, _ reason: String) -> ScenarioRunError {
    ScenarioRunError(
      stepIndex: step?.index, stepKind: step?.kind, time: simulation.runLoop.now.seconds, reason: reason)
  }

  /// Performs `action`; `pip` is the PiP set-up it targets (its `pip` key, else the first set-up).
  func perform(_ action: StepAction, on pip: ScenarioPictureInPicture?, index: Int)
    throws(ScenarioRunError)
  {
    let controller = pip?.controller
    let arbiter = simulation.service(PictureInPictureArbiter.self)
    switch action {
    case .setUpPictureInPicture(let setUp): app.setUpPictureInPicture(setUp, id: setUp.id)
    case .startPictureInPicture:
      if scenario.app.stopsActivePictureInPictureBeforeStarting, let pip {
        app.startStoppingOthersFirst(pip)
      } else {
        controller?.startPictureInPicture()
      }
    case .startPictureInPictureThroughSession: pip?.startThroughSession()
    case .stopPictureInPicture: controller?.stopPictureInPicture()
    case .userTapsRestore: controller?.simulateUserTapsRestore()
    case .userTapsClose: controller?.simulateUserTapsClose()
    case .appEntersBackground: simulation.app.enterBackground()
    case .appEntersForeground: simulation.app.enterForeground()
    case .removeSourceView: pip?.sourceView?.removeFromSuperview()
    case .reinsertSourceView: pip?.reinsertSourceView()
    case .releasePictureInPicture: pip?.releaseController()
    case .recreateSource(let updatesContentSource):
      pip?.recreateSource(updatesContentSource: updatesContentSource)
      if let layer = pip?.sampleBufferLayer, feederSetUp === pip { feeder?.switchLayer(to: layer) }
    case .appResignsActive: simulation.app.resignActive()
    case .appBecomesActive: simulation.app.becomeActive()
    case .userSkips(let interval): controller?.simulateUserSkip(by: CMTime(interval))
    case .userTogglesPlayPause: controller?.simulateUserTogglesPlayPause()
    case .setAudioCategory(let category, let mode):
      // Never throws: no options are passed.
      try? simulation.audioSession.setCategory(category, mode: mode ?? simulation.audioSession.mode)
    case .deactivateAudioSession: setAudioSessionActive(false)
    case .activateAudioSession: setAudioSessionActive(true)
    case .userResizesPictureInPicture(let width):
      guard let controller, let frame = controller.pictureInPictureFrame else { break }
      let height = frame.width > 0 ? width * frame.height / frame.width : width
      controller.simulateUserResize(to: CGSize(width: width, height: height))
    case .otherAppStartsPictureInPicture: arbiter.otherAppStartsPictureInPicture()
    case .otherAppEndsPictureInPicture: arbiter.otherAppEndsPictureInPicture()
    case .rotateDevice(let orientation): simulation.userInterface.rotateDevice(to: orientation)
    case .requestGeometry(let orientations): app.requestGeometry(orientations)
    case .setUpFullscreen(let style, let force): app.setUpFullscreen(style, forceFullScreenOnLandscape: force)
    case .fullscreen(let action): app.perform(action)
    case .requestOrientation(let orientations, let autoRotate):
      app.rotator?.setFullscreenAutoRotate(enabled: autoRotate)
      app.rotator?.requestOrientations(ScenarioApp.mask(orientations))
    case .lBar(let right, let bottom):
      app.appManagedPlayer?.moveRightSide(for: right)
      app.appManagedPlayer?.moveBottomSide(for: bottom)
      app.root.view.layoutIfNeeded()
    case .produceFrames(let production): try startFrames(production, into: pip, index: index)
    case .injectFault(let fault): inject(fault, into: pip)
    case .advance(let span): try advance(to: simulation.runLoop.now + span, during: (index, .advance))
    }
  }

  /// Calls `setActive` as the app does; iOS's refusal is traced as `audioSession.setActiveFailed` with
  /// its message, and the session stays as it was.
  private func setAudioSessionActive(_ active: Bool) {
    do throws(AudioSessionRequestError) {
      try simulation.audioSession.setActive(active)
    } catch {
      simulation.mainTrack.instant(
        "audioSession.setActiveFailed", category: "scenario", ["error": .string(error.description)])
    }
  }

  private func inject(_ fault: Fault, into pip: ScenarioPictureInPicture?) {
    switch fault {
    case .restoreNeverCompletes: pip?.restoreAnswer = .never
    case .restoreCompletesFalse: pip?.restoreAnswer = .notRestored
    case .restoreCompletesTwice: pip?.restoreAnswer = .twice
    case .restoreAnswersLate(let delay): pip?.restoreAnswer = .late(delay)
    case .startFailsAfterWillStart: simulation.service(PictureInPictureArbiter.self).failNextStart()
    case .skipNeverCompletes: pip?.playbackDelegate?.answersSkips = false
    case .producerStall(let span):
      feeder?.stall(for: span)
      guard let video else { return }
      try? video.injectProducerStall(for: span)
    case .audioServerLost:
      audio?.injectServerLoss()
    case .playerStall(let span):
      guard let player = pip?.player else { return }
      player.currentItem?.injectStall(for: span)
      simulation.mainTrack.instant(
        "player.stall", category: "scenario",
        [
          "seconds": .double(span.seconds),
          "timeControlStatus": .string(player.timeControlStatus.description),
        ])
    }
  }

  /// Starts the source view's video, a 320×180 test pattern at the requested rate paced on the run
  /// loop, and the audio it is synced to.
  private func startFrames(_ production: FrameProduction, into pip: ScenarioPictureInPicture?, index: Int)
    throws(ScenarioRunError)
  {
    guard let view = pip?.sourceView else {
      throw failure((index, .produceFrames), "there is no source view to render into")
    }
    var runningDaemon: PulseAudioDaemon?
    if let daemon {
      do {
        runningDaemon = try daemon.get()
      } catch {
        throw failure((index, .produceFrames), "the private PulseAudio daemon could not start: \(error)")
      }
    }
    let audio: ScenarioAudio
    do {
      audio = try ScenarioAudio.start(simulation: simulation, daemon: runningDaemon)
    } catch {
      throw failure((index, .produceFrames), "the audio output could not start: \(error)")
    }
    self.audio = audio
    if let layer = pip?.sampleBufferLayer {
      feederSetUp = pip
      do {
        feeder = try SampleBufferFeeder(
          layer: layer, framesPerSecond: production.framesPerSecond, simulation: simulation)
      } catch {
        audio.stop()
        throw failure((index, .produceFrames), "the frame pool could not be made: \(error)")
      }
      beginProduction(production, in: nil)
      return
    }
    do throws(SourceViewVideoError) {
      try startVideo(production, in: view, syncedTo: audio)
    } catch {
      audio.stop()
      throw failure((index, .produceFrames), "the frame pipeline could not start: \(error)")
    }
    beginProduction(production, in: view)
  }

  /// Starts the source view's video pipeline for `production`, synced to `audio`'s clock.
  private func startVideo(_ production: FrameProduction, in view: View, syncedTo audio: ScenarioAudio)
    throws(SourceViewVideoError)
  {
    let configuration = PipelineConfiguration(
      width: 320, height: 180, frameRate: production.framesPerSecond, trace: simulation.trace)
    let video = try SourceViewVideo(
      view: view, configuration: configuration, simulation: simulation,
      displayHertz: production.displayHertz, masterClock: audio.output.clock,
      pacing: elapsed.map { .threads(clock: $0) } ?? .runLoop, logsPresentations: false)
    try video.start()
    self.video = video
  }

  private func beginProduction(_ request: FrameProduction, in view: View?) {
    production = (request, simulation.runLoop.now + request.duration, view)
    isVideoPaused = false
    videoTrack.begin("video", category: .frame)
    frameStop = simulation.runLoop.schedule(after: request.duration) { [weak self] in self?.stopFrames() }
    if scenario.app.pausesVideoInBackground, simulation.app.activationState == .background { pauseVideo() }
  }

  func stopFrames() {
    if let frameStop { simulation.runLoop.cancel(frameStop) }
    frameStop = nil
    guard production != nil else { return }
    production = nil
    let accounting = stopProduction()
    defer { audio?.stop() }
    videoTrack.end("video", category: .frame)
    accounting.map(record)
  }

  /// The app stops making video frames for the background; its audio goes on, and the layer keeps
  /// its last frame. A source view's producer skips its slots until the production's end (its
  /// pipeline cannot end a stall early, so ``resumeVideo()`` replaces it); a sample-buffer feeder
  /// skips its slots.
  private func pauseVideo() {
    guard let production, !isVideoPaused else { return }
    isVideoPaused = true
    simulation.mainTrack.instant("video.paused", category: .frame, ["reason": .string("app in background")])
    if let feeder {
      feeder.isPaused = true
    } else if let video, video.isRunning {
      try? video.pipeline.stallProducer(for: production.end - simulation.runLoop.now)
    }
  }

  /// The app makes video frames again once it has left the background: a source view gets a new
  /// pipeline (the paused one's figures are recorded), a sample-buffer feeder enqueues again.
  private func resumeVideo() {
    guard let production, isVideoPaused else { return }
    isVideoPaused = false
    simulation.mainTrack.instant("video.resumed", category: .frame)
    if let feeder {
      feeder.isPaused = false
      return
    }
    guard let video, video.isRunning, let audio, let view = production.view else { return }
    do throws(SourceViewVideoError) {
      record(try video.stop(.drain))
      try startVideo(production.request, in: view, syncedTo: audio)
    } catch {
      videoResumeError = error
    }
  }

  /// Adds a production's figures to the run's and traces them (`video.accounting`, `video.drops`).
  private func record(_ accounting: FrameAccounting) {
    frames.add(accounting)
    let track = simulation.mainTrack
    track.instant(
      "video.accounting", category: .frame,
      [
        "pushed": .int(Int64(accounting.pushed)), "presented": .int(Int64(accounting.presented)),
        "dropped": .int(Int64(accounting.droppedTotal)), "inFlight": .int(Int64(accounting.inFlight)),
      ])
    for reason in DropReason.allCases where accounting.dropped(reason) > 0 {
      track.instant(
        "video.drops", category: .frame,
        ["reason": .string(reason.rawValue), "count": .int(Int64(accounting.dropped(reason)))])
    }
  }

  /// Stops the running production, a sample-buffer feeder or the source view's pipeline.
  ///
  /// - Returns: Its frame figures, or nil when nothing was running.
  private func stopProduction() -> FrameAccounting? {
    if let feeder {
      self.feeder = nil
      feederSetUp = nil
      return feeder.stop()
    }
    guard let video, video.isRunning else { return nil }
    do {
      return try video.stop(.drain)
    } catch {
      videoStopError = error
      return video.accounting
    }
  }

  /// What the last audio output's clock followed: `output`, `hostClock`, or `none` without one.
  private var audioClockName: String {
    switch audio?.output.clockSource {
    case nil: "none"
    case .hostClock: "hostClock"
    case .pulseAudio, .supplied: "output"
    }
  }

  private func checkExpectations() -> [ExpectationFailure] {
    let setUps = Dictionary(
      app.pictureInPictures.map { ($0.id, ObservedPictureInPicture($0)) },
      uniquingKeysWith: { first, _ in first })
    let observed = ObservedOutcome(
      callbacks: app.callbacks, firstSetUp: ObservedPictureInPicture(app.pictureInPicture(nil)),
      setUps: setUps,
      frames: frames, orientationOutcome: app.rotator?.lastOutcome?.kindName,
      interfaceOrientation: app.scene?.interfaceOrientation, isFullscreen: app.isFullscreen,
      playerFrame: app.playerView?.frame,
      diagnostics: simulation.diagnostics.codes.map(\.rawValue), audioClock: audioClockName)
    return observed.failures(against: scenario.expectations)
  }
}
