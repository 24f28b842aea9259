import Runtime

/// What a view stores for Auto Layout; one per view, created with it.
@MainActor
final class ViewLayoutState {

  /// Whether the view's frame is turned into fixed constraints (UIKit's default, true).
  var translatesAutoresizingMaskIntoConstraints = true
  /// The engine of the view's tree, held here while the view is the tree's root.
  var engine: LayoutEngine?
  /// The engine that has variables for the view, if any.
  weak var registeredEngine: LayoutEngine?
  /// The view's safe-area guide, made on first use.
  var safeAreaGuide: LayoutGuide?
  /// The guides the app added.
  var layoutGuides: [LayoutGuide] = []
  /// The view's layout-margins guide, made on first use.
  var layoutMarginsGuide: LayoutGuide?
  /// The margins the app set (UIKit's default, 8 points on each side).
  var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// Whether the margins are measured from the safe area's edges (UIKit's default, true).
  var insetsLayoutMarginsFromSafeArea = true
  /// How strongly the view resists growing past its intrinsic size, per axis (UIKit's default, 250).
  var contentHuggingPriority = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
  /// How strongly the view resists shrinking below its intrinsic size, per axis (UIKit's default, 750).
  var compressionResistancePriority = (
    horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh
  )
  /// The safe-area insets at the last layout pass, to tell the view when they change.
  var lastSafeAreaInsets = EdgeInsets.zero
  /// The view's number in descriptions, unique in its simulation (so two runs of the same code
  /// describe their views alike, whatever ran before them in the process).
  let serial: Int

  init() {
    serial = Simulation.current.service(ViewSerialNumbers.self).next()
  }
}

/// Numbers the views of one simulation from 1, in the order they are made.
@MainActor
final class ViewSerialNumbers: SimulationService {
  private var last = 0

  init(simulation: Simulation) {}

  func next() -> Int {
    last += 1
    return last
  }
}
