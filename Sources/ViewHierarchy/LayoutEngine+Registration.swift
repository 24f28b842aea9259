import ConstraintSolver
import Foundation
import Runtime

extension LayoutEngine {
  /// The variables of `item`, registering it (and its ancestors) on first use.
  func variables(for item: LayoutItem) -> LayoutItemVariables {
    switch item.kind {
    case .view(let view): record(for: view).variables
    case .guide(let guide): record(for: guide).variables
    }
  }

  func record(for view: View) -> LayoutItemRecord {
    if let existing = records[ObjectIdentifier(view)] { return existing }
    let parent = view.superview.map { self.record(for: $0) }
    let record = LayoutItemRecord(
      key: ObjectIdentifier(view), variables: LayoutItemVariables(label: view.layoutLabel), parent: parent,
      view: view, guide: nil)
    register(record)
    view.layoutState.registeredEngine = self
    if parent == nil {
      record.role = .root
      addSystemConstraint(
        Constraint(record.variables.left, .equal, 0, name: "\(view.layoutLabel).origin.x"), to: record)
      addSystemConstraint(
        Constraint(record.variables.top, .equal, 0, name: "\(view.layoutLabel).origin.y"), to: record)
      addEdits([record.variables.width, record.variables.height], strength: Self.systemStrength, to: record)
      suggest(view.frame.width, forEditAt: 0, of: record)
      suggest(view.frame.height, forEditAt: 1, of: record)
    } else {
      configureTranslation(of: record)
    }
    return record
  }

  func record(for guide: LayoutGuide) -> LayoutItemRecord {
    if let existing = records[ObjectIdentifier(guide)] { return existing }
    // Activation checked that the guide has an owning view in this tree.
    let parent = guide.owningView.map { self.record(for: $0) }
    let record = LayoutItemRecord(
      key: ObjectIdentifier(guide), variables: LayoutItemVariables(label: guide.label), parent: parent,
      view: nil, guide: guide)
    register(record)
    guard let parent else { return record }
    guard let current = guide.systemInsets else {
      addStays(to: record, parent: parent, frame: .zero)
      return record
    }
    record.role = .safeArea
    let own = record.variables
    let host = parent.variables
    let insets = ["top", "left", "bottom", "right"].map { Variable("\(guide.label).inset.\($0)") }
    addEdits(insets, strength: Self.systemStrength, to: record)
    let ties: [(LinearExpression, LinearExpression, String)] = [
      (own.left.linearExpression, host.left + insets[1], "left"),
      (own.top.linearExpression, host.top + insets[0], "top"),
      (own.width.linearExpression, host.width - insets[1] - insets[3], "width"),
      (own.height.linearExpression, host.height - insets[0] - insets[2], "height"),
    ]
    for (lhs, rhs, name) in ties {
      addSystemConstraint(Constraint(lhs, .equal, rhs, name: "\(guide.label).\(name)"), to: record)
    }
    for (index, inset) in [current.top, current.left, current.bottom, current.right].enumerated() {
      suggest(inset, forEditAt: index, of: record)
    }
    return record
  }

  /// Re-derives the system constraints of a non-root view after its translation setting changed.
  func translationDidChange(of view: View) {
    guard let record = records[ObjectIdentifier(view)], record.role != .root else { return }
    clearSystemConstraints(of: record)
    configureTranslation(of: record)
  }

  /// Follows a frame set by the app, autoresizing or a rotation: new autoresizing constraints for a
  /// view that translates its frame, a new size for the root. Frames of constrained views belong to
  /// the engine and are overwritten at the next pass.
  func frameDidChange(of view: View) {
    guard let record = records[ObjectIdentifier(view)] else { return }
    switch record.role {
    case .root:
      suggest(view.frame.width, forEditAt: 0, of: record)
      suggest(view.frame.height, forEditAt: 1, of: record)
    case .autoresizing:
      guard record.autoresizingFrame != view.frame else { return }
      clearSystemConstraints(of: record)
      configureTranslation(of: record)
    case .constrained, .safeArea:
      return
    }
  }

  /// Replaces the intrinsic-size constraints of a view whose intrinsic content size or content
  /// priorities changed; the next pass lays it out with the new ones.
  func intrinsicContentSizeDidChange(of view: View) {
    guard let record = records[ObjectIdentifier(view)], record.role == .constrained else { return }
    removeIntrinsicConstraints(of: record)
    addIntrinsicConstraints(of: view, to: record)
    markNeedsLayout()
  }

  /// Forgets an item: its system constraints, edit variables and record.
  func unregister(_ record: LayoutItemRecord) {
    clearSystemConstraints(of: record)
    records[record.key] = nil
    orderedRecords = nil
    if let view = record.view, view.layoutState.registeredEngine === self {
      view.layoutState.registeredEngine = nil
    }
  }

