import PiPSim

extension SimulatedApp {
  /// Where `controller` is in its lifecycle, beyond what AVKit's `isPictureInPictureActive` tells.
  public func phase(of controller: PictureInPictureController) -> PictureInPicturePhase {
    controller.state.phase
  }

  /// How `controller`'s last stop ended for the inline interface; nil before its first stop.
  public func lastRestoreOutcome(of controller: PictureInPictureController) -> PictureInPictureRestoreOutcome?
  {
    controller.lastRestoreOutcome
  }

  /// Why PiP is not possible for `controller`, as of its last evaluation; empty when it is possible.
  ///
  /// AVKit says only that `isPictureInPicturePossible` is false; this says why, in a fixed order.
  public func unavailableReasons(of controller: PictureInPictureController)
    -> [PictureInPictureUnavailableReason]
  {
    controller.unavailableReasons
  }

  /// The system interrupts the app's audio session (an incoming call, an alarm) until
  /// ``endAudioSessionInterruption(options:)``; PiP is not possible meanwhile.
  ///
  /// - Parameter reason: Why, as `AVAudioSession.InterruptionReason` names it.
  /// - Throws: `AudioSessionError.notActive` when the session is inactive, or `.alreadyInterrupted`;
  ///   the session is unchanged.
  public func interruptAudioSession(reason: AudioSessionInterruption.Reason = .default)
    throws(AudioSessionError)
  {
    try audioSession.simulateInterruptionBegan(reason: reason)
  }

  /// The interruption ends; `.shouldResume` when the app may resume playing.
  ///
  /// - Throws: `AudioSessionError.notInterrupted` when no interruption is under way.
  public func endAudioSessionInterruption(options: AudioSessionInterruption.Options = [])
    throws(AudioSessionError)
  {
    try audioSession.simulateInterruptionEnded(options: options)
  }

  /// What the user answers when the app first asks for the microphone
  /// (`AVAudioSession.requestRecordPermission`); default true.
  public var userGrantsRecordPermission: Bool {
    get { audioSession.userGrantsRecordPermission }
    set { audioSession.userGrantsRecordPermission = newValue }
  }

  /// Whether the system deactivates the audio session when the app goes to the background, as some
  /// iOS versions do for suspended apps (default false; see `AVAudioSession`'s documentation here).
  public var audioSessionDeactivatesWhileSuspended: Bool {
    get { audioSession.systemDeactivatesWhileSuspended }
    set { audioSession.systemDeactivatesWhileSuspended = newValue }
  }
}

extension SimulatedApp {
  /// The user plugs `port` in as the audio output (wired headphones, say), or unplugs the one plugged
  /// in (nil): `AVAudioSession.routeChangeNotification` is posted with `.newDeviceAvailable` or
  /// `.oldDeviceUnavailable` and the previous route.
  ///
  /// - Throws: `AudioSessionError.routeUnchanged` when that is already the route; nothing is posted.
  public func changeAudioRoute(connecting port: AudioSession.Port?) throws(AudioSessionError) {
    try audioSession.simulateRouteChange(connecting: port)
  }
}

extension SimulatedApp {
  /// The user turns the device so that the interface would be in `orientation`: `UIDevice` posts
  /// `orientationDidChangeNotification` (when generating them), then every scene follows if its
  /// view controller allows it (see `UserInterfaceSystem.rotateDevice(to:)`).
  public func rotateDevice(to orientation: InterfaceOrientation) {
    simulation.userInterface.rotateDevice(to: orientation)
  }
}
