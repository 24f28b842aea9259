import PiPSim

extension SimulatedApp {
  /// The user taps the PiP button in `playerViewController`'s controls: PiP starts if possible, and
  /// its delegate hears each step. Without controls or with PiP not allowed there is no button, and
  /// the tap does nothing (a diagnostic says why).
  public func userTapsPictureInPictureButton(in playerViewController: NativePlayerViewController) {
    playerViewController.simulateUserTapsPictureInPictureButton()
  }
}
