import Foundation
import Fullscreen
import Runtime
import ViewHierarchy

/// The scenario app's root view controller: a player view controller (seed 002) that can also host an
/// app-managed player (seeds 000 and 001) and a video-call seat view (seed 004).
@MainActor
final class ScenarioRootViewController: FullScreenPlayerViewController {
  /// The app-managed fullscreen controller, once `setUpFullscreen` built one.
  var appManagedFullscreen: AppManagedFullscreen?
  /// The app's supported orientations, as its Info.plist would declare them.
  var supportedOrientations = InterfaceOrientationMask.all

  override var supportedInterfaceOrientations: InterfaceOrientationMask { supportedOrientations }

  override var prefersStatusBarHidden: Bool { appManagedFullscreen?.isFullscreen ?? isFullScreen }

  override func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    appManagedFullscreen?.viewWillTransition(to: size, with: coordinator)
  }
}
