import Foundation
import Runtime

/// Receives the sidebar format's requests to shrink the video from the right: `SLRSideBarDelegate`.
///
/// Implementation requirements: the host owns the player's constraints and answers by changing the
/// constant of the constraint that pins the player's trailing edge (to `-points`), then lets the
/// next layout pass move the frames. Zero points restores the full width.
@MainActor
public protocol SideBarDelegate: AnyObject {
  /// Moves the video's right edge `points` to the left of its container's.
  func moveRightSide(for points: CGFloat)
}

/// Receives the L-bar format's requests to shrink the video from the right and the bottom:
/// `SLRLBarDelegate`.
///
/// Implementation requirements: as for ``SideBarDelegate``, plus ``moveBottomSide(for:)`` changes
/// the constant of the constraint pinning the player's bottom edge, and is ignored while the
/// layout is ``StreamLayerOrientation/vertical``.
@MainActor
public protocol LBarDelegate: SideBarDelegate {
  /// Moves the video's bottom edge `points` above its container's; ignored in vertical orientation.
  func moveBottomSide(for points: CGFloat)
}
