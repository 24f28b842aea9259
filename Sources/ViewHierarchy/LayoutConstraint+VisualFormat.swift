import Foundation
import Runtime

extension LayoutConstraint {
  /// Options of a visual format: which attribute the views are aligned by and which way the
  /// horizontal layout runs (`NSLayoutConstraint.FormatOptions`, with UIKit's bits).
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt

    /// Creates options from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Aligns the views' left edges.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Aligns the views' right edges.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Aligns the views' top edges.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Aligns the views' bottom edges.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Aligns the views' leading edges.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Aligns the views' trailing edges.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Aligns the views' horizontal centres.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Aligns the views' vertical centres.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Aligns the views' last baselines.
    ///
    /// - Note: Not simulated; views have no baselines here, so the alignment is left out (with a
    ///   diagnostic).
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Aligns the views' first baselines.
    ///
    /// - Note: Not simulated; views have no baselines here, so the alignment is left out (with a
    ///   diagnostic).
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// The bits of the alignment options.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
    /// Horizontal formats run from the leading to the trailing edge (the default).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// Horizontal formats run from left to right.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// Horizontal formats run from right to left.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// The bits of the direction options.
    public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
    /// Spaces are measured between the views' edges (the default).
    public static let spacingEdgeToEdge = FormatOptions([])
    /// Vertical spaces are measured between baselines.
    ///
    /// - Note: Not simulated; spaces are measured edge to edge.
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
  }

  /// The standard space between two sibling views, which `-` stands for between views.
  public static let standardSiblingSpacing: CGFloat = 8
  /// The standard space between a view and its superview's edge, which `-` stands for next to `|`.
  public static let standardSuperviewSpacing: CGFloat = 20

  /// The constraints a visual format string describes, as
  /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`; they are not active.
  ///
  /// Where UIKit raises an exception for a bad string, this records the ``VisualFormatError`` as an
  /// app-error diagnostic and returns no constraints; ``constraintsChecked(withVisualFormat:options:metrics:views:)``
  /// throws it instead.
  /// - Parameters:
  ///   - format: the format, such as `H:|-[label]-[button(==44@750)]-|`.
  ///   - opts: the alignment and direction options.
  ///   - metrics: numbers the format names, by name.
  ///   - views: the views the format names, by name.
  public static func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any]
  ) -> [LayoutConstraint] {
    do {
      return try constraintsChecked(withVisualFormat: format, options: opts, metrics: metrics, views: views)
    } catch {
      Simulation.current.diagnostics.record(
        .layoutInvalidVisualFormat, severity: .appError, subject: "NSLayoutConstraint",
        message: error.description)
      return []
    }
  }

  /// The constraints a visual format string describes, throwing what UIKit raises for a bad string.
  ///
  /// A dash alone is the standard space: ``standardSiblingSpacing`` between views,
  /// ``standardSuperviewSpacing`` to the superview's edge. A size predicate constrains the width
  /// (`H:`) or height (`V:`); an alignment option aligns each view with the one before it.
  /// - Throws: ``VisualFormatError`` for a string outside the grammar, a name missing from `views` or
  ///   `metrics`, `|` next to a view without superview, a priority outside 1...1000, or an
  ///   alignment along the format's own axis.
  public static func constraintsChecked(
    withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any]
  ) throws(VisualFormatError) -> [LayoutConstraint] {
    var parser = VisualFormatParser(format) { name in metrics?[name].flatMap(Self.number) }
    let parsed = try parser.parse()
    return try VisualFormatBuilder(format: format, parsed: parsed, options: opts, views: views).constraints()
  }

  /// A metric's value as a number, whatever numeric type the dictionary holds.
  private static func number(_ value: Any) -> Double? {
    switch value {
    case let value as Double: value
    case let value as CGFloat: Double(value)
    case let value as Float: Double(value)
    case let value as Int: Double(value)
    case let value as NSNumber: value.doubleValue
    default: nil
    }
  }
}

/// Turns a parsed format into constraints over the named views.
@MainActor
private struct VisualFormatBuilder {
  let format: String
  let parsed: VisualFormat
  let options: LayoutConstraint.FormatOptions
  let views: [String: Any]

  func constraints() throws(VisualFormatError) -> [LayoutConstraint] {
    let items = try parsed.entries.map { entry throws(VisualFormatError) in try view(entry.name, entry.offset)
    }
    let (start, end, reversed) = edges
    let size: LayoutAttribute = parsed.isVertical ? .height : .width
    var result: [LayoutConstraint] = []

    func space(
      _ earlier: View, _ earlierEdge: LayoutAttribute, _ later: View, _ laterEdge: LayoutAttribute,
      _ connection: VisualFormat.Connection, standard: CGFloat
    ) {
      let predicates: [VisualFormat.Predicate] =
        switch connection {
        case .flush: [VisualFormat.Predicate(constant: 0, offset: 0)]
        case .standard: [VisualFormat.Predicate(constant: Double(standard), offset: 0)]
        case .predicates(let predicates): predicates
        }
      for predicate in predicates {
        let (first, firstEdge, second, secondEdge) =
          reversed ? (earlier, earlierEdge, later, laterEdge) : (later, laterEdge, earlier, earlierEdge)
        result.append(
          make(first, firstEdge, predicate, second, secondEdge, constant: CGFloat(predicate.constant ?? 0)))
      }
    }

    if let leading = parsed.leadingEdge {
      let superview = try self.superview(of: items[0], parsed.entries[0])
      space(superview, start, items[0], start, leading, standard: LayoutConstraint.standardSuperviewSpacing)
    }
    for (position, entry) in parsed.entries.enumerated() {
      if position > 0 {
        space(
          items[position - 1], end, items[position], start, parsed.spacings[position - 1],
          standard: LayoutConstraint.standardSiblingSpacing)
      }
      for predicate in entry.predicates {
        if let name = predicate.viewName {
          let other = try view(name, predicate.offset)
          result.append(make(items[position], size, predicate, other, size, constant: 0))
        } else {
          result.append(
            make(items[position], size, predicate, nil, .notAnAttribute, constant: predicate.constant ?? 0))
        }
      }
    }
    if let trailing = parsed.trailingEdge, let last = items.last, let entry = parsed.entries.last {
      let superview = try self.superview(of: last, entry)
      space(last, end, superview, end, trailing, standard: LayoutConstraint.standardSuperviewSpacing)
    }
    for attribute in try alignments() {
      for position in items.indices.dropFirst() {
        result.append(
          LayoutConstraint(
            item: items[position - 1], attribute: attribute, relatedBy: .equal, toItem: items[position],
            attribute: attribute, multiplier: 1, constant: 0))
      }
    }
    return result
  }

  /// The edges a connection joins (where a view starts and ends along the format's axis), and
  /// whether the later view's start lies before the earlier view's end (right to left).
  private var edges: (start: LayoutAttribute, end: LayoutAttribute, reversed: Bool) {
    if parsed.isVertical { return (.top, .bottom, false) }
    switch options.intersection(.directionMask) {
    case .directionLeftToRight: return (.left, .right, false)
    case .directionRightToLeft: return (.right, .left, true)
    default: return (.leading, .trailing, false)
    }
  }

  /// The attributes the alignment options name.
  private func alignments() throws(VisualFormatError) -> [LayoutAttribute] {
    let table: [(LayoutConstraint.FormatOptions, LayoutAttribute)] = [
      (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
      (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
      (.alignAllCenterY, .centerY),
    ]
    if !options.isDisjoint(with: [.alignAllFirstBaseline, .alignAllLastBaseline]) {
      Simulation.current.diagnostics.recordNotSimulated(
        "NSLayoutConstraint.FormatOptions.alignAllBaseline", effect: "left out")
    }
    if options.contains(.spacingBaselineToBaseline) {
      Simulation.current.diagnostics.recordNotSimulated(
        "NSLayoutConstraint.FormatOptions.spacingBaselineToBaseline", effect: "measured edge to edge")
    }
    let attributes = table.filter { options.contains($0.0) }.map(\.1)
    let alongAxis: LayoutAttribute.Axis = parsed.isVertical ? .vertical : .horizontal
    if attributes.contains(where: { $0.axis == alongAxis }) {
      let (edge, axis) = parsed.isVertical ? ("vertical", "vertical") : ("horizontal", "horizontal")
      throw VisualFormatError(
        .invalidOptions(
          "Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout "
            + "that is also \(axis)."),
        format: format, offset: 0)
    }
    return attributes
  }

  private func make(
    _ first: View, _ firstAttribute: LayoutAttribute, _ predicate: VisualFormat.Predicate, _ second: View?,
    _ secondAttribute: LayoutAttribute, constant: CGFloat
  ) -> LayoutConstraint {
    let constraint = LayoutConstraint(
      item: first, attribute: firstAttribute, relatedBy: predicate.relation, toItem: second,
      attribute: secondAttribute, multiplier: 1, constant: constant)
    constraint.priority = predicate.priority
    return constraint
  }

  private func view(_ name: String, _ offset: Int) throws(VisualFormatError) -> View {
    guard let view = views[name] as? View else {
      throw VisualFormatError(.unknownView(name), format: format, offset: offset)
    }
    return view
  }

  private func superview(of view: View, _ entry: VisualFormat.Entry) throws(VisualFormatError) -> View {
    guard let superview = view.superview else {
      throw VisualFormatError(.noSuperview(entry.name), format: format, offset: entry.offset)
    }
    return superview
  }
}
