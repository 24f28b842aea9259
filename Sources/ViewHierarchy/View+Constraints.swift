import Runtime

extension View {
  /// The active constraints the view holds, as UIKit's `constraints`: those added to it with
  /// ``addConstraint(_:)``, and those activated otherwise whose items' closest common ancestor it is
  /// (where `NSLayoutConstraint.activate` installs them).
  public var constraints: [LayoutConstraint] {
    guard let engine = layoutEngine else { return [] }
    return engine.activeConstraints.filter { ($0.holder ?? Self.closestCommonAncestor(of: $0)) === self }
  }

  /// Adds and activates a constraint, as `addConstraint(_:)` did before `isActive` existed.
  ///
  /// Its items must be the view or its descendants (or their layout guides); otherwise UIKit stops
  /// with "The view hierarchy is not prepared for the constraint": here it is not added, and an
  /// app-error diagnostic says so. Activation then fails or breaks it as ``LayoutConstraint/activate(_:)``
  /// does.
  public func addConstraint(_ constraint: LayoutConstraint) {
    guard constraint.items.allSatisfy({ $0.hostView?.isDescendant(of: self) ?? false }) else {
      Simulation.current.diagnostics.record(
        .layoutNoCommonAncestor, severity: .appError, subject: "UIView.addConstraint",
        message:
          "The view hierarchy is not prepared for the constraint \(constraint): its items must be "
          + "\(layoutLabel) or its descendants; it was not added")
      return
    }
    LayoutConstraint.activate([constraint])
    if constraint.isActive { constraint.holder = self }
  }

  /// Adds and activates each constraint, as ``addConstraint(_:)`` does.
  public func addConstraints(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Deactivates a constraint the view holds (one of its ``constraints``); others are left alone, as
  /// in UIKit.
  public func removeConstraint(_ constraint: LayoutConstraint) {
    guard constraint.isActive, (constraint.holder ?? Self.closestCommonAncestor(of: constraint)) === self
    else {
      return
    }
    LayoutConstraint.deactivate([constraint])
  }

  /// Deactivates each constraint the view holds, as ``removeConstraint(_:)`` does.
  public func removeConstraints(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// The closest view that is an ancestor of (or is) every view the constraint's items belong to.
  private static func closestCommonAncestor(of constraint: LayoutConstraint) -> View? {
    let hosts = constraint.items.compactMap(\.hostView)
    guard var candidate = hosts.first else { return nil }
    for host in hosts.dropFirst() {
      while !host.isDescendant(of: candidate) {
        guard let superview = candidate.superview else { return nil }
        candidate = superview
      }
    }
    return candidate
  }
}
