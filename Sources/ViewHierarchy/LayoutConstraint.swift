import ConstraintSolver
import Foundation
import Runtime

/// A relation between two anchors, or an anchor and a constant: the simulator's `NSLayoutConstraint`.
///
/// It states `first relation second × multiplier + constant` (or `first relation constant` for a
/// dimension compared with a constant). Make one with an anchor's `constraint(...)` methods, then
/// activate it. Activating adds it to the layout engine of the views' tree (one engine per tree,
/// see ``LayoutEngine``); deactivating removes it; changing ``constant`` or ``priority`` of an
/// active constraint updates the engine incrementally. Frames change at the next layout pass
/// (``View/layoutIfNeeded()``, or the main run loop's next tick).
///
/// Conflicts between required constraints are handled as UIKit does: the one being added is broken
/// (it stays active but is ignored, ``isBroken``) and a diagnostic lists the conflicting set; with
/// ``LayoutSystem/conflictHandling`` set to `.strict` the change is refused instead and
/// ``activateChecked(_:)`` throws.
@preconcurrency @MainActor
public final class LayoutConstraint: @MainActor CustomStringConvertible {
  /// `NSLayoutConstraint.Attribute`.
  public typealias Attribute = LayoutAttribute
  /// `NSLayoutConstraint.Relation`.
  public typealias Relation = LayoutRelation
  /// `NSLayoutConstraint.Axis`.
  public typealias Axis = LayoutAxis

  /// The view or layout guide of the first anchor.
  public var firstItem: AnyObject { first.object }
  /// The first anchor's attribute.
  public let firstAttribute: LayoutAttribute
  /// The view or layout guide of the second anchor, nil for a comparison with a constant.
  public var secondItem: AnyObject? { second?.object }
  /// The second anchor's attribute, nil for a comparison with a constant.
  public let secondAttribute: LayoutAttribute?
  /// How the two sides compare.
  public let relation: LayoutRelation
  /// The factor the second anchor is multiplied by.
  public let multiplier: CGFloat
  /// A name shown in conflict reports, like `NSLayoutConstraint.identifier`.
  public var identifier: String?

  /// The value added to the second side; changing it on an active constraint re-solves incrementally.
  public var constant: CGFloat {
    didSet {
      guard constant != oldValue else { return }
      if let engine, !engine.update(self) { constant = oldValue }
    }
  }

  /// How much the constraint matters (default required).
  ///
  /// As in UIKit, an active constraint cannot change between required and optional: such a change
  /// is refused with a diagnostic. Other changes re-solve incrementally.
  public var priority: LayoutPriority = .required {
    didSet {
      guard priority != oldValue, let engine else { return }
      if oldValue.isRequired != priority.isRequired {
        engine.reportMisuse(
          "priority of \(self) cannot change between required and optional while it is active; "
            + "deactivate it first")
        priority = oldValue
      } else if !engine.update(self) {
        priority = oldValue
      }
    }
  }

  /// Whether the constraint takes part in layout; setting it activates or deactivates it.
  public var isActive: Bool {
    get { engine != nil }
    set {
      if newValue { Self.activate([self]) } else { Self.deactivate([self]) }
    }
  }

  /// Whether the constraint is active but ignored because it conflicted with required ones.
  public var isBroken: Bool { engine != nil && solverConstraint == nil }

  let first: LayoutItem
  let second: LayoutItem?
  weak var engine: LayoutEngine?
  /// The view ``View/addConstraint(_:)`` added the constraint to, which lists it in its
  /// ``View/constraints``; nil: the closest common ancestor of its items lists it.
  weak var holder: View?
  var solverConstraint: Constraint?

  /// Why the constraint cannot take part in layout, when it was made from items and attributes that
  /// do not fit together (UIKit raises an exception); activating it then fails.
  let invalidReason: String?

  convenience init<Kind>(
    first: LayoutAnchor<Kind>, relation: LayoutRelation, second: LayoutAnchor<Kind>? = nil,
    multiplier: CGFloat = 1, constant: CGFloat
  ) {
    self.init(
      first: first.item, firstAttribute: first.attribute, relation: relation, second: second?.item,
      secondAttribute: second?.attribute, multiplier: multiplier, constant: constant, invalidReason: nil)
  }

  private init(
    first: LayoutItem, firstAttribute: LayoutAttribute, relation: LayoutRelation, second: LayoutItem?,
    secondAttribute: LayoutAttribute?, multiplier: CGFloat, constant: CGFloat, invalidReason: String?
  ) {
    self.first = first
    self.firstAttribute = firstAttribute
    self.second = second
    self.secondAttribute = secondAttribute
    self.relation = relation
    self.multiplier = multiplier
    self.constant = constant
    self.invalidReason = invalidReason
  }

