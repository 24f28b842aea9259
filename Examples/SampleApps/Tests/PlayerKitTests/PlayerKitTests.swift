import AVKitCompat
import PiPSimTesting
import PlayerKit
import Testing

/// The app's screen around the library's view: the player on top, 16:9, full width.
@MainActor
final class MovieScreen: UIViewController {
  let playerView = PlayerKitView()
  let player: LoopingPlayer

  init(url: URL) {
    player = LoopingPlayer(loopingURL: url)
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    playerView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(playerView)
    let views = ["player": playerView]
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(withVisualFormat: "H:|[player]|", metrics: nil, views: views))
    NSLayoutConstraint.activate([
      playerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      playerView.heightAnchor.constraint(equalTo: playerView.widthAnchor, multiplier: 9.0 / 16.0),
    ])
    playerView.player = player
  }
}

/// The player library driven as a user drives it, on virtual time: drag the scrubber and see the
/// seek, tap play and see the icon morph, stall the stream and see the spinner.
@MainActor
struct PlayerKitTests {
  let movie = URL(string: "pipsim-test://1280x720@30/60s")!

  private func showScreen(_ app: SimulatedApp, url: URL? = nil) throws -> MovieScreen {
    let screen = MovieScreen(url: url ?? movie)
    app.show(screen)
    try app.advance(by: .milliseconds(200))
    return screen
  }

  @Test func theControlBarIsLaidOutByItsVisualFormat() throws {
    try withSimulatedApp { app in
      let screen = try showScreen(app)
      let controls = screen.playerView.controls
      let width = screen.playerView.bounds.width
      #expect(
        controls.frame == CGRect(x: 0, y: screen.playerView.bounds.height - 44, width: width, height: 44))
      #expect(controls.playPauseButton.frame == CGRect(x: 12, y: 0, width: 44, height: 44))
      // The standard spacing between siblings is 8 points.
      #expect(controls.scrubber.frame.minX == 64)
      #expect(controls.timeLabel.frame.maxX == width - 12)
      #expect(controls.timeLabel.frame.minX == controls.scrubber.frame.maxX + 8)
      #expect(controls.scrubber.frame.midY == controls.playPauseButton.frame.midY, "aligned on their centres")
      #expect(
        screen.playerView.spinner.center == CGPoint(x: width / 2, y: screen.playerView.bounds.height / 2))
    }
  }

  @Test func draggingTheScrubberSeeksWhereTheFingerGoesAndTheThumbGrowsWhileHeld() throws {
    try withSimulatedApp { app in
      let screen = try showScreen(app)
      let scrubber = screen.playerView.controls.scrubber
      let start = CGPoint(x: 0, y: scrubber.bounds.midY)
      #expect(app.touchDown(at: start, in: scrubber))
      scrubber.layoutIfNeeded()
      #expect(scrubber.isTracking)
      #expect(scrubber.thumbView.bounds.width == ScrubberControl.thumbSizes.dragging)
      #expect(app.touchMove(to: CGPoint(x: scrubber.bounds.width / 2, y: 16)))
      #expect(app.touchUp())
      scrubber.layoutIfNeeded()
      #expect(!scrubber.isTracking)
      #expect(scrubber.thumbView.bounds.width == ScrubberControl.thumbSizes.resting)
      #expect(scrubber.value == 0.5)
      let seeks = screen.playerView.requestedSeeks
      #expect(seeks.last.map { abs($0 - 30) < 0.01 } == true, "\(seeks)")
      try app.advance(by: .milliseconds(500))
      #expect(screen.playerView.finishedSeeks >= 1)
      #expect(abs(screen.player.currentTime().seconds - 30) < 0.01)
      #expect(screen.playerView.controls.timeLabel.text == "0:30")
    }
  }

  @Test func aTouchJustAboveTheBarStillGrabsItButOneFarAwayDoesNot() throws {
    try withSimulatedApp { app in
      let screen = try showScreen(app)
      let scrubber = screen.playerView.controls.scrubber
      // 4 points above the bar, still inside the control bar: the bar's point(inside:) takes it.
      #expect(app.touchDown(at: CGPoint(x: scrubber.bounds.width / 4, y: -4), in: scrubber))
      #expect(scrubber.isTracking)
      #expect(app.touchUp())
      #expect(scrubber.value == 0.25)
      #expect(!app.touchDown(at: CGPoint(x: scrubber.bounds.width / 2, y: -40), in: scrubber))
      #expect(!scrubber.isTracking, "40 points above is the video, outside the control bar")
      #expect(app.touchUp())
      #expect(scrubber.value == 0.25)
    }
  }

  @Test func playMorphsTheIconAndTheSubclassSeesTheRequest() throws {
    try withSimulatedApp { app in
      let screen = try showScreen(app)
      let button = screen.playerView.controls.playPauseButton
      #expect(button.accessibilityLabel == "Play")
      #expect(button.isAccessibilityElement, "a control is an element by default")
      #expect(button.accessibilityTraits == [.button, .startsMediaSession])
      #expect(app.tap(button))
      #expect(screen.player.playRequests == 1)
      try app.advance(by: .milliseconds(100))
      #expect(screen.player.timeControlStatus == .playing)
      #expect(button.isPlaying)
      #expect(button.accessibilityLabel == "Pause")
      let morph = try #require(
        button.iconLayer.animation(forKey: PlayPauseButton.morphKey) as? CABasicAnimation)
      #expect(morph.duration == PlayPauseButton.morphDuration)
      // Midway, the presentation layer shows neither icon; the model layer already shows pause.
      let midway = button.iconLayer.presentation()?.path
      #expect(midway != nil && midway != button.iconLayer.path)
      try app.advance(by: .milliseconds(300))
      #expect(button.iconLayer.animation(forKey: PlayPauseButton.morphKey) == nil)
      #expect(button.finishedMorphs == 1)
      #expect(app.tap(button))
      #expect(screen.player.pauseRequests == 1)
      try app.advance(by: .milliseconds(100))
      #expect(screen.player.timeControlStatus == .paused)
      #expect(!button.isPlaying)
    }
  }

  @Test func theBarFadesThreeSecondsAfterPlayStartsAndATapBringsItBack() throws {
    try withSimulatedApp { app in
      let screen = try showScreen(app)
      let controls = screen.playerView.controls
      #expect(!controls.isHideScheduled, "paused: the bar stays")
      screen.player.play()
      try app.advance(by: .milliseconds(2_900))
      #expect(controls.alpha == 1)
      #expect(!controls.isHidden)
      try app.advance(by: .milliseconds(250))
      // 150 ms into the 300 ms fade: the model is at 0, the screen halfway along the ease-in-out curve.
      #expect(controls.alpha == 0)
      let fading = try #require(controls.layer.presentation()).opacity
      #expect(abs(fading - 0.5) < 0.01)
      #expect(!controls.isHidden)
      try app.advance(by: .milliseconds(250))
      #expect(controls.alpha == 0)
      #expect(controls.isHidden)
      #expect(app.tap(screen.playerView, at: CGPoint(x: 100, y: 40)))
      #expect(!controls.isHidden)
      #expect(controls.alpha == 1)
      #expect(controls.isHideScheduled)
    }
  }

  @Test func aStallShowsTheSpinnerUntilTheBufferRefills() throws {
    try withSimulatedApp { app in
      let screen = try showScreen(app)
      let spinner = screen.playerView.spinner
      #expect(!spinner.isAnimating)
      screen.player.play()
      try app.advance(by: .seconds(1))
      let item = try #require(screen.player.currentItem)
      item.injectStall(for: .seconds(2))
      try app.advance(by: .milliseconds(100))
      #expect(spinner.isAnimating)
      #expect(!spinner.isHidden)
      #expect(screen.player.timeControlStatus == .waitingToPlayAtSpecifiedRate)
      try app.advance(by: .seconds(2))
      #expect(!spinner.isAnimating)
      #expect(spinner.isHidden)
      #expect(screen.player.timeControlStatus == .playing)
    }
  }

  @Test func theSubclassLoopsTheMovieAtItsEnd() throws {
    try withSimulatedApp { app in
      let screen = try showScreen(app, url: URL(string: "pipsim-test://640x360@30/2s")!)
      screen.player.play()
      try app.advance(by: .milliseconds(2_500))
      #expect(screen.player.loops == 1)
      #expect(screen.player.timeControlStatus == .playing)
      #expect(screen.player.currentTime().seconds < 1)
      #expect(screen.player.playRequests == 2, "the app's play and the loop's")
    }
  }
}

