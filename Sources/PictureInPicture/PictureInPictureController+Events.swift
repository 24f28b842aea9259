import Foundation
import Runtime
import VideoRendering
import ViewHierarchy

/// What became of one restore completion handler.
enum RestoreAnswer {
  case pending
  case answered
  case timedOut
}

extension PictureInPictureController {
  /// Runs `event` through the state machine, then its effects; events raised meanwhile wait their turn.
  func handle(_ event: Event) {
    pendingEvents.append(event)
    guard !isHandlingEvents else { return }
    isHandlingEvents = true
    while !pendingEvents.isEmpty {
      let next = pendingEvents.removeFirst()
      let previous = state
      let transition = Self.transition(from: previous, on: next, context: transitionContext())
      state = transition.state
      traceTransition(from: previous, to: state, on: next)
      for effect in transition.effects { run(effect) }
      traceSessionEnd(from: previous, to: state)
    }
    isHandlingEvents = false
  }

  private func transitionContext() -> TransitionContext {
    TransitionContext(
      settings: arbiter.settings, isPossible: isPictureInPicturePossible,
      unavailableReasons: unavailableReasons, sceneState: sourceSceneState,
      appState: simulation.app.activationState, nextRestoreID: lastRestoreID + 1)
  }

  /// The activation state of the scene showing the source (the app's when the source has no scene).
  var sourceSceneState: SceneActivationState {
    contentSource?.inlineView?.window?.windowScene?.activationState ?? simulation.app.activationState
  }

  private func run(_ effect: Effect) {
    switch effect {
    case .presentWindow:
      presentWindow()
    case .dismissWindow:
      dismissWindow()
    case .notifyWillStart:
      guard let delegate else { return }
      traceCallback("pictureInPictureControllerWillStartPictureInPicture")
      delegate.pictureInPictureControllerWillStartPictureInPicture(self)
    case .notifyDidStart:
      guard let delegate else { return }
      traceCallback("pictureInPictureControllerDidStartPictureInPicture")
      delegate.pictureInPictureControllerDidStartPictureInPicture(self)
    case .notifyFailedToStart(let error):
      guard let delegate else { return }
      traceFailedToStart(error)
      delegate.pictureInPictureController(self, failedToStartPictureInPictureWithError: error)
    case .notifyWillStop:
      guard let delegate else { return }
      traceCallback("pictureInPictureControllerWillStopPictureInPicture")
      delegate.pictureInPictureControllerWillStopPictureInPicture(self)
    case .notifyDidStop:
      defer { diagnoseContentLeftInPictureInPicture() }
      guard let delegate else { return }
      traceCallback("pictureInPictureControllerDidStopPictureInPicture")
      delegate.pictureInPictureControllerDidStopPictureInPicture(self)
    case .askToRestore(let restoreID):
      askToRestore(restoreID: restoreID)
    case .scheduleStartAnimation:
      animationTimer = simulation.runLoop.schedule(after: arbiter.settings.startAnimationDuration) {
        [weak self] in
        guard let self else { return }
        self.handle(.startAnimationFinished(injectedFailure: self.arbiter.takeInjectedStartFailure()))
      }
    case .scheduleStopAnimation:
      animationTimer = simulation.runLoop.schedule(after: arbiter.settings.stopAnimationDuration) {
        [weak self] in
        self?.handle(.stopAnimationFinished)
      }
    case .setActive(let active):
      isPictureInPictureActive = active
    case .setSuspended(let suspended):
      isPictureInPictureSuspended = suspended
    case .pausePlaybackForSuspension:
      pausePlaybackForSuspension()
    case .resumePlaybackAfterSuspension:
      resumePlaybackAfterSuspension()
    case .bringAppToForeground:
      simulation.app.enterForeground()
    case .checkRestoreTarget:
      diagnoseRestoreWithoutTarget()
    case .recordRestoreOutcome(let outcome):
      lastRestoreOutcome = outcome
    case .reportRenderSize:
      reportRenderSize()
    case .diagnose(let code, let severity, let message):
      diagnose(code, severity, message)
    case .closeWindowOfReleasedController:
      closeWindowOfReleasedController()
    }
  }

  /// Ends PiP from `deinit`: the window goes and every pending task is cancelled. Nothing here may
  /// keep or weakly reference the controller, which is being deallocated.
  private func closeWindowOfReleasedController() {
    for task in [animationTimer, restoreTimeout, possibilityUpdate] { task?.cancel() }
    pictureInPictureWindow?.rootViewController = nil
    pictureInPictureWindow = nil
    pictureInPictureFrame = nil
    arbiter.releaseControllerBeingDeallocated()
  }

  private func presentWindow() {
    arbiter.claim(for: self)
    let frame = windowFrame()
    pictureInPictureFrame = frame
    if let contentViewController = contentSource?.activeVideoCallContentViewController {
      let window = Window(frame: frame)
      window.accessibilityIdentifier = "PiP window"
      window.rootViewController = contentViewController
      window.makeKeyAndVisible()
      pictureInPictureWindow = window
    }
    if let layer = contentSource?.sampleBufferDisplayLayer {
      layer.isShownInPictureInPicture = true
      queryPlaybackState()
    }
    contentSource?.playerLayer?.player?.isShownInPictureInPicture = true
    startWatchingForFrozenPicture()
  }

