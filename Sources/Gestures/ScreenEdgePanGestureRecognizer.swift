import Clocks
import Foundation
import ViewHierarchy

/// A pan that starts near an edge of the screen: the simulator's `UIScreenEdgePanGestureRecognizer`.
///
/// The touches must go down within ``edgeWidth`` points of one of ``edges`` of the window (which
/// covers the screen), or the recognizer fails; from there it pans as ``PanGestureRecognizer``.
@preconcurrency @MainActor
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
  /// How near an edge (in points) the touches must go down. UIKit does not document it; PiPSim uses
  /// 20 points, the width of the system's edge region in practice.
  public static let edgeWidth: CGFloat = 20

  /// The screen edges the gesture may start from (none by default, as UIKit's: set it).
  public var edges: RectEdge = []

  override func touchesBegan(at time: MediaTime) {
    guard let window = view?.window, startsAtEdge(touchCentroid, of: window.bounds) else {
      transition(to: .failed)
      return
    }
    super.touchesBegan(at: time)
  }

  private func startsAtEdge(_ point: CGPoint, of screen: CGRect) -> Bool {
    let width = Self.edgeWidth
    return (edges.contains(.left) && point.x - screen.minX <= width)
      || (edges.contains(.right) && screen.maxX - point.x <= width)
      || (edges.contains(.top) && point.y - screen.minY <= width)
      || (edges.contains(.bottom) && screen.maxY - point.y <= width)
  }
}
