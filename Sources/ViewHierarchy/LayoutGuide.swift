import Foundation
import Runtime

/// A rectangle that takes part in layout without being a view: the simulator's `UILayoutGuide`.
///
/// Add one to a view with ``View/addLayoutGuide(_:)`` and position it with constraints. Every view
/// also has a ``View/safeAreaLayoutGuide``, which the system keeps inset from the view by its
/// ``View/safeAreaInsets`` (following rotations).
@MainActor
public final class LayoutGuide: LayoutAnchorOwner {
  /// The view the guide belongs to.
  public internal(set) weak var owningView: View?
  /// A name for descriptions and conflict reports.
  public var identifier = ""
  /// Whether this is a view's safe-area guide, kept by the system.
  let isSafeArea: Bool

  /// Creates a guide that belongs to no view yet.
  public init() {
    isSafeArea = false
  }

  init(safeAreaOf view: View) {
    isSafeArea = true
    owningView = view
    identifier = "safeArea"
  }

  /// The handle anchors use.
  public var layoutItem: LayoutItem { LayoutItem(kind: .guide(self)) }

  /// The guide's rectangle in its owning view's coordinates, as of the last layout pass.
  ///
  /// A safe-area guide reports the view's bounds inset by its safe-area insets; a guide that takes
  /// part in no active constraint reports `.zero`.
  public var layoutFrame: CGRect {
    guard let owningView else { return .zero }
    if isSafeArea { return owningView.bounds.inset(by: owningView.safeAreaInsets) }
    return owningView.layoutState.registeredEngine?.layoutFrame(of: self, in: owningView) ?? .zero
  }

  var label: String {
    let owner = owningView?.layoutLabel ?? "detached"
    return identifier.isEmpty ? "\(owner).guide" : "\(owner).\(identifier)"
  }
}
