import Foundation
import ViewHierarchy

/// The priority of the constraints that keep gaps or centre distances equal: below required, so a
/// stack view too small for its views gives up equal distribution before a conflict is reported.
private let distributionPriority = LayoutPriority(999)
/// The priority that keeps a stack view, across its axis, no larger than its largest arranged view
/// when nothing else sizes it (UIKit's "canvas fit"): just below the fitting-size level.
private let canvasFitPriority = LayoutPriority(49)
/// The priority that gives an arranged view with no intrinsic length across the axis a zero length
/// rather than an ambiguous one (UIKit's "ambiguity suppression").
private let ambiguitySuppressionPriority = LayoutPriority(25)

extension StackView {
  /// The attributes of one axis: edges, centre and length.
  private struct AxisAttributes {
    let leading: LayoutAttribute
    let trailing: LayoutAttribute
    let center: LayoutAttribute
    let length: LayoutAttribute

    init(_ axis: LayoutConstraint.Axis) {
      switch axis {
      case .horizontal: self.init(leading: .leading, trailing: .trailing, center: .centerX, length: .width)
      case .vertical: self.init(leading: .top, trailing: .bottom, center: .centerY, length: .height)
      }
    }

    private init(
      leading: LayoutAttribute, trailing: LayoutAttribute, center: LayoutAttribute, length: LayoutAttribute
    ) {
      self.leading = leading
      self.trailing = trailing
      self.center = center
      self.length = length
    }
  }

  /// Replaces the stack view's constraints with ones for its current arrangement.
  func arrangementDidChange() {
    LayoutConstraint.deactivate(generatedConstraints)
    for guide in spacerGuides { removeLayoutGuide(guide) }
    spacerGuides.removeAll()
    var constraints: [LayoutConstraint] = []
    let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    let along = AxisAttributes(axis)
    let across = AxisAttributes(axis == .horizontal ? .vertical : .horizontal)
    let visible = arrangedSubviews.filter { !$0.isHidden }
    for view in arrangedSubviews where view.isHidden {
      constraints.append(make(view, along.length, .equal, nil, .notAnAttribute, name: "hiding"))
    }
    for view in arrangedSubviews {
      constraints += alignmentConstraints(of: view, in: canvas, across: across)
    }
    if let first = visible.first, let last = visible.last {
      constraints.append(make(first, along.leading, .equal, canvas, along.leading, name: "canvas-connection"))
      constraints.append(
        make(last, along.trailing, .equal, canvas, along.trailing, name: "canvas-connection"))
    }
    constraints += distributionConstraints(of: visible, along: along)
    if alignment != .fill, !arrangedSubviews.isEmpty {
      constraints.append(
        make(
          canvas, across.length, .equal, nil, .notAnAttribute, priority: canvasFitPriority, name: "canvas-fit"
        ))
    }
    LayoutConstraint.activate(constraints)
    generatedConstraints = constraints
    setNeedsLayout()
  }

  private func alignmentConstraints(
    of view: View, in canvas: AnyObject, across: AxisAttributes
  ) -> [LayoutConstraint] {
    var constraints: [LayoutConstraint]
    switch alignment {
    case .fill:
      return [
        make(view, across.leading, .equal, canvas, across.leading, name: "alignment"),
        make(view, across.trailing, .equal, canvas, across.trailing, name: "alignment"),
      ]
    case .leading, .firstBaseline:
      constraints = [
        make(view, across.leading, .equal, canvas, across.leading, name: "alignment"),
        make(view, across.trailing, .lessThanOrEqual, canvas, across.trailing, name: "spanning-boundary"),
      ]
    case .trailing, .lastBaseline:
      constraints = [
        make(view, across.trailing, .equal, canvas, across.trailing, name: "alignment"),
        make(view, across.leading, .greaterThanOrEqual, canvas, across.leading, name: "spanning-boundary"),
      ]
    case .center:
      constraints = [
        make(view, across.center, .equal, canvas, across.center, name: "alignment"),
        make(view, across.leading, .greaterThanOrEqual, canvas, across.leading, name: "spanning-boundary"),
      ]
    }
    let intrinsic = view.intrinsicContentSize
    let intrinsicAcross = axis == .horizontal ? intrinsic.height : intrinsic.width
    if intrinsicAcross == View.noIntrinsicMetric {
      constraints.append(
        make(
          view, across.length, .equal, nil, .notAnAttribute, priority: ambiguitySuppressionPriority,
          name: "ambiguity-suppression"))
    }
    return constraints
  }

