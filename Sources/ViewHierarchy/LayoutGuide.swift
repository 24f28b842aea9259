import Foundation
import Runtime

/// A rectangle that takes part in layout without being a view: the simulator's `UILayoutGuide`.
///
/// Add one to a view with ``View/addLayoutGuide(_:)`` and position it with constraints. Every view
/// also has a ``View/safeAreaLayoutGuide``, which the system keeps inset from the view by its
/// ``View/safeAreaInsets`` (following rotations).
@preconcurrency @MainActor
public final class LayoutGuide: LayoutAnchorOwner {
  /// The view the guide belongs to.
  public internal(set) weak var owningView: View?
  /// A name for descriptions and conflict reports.
  public var identifier = ""
  /// Which of a view's system guides this is, if it is one (kept by the system, inset from the view).
  let systemKind: SystemKind?

  /// A guide the system keeps inset from its view.
  enum SystemKind {
    /// The safe-area guide, inset by the view's safe-area insets.
    case safeArea
    /// The layout-margins guide, inset by the view's effective layout margins.
    case layoutMargins
  }

  /// Creates a guide that belongs to no view yet.
  public init() {
    systemKind = nil
  }

  init(_ kind: SystemKind, of view: View) {
    systemKind = kind
    owningView = view
    identifier = kind == .safeArea ? "safeArea" : "layoutMargins"
  }

  /// Whether the system keeps the guide (a safe-area or layout-margins guide).
  var isSystem: Bool { systemKind != nil }

  /// How far a system guide is inset from its view now; nil for an app's guide.
  var systemInsets: EdgeInsets? {
    guard let owningView, let systemKind else { return nil }
    switch systemKind {
    case .safeArea: return owningView.safeAreaInsets
    case .layoutMargins: return owningView.effectiveLayoutMargins
    }
  }

  /// The handle anchors use.
  public var layoutItem: LayoutItem { LayoutItem(kind: .guide(self)) }

  /// The guide's rectangle in its owning view's coordinates, as of the last layout pass.
  ///
  /// A system guide reports the view's bounds inset by its insets; a guide that takes
  /// part in no active constraint reports `.zero`.
  public var layoutFrame: CGRect {
    guard let owningView else { return .zero }
    if let systemInsets { return owningView.bounds.inset(by: systemInsets) }
    return owningView.layoutState.registeredEngine?.layoutFrame(of: self, in: owningView) ?? .zero
  }

  var label: String {
    let owner = owningView?.layoutLabel ?? "detached"
    return identifier.isEmpty ? "\(owner).guide" : "\(owner).\(identifier)"
  }
}
