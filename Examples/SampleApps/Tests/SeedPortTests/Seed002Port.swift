// swift-format-ignore-file
import AVKitCompat

// Seed 002 (JW Player iOS, "Enter and exit full screen"): the Swift listing as printed; the
// Objective-C listing is left out.

class CustomPlayerViewController: JWPlayerViewController, JWPlayerViewControllerFullScreenDelegate {

    override func viewDidLoad() {
        super.viewDidLoad()

        // Set the JWPlayerViewControllerFullScreenDelegate to self
        fullScreenDelegate = self
    }

    // MARK: - JWPlayerViewControllerFullScreenDelegate

    func playerViewControllerWillGoFullScreen(_ controller: JWPlayerViewController) -> JWFullScreenViewController? {
        return nil
    }

    func playerViewControllerDidGoFullScreen(_ controller: JWPlayerViewController) {

    }

    func playerViewControllerWillDismissFullScreen(_ controller: JWPlayerViewController) {

    }

    func playerViewControllerDidDismissFullScreen(_ controller: JWPlayerViewController) {

    }

    func playerViewControllerWillDismissFullScreen(
        _ controller: JWPlayerViewController,
        reason: JWFullScreenExitReason
    ) {
        // Prepare for dismissal using the reported reason.
    }

    func playerViewControllerDidDismissFullScreen(
        _ controller: JWPlayerViewController,
        reason: JWFullScreenExitReason
    ) {
        switch reason {
        case .userTappedDismissButton:
            print("Dedicated dismiss button")
        case .userTappedToggleButton:
            print("Fullscreen toggle")
        case .external:
            print("Programmatic dismissal")
        default:
            print("Other fullscreen exit reason")
        }
    }
}

class CustomJWFullScreenViewController: JWFullScreenViewController {

}