  /// The frame of a custom guide in `view`'s coordinates, from the current solution.
  func layoutFrame(of guide: LayoutGuide, in view: View) -> CGRect? {
    guard let record = records[ObjectIdentifier(guide)], let host = records[ObjectIdentifier(view)] else {
      return nil
    }
    return CGRect(
      x: solver.value(of: record.variables.left) - solver.value(of: host.variables.left) + view.bounds.minX,
      y: solver.value(of: record.variables.top) - solver.value(of: host.variables.top) + view.bounds.minY,
      width: solver.value(of: record.variables.width), height: solver.value(of: record.variables.height))
  }

  /// Whether some variable of `view` is decided only by its stays: constraints leave it free.
  func isAmbiguous(_ view: View) -> Bool {
    guard let record = records[ObjectIdentifier(view)], record.role == .constrained else { return false }
    var probe = solver
    for edit in record.editValues {
      // Cannot throw: the variable is an edit variable of the copied solver and the value is finite.
      try? probe.suggestValue(edit.variable, edit.value + 1)
    }
    let own = record.variables
    return [own.left, own.top, own.width, own.height].contains {
      abs(probe.value(of: $0) - solver.value(of: $0)) > Self.tolerance
    }
  }

  private func register(_ record: LayoutItemRecord) {
    records[record.key] = record
    orderedRecords = nil
  }

  private func configureTranslation(of record: LayoutItemRecord) {
    guard let view = record.view, let parent = record.parent, let superview = view.superview else { return }
    let frame = view.frame
    guard view.translatesAutoresizingMaskIntoConstraints else {
      addStays(to: record, parent: parent, frame: frame)
      addIntrinsicConstraints(of: view, to: record)
      return
    }
    record.role = .autoresizing
    record.autoresizingFrame = frame
    let own = record.variables
    let host = parent.variables
    let label = "autoresizing(\(view.layoutLabel))"
    let fixed: [(LinearExpression, Double, String)] = [
      (own.left - host.left, frame.minX - superview.bounds.minX, "x"),
      (own.top - host.top, frame.minY - superview.bounds.minY, "y"),
      (own.width.linearExpression, frame.width, "width"),
      (own.height.linearExpression, frame.height, "height"),
    ]
    for (expression, value, name) in fixed {
      let constraint = Constraint(expression, .equal, value, name: "\(label).\(name) == \(value)")
      addSystemConstraint(constraint, to: record)
    }
  }

  private func addStays(to record: LayoutItemRecord, parent: LayoutItemRecord, frame: CGRect) {
    record.role = .constrained
    let own = record.variables
    let offsetX = Variable("\(own.left.name).offset")
    let offsetY = Variable("\(own.top.name).offset")
    addSystemConstraint(Constraint(offsetX, .equal, own.left - parent.variables.left), to: record)
    addSystemConstraint(Constraint(offsetY, .equal, own.top - parent.variables.top), to: record)
    addEdits([offsetX, offsetY, own.width, own.height], strength: Self.stayStrength, to: record)
    for (index, value) in [frame.minX, frame.minY, frame.width, frame.height].enumerated() {
      suggest(value, forEditAt: index, of: record)
    }
  }

  private func addSystemConstraint(_ constraint: Constraint, to record: LayoutItemRecord) {
    switch addToSolver(constraint) {
    case .added:
      record.systemConstraints.append(constraint)
    case .conflict(let conflict):
      reportConflict(conflict)
    case .invalid(let error):
      simulation.diagnostics.record(
        .layoutInvalidConstraint, severity: .warning, subject: rootView.layoutLabel,
        message: "the system constraint \(constraint) was not added: \(error.description)")
    }
  }

  private func addEdits(_ variables: [Variable], strength: Strength, to record: LayoutItemRecord) {
    for variable in variables {
      // Cannot throw: the variables are new and the strength is valid and below required.
      try? solver.addEditVariable(variable, strength: strength)
      record.editValues.append((variable, 0))
    }
  }

  private func clearSystemConstraints(of record: LayoutItemRecord) {
    removeIntrinsicConstraints(of: record)
    for constraint in record.systemConstraints { removeFromSolver(constraint) }
    record.systemConstraints.removeAll()
    for edit in record.editValues {
      // Cannot throw: the variable was made an edit variable when the record was configured.
      try? solver.removeEditVariable(edit.variable)
    }
    record.editValues.removeAll()
    record.autoresizingFrame = nil
  }

  /// Adds the view's content-hugging and compression-resistance constraints
  /// (``View/intrinsicSizeConstraints(width:height:)``) to the solver.
  private func addIntrinsicConstraints(of view: View, to record: LayoutItemRecord) {
    let variables = record.variables
    for constraint in view.intrinsicSizeConstraints(width: variables.width, height: variables.height) {
      switch addToSolver(constraint) {
      case .added:
        record.intrinsicConstraints.append(constraint)
      case .conflict(let conflict):
        reportConflict(conflict)
      case .invalid(let error):
        simulation.diagnostics.record(
          .layoutInvalidConstraint, severity: .warning, subject: rootView.layoutLabel,
          message: "the intrinsic-size constraint \(constraint) was not added: \(error.description)")
      }
    }
  }

  private func removeIntrinsicConstraints(of record: LayoutItemRecord) {
    for constraint in record.intrinsicConstraints { removeFromSolver(constraint) }
    record.intrinsicConstraints.removeAll()
  }
}
