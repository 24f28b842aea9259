// Seed 004 ("Implement Picture-in-Picture on iOS"), ported by changing only its imports
// (`import UIKit` / `import AVKit` become `import AVKitCompat`). The app-side pieces the seed
// refers to but does not show (the seat view class, the seat list, the alert helper) are written
// here as an app would have them. The `@IBAction` button handler is left out: buttons are not simulated.
import AVKitCompat

final class CustomVideoRenderSeatView: UIView {
  var uid: UInt = 0
  weak var originalSuperview: UIView?
}

final class PictureInPictureMainVC: UIViewController {
  var pipController: AVPictureInPictureController?
  var pipSourceView: UIView?
  var pipCallViewController: UIViewController?
  var seatViewList: [CustomVideoRenderSeatView] = []
  var userId: UInt = 1
  var shownAlerts: [String] = []
  let seatContainer = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(seatContainer)
    for uid in [UInt(1), 2, 3] {
      let seat = CustomVideoRenderSeatView()
      seat.uid = uid
      seatContainer.addSubview(seat)
      seatViewList.append(seat)
    }
    updateSeatViewsLayout()
  }

  func updateSeatViewsLayout() {
    for (index, seat) in seatViewList.enumerated() where seat.superview === seatContainer {
      seat.frame = CGRect(x: 0, y: Double(index) * 200, width: 390, height: 200)
    }
  }

  @available(iOS 15.0, *)
  func setupPipController(with seatView: CustomVideoRenderSeatView) {

    // Save only the reference and superview information. Do not shift the view.
    seatView.originalSuperview = seatView.superview
    self.pipSourceView = seatView

    // PiP container (initially empty)
    let callVC = AVPictureInPictureVideoCallViewController()
    callVC.preferredContentSize = CGSize(width: 720, height: 1280)
    callVC.view.backgroundColor = .clear
    self.pipCallViewController = callVC

    // Create ContentSource (activeVideoCallSourceView is still seatView here)
    // Note: Use seatView as the source, not callVC.view
    let contentSource = AVPictureInPictureController.ContentSource(
      activeVideoCallSourceView: seatView,
      contentViewController: callVC
    )

    let pipController = AVPictureInPictureController(contentSource: contentSource)
    pipController.delegate = self
    pipController.canStartPictureInPictureAutomaticallyFromInline = false

    self.pipController = pipController
  }

  func enterPictureInPictureMode() {
    guard AVPictureInPictureController.isPictureInPictureSupported() else {
      UIAlertController.showAlertWithMainThread(msg: "The current device does not support PiP", vc: self)
      return
    }

    guard #available(iOS 15.0, *) else {
      UIAlertController.showAlertWithMainThread(msg: "PiP requires iOS 15 or later", vc: self)
      return
    }

    // If the controller has not been created, try to initialize it.
    if pipController == nil {
      guard let seatView = self.seatViewList.first(where: { $0.uid == self.userId }) else {
        print("Failed to get the local preview view")
        return
      }
      setupPipController(with: seatView)
    }

    guard let pipController = self.pipController else { return }

    if pipController.isPictureInPictureActive {
      pipController.stopPictureInPicture()
    } else {
      pipController.startPictureInPicture()
    }
  }
}

// MARK: - AVPictureInPictureControllerDelegate
@available(iOS 15.0, *)
extension PictureInPictureMainVC: AVPictureInPictureControllerDelegate {

  func pictureInPictureControllerWillStartPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController
  ) {
    print("Will start PiP mode")

    // Migrate seatView.
    if let seatView = self.pipSourceView as? CustomVideoRenderSeatView,
      let callVC = self.pipCallViewController as? AVPictureInPictureVideoCallViewController
    {

      seatView.removeFromSuperview()
      callVC.view.addSubview(seatView)
      seatView.frame = callVC.view.bounds
      seatView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
  }

  func pictureInPictureControllerDidStartPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController
  ) {
    print("Did start PiP mode")
  }

  func pictureInPictureControllerWillStopPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController
  ) {
    print("Will stop PiP mode")
  }

  func pictureInPictureControllerDidStopPictureInPicture(
    _ pictureInPictureController: AVPictureInPictureController
  ) {
    print("Did stop PiP mode")

    if let seatView = self.pipSourceView as? CustomVideoRenderSeatView,
      let originalSuperview = seatView.originalSuperview
    {

      seatView.removeFromSuperview()
      originalSuperview.addSubview(seatView)
      self.updateSeatViewsLayout()
    }
  }

  func pictureInPictureController(
    _ pictureInPictureController: AVPictureInPictureController,
    restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler:
      @escaping @Sendable (Bool) -> Void
  ) {
    print("Restore user interface")
    completionHandler(true)
  }

  func pictureInPictureController(
    _ pictureInPictureController: AVPictureInPictureController,
    failedToStartPictureInPictureWithError error: Error
  ) {
    print("Failed to start PiP: \(error.localizedDescription)")
    DispatchQueue.main.async {
      UIAlertController.showAlertWithMainThread(
        msg: "Failed to start PiP: \(error.localizedDescription)", vc: self)
    }
  }
}

/// The app's alert helper the seed calls; here it records the message on the view controller.
@MainActor
enum UIAlertController {
  static func showAlertWithMainThread(msg: String, vc: UIViewController) {
    (vc as? PictureInPictureMainVC)?.shownAlerts.append(msg)
  }
}
