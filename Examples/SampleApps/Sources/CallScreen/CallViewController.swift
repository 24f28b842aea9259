import AVKitCompat

/// A video call: a grid of seats, with the speaker's seat shown in Picture in Picture when the user
/// leaves the app or taps the PiP button.
///
/// The speaker seat moves into the PiP container on `willStart` and back to its place in the grid
/// on restore and when PiP ends without one, as call SDKs' sample apps do.
public final class CallViewController: UIViewController {
  /// The participants of the call, the local user first; set before the view loads.
  public var participantIDs: [UInt] = [1, 2]
  /// Every seat, the local one first.
  public private(set) var seats: [SeatView] = []
  /// The grid the seats sit in.
  public let seatGrid = UIView()
  /// The button that toggles Picture in Picture; enabled while PiP is possible.
  public let pipButton = UIButton(type: .system)
  /// The PiP controller, made once the view has loaded (nil where PiP is not supported).
  public private(set) var pipController: AVPictureInPictureController?
  /// What the screen showed the user about PiP, oldest first.
  public private(set) var messages: [String] = []

  /// The participants' incoming video, started once the view has loaded.
  public private(set) var videoFeed: RemoteVideoFeed?

  private let callViewController = AVPictureInPictureVideoCallViewController()
  private var possibleObservation: NSKeyValueObservation?
  private weak var speakerSeatHome: UIView?
  private var speakerSeatIndex = 0
  /// Whether PiP is starting or stopping, from `willStart` / `willStop` to `didStart` / `didStop`:
  /// `isPictureInPictureActive` is false while PiP starts, so a second tap then would start it again.
  private var pictureInPictureIsChanging = false

  /// The seat PiP shows: the first remote one, or the local one in a call of one.
  public var speakerSeat: SeatView { seats.count > 1 ? seats[1] : seats[0] }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    seatGrid.frame = CGRect(x: 0, y: 100, width: 390, height: 600)
    view.addSubview(seatGrid)
    let frames = SeatLayout.frames(count: participantIDs.count, in: seatGrid.bounds, rowHeight: 200)
    for (id, frame) in zip(participantIDs, frames) {
      let seat = SeatView()
      seat.participantID = id
      seat.frame = frame
      seatGrid.addSubview(seat)
      seats.append(seat)
    }
    pipButton.frame = CGRect(x: 330, y: 50, width: 44, height: 44)
    pipButton.addTarget(self, action: CallViewController.pipButtonTapped, for: .touchUpInside)
    view.addSubview(pipButton)
    configurePictureInPicture()
    startVideo()
  }

  public override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { [weak self] _ in self?.turnPiPButtonWithTheInterface() })
  }

  /// Turns the PiP button with the interface, read from the app's window scene as call screens
  /// read it.
  private func turnPiPButtonWithTheInterface() {
    let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
    pipButton.transform = SeatLayout.buttonTransform(for: scene?.interfaceOrientation ?? .unknown)
  }

  /// Shows each participant's pictures in their seat as the feed delivers them.
  private func startVideo() {
    let feed = RemoteVideoFeed(participantIDs: participantIDs) { [weak self] participantID, sampleBuffer in
      guard let seat = self?.seats.first(where: { $0.participantID == participantID }) else { return }
      let layer = seat.videoLayer
      if layer.status == .failed { layer.flush() }
      layer.enqueue(sampleBuffer)
    }
    feed.start()
    videoFeed = feed
  }

  private func configurePictureInPicture() {
    guard AVPictureInPictureController.isPictureInPictureSupported() else {
      messages.append("Picture in Picture is not supported on this device")
      return
    }
    let session = AVAudioSession.sharedInstance()
    do {
      try session.setCategory(.playAndRecord, mode: .videoChat, options: [.allowBluetooth])
      try session.setActive(true)
    } catch {
      messages.append("The audio session could not be set up: \(error.localizedDescription)")
      return
    }
    callViewController.preferredContentSize = CGSize(width: 1080, height: 1920)
    let source = AVPictureInPictureController.ContentSource(
      activeVideoCallSourceView: speakerSeat, contentViewController: callViewController)
    let controller = AVPictureInPictureController(contentSource: source)
    controller.delegate = self
    controller.canStartPictureInPictureAutomaticallyFromInline = true
    possibleObservation = controller.observe(\.isPictureInPicturePossible, options: [.initial, .new]) {
      [weak self] _, change in
      self?.pipButton.isHidden = change.newValue != true
    }
    pipController = controller
  }

  private func pipButtonTapped() {
    togglePictureInPicture()
  }

  /// What the PiP button does: start PiP, or stop it when it is on; nothing while it starts or stops.
  public func togglePictureInPicture() {
    guard let pipController, !pictureInPictureIsChanging else { return }
    if pipController.isPictureInPictureActive {
      pipController.stopPictureInPicture()
    } else {
      pipController.startPictureInPicture()
    }
  }

  private func moveSpeakerSeatBack() {
    let seat = speakerSeat
    guard let home = speakerSeatHome, seat.superview !== home else { return }
    home.insertSubview(seat, at: speakerSeatIndex)
    seat.frame =
      SeatLayout.frames(count: speakerSeatIndex + 1, in: home.bounds, rowHeight: 200)[speakerSeatIndex]
    seat.autoresizingMask = []
  }
}

extension CallViewController: AVPictureInPictureControllerDelegate {
  /// Moves the speaker seat into the PiP container, filling it.
  public func pictureInPictureControllerWillStartPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController
  ) {
    pictureInPictureIsChanging = true
    let seat = speakerSeat
    speakerSeatHome = seat.superview
    speakerSeatIndex = seat.superview?.subviews.firstIndex { $0 === seat } ?? 0
    callViewController.view.addSubview(seat)
    seat.frame = callViewController.view.bounds
    seat.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  }

  /// Puts the speaker seat back and tells the user.
  public func pictureInPictureController(
    _ pictureInPictureController: AVPictureInPictureController,
    failedToStartPictureInPictureWithError error: Error
  ) {
    pictureInPictureIsChanging = false
    moveSpeakerSeatBack()
    messages.append("Picture in Picture failed to start: \(error.localizedDescription)")
  }

  /// PiP is on: the button may stop it.
  public func pictureInPictureControllerDidStartPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController
  ) {
    pictureInPictureIsChanging = false
  }

  /// PiP is stopping: the button waits for it.
  public func pictureInPictureControllerWillStopPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController
  ) {
    pictureInPictureIsChanging = true
  }

  /// Puts the speaker seat back if restore did not (the close button).
  public func pictureInPictureControllerDidStopPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController
  ) {
    pictureInPictureIsChanging = false
    moveSpeakerSeatBack()
  }

  /// Puts the speaker seat back in the grid before PiP goes away.
  public func pictureInPictureController(
    _ pictureInPictureController: AVPictureInPictureController,
    restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler:
      @escaping @Sendable (Bool) -> Void
  ) {
    moveSpeakerSeatBack()
    completionHandler(true)
  }
}
