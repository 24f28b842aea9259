// swift-format-ignore-file
import AVKitCompat

// Seed 003 (FastPix iOS Player, "Rotate video for fullscreen"): the document's Swift snippets as
// printed, in the view controller they are written for (its properties and the two methods the
// snippets call are the app's).

final class VideoPlayerViewController: UIViewController {
    let playerViewController = FastPixPlayerViewController()
    let playerView = UIView()
    var supportedOrientations: UIInterfaceOrientationMask = .allButUpsideDown
    private(set) var chromeLandscape: [Bool] = []
    private(set) var manualRotateHints = 0

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supportedOrientations }

    override func viewDidLoad() {
        super.viewDidLoad()
        playerView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.width * 9 / 16)
        view.addSubview(playerView)
        playerViewController.setupFullscreen(parent: self, container: playerView)
        playerViewController.fullscreenDelegate = self
    }

    func disableAutoRotation() {
        // On by default. Disable when your own view controller owns orientation.
        playerViewController.setFullscreenAutoRotate(enabled: false)
    }

    func fillTheFrame() {
        playerViewController.videoFillMode = .fill

        if playerViewController.videoFillMode.cropsPicture {
            // Burned-in subtitles along the lower edge can be cropped away in this mode.
            print(playerViewController.videoFillMode.explanation)
        }
    }

    func layoutChrome(forLandscape isLandscape: Bool) {
        chromeLandscape.append(isLandscape)
    }

    func showManualRotateHint() {
        manualRotateHints += 1
    }
}

extension VideoPlayerViewController: FastPixFullscreenDelegate {

    // Fires ONLY when the interface orientation really changed.
    func onFullscreenOrientationChanged(isLandscape: Bool) {
        layoutChrome(forLandscape: isLandscape)
    }

    // Fires for EVERY request, including the refusals.
    func onFullscreenOrientationRequest(outcome: FastPixOrientationOutcome) {
        print("[Orientation]", outcome.explanation)

        if case .rejectedBySystem = outcome {
            // Almost always: supportedInterfaceOrientations excludes the requested orientation.
            showManualRotateHint()
        }
    }
}
