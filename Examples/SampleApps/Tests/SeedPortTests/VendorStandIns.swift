import AVKitCompat
import PiPSim

// Small stand-ins for the vendor SDKs the seed documents call, so their Apple-API code compiles
// unchanged. JW Player's and FastPix's fullscreen behaviour is what PiPSim's Fullscreen module
// models, so their types are PiPSim's; the ARTC demo's helpers are written out.

// MARK: JW Player iOS SDK (seed 002)

/// `JWPlayerViewController`.
typealias JWPlayerViewController = FullScreenPlayerViewController
/// `JWPlayerViewControllerFullScreenDelegate`.
typealias JWPlayerViewControllerFullScreenDelegate = FullScreenDelegate
/// `JWFullScreenViewController`.
typealias JWFullScreenViewController = FullScreenViewController
/// `JWFullScreenExitReason`.
typealias JWFullScreenExitReason = FullScreenExitReason

// MARK: FastPix iOS Player SDK (seed 003)

/// `FastPixFullscreenDelegate`.
typealias FastPixFullscreenDelegate = FullscreenOrientationDelegate
/// `FastPixOrientationOutcome`.
typealias FastPixOrientationOutcome = OrientationOutcome
/// `FastPixVideoFillMode`.
typealias FastPixVideoFillMode = VideoFillMode

/// FastPix's player view controller: fullscreen rotation through a `FullscreenRotator`.
@MainActor
final class FastPixPlayerViewController: UIViewController {
  /// Told about rotations and every orientation request.
  weak var fullscreenDelegate: (any FastPixFullscreenDelegate)? {
    didSet { rotator?.delegate = fullscreenDelegate }
  }
  /// How the picture fills the frame.
  var videoFillMode = FastPixVideoFillMode.default
  private var rotator: FullscreenRotator?

  /// Hosts the player in `container` of `parent`.
  func setupFullscreen(parent: UIViewController, container: UIView) {
    parent.addChild(self)
    view.frame = container.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.addSubview(view)
    didMove(toParent: parent)
    rotator = FullscreenRotator(playerView: container)
    rotator?.delegate = fullscreenDelegate
  }

  /// Turns rotation on entering fullscreen on or off (on by default).
  func setFullscreenAutoRotate(enabled: Bool) {
    rotator?.setFullscreenAutoRotate(enabled: enabled)
  }

  /// The user taps the fullscreen button: the SDK asks for landscape.
  func enterFullscreen() {
    rotator?.requestOrientations(.landscape)
  }
}

// MARK: The ARTC Picture-in-Picture demo app's helpers (seed 004)

/// The demo's seat view, which ARTC's custom video rendering draws into.
final class CustomVideoRenderSeatView: UIView {
  /// The user whose video the seat shows.
  var uid = ""
  /// Where the seat sat before PiP took it.
  weak var originalSuperview: UIView?
}

extension UIAlertController {
  /// The demo's alert helper: an alert with `msg` and an OK button, presented over `vc`.
  static func showAlertWithMainThread(msg: String, vc: UIViewController) {
    let alert = UIAlertController(title: nil, message: msg, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    vc.present(alert, animated: false)
  }
}
