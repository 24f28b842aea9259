import Foundation
import Runtime
import ViewHierarchy

/// The full-window view controller that hosts a player's view while it is fullscreen.
///
/// Presented over the window by ``FullScreenPlayerViewController``; its view hosts the player view,
/// filling it and resizing with it. When the dismissal ends, in ``viewWillDisappear(_:)`` before its
/// own view leaves the window, it hands the player view back to its original superview at its
/// original index and autoresizing mask, its frame resized for any rotation in between, so the player view never leaves the window. Subclass
/// it to change the orientations fullscreen supports; overrides of `viewWillDisappear` call super.
@MainActor
open class FullScreenViewController: ViewController {
  private struct Placement {
    weak var superview: View?
    let index: Int
    let frame: CGRect
    let superviewSize: CGSize
    let autoresizingMask: View.AutoresizingMask
  }

  /// The player view hosted now, if any.
  public private(set) var hostedView: View?

  private var originalPlacement: Placement?

  /// Hands the hosted view back to where it came from, then lets the view leave.
  open override func viewWillDisappear(_ animated: Bool) {
    returnHostedView()
    super.viewWillDisappear(animated)
  }

  func host(_ playerView: View) {
    originalPlacement = Placement(
      superview: playerView.superview, index: playerView.indexInSuperview ?? 0, frame: playerView.frame,
      superviewSize: playerView.superview?.bounds.size ?? .zero, autoresizingMask: playerView.autoresizingMask
    )
    hostedView = playerView
    view.addSubview(playerView)
    playerView.frame = view.bounds
    playerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
  }

  private func returnHostedView() {
    guard let playerView = hostedView, let placement = originalPlacement else { return }
    hostedView = nil
    originalPlacement = nil
    playerView.autoresizingMask = placement.autoresizingMask
    guard let superview = placement.superview else {
      playerView.removeFromSuperview()
      Simulation.current.diagnostics.record(
        .fullscreenOriginalSuperviewGone, severity: .warning, subject: appleTypeName(of: type(of: self)),
        message: "the player view's original superview no longer exists; the view was left detached")
      return
    }
    superview.insertSubview(playerView, at: placement.index)
    playerView.setFrame(placement.frame, autoresizedFrom: placement.superviewSize)
  }
}
