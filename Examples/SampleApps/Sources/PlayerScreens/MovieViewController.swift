import AVKitCompat

/// A movie screen built on `AVPlayerViewController`: the player view controller is a child of the
/// screen, may go on in Picture in Picture after the user closes it, and is put back when the user
/// returns from PiP.
public final class MovieViewController: UIViewController {
  /// The system player.
  public let playerViewController = AVPlayerViewController()
  /// The Picture-in-Picture steps the delegate heard, oldest first.
  public private(set) var events: [String] = []

  private let movieURL: URL

  /// A screen that plays the movie at `movieURL`.
  public init(movieURL: URL) {
    self.movieURL = movieURL
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    playerViewController.player = AVPlayer(url: movieURL)
    playerViewController.delegate = self
    playerViewController.allowsPictureInPicturePlayback = true
    playerViewController.canStartPictureInPictureAutomaticallyFromInline = true
    showPlayer()
  }

  /// Whether the player is on the screen.
  public var isShowingPlayer: Bool { playerViewController.parent === self }

  /// Plays the movie.
  public func play() {
    playerViewController.player?.play()
  }

  /// The user closes the player; the movie goes on if it is in Picture in Picture.
  public func closePlayer() {
    playerViewController.willMove(toParent: nil)
    playerViewController.view.removeFromSuperview()
    playerViewController.removeFromParent()
  }

  private func showPlayer() {
    addChild(playerViewController)
    playerViewController.view.frame = CGRect(
      x: 0, y: 100, width: view.bounds.width, height: (view.bounds.width * 9 / 16).rounded())
    view.addSubview(playerViewController.view)
    playerViewController.didMove(toParent: self)
  }
}

extension MovieViewController: AVPlayerViewControllerDelegate {
  /// Notes that PiP is starting.
  public func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController) {
    events.append("willStart")
  }

  /// Notes that the movie is in the PiP window.
  public func playerViewControllerDidStartPictureInPicture(_ playerViewController: AVPlayerViewController) {
    events.append("didStart")
  }

  /// Notes that PiP is stopping.
  public func playerViewControllerWillStopPictureInPicture(_ playerViewController: AVPlayerViewController) {
    events.append("willStop")
  }

  /// Notes that PiP ended.
  public func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController) {
    events.append("didStop")
  }

  /// Notes that PiP could not start.
  public func playerViewController(
    _ playerViewController: AVPlayerViewController, failedToStartPictureInPictureWithError error: Error
  ) {
    events.append("failedToStart")
  }

  /// Puts the player back on the screen if the user closed it, then lets PiP animate into it.
  public func playerViewController(
    _ playerViewController: AVPlayerViewController,
    restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler:
      @escaping (Bool) -> Void
  ) {
    events.append("restore")
    if !isShowingPlayer { showPlayer() }
    completionHandler(true)
  }
}