/// The library's custom-render path: frames pulled from the item on every display refresh.
@MainActor
struct VideoFrameTapTests {
  @Test func everyNewFrameIsTakenOnceAtTheRefreshThatShowsIt() throws {
    try withSimulatedApp { app in
      let player = AVPlayer(url: URL(string: "pipsim-test://320x180@30/10s")!)
      let tap = VideoFrameTap()
      let item = try #require(player.currentItem)
      tap.start(on: item)
      try app.advance(by: .milliseconds(200))
      #expect(tap.framesTaken == 1, "paused: the first frame once")
      player.play()
      try app.advance(by: .seconds(1))
      // 30 frames a second on a 60 Hz display: a new frame every other refresh.
      #expect((30...31).contains(tap.framesTaken - 1), "\(tap.framesTaken)")
      #expect(tap.refreshesWithoutAFrame > 25)
      let frame = try #require(tap.lastFrame)
      #expect(CVPixelBufferGetPixelFormatType(frame.pixelBuffer) == kCVPixelFormatType_32BGRA)
      #expect(CVPixelBufferGetWidth(frame.pixelBuffer) == 320)
      #expect(abs(frame.itemTime.seconds - item.currentTime().seconds) < 1.0 / 30 + 1e-9)
      tap.stop()
      #expect(item.outputs.isEmpty)
      let taken = tap.framesTaken
      try app.advance(by: .seconds(1))
      #expect(tap.framesTaken == taken)
    }
  }
}
