import Foundation
import Runtime
import ViewHierarchy

/// Runs a video-call PiP and moves the source view into the PiP container and back on every exit.
///
/// At set-up it records where the source view is (superview, index, frame, autoresizing mask)
/// without moving it. On `willStart` it moves the view into the container view controller's view,
/// filling it. It puts the view back exactly where it was after restore, after a close that
/// sends no restore callback, and after a failed start. Every callback is forwarded to
/// ``delegate``. Refusals that AVKit keeps silent are thrown as ``PiPSessionError``.
///
/// Released while PiP is on, a session does not keep itself alive: it puts the source view back
/// where it was and records `pip.session.releasedWhileActive`, and its controller, released with it,
/// closes the PiP window as iOS does for a released controller.
@MainActor
public final class PiPSession: PictureInPictureControllerDelegate {
  /// Where the source view lives inline.
  public struct Placement {
    /// The inline superview, held weakly.
    public weak var superview: View?
    /// The index among the superview's subviews.
    public var index: Int
    /// The frame in the superview.
    public var frame: CGRect
    /// The autoresizing mask.
    public var autoresizingMask: View.AutoresizingMask
  }

  /// The controller the session drives; use it for anything the session does not wrap.
  public let controller: PictureInPictureController
  /// The inline view that moves into PiP; held strongly so it survives the migration.
  public let sourceView: View
  /// The container shown in the PiP window.
  public let contentViewController: PictureInPictureVideoCallViewController
  /// Receives every controller callback after the session handled it; held weakly.
  public weak var delegate: (any PictureInPictureControllerDelegate)?
  /// Where the source view goes back to.
  public private(set) var originalPlacement: Placement
  /// Whether the source view is in the PiP container now.
  public private(set) var isSourceViewInContainer = false
  /// Errors met while handling callbacks (for example ``PiPSessionError/originalSuperviewGone``).
  public private(set) var errors: [PiPSessionError] = []

  /// Records the source view's placement and creates the controller; the view does not move.
  ///
  /// - Parameters:
  ///   - sourceView: the inline view of the call; it must have a superview.
  ///   - contentViewController: the PiP container; its preferred content size shapes the window.
  ///   - delegate: receives every callback after the session.
  /// - Throws: ``PiPSessionError/sourceViewHasNoSuperview``.
  public init(
    sourceView: View, contentViewController: PictureInPictureVideoCallViewController,
    delegate: (any PictureInPictureControllerDelegate)? = nil
  ) throws(PiPSessionError) {
    guard let placement = Self.placement(of: sourceView) else { throw .sourceViewHasNoSuperview }
    self.sourceView = sourceView
    self.contentViewController = contentViewController
    self.delegate = delegate
    originalPlacement = placement
    controller = PictureInPictureController(
      contentSource: PictureInPictureController.ContentSource(
        activeVideoCallSourceView: sourceView, contentViewController: contentViewController))
    controller.delegate = self
  }

  /// Puts the source view back if it is still in the PiP container, with a diagnostic.
  isolated deinit {
    guard isSourceViewInContainer else { return }
    let restored = moveBack()
    controller.diagnose(
      .pipSessionReleasedWhileActive, .appError,
      "the PiPSession was released while PiP was \(controller.state.phase): "
        + (restored
          ? "the source view went back to its place" : "its original superview is gone, so it is in none"))
  }

  /// Starts PiP, or throws why it cannot.
  ///
  /// - Throws: ``PiPSessionError/alreadyActive(_:)``, ``PiPSessionError/notPossible(_:)``,
  ///   ``PiPSessionError/sceneNotForegroundActive(_:)``; nothing is called then.
  public func start() throws(PiPSessionError) {
    guard controller.state == .idle else { throw .alreadyActive(controller.state.phase) }
    guard controller.isPictureInPicturePossible else { throw .notPossible(controller.unavailableReasons) }
    let sceneState = controller.sourceSceneState
    guard sceneState == .foregroundActive else { throw .sceneNotForegroundActive(sceneState) }
    controller.startPictureInPicture()
  }

  /// Stops PiP, or throws ``PiPSessionError/notActive``.
  public func stop() throws(PiPSessionError) {
    switch controller.state {
    case .active, .suspended:
      controller.stopPictureInPicture()
    case .idle, .starting, .restoring, .stopping:
      throw .notActive
    }
  }

  /// Moves the source view into the container, then forwards.
  public func pictureInPictureControllerWillStartPictureInPicture(
    _ pictureInPictureController: PictureInPictureController
  ) {
    moveIntoContainer()
    delegate?.pictureInPictureControllerWillStartPictureInPicture(pictureInPictureController)
  }

  /// Forwards.
  public func pictureInPictureControllerDidStartPictureInPicture(
    _ pictureInPictureController: PictureInPictureController
  ) {
    delegate?.pictureInPictureControllerDidStartPictureInPicture(pictureInPictureController)
  }

  /// Puts the source view back, records the error, then forwards.
  public func pictureInPictureController(
    _ pictureInPictureController: PictureInPictureController,
    failedToStartPictureInPictureWithError error: any Error
  ) {
    moveBack()
    if let error = error as? AVKitError { errors.append(.startFailed(error)) }
    delegate?.pictureInPictureController(
      pictureInPictureController, failedToStartPictureInPictureWithError: error)
  }

  /// Forwards.
  public func pictureInPictureControllerWillStopPictureInPicture(
    _ pictureInPictureController: PictureInPictureController
  ) {
    delegate?.pictureInPictureControllerWillStopPictureInPicture(pictureInPictureController)
  }

  /// Puts the source view back if no restore did (the close path), then forwards.
  public func pictureInPictureControllerDidStopPictureInPicture(
    _ pictureInPictureController: PictureInPictureController
  ) {
    moveBack()
    delegate?.pictureInPictureControllerDidStopPictureInPicture(pictureInPictureController)
  }

  /// Puts the source view back, then lets the delegate finish (or answers `true` without one).
  public func pictureInPictureController(
    _ pictureInPictureController: PictureInPictureController,
    restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler:
      @escaping @Sendable (Bool) -> Void
  ) {
    let restored = moveBack()
    guard let delegate else {
      completionHandler(restored)
      return
    }
    delegate.pictureInPictureController(
      pictureInPictureController,
      restoreUserInterfaceForPictureInPictureStopWithCompletionHandler: completionHandler)
  }

  private func moveIntoContainer() {
    if !isSourceViewInContainer, let placement = Self.placement(of: sourceView) {
      originalPlacement = placement
    }
    let container: View = contentViewController.view
    container.addSubview(sourceView)
    sourceView.frame = container.bounds
    sourceView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    isSourceViewInContainer = true
  }

  /// Returns the source view to its placement; false when the original superview is gone.
  @discardableResult
  private func moveBack() -> Bool {
    guard isSourceViewInContainer else { return true }
    isSourceViewInContainer = false
    guard let superview = originalPlacement.superview else {
      sourceView.removeFromSuperview()
      errors.append(.originalSuperviewGone)
      return false
    }
    superview.insertSubview(sourceView, at: min(originalPlacement.index, superview.subviews.count))
    sourceView.frame = originalPlacement.frame
    sourceView.autoresizingMask = originalPlacement.autoresizingMask
    return true
  }

  private static func placement(of view: View) -> Placement? {
    guard let superview = view.superview, let index = view.indexInSuperview else { return nil }
    return Placement(
      superview: superview, index: index, frame: view.frame, autoresizingMask: view.autoresizingMask)
  }
}
