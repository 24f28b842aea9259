import Foundation
import Fullscreen
import Runtime
import ViewHierarchy

/// Seed 000/001's app-managed player: a container pinned under the safe area at 16:9 inline and to the
/// window's edges in fullscreen, with a player view whose right and bottom edges the L-bar moves.
@MainActor
final class AppManagedPlayer: LBarDelegate {
  let containerView = View()
  let playerView = View()
  let fullscreen: AppManagedFullscreen
  private let playerRight: LayoutConstraint
  private let playerBottom: LayoutConstraint

  init(in viewController: ViewController) {
    let view: View = viewController.view
    containerView.accessibilityIdentifier = "player container"
    playerView.accessibilityIdentifier = "player"
    containerView.translatesAutoresizingMaskIntoConstraints = false
    playerView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(containerView)
    containerView.addSubview(playerView)
    playerRight = playerView.rightAnchor.constraint(equalTo: containerView.rightAnchor)
    playerBottom = playerView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor)
    LayoutConstraint.activate([
      playerView.topAnchor.constraint(equalTo: containerView.topAnchor),
      playerView.leftAnchor.constraint(equalTo: containerView.leftAnchor), playerRight, playerBottom,
    ])
    let inline = [
      containerView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      containerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      containerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      containerView.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 9.0 / 16.0),
    ]
    let fullscreenLayout = [
      containerView.topAnchor.constraint(equalTo: view.topAnchor),
      containerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      containerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      containerView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ]
    fullscreen = AppManagedFullscreen(
      viewController: viewController, inlineConstraints: inline, fullscreenConstraints: fullscreenLayout)
    fullscreen.applyInlineLayout()
    view.layoutIfNeeded()
  }

  func moveRightSide(for points: CGFloat) {
    playerRight.constant = -points
  }

  func moveBottomSide(for points: CGFloat) {
    playerBottom.constant = -points
  }
}
