import AVKitCompat

// A player and call library in the shape shipping Swift 5 SDKs have: plain `NSObject` subclasses,
// not isolated to any actor, that make and configure UIKit and AVKit objects. On iOS this compiles
// in Swift 5 mode without a diagnostic, because the SDK imports UIKit's and AVKit's main-actor
// annotations as pre-concurrency; the target builds in Swift 5 mode with warnings as errors.

/// Builds the player screen of a movie: an `AVPlayerViewController` with its player, PiP allowed.
public final class PlayerPresenter: NSObject, AVPlayerViewControllerDelegate {
  /// The screen that plays the movie.
  public let playerViewController = AVPlayerViewController()
  /// How many times the screen said Picture in Picture started.
  public private(set) var pictureInPictureStarts = 0

  /// A presenter for the movie at `url`.
  public init(url: URL) {
    super.init()
    playerViewController.player = AVPlayer(url: url)
    playerViewController.allowsPictureInPicturePlayback = true
    playerViewController.delegate = self
  }

  /// Counts a start of Picture in Picture.
  public func playerViewControllerDidStartPictureInPicture(_ playerViewController: AVPlayerViewController) {
    pictureInPictureStarts += 1
  }
}

/// A call SDK's remote-video renderer: a view backed by a sample-buffer layer, and the PiP view
/// controller the call moves into.
public final class CallVideoRenderer: NSObject, AVPictureInPictureControllerDelegate {
  /// The view the remote video is shown in.
  public let videoView = UIView(frame: CGRect(x: 0, y: 0, width: 180, height: 320))
  /// The layer the frames are enqueued on.
  public let displayLayer = AVSampleBufferDisplayLayer()
  /// The view controller PiP shows the call in.
  public let callViewController = AVPictureInPictureVideoCallViewController()
  /// The PiP controller, once ``enablePictureInPicture()`` made it.
  public private(set) var pictureInPictureController: AVPictureInPictureController?

  /// A renderer whose PiP window has the call's portrait size.
  public override init() {
    super.init()
    displayLayer.frame = videoView.bounds
    displayLayer.videoGravity = .resizeAspectFill
    videoView.layer.addSublayer(displayLayer)
    callViewController.preferredContentSize = CGSize(width: 1080, height: 1920)
  }

  /// Makes the PiP controller for the call, shown from `sourceView`.
  public func enablePictureInPicture(from sourceView: UIView) {
    let source = AVPictureInPictureController.ContentSource(
      activeVideoCallSourceView: sourceView, contentViewController: callViewController)
    let controller = AVPictureInPictureController(contentSource: source)
    controller.delegate = self
    controller.canStartPictureInPictureAutomaticallyFromInline = true
    pictureInPictureController = controller
  }
}
