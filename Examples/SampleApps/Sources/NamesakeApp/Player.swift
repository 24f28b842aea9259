import AVKitCompat

/// The app's player model: an episode, its scenes and the `AVPlayer` that plays it.
@MainActor
public final class Player {
  /// The episode's title.
  public let title: String
  /// The episode's scenes, in order.
  public let scenes: [Scene]
  /// The AVFoundation player.
  public let avPlayer: AVPlayer
  /// What the screen shows now.
  public private(set) var state = View.loading

  /// A player for the episode at `url`.
  public init(title: String, url: URL, scenes: [Scene]) {
    self.title = title
    self.scenes = scenes
    avPlayer = AVPlayer(url: url)
  }

  /// Starts playback.
  public func play() {
    avPlayer.play()
    state = .playing
  }

  /// The scene playing at `seconds` into the episode.
  public func scene(at seconds: Double) -> Scene? {
    scenes.last { $0.start <= seconds }
  }
}

/// The design system's button: a `UIButton` with the accent colour.
public final class Button: UIButton {
  /// A button of the design system.
  public init() {
    super.init(frame: .zero)
    backgroundColor = Color.accent.uiColor
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// The player screen: the movie in an `AVPlayerLayer`, the design system's PiP button.
public final class EpisodeViewController: UIViewController, AVPictureInPictureControllerDelegate {
  /// The app's player model.
  public let player: Player
  /// The button that starts Picture in Picture.
  public let pictureInPictureButton = Button()
  /// The layer the movie plays in.
  public let playerLayer = AVPlayerLayer()
  /// The PiP controller.
  public private(set) var pictureInPictureController: AVPictureInPictureController?

  /// A screen for `player`.
  public init(player: Player) {
    self.player = player
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = Color.stage.uiColor
    let movieView = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 219))
    playerLayer.frame = movieView.bounds
    playerLayer.player = player.avPlayer
    movieView.layer.addSublayer(playerLayer)
    view.addSubview(movieView)
    pictureInPictureButton.frame = CGRect(x: 16, y: 340, width: 44, height: 44)
    pictureInPictureButton.addTarget(
      self, action: EpisodeViewController.startPictureInPicture, for: .touchUpInside)
    view.addSubview(pictureInPictureButton)
    pictureInPictureController = AVPictureInPictureController(playerLayer: playerLayer)
    pictureInPictureController?.delegate = self
    player.play()
  }

  func startPictureInPicture() {
    pictureInPictureController?.startPictureInPicture()
  }
}
