import ConstraintSolver
import Foundation
import Runtime

/// The Auto Layout engine of one view tree: one incremental ``ConstraintSolver/Solver`` per root view.
///
/// Each view or guide that an active constraint mentions gets four variables (left and top in the
/// root view's coordinates, width, height); so do its ancestors. The system adds, for each:
/// - the root: origin at zero and its size as two edit variables (the window size);
/// - a view with `translatesAutoresizingMaskIntoConstraints`: its frame as four required constraints,
///   replaced whenever the frame changes (autoresizing, rotation, app code);
/// - a view without it (and a custom guide): weak "stay" edit variables holding its last frame,
///   so a view the constraints leave free keeps its place (see ``View/hasAmbiguousLayout``);
/// - a safe-area guide: four edit variables for the insets, suggested from the view's
///   `safeAreaInsets` at each pass.
///
/// Everything is incremental: activating or deactivating a constraint adds or removes that one
/// constraint, a rotation suggests new edit values; the solver is never rebuilt
/// (``solverAdditions`` and ``solverRemovals`` count every change). A layout pass
/// (``layoutIfNeeded()``) writes the solution into the frames of constrained views, top-down, and
/// repeats while autoresizing or safe areas change under it. A pass is also scheduled on the main
/// run loop's next tick whenever the solution may have changed, as UIKit lays out at the end of the
/// run-loop cycle.
@MainActor
public final class LayoutEngine {
  /// The strength of the system's edit variables (window size, safe-area insets): below required,
  /// so that required constraints contradicting them win and are reported.
  static let systemStrength = Strength(priority: 999)
  /// The strength of the stays that keep under-determined views in place: below every priority
  /// an app can give.
  static let stayStrength = Strength(priority: 1, weight: 1e-3)
  /// How many rounds a layout pass makes before giving up on frames that keep changing.
  static let maximumPasses = 8
  /// How far a system value may drift before it is reported as overridden.
  static let tolerance = 1e-6
  /// Frames are snapped to multiples of this (2⁻²⁰ pt) to drop the solver's round-off: exact binary
  /// fractions such as 219.375 survive, 219.37499999999997 becomes 219.375.
  static let frameGrid = 1.0 / 1_048_576

  /// The number of constraints added to the solver so far (app and system ones).
  public private(set) var solverAdditions = 0
  /// The number of constraints removed from the solver so far (app and system ones).
  public private(set) var solverRemovals = 0
  /// The active app constraints of the tree, in activation order (broken ones included).
  public private(set) var activeConstraints: [LayoutConstraint] = []
  /// The tree's root view.
  public unowned let rootView: View

  /// The solver holding the tree's constraints. Solvers are values: a copy shows the system as it is
  /// (benchmarks replay it in other solvers).
  package internal(set) var solver = Solver(conflictHandling: .lenient)
  var records: [ObjectIdentifier: LayoutItemRecord] = [:]
  var orderedRecords: [LayoutItemRecord]?
  private var needsLayout = false
  private var isLayingOut = false
  private var layoutScheduled = false

  init(rootView: View) {
    self.rootView = rootView
  }

  /// The number of constraints in the solver now (edit constraints excluded).
  public var solverConstraintCount: Int { solverAdditions - solverRemovals }

  /// The number of views and guides that have variables.
  public var registeredItemCount: Int { records.count }

  var simulation: Simulation { rootView.window?.windowScene?.simulation ?? .current }

  /// Writes the current solution into the frames, repeating until nothing moves.
  public func layoutIfNeeded() {
    guard !isLayingOut else { return }
    isLayingOut = true
    defer { isLayingOut = false }
    for _ in 0..<Self.maximumPasses {
      refreshSystemValues()
      needsLayout = false
      let moved = applySolution()
      if !moved, !needsLayout {
        reportOverriddenSystemValues()
        return
      }
    }
    simulation.diagnostics.record(
      .layoutDidNotSettle, severity: .warning, subject: rootView.layoutLabel,
      message: "frames kept changing after \(Self.maximumPasses) layout rounds; the last frames were kept")
  }

  // MARK: Activation

