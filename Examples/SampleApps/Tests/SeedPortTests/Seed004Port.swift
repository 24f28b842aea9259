// swift-format-ignore-file
// Seed 004 (ARTC, "Implement Picture-in-Picture on iOS"): the listings as printed, in the view
// controller they belong to (its properties, `updateSeatViewsLayout()` and the button wiring are the
// app's). The one change: `@IBAction` is dropped; the button calls the action through
// `addTarget(_:action:for:)` with a method reference.
import AVKitCompat

class PictureInPictureMainVC: UIViewController {
    var pipController: AVPictureInPictureController?
    var pipSourceView: UIView?
    var pipCallViewController: UIViewController?
    var seatViewList: [CustomVideoRenderSeatView] = []
    var userId = "local"
    let enterPIPButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        let seatView = CustomVideoRenderSeatView(frame: CGRect(x: 20, y: 120, width: 160, height: 240))
        seatView.uid = userId
        view.addSubview(seatView)
        seatViewList.append(seatView)
        enterPIPButton.addTarget(self, action: PictureInPictureMainVC.onEnterPIPModeBtnClicked, for: .touchUpInside)
        view.addSubview(enterPIPButton)
        setupPictureInPicture()
    }

    func updateSeatViewsLayout() {
        for (index, seatView) in seatViewList.enumerated() {
            seatView.frame = CGRect(x: 20 + CGFloat(index) * 170, y: 120, width: 160, height: 240)
            seatView.autoresizingMask = []
        }
    }

    func setupPictureInPicture() {
        guard #available(iOS 15.0, *) else {
            print("iOS < 15.0, system PiP is not supported")
            return
        }

        let callVC = AVPictureInPictureVideoCallViewController()
        callVC.preferredContentSize = CGSize(width: 720, height: 1280)
        callVC.view.backgroundColor = .clear

        self.pipCallViewController = callVC
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

    // MARK: - Enter PIP Mode
    func onEnterPIPModeBtnClicked(_ sender: UIButton) {
        enterPictureInPictureMode()
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

    func pictureInPictureControllerWillStartPictureInPicture(_ pictureInPictureController: AVPictureInPictureController) {
        print("Will start PiP mode")
        
        // Migrate seatView.
        if let seatView = self.pipSourceView as? CustomVideoRenderSeatView,
           let callVC = self.pipCallViewController as? AVPictureInPictureVideoCallViewController {
            
            seatView.removeFromSuperview()
            callVC.view.addSubview(seatView)
            seatView.frame = callVC.view.bounds
            seatView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
    }

    func pictureInPictureControllerDidStartPictureInPicture(_ pictureInPictureController: AVPictureInPictureController) {
        print("Did start PiP mode")
    }

    func pictureInPictureControllerWillStopPictureInPicture(_ pictureInPictureController: AVPictureInPictureController) {
        print("Will stop PiP mode")
    }

    func pictureInPictureControllerDidStopPictureInPicture(_ pictureInPictureController: AVPictureInPictureController) {
        print("Did stop PiP mode")
        
        if let seatView = self.pipSourceView as? CustomVideoRenderSeatView,
           let originalSuperview = seatView.originalSuperview {
            
            seatView.removeFromSuperview()
            originalSuperview.addSubview(seatView)
            self.updateSeatViewsLayout()
        }
    }

    func pictureInPictureController(_ pictureInPictureController: AVPictureInPictureController,
                   restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler: @escaping (Bool) -> Void) {
        print("Restore user interface")
        completionHandler(true)
    }

    func pictureInPictureController(_ pictureInPictureController: AVPictureInPictureController,
                   failedToStartPictureInPictureWithError error: Error) {
        print("Failed to start PiP: \(error.localizedDescription)")
        DispatchQueue.main.async {
            UIAlertController.showAlertWithMainThread(msg: "Failed to start PiP: \(error.localizedDescription)", vc: self)
        }
    }
}