  private func distributionConstraints(of visible: [View], along: AxisAttributes) -> [LayoutConstraint] {
    guard let first = visible.first else { return [] }
    var constraints: [LayoutConstraint] = []
    let pairs = zip(visible, visible.dropFirst())
    switch distribution {
    case .fill, .fillEqually, .fillProportionally:
      for (previous, next) in pairs {
        constraints.append(
          make(
            next, along.leading, .equal, previous, along.trailing,
            constant: effectiveSpacing(after: previous),
            name: "spacing"))
      }
    case .equalSpacing:
      constraints += spacers(between: pairs, from: along.trailing, to: along.leading, along: along)
    case .equalCentering:
      for (previous, next) in pairs {
        constraints.append(
          make(
            next, along.leading, .greaterThanOrEqual, previous, along.trailing,
            constant: effectiveSpacing(after: previous), name: "spacing"))
      }
      constraints += spacers(between: pairs, from: along.center, to: along.center, along: along)
    }
    switch distribution {
    case .fillEqually:
      for view in visible.dropFirst() {
        constraints.append(make(view, along.length, .equal, first, along.length, name: "fill-equally"))
      }
    case .fillProportionally:
      constraints += proportionalConstraints(of: visible, along: along)
    case .fill, .equalSpacing, .equalCentering:
      break
    }
    return constraints
  }

  /// Layout guides from `start` of each view to `end` of the next, kept the same length (UIKit's
  /// distributing spacers); for equal spacing each gap is also at least the spacing.
  private func spacers(
    between pairs: Zip2Sequence<[View], ArraySlice<View>>, from start: LayoutAttribute,
    to end: LayoutAttribute,
    along: AxisAttributes
  ) -> [LayoutConstraint] {
    var constraints: [LayoutConstraint] = []
    var firstGuide: LayoutGuide?
    for (previous, next) in pairs {
      let guide = LayoutGuide()
      guide.identifier = "distributing"
      addLayoutGuide(guide)
      spacerGuides.append(guide)
      constraints.append(make(guide, along.leading, .equal, previous, start, name: "distributing-edge"))
      constraints.append(make(guide, along.trailing, .equal, next, end, name: "distributing-edge"))
      if start == along.trailing {
        constraints.append(
          make(
            guide, along.length, .greaterThanOrEqual, nil, .notAnAttribute,
            constant: effectiveSpacing(after: previous), name: "spacing"))
      }
      if let firstGuide {
        constraints.append(
          make(
            guide, along.length, .equal, firstGuide, along.length, priority: distributionPriority,
            name: "distributing-equal"))
      } else {
        firstGuide = guide
      }
    }
    return constraints
  }

  /// Lengths in proportion to the views' intrinsic lengths (views without one are left to their
  /// hugging and compression resistance), taken when the constraints are made.
  private func proportionalConstraints(of visible: [View], along: AxisAttributes) -> [LayoutConstraint] {
    let lengths = visible.map { view in
      let size = view.intrinsicContentSize
      return axis == .horizontal ? size.width : size.height
    }
    guard let reference = lengths.firstIndex(where: { $0 > 0 && $0.isFinite }) else { return [] }
    var constraints: [LayoutConstraint] = []
    for (index, view) in visible.enumerated()
    where index != reference && lengths[index] > 0 && lengths[index].isFinite {
      constraints.append(
        make(
          view, along.length, .equal, visible[reference], along.length,
          multiplier: lengths[index] / lengths[reference], priority: distributionPriority,
          name: "fill-proportionally"))
    }
    return constraints
  }

  private func make(
    _ item: AnyObject, _ attribute: LayoutAttribute, _ relation: LayoutRelation, _ other: AnyObject?,
    _ otherAttribute: LayoutAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
    priority: LayoutPriority = .required, name: String
  ) -> LayoutConstraint {
    let constraint = LayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: other, attribute: otherAttribute,
      multiplier: multiplier, constant: constant)
    constraint.priority = priority
    constraint.identifier = "UISV-\(name)"
    return constraint
  }
}
