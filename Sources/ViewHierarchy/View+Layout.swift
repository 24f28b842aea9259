import Runtime

extension View: LayoutAnchorOwner {
  /// The handle anchors use.
  public var layoutItem: LayoutItem { LayoutItem(kind: .view(self)) }

  /// Whether the view's frame is turned into fixed constraints (true by default, as in UIKit).
  ///
  /// True: the frame (set by the app or by autoresizing) is authoritative and other views can be
  /// constrained to it. False: the frame comes from constraints at each layout pass.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { layoutState.translatesAutoresizingMaskIntoConstraints }
    set {
      guard newValue != layoutState.translatesAutoresizingMaskIntoConstraints else { return }
      layoutState.translatesAutoresizingMaskIntoConstraints = newValue
      layoutState.registeredEngine?.translationDidChange(of: self)
    }
  }

  /// The area not covered by bars and sensor housing: inset from the view by ``safeAreaInsets``.
  ///
  /// The guide follows the insets, so constraints to it follow rotations.
  public var safeAreaLayoutGuide: LayoutGuide {
    if let guide = layoutState.safeAreaGuide { return guide }
    let guide = LayoutGuide(.safeArea, of: self)
    layoutState.safeAreaGuide = guide
    return guide
  }

  /// The area inside the view's layout margins (``effectiveLayoutMargins``), as UIKit's
  /// `layoutMarginsGuide`; constraints to it follow margin and safe-area changes.
  public var layoutMarginsGuide: LayoutGuide {
    if let guide = layoutState.layoutMarginsGuide { return guide }
    let guide = LayoutGuide(.layoutMargins, of: self)
    layoutState.layoutMarginsGuide = guide
    return guide
  }

  /// The margins the app wants around the view's content (default 8 points on each side).
  public var layoutMargins: EdgeInsets {
    get { layoutState.layoutMargins }
    set {
      layoutState.layoutMargins = newValue
      marginsDidChange()
    }
  }

  /// Whether the margins are measured from the safe area's edges rather than the view's (default true).
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { layoutState.insetsLayoutMarginsFromSafeArea }
    set {
      layoutState.insetsLayoutMarginsFromSafeArea = newValue
      marginsDidChange()
    }
  }

  /// How far ``layoutMarginsGuide`` is inset from the bounds: ``layoutMargins``, plus the
  /// ``safeAreaInsets`` when ``insetsLayoutMarginsFromSafeArea`` is true.
  public var effectiveLayoutMargins: EdgeInsets {
    let margins = layoutMargins
    guard insetsLayoutMarginsFromSafeArea else { return margins }
    let safe = safeAreaInsets
    return EdgeInsets(
      top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
      right: margins.right + safe.right)
  }

  /// The layout guides added with ``addLayoutGuide(_:)``.
  public var layoutGuides: [LayoutGuide] { layoutState.layoutGuides }

  /// Adds a guide to the view, moving it from its previous view if any (its constraints go with it
  /// only if they stay in one tree).
  public func addLayoutGuide(_ guide: LayoutGuide) {
    guard !guide.isSystem, guide.owningView !== self else { return }
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    layoutState.layoutGuides.append(guide)
  }

  /// Removes a guide the app added, deactivating the constraints that mention it.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView === self, !guide.isSystem else { return }
    if let engine = rootView.layoutState.engine {
      LayoutConstraint.deactivate(
        engine.activeConstraints.filter { $0.items.contains { $0.object === guide } })
      if let record = engine.records[ObjectIdentifier(guide)] { engine.unregister(record) }
    }
    layoutState.layoutGuides.removeAll { $0 === guide }
    guide.owningView = nil
  }

  /// Lays the view out again after its margins changed.
  private func marginsDidChange() {
    setNeedsLayout()
    layoutEngine?.markNeedsLayout()
  }

  /// The engine of the view's tree, nil while no constraint is active in it.
  public var layoutEngine: LayoutEngine? { rootView.layoutState.engine }

  /// The active constraints that mention this view, a descendant or one of their guides.
  public var constraintsInvolvingSubtree: [LayoutConstraint] {
    layoutEngine?.constraints(involvingSubtree: self) ?? []
  }

  /// Whether the constraints leave the view's position or size free (UIKit: ambiguous layout).
  ///
  /// The view then keeps its previous frame. Always false for a view whose frame is translated
  /// into constraints or that no active constraint mentions.
  public var hasAmbiguousLayout: Bool {
    layoutState.registeredEngine?.isAmbiguous(self) ?? false
  }

  /// The topmost ancestor (the view itself when it has no superview).
  public var rootView: View {
    var current = self
    while let superview = current.superview { current = superview }
    return current
  }

  /// A short name for constraint descriptions and conflict reports, such as `Button#4`.
  public var layoutLabel: String { "\(type(of: self))#\(layoutState.serial)" }
}