  private func dismissWindow() {
    stopWatchingForFrozenPicture()
    playbackPausedBySuspension = false
    contentSource?.sampleBufferDisplayLayer?.isShownInPictureInPicture = false
    contentSource?.playerLayer?.player?.isShownInPictureInPicture = false
    pictureInPictureWindow?.rootViewController = nil
    pictureInPictureWindow = nil
    pictureInPictureFrame = nil
    arbiter.release(self)
    setNeedsPossibilityUpdate()
  }

  /// Hosts the new source's content view controller in the PiP window after a source swap.
  func replaceHostedContent() {
    guard let window = pictureInPictureWindow else { return }
    window.rootViewController = contentSource?.activeVideoCallContentViewController
  }

  private func windowFrame() -> CGRect {
    let settings = arbiter.settings
    let preferred =
      contentSource?.activeVideoCallContentViewController?.preferredContentSize
      ?? contentSource?.playerLayer?.player?.currentItem?.presentationSize ?? .zero
    let aspect = preferred.width > 0 && preferred.height > 0 ? preferred.height / preferred.width : 9.0 / 16.0
    let screen = simulation.device.screenBounds(in: .portrait)
    let insets = simulation.device.safeAreaInsets(in: .portrait)
    let size = CGSize(width: settings.windowWidth, height: (settings.windowWidth * aspect).rounded())
    return CGRect(
      x: screen.maxX - size.width - 16, y: screen.maxY - insets.bottom - size.height - 16,
      width: size.width, height: size.height)
  }

  private func askToRestore(restoreID: Int) {
    lastRestoreID = restoreID
    restoreAnswers[restoreID] = .pending
    restoreNotImplemented = false
    restoreTimeout = simulation.runLoop.schedule(after: arbiter.settings.restoreCompletionTimeout) {
      [weak self] in
      self?.restoreTimedOut(restoreID: restoreID)
    }
    guard let delegate else {
      restoreNotImplemented = true
      restoreCompletionCalled(restoreID: restoreID, restored: false)
      return
    }
    traceCallback(
      "pictureInPictureController(_:restoreUserInterfaceForPictureInPictureStopWithCompletionHandler:)")
    delegate.pictureInPictureController(
      self,
      restoreUserInterfaceForPictureInPictureStopWithCompletionHandler: {
        [weak self, runLoop = simulation.runLoop] restored in
        Self.handleAnswer("restore completion \(restoreID)", to: self, on: runLoop) { controller in
          controller.restoreCompletionCalled(restoreID: restoreID, restored: restored)
        }
      })
  }

  /// Handles an answer the app gave through a completion handler, on whatever thread it called it,
  /// as AVKit's `@Sendable` handlers allow: on the main actor `handle` runs at once; from another
  /// thread it runs on the main run loop's next turn, with a diagnostic naming `answer`. A controller
  /// gone by then hears nothing.
  nonisolated static func handleAnswer(
    _ answer: String, to controller: PictureInPictureController?, on runLoop: MainRunLoop,
    _ handle: @escaping @Sendable @MainActor (PictureInPictureController) -> Void
  ) {
    let cameFromAnotherThread = !MainRunLoop.isOnMainActor
    runLoop.runOnMain { [weak controller] in
      guard let controller else { return }
      if cameFromAnotherThread {
        controller.diagnose(
          .pipAnswerOffMainThread, .info,
          "\(answer) was called off the main thread; AVKit declares it @Sendable, so it is handled on "
            + "the main run loop's next turn")
      }
      handle(controller)
    }
  }

  private func restoreCompletionCalled(restoreID: Int, restored: Bool) {
    switch restoreAnswers[restoreID] {
    case .pending:
      restoreAnswers[restoreID] = .answered
      restoreTimeout?.cancel()
      let outcome: RestoreOutcome =
        restored ? .restored : (restoreNotImplemented ? .notImplemented : .declined)
      traceRestoreCompletion(restored: restored, outcome: outcome)
      if outcome == .notImplemented {
        diagnose(
          .pipRestoreNotImplemented, .warning, "the delegate does not implement restore; treated as false")
      }
      handle(.restoreCompleted(restoreID: restoreID, outcome: outcome))
    case .answered:
      diagnose(
        .pipRestoreCompletionCalledTwice, .appError, "restore completion \(restoreID) called again; ignored")
    case .timedOut:
      diagnose(
        .pipRestoreCompletionTooLate, .appError,
        "restore completion \(restoreID) called after the timeout; ignored")
    case nil:
      diagnose(.pipRestoreCompletionTooLate, .appError, "restore completion \(restoreID) is unknown; ignored")
    }
  }

  private func restoreTimedOut(restoreID: Int) {
    guard restoreAnswers[restoreID] == .pending else { return }
    restoreAnswers[restoreID] = .timedOut
    diagnose(
      .pipRestoreTimedOut, .appError,
      "restore completion \(restoreID) not called within \(arbiter.settings.restoreCompletionTimeout); treated as false"
    )
    handle(.restoreCompleted(restoreID: restoreID, outcome: .timedOut))
  }
}
