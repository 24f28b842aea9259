import Foundation
import Runtime
import ViewHierarchy

/// A view that lays out a row or column of views with Auto Layout: the simulator's `UIStackView`.
///
/// Each view added with ``addArrangedSubview(_:)`` becomes a subview laid out by constraints
/// (its `translatesAutoresizingMaskIntoConstraints` is set to false, as UIKit does). The stack
/// view makes the constraints UIKit documents for its ``axis``, ``distribution``, ``alignment``
/// and ``spacing`` and keeps them up to date as those change and as arranged views are added,
/// removed, hidden or shown: a hidden arranged view collapses to zero length along the axis and
/// the spacing next to it goes, until it is shown again. Arranged views are measured by their
/// intrinsic content size with their hugging and compression-resistance priorities. The stack view
/// itself is placed like any view: by its frame or by constraints.
@preconcurrency @MainActor
open class StackView: View, SubviewArranging {
  /// The spacing value that means "the stack view's ``spacing``", for ``setCustomSpacing(_:after:)``
  /// (`UIStackView.spacingUseDefault`, the largest finite `Float`, as UIKit's `FLT_MAX`).
  public nonisolated static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
  /// The spacing value that means "the system's standard spacing"
  /// (`UIStackView.spacingUseSystem`, the smallest normal `Float`, as UIKit's `FLT_MIN`).
  ///
  /// The standard spacing between sibling views is 8 points (``systemSpacing``).
  public nonisolated static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
  /// The standard spacing between two sibling views, in points, that ``spacingUseSystem`` stands for.
  public nonisolated static let systemSpacing: CGFloat = 8

  /// The views the stack view lays out, in order; always a subset of ``ViewHierarchy/View/subviews``.
  public private(set) var arrangedSubviews: [View] = []

  /// The axis the views are stacked along (horizontal by default).
  public var axis: LayoutConstraint.Axis = .horizontal {
    didSet { if axis != oldValue { arrangementDidChange() } }
  }

  /// How the views are sized and placed along the axis (``Distribution/fill`` by default).
  public var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { arrangementDidChange() } }
  }

  /// How the views are placed across the axis (``Alignment/fill`` by default).
  public var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { arrangementDidChange() } }
  }

  /// The distance between neighbouring arranged views, in points (0 by default): exact for the
  /// fill distributions, a minimum for ``Distribution/equalSpacing`` and
  /// ``Distribution/equalCentering``.
  ///
  /// Negative values let the views overlap, as in UIKit. ``spacingUseSystem`` stands for the
  /// standard 8 points. A NaN or infinite value is ignored (the spacing is unchanged) with a
  /// `stackView.invalidSpacing` warning: UIKit's constraints cannot hold one.
  public var spacing: CGFloat {
    get { storedSpacing }
    set {
      guard validSpacing(newValue, what: "spacing") else { return }
      guard newValue != storedSpacing else { return }
      storedSpacing = newValue
      arrangementDidChange()
    }
  }

  /// Whether the views are laid out within the layout margins (``ViewHierarchy/View/layoutMarginsGuide``) rather
  /// than the bounds (false by default).
  public var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
  }

  /// Whether vertical spacing is measured between baselines rather than edges (false by default).
  ///
  /// - Note: Stored only; not simulated.
  public var isBaselineRelativeArrangement = false {
    didSet {
      Simulation.current.diagnostics.recordNotSimulated("UIStackView.isBaselineRelativeArrangement")
    }
  }

  private var storedSpacing: CGFloat = 0
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  var generatedConstraints: [LayoutConstraint] = []
  var spacerGuides: [LayoutGuide] = []

  /// Creates a stack view with `frame` and no arranged views.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a stack view from an archive (there are none on Linux: an empty stack view).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a stack view that arranges `views`, in order (`UIStackView(arrangedSubviews:)`).
  public convenience init(arrangedSubviews views: [View]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Adds `view` to the end of ``arrangedSubviews``, making it a subview if it is not one.
  ///
  /// As in UIKit, a view that is already a subview keeps its place among the subviews; a view that
  /// is already arranged moves to the end; a view in another stack view leaves it. The stack view
  /// itself, or one of its ancestors, is refused (the `view.hierarchyCycle` diagnostic of
  /// ``ViewHierarchy/View/addSubview(_:)``).
  public func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` in ``arrangedSubviews`` at `stackIndex` (clamped to the list), making it a
  /// subview if it is not one; see ``addArrangedSubview(_:)``.
  public func insertArrangedSubview(_ view: View, at stackIndex: Int) {
    if view.superview !== self { addSubview(view) }
    guard view.superview === self else { return }
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    arrangementDidChange()
  }

  /// Removes `view` from ``arrangedSubviews``; it stays a subview, as in UIKit (call
  /// ``ViewHierarchy/View/removeFromSuperview()`` to take it out).
  public func removeArrangedSubview(_ view: View) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    arrangementDidChange()
  }

  /// Sets the spacing after `arrangedSubview` (`UIStackView.setCustomSpacing(_:after:)`);
  /// ``spacingUseDefault`` goes back to ``spacing``, ``spacingUseSystem`` is the standard 8 points.
  ///
  /// A view that is not arranged is ignored; so is a NaN or infinite spacing, with a warning.
  public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
    guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
    guard validSpacing(spacing, what: "custom spacing") else { return }
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
    arrangementDidChange()
  }

  /// The custom spacing after `arrangedSubview`, or ``spacingUseDefault`` when it has none.
  public func customSpacing(after arrangedSubview: View) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// The spacing the constraints use after `view`: its custom spacing, else ``spacing``, with
  /// ``spacingUseSystem`` read as the standard spacing.
  func effectiveSpacing(after view: View) -> CGFloat {
    let value = customSpacings[ObjectIdentifier(view)] ?? storedSpacing
    return value == Self.spacingUseSystem ? Self.systemSpacing : value
  }

  package func subviewIsHiddenDidChange(_ subview: View) {
    guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
    arrangementDidChange()
  }

  package func subviewWillLeave(_ subview: View) {
    removeArrangedSubview(subview)
  }

  private func validSpacing(_ value: CGFloat, what: String) -> Bool {
    guard value.isFinite else {
      Simulation.current.diagnostics.record(
        .stackViewInvalidSpacing, severity: .warning, subject: layoutLabel,
        message: "\(what) \(value) ignored: a stack view's spacing must be a finite number")
      return false
    }
    return true
  }
}