  static func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
    var activated: [LayoutConstraint] = []
    for constraint in constraints where constraint.engine == nil {
      do {
        try activate(constraint)
        activated.append(constraint)
      } catch {
        LayoutConstraint.deactivate(activated)
        throw error
      }
    }
  }

  private static func activate(_ constraint: LayoutConstraint) throws(LayoutError) {
    if let reason = invalidity(of: constraint) {
      throw .invalidConstraint(constraint.description, reason: reason)
    }
    let hosts = constraint.items.map(\.hostView)
    let roots = hosts.map { $0?.rootView }
    guard let root = roots.first ?? nil, roots.allSatisfy({ $0 === root }) else {
      throw .noCommonAncestor(constraint.description)
    }
    let engine = root.layoutState.engine ?? LayoutEngine(rootView: root)
    root.layoutState.engine = engine
    try engine.insert(constraint, strict: engine.simulation.layout.conflictHandling == .strict)
  }

  private static func invalidity(of constraint: LayoutConstraint) -> String? {
    if let reason = constraint.invalidReason { return reason }
    if !constraint.priority.isValid { return "the priority \(constraint.priority) is outside 1...1000" }
    if !constraint.constant.isFinite { return "the constant is not a finite number" }
    if !constraint.multiplier.isFinite { return "the multiplier is not a finite number" }
    return nil
  }

  private func insert(_ constraint: LayoutConstraint, strict: Bool) throws(LayoutError) {
    let solverConstraint = makeSolverConstraint(for: constraint)
    switch addToSolver(solverConstraint) {
    case .added:
      constraint.solverConstraint = solverConstraint
    case .conflict(let report):
      if strict { throw .unsatisfiable(report) }
      constraint.solverConstraint = nil
      reportConflict(report)
    case .invalid(let error):
      throw .invalidConstraint(constraint.description, reason: error.description)
    }
    constraint.engine = self
    activeConstraints.append(constraint)
  }

  func remove(_ constraint: LayoutConstraint) {
    if let solverConstraint = constraint.solverConstraint { removeFromSolver(solverConstraint) }
    constraint.solverConstraint = nil
    constraint.engine = nil
    activeConstraints.removeAll { $0 === constraint }
  }

  /// Replaces an active constraint's solver constraint after its constant or priority changed.
  ///
  /// - Returns: false when the change must be undone (invalid numbers, or a conflict in strict mode).
  func update(_ constraint: LayoutConstraint) -> Bool {
    if let reason = Self.invalidity(of: constraint) {
      report(.layoutInvalidConstraint, "Unable to change constraint \(constraint): \(reason).")
      return false
    }
    if let old = constraint.solverConstraint { removeFromSolver(old) }
    constraint.solverConstraint = nil
    let replacement = makeSolverConstraint(for: constraint)
    switch addToSolver(replacement) {
    case .added:
      constraint.solverConstraint = replacement
      return true
    case .conflict(let conflict):
      reportConflict(conflict)
      return simulation.layout.conflictHandling != .strict
    case .invalid(let error):
      report(.layoutInvalidConstraint, "Unable to change constraint \(constraint): \(error.description).")
      return false
    }
  }

  func reportMisuse(_ message: String) {
    report(.layoutMisuse, message)
  }

  private func makeSolverConstraint(for constraint: LayoutConstraint) -> Constraint {
    constraint.solverForm { variables(for: $0) }
  }

  // MARK: Solver access

  enum Insertion {
    case added
    case conflict(UnsatisfiableConstraintError)
    case invalid(SolverError)
  }

  func addToSolver(_ constraint: Constraint) -> Insertion {
    do {
      if let report = try solver.add(constraint) {
        solver.removeRecoveredConflicts()
        return .conflict(report)
      }
    } catch {
      return .invalid(error)
    }
    solverAdditions += 1
    markNeedsLayout()
    return .added
  }

  func removeFromSolver(_ constraint: Constraint) {
    guard solver.contains(constraint) else { return }
    // Cannot throw: the constraint was just found in the solver.
    try? solver.remove(constraint)
    solverRemovals += 1
    markNeedsLayout()
  }

  /// Suggests `value` for an edit variable of `record`, when it differs from the last suggestion.
  func suggest(_ value: Double, forEditAt index: Int, of record: LayoutItemRecord) {
    let edit = record.editValues[index]
    guard value != edit.value, value.isFinite else { return }
    // Cannot throw: the variable is an edit variable of this solver and the value is finite.
    try? solver.suggestValue(edit.variable, value)
    record.editValues[index].value = value
    markNeedsLayout()
  }

  func markNeedsLayout() {
    needsLayout = true
    guard !layoutScheduled, !isLayingOut else { return }
    layoutScheduled = true
    simulation.runLoop.perform { [weak self] in
      guard let self else { return }
      layoutScheduled = false
      layoutIfNeeded()
    }
  }

  func reportConflict(_ conflict: UnsatisfiableConstraintError) {
    let severity: DiagnosticSeverity = simulation.layout.conflictHandling == .strict ? .appError : .warning
    simulation.diagnostics.record(
      .layoutUnsatisfiable, severity: severity, subject: rootView.layoutLabel, message: conflict.description)
  }

  private func report(_ code: DiagnosticCode, _ message: String) {
    simulation.diagnostics.record(code, severity: .appError, subject: rootView.layoutLabel, message: message)
  }

  // MARK: Layout pass

  private func refreshSystemValues() {
    for record in records.values {
      switch record.role {
      case .root:
        guard let view = record.view else { continue }
        suggest(view.frame.width, forEditAt: 0, of: record)
        suggest(view.frame.height, forEditAt: 1, of: record)
      case .safeArea:
        guard let insets = record.guide?.systemInsets else { continue }
        for (index, inset) in [insets.top, insets.left, insets.bottom, insets.right].enumerated() {
          suggest(inset, forEditAt: index, of: record)
        }
      case .autoresizing, .constrained:
        continue
      }
    }
  }

  private func applySolution() -> Bool {
    var moved = false
    for record in recordsInDepthOrder() where record.role == .constrained {
      guard let parent = record.parent else { continue }
      let offset = CGPoint(
        x: snapped(solver.value(of: record.variables.left) - solver.value(of: parent.variables.left)),
        y: snapped(solver.value(of: record.variables.top) - solver.value(of: parent.variables.top)))
      let size = CGSize(
        width: snapped(solver.value(of: record.variables.width)),
        height: snapped(solver.value(of: record.variables.height)))
      if let view = record.view, let superview = view.superview {
        let frame = CGRect(
          origin: CGPoint(x: offset.x + superview.bounds.minX, y: offset.y + superview.bounds.minY),
          size: size)
        if frame != view.frame {
          view.frame = frame
          moved = true
        }
      }
      for (index, value) in [offset.x, offset.y, size.width, size.height].enumerated() {
        keepStay(value, at: index, of: record)
      }
    }
    return moved
  }

  private func snapped(_ value: Double) -> Double {
    (value / Self.frameGrid).rounded() * Self.frameGrid
  }

  /// Moves a stay to the value the solution gave, without asking for another pass.
  private func keepStay(_ value: Double, at index: Int, of record: LayoutItemRecord) {
    let edit = record.editValues[index]
    guard value != edit.value, value.isFinite else { return }
    // Cannot throw: the variable is an edit variable of this solver and the value is finite.
    try? solver.suggestValue(edit.variable, value)
    record.editValues[index].value = value
  }

  private func reportOverriddenSystemValues() {
    for record in records.values where record.role == .root || record.role == .safeArea {
      for edit in record.editValues where abs(solver.value(of: edit.variable) - edit.value) > Self.tolerance {
        simulation.diagnostics.record(
          .layoutSystemValueOverridden, severity: .warning, subject: rootView.layoutLabel,
          message:
            "required constraints set \(edit.variable) to \(solver.value(of: edit.variable)) instead of "
            + "the system's \(edit.value); check the constraints that size views against the window or safe area"
        )
      }
    }
  }

  func recordsInDepthOrder() -> [LayoutItemRecord] {
    if let orderedRecords { return orderedRecords }
    let ordered = records.values.sorted { $0.depth < $1.depth }
    orderedRecords = ordered
    return ordered
  }
}