  /// Creates `item.attribute relatedBy toItem.attribute × multiplier + constant`, as UIKit's
  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  ///
  /// Items are views or layout guides; `toItem: nil` with `.notAnAttribute` compares a width or
  /// height with `constant`. Where UIKit raises an exception (an item that is neither, a position
  /// compared with a constant, a horizontal position related to a vertical one or to a size), the
  /// constraint is made but cannot be activated: activation reports
  /// ``LayoutError/invalidConstraint(_:reason:)`` as a diagnostic (or throws, from ``activateChecked(_:)``).
  /// - Parameters:
  ///   - item: The first view or layout guide.
  ///   - attribute: Its attribute.
  ///   - relatedBy: How the two sides compare.
  ///   - toItem: The second view or layout guide, nil for a constant.
  ///   - secondAttribute: Its attribute, `.notAnAttribute` for a constant.
  ///   - multiplier: The factor of the second side.
  ///   - constant: The value added to the second side.
  public convenience init(
    item: Any, attribute: LayoutAttribute, relatedBy: LayoutRelation, toItem: Any?,
    attribute secondAttribute: LayoutAttribute, multiplier: CGFloat, constant: CGFloat
  ) {
    let firstOwner = item as? any LayoutAnchorOwner
    let secondOwner = toItem as? any LayoutAnchorOwner
    let hasSecond = toItem != nil && secondAttribute != .notAnAttribute
    var reason: String?
    if firstOwner == nil {
      reason = "the first item is not a view or layout guide"
    } else if toItem != nil, secondOwner == nil {
      reason = "the second item is not a view or layout guide"
    } else if attribute == .notAnAttribute {
      reason = "the first attribute is notAnAttribute"
    } else if !hasSecond, attribute.axis != .dimension {
      reason = "a position (\(attribute.rawValue)) cannot equal a constant; relate it to another item"
    } else if hasSecond, attribute.axis != secondAttribute.axis {
      reason = "\(attribute.rawValue) and \(secondAttribute.rawValue) measure different quantities"
    }
    self.init(
      first: firstOwner?.layoutItem ?? View().layoutItem, firstAttribute: attribute, relation: relatedBy,
      second: hasSecond ? secondOwner?.layoutItem : nil, secondAttribute: hasSecond ? secondAttribute : nil,
      multiplier: multiplier, constant: constant, invalidReason: reason)
  }

  /// The constraint over the solver variables `variables` gives each item.
  func solverForm(variables: (LayoutItem) -> LayoutItemVariables) -> Constraint {
    let lhs = firstAttribute.expression(in: variables(first))
    var rhs = LinearExpression(constant: constant)
    if let second, let secondAttribute {
      rhs = secondAttribute.expression(in: variables(second)).scaled(by: multiplier) + rhs
    }
    return Constraint(lhs, relation.solverRelation, rhs, strength: priority.strength, name: description)
  }

  /// The views and guides the constraint mentions.
  var items: [LayoutItem] { [first] + (second.map { [$0] } ?? []) }

  /// The constraint written out, such as `Button#4.trailing == View#3.trailing - 16.0`.
  public var description: String {
    var text = "\(first.label).\(firstAttribute.rawValue) \(relation.symbol) "
    if let second, let secondAttribute {
      text += "\(second.label).\(secondAttribute.rawValue)"
      if multiplier != 1 { text += " × \(multiplier)" }
      if constant != 0 { text += (constant < 0 ? " - " : " + ") + "\(abs(constant))" }
    } else {
      text += "\(constant)"
    }
    if !priority.isRequired { text += " @\(priority)" }
    return identifier.map { "\($0): \(text)" } ?? text
  }

  /// Activates every constraint, as `NSLayoutConstraint.activate` does.
  ///
  /// Each constraint goes into the engine of the tree holding its items; a constraint whose items
  /// have no common ancestor is not activated (UIKit raises an exception) and a diagnostic says so.
  /// A required constraint that conflicts is broken and reported, or, in strict mode, the whole
  /// batch is refused and reported as an app error.
  public static func activate(_ constraints: [LayoutConstraint]) {
    do {
      try LayoutEngine.activate(constraints)
    } catch {
      Simulation.current.diagnostics.record(
        error.diagnosticCode, severity: .appError, subject: "NSLayoutConstraint", message: error.description)
    }
  }

  /// Activates every constraint or none, throwing what went wrong.
  ///
  /// - Throws: ``LayoutError/noCommonAncestor(_:)`` and ``LayoutError/invalidConstraint(_:reason:)``
  ///   always; ``LayoutError/unsatisfiable(_:)`` when ``LayoutSystem/conflictHandling`` is `.strict`
  ///   (in lenient mode a conflicting constraint is broken and reported, as by ``activate(_:)``).
  ///   After a throw no constraint of the batch is active and every frame is as before.
  public static func activateChecked(_ constraints: [LayoutConstraint]) throws(LayoutError) {
    try LayoutEngine.activate(constraints)
  }

  /// Deactivates every constraint, as `NSLayoutConstraint.deactivate` does; inactive ones are skipped.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints {
      constraint.holder = nil
      constraint.engine?.remove(constraint)
    }
  }
}
