import MediaPlayback
import Runtime
import ViewHierarchy

extension PictureInPictureController {
  /// Re-evaluates ``isPictureInPicturePossible`` on the next run-loop tick (once, however often asked).
  func setNeedsPossibilityUpdate() {
    guard possibilityUpdate == nil else { return }
    possibilityUpdate = simulation.runLoop.perform { [weak self] in
      self?.updatePossibility()
    }
  }

  private func updatePossibility() {
    possibilityUpdate = nil
    let reasons = currentUnavailableReasons()
    if reasons.isEmpty != isPictureInPicturePossible || reasons != unavailableReasons {
      tracePossibilityChange(to: reasons.isEmpty, reasons: reasons)
    }
    if isPictureInPictureActive {
      diagnoseAudioSessionChangeWhileActive(from: unavailableReasons, to: reasons)
    }
    unavailableReasons = reasons
    isPictureInPicturePossible = reasons.isEmpty
  }

  /// Warns when the audio session stops allowing PiP while PiP is on: iOS documents the category
  /// and activation as what lets PiP start, not as what ends it, so PiP stays (docs/ios-behaviour.md,
  /// "The audio session changes while PiP is on").
  private func diagnoseAudioSessionChangeWhileActive(
    from previous: [PictureInPictureUnavailableReason], to reasons: [PictureInPictureUnavailableReason]
  ) {
    let newAudioReasons = reasons.filter { reason in
      switch reason {
      case .audioSessionCategory, .audioSessionInactive: !previous.contains(reason)
      default: false
      }
    }
    guard !newAudioReasons.isEmpty else { return }
    diagnose(
      .pipAudioSessionUnfitWhileActive, .warning,
      newAudioReasons.map(\.description).joined(separator: "; ")
        + " while PiP is on: PiP stays, but cannot start again until the session allows it")
  }

  /// The reasons that can never go away for this controller (device and OS).
  func permanentUnavailableReasons() -> [PictureInPictureUnavailableReason] {
    let device = simulation.device
    var reasons: [PictureInPictureUnavailableReason] = []
    if !device.supportsPictureInPicture { reasons.append(.unsupportedDevice(device.name)) }
    if requiresContentSourceAPI, device.systemVersion < OSVersion(15) {
      reasons.append(.systemVersionTooOld(device.systemVersion))
    }
    return reasons
  }

  /// Every reason PiP cannot start right now, in a fixed order.
  func currentUnavailableReasons() -> [PictureInPictureUnavailableReason] {
    var reasons = permanentUnavailableReasons()
    if !simulation.app.backgroundModes.contains(.audio) { reasons.append(.missingAudioBackgroundMode) }
    let audioSession = simulation.audioSession
    if audioSession.category != .playback, audioSession.category != .playAndRecord {
      reasons.append(.audioSessionCategory(audioSession.category))
    }
    if !audioSession.isActive { reasons.append(.audioSessionInactive) }
    if audioSession.isInterrupted { reasons.append(.audioSessionInterrupted) }
    if arbiter.isOtherAppShowingPictureInPicture { reasons.append(.otherAppShowingPictureInPicture) }
    guard let contentSource else {
      reasons.append(.noContentSource)
      return reasons
    }
    if let problem = contentSource.readinessProblem {
      reasons.append(problem)
    } else if contentSource.inlineView?.window == nil {
      reasons.append(.sourceNotInWindow)
    }
    return reasons
  }

  /// Subscribes to everything possibility depends on and to the app's lifecycle.
  func observeEnvironment() {
    let update: @MainActor (Any) -> Void = { [weak self] _ in self?.setNeedsPossibilityUpdate() }
    observations = [
      simulation.audioSession.changes.add(update),
      simulation.deviceChanges.add(update),
      simulation.userInterface.hierarchyChanges.add(update),
      simulation.app.activationChanges.add { [weak self] change in
        self?.setNeedsPossibilityUpdate()
        self?.appDidChangeActivation(change)
      },
      arbiter.changes.add { [weak self] change in
        self?.setNeedsPossibilityUpdate()
        self?.handle(
          change == .otherAppStarted ? .otherAppStartedPictureInPicture : .otherAppEndedPictureInPicture)
      },
    ]
  }

  /// Follows the player layer's readiness, if the source has one.
  func observePlayerLayer() {
    playerLayerObservation = contentSource?.playerLayer?.observe(\.isReadyForDisplay) { [weak self] _, _ in
      self?.setNeedsPossibilityUpdate()
    }
  }

  /// Reacts to a new content source: re-evaluates, and stops an active PiP the new source cannot carry.
  func contentSourceDidChange() {
    observePlayerLayer()
    setNeedsPossibilityUpdate()
    guard state != .idle else { return }
    if let problem = contentSource.map({ $0.readinessProblem }) ?? .noContentSource {
      diagnose(
        .pipContentSourceInvalid, .warning, "content source changed while PiP is on: \(problem); PiP stops")
      handle(.stopRequested(.contentSourceInvalid))
    } else {
      replaceHostedContent()
    }
  }
}
