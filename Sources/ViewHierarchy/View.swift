import CoreGraphicsDrawing
import Foundation
import Runtime

/// A rectangle of the interface that can hold subviews: the simulator's `UIView`, a ``Responder``.
///
/// Open for subclassing, with UIKit's initializers: `init(frame:)` is the designated one,
/// `init?(coder:)` is required, and `init()` is a convenience that makes a zero frame, so a subclass
/// that overrides `init(frame:)` (or adds no initializer) still has `init()`, as on iOS. A subclass's
/// own `init()` calls `super.init(frame:)` and is written without `override`. Geometry follows UIKit: ``frame`` is in the superview's coordinates,
/// ``bounds`` in the view's own; changing the bounds' size resizes the subviews by their
/// ``autoresizingMask``. Every move between superviews is announced on ``hierarchyChanges`` so a
/// tracer can follow it. Layout anchors and constraints are added in their own extension files.
@preconcurrency @MainActor
open class View: Responder, KeyValueObservable {
  /// Every view and layer move of the current simulation, in order; attach tracers here.
  public static var hierarchyChanges: ObserverList<HierarchyChange> {
    Simulation.current.userInterface.hierarchyChanges
  }

  /// The view this one is a subview of; held weakly, as in UIKit.
  public internal(set) weak var superview: View?
  /// The subviews, back to front.
  public internal(set) var subviews: [View] = []
  /// The class of the view's layer (UIKit's `layerClass`): override it to back the view with a
  /// video layer, `override class var layerClass: AnyClass { AVSampleBufferDisplayLayer.self }`, and
  /// ``layer`` is one (`view.layer as! AVSampleBufferDisplayLayer`). A class that is not a layer
  /// gives a plain ``Layer``.
  open class var layerClass: AnyClass { Layer.self }

  /// The root of the view's layer tree, made from ``layerClass`` on first use; video layers are
  /// added here (or the view's layer is the video layer itself).
  public var layer: Layer {
    if let storedLayer { return storedLayer }
    let layerType = type(of: self).layerClass as? Layer.Type ?? Layer.self
    let made = layerType.init()
    made.rootOfView = self
    storedLayer = made
    return made
  }
  /// How the view resizes when its superview's bounds change size.
  public var autoresizingMask: AutoresizingMask = []
  /// Whether a change of the bounds' size resizes the subviews by their masks (default true).
  public var autoresizesSubviews = true
  /// Whether the view is hidden: neither it nor its subviews are drawn (in screen snapshots).
  public var isHidden = false { didSet { isHiddenDidChange(from: oldValue) } }
  /// The view's opacity: values below 0 (and NaN) are stored as 0, above 1 as 1, as UIKit reads them.
  public var alpha: CGFloat = 1 {
    didSet {
      alpha = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
      if alpha != oldValue { animateLayerChange("opacity", from: Float(oldValue), to: Float(alpha)) }
    }
  }
  /// How the view's content fills its bounds; the simulator draws no content.
  ///
  /// - Note: Stored only; not simulated.
  public var contentMode = ContentMode.scaleToFill
  /// Whether subviews are clipped to the bounds, rounded by the layer's corner radius (as screen
  /// snapshots draw it); the same value as the layer's `masksToBounds`.
  public var clipsToBounds = false
  /// The transform about the centre; ``frame`` stays the untransformed rectangle.
  ///
  /// - Note: Stored only; not simulated.
  public var transform = CGAffineTransform.identity
  /// Whether the view takes touches: hit testing skips a view that does not, and its subviews.
  public var isUserInteractionEnabled = true
  /// The handlers told which observable property changed: ``frame``, ``bounds`` and ``center``.
  public let keyValueObservers = ObserverList<AnyKeyPath>()
  /// The background colour; nil is transparent.
  public var backgroundColor: Color? {
    didSet {
      let (old, new) = (oldValue?.cgColor, backgroundColor?.cgColor)
      if old != new { animateLayerChange("backgroundColor", from: old, to: new) }
    }
  }
  /// An integer the app may use to find the view.
  public var tag = 0
  /// A name that identifies the view in tests, traces and screen snapshots, as in UIKit.
  public var accessibilityIdentifier: String?
  /// What the app set of the view's accessibility; each property below falls back to the view's
  /// default where the app set nothing.
  package var accessibility = AccessibilityAttributes()

  /// Whether assistive technologies see the view as one element (`isAccessibilityElement`): false
  /// unless set, true for controls and labels, as in UIKit.
  open var isAccessibilityElement: Bool {
    get { accessibility.isElement ?? false }
    set { accessibility.isElement = newValue }
  }
  /// What VoiceOver calls the element (`accessibilityLabel`): what the app set; a label's text and
  /// a button's title otherwise.
  open var accessibilityLabel: String? {
    get { accessibility.label }
    set { accessibility.label = newValue }
  }
  /// What activating the element does, in a phrase (`accessibilityHint`).
  open var accessibilityHint: String? {
    get { accessibility.hint }
    set { accessibility.hint = newValue }
  }
  /// The element's value as spoken (`accessibilityValue`): what the app set; a slider's position as
  /// a percentage otherwise.
  open var accessibilityValue: String? {
    get { accessibility.value }
    set { accessibility.value = newValue }
  }
  /// What kind of element it is (`accessibilityTraits`): what the app set; otherwise none, or the
  /// kind's own (a button's `.button`, a label's `.staticText`, a slider's `.adjustable`, an image
  /// view's `.image`, with `.notEnabled` and `.selected` for a control's state).
  open var accessibilityTraits: AccessibilityTraits {
    get { accessibility.traits ?? [] }
    set { accessibility.traits = newValue }
  }
  /// The element's rectangle in screen coordinates (`accessibilityFrame`): what the app set, else
  /// the view's bounds converted to its window's coordinates (the screen's, for a full-screen window).
  open var accessibilityFrame: CGRect {
    get { accessibility.frame ?? convert(bounds, to: nil) }
    set { accessibility.frame = newValue }
  }
  /// The language the label is spoken in, such as `en-US` (`accessibilityLanguage`).
  ///
  /// - Note: Stored only; not simulated.
  open var accessibilityLanguage: String? {
    get { accessibility.language }
    set { accessibility.language = newValue }
  }
  /// Whether the view's subviews are hidden from assistive technologies
  /// (`accessibilityElementsHidden`).
  ///
  /// - Note: Stored only; not simulated.
  open var accessibilityElementsHidden: Bool {
    get { accessibility.elementsHidden }
    set { accessibility.elementsHidden = newValue }
  }
  /// Whether VoiceOver ignores the view's siblings while it shows (`accessibilityViewIsModal`).
  ///
  /// - Note: Stored only; not simulated.
  open var accessibilityViewIsModal: Bool {
    get { accessibility.viewIsModal }
    set { accessibility.viewIsModal = newValue }
  }
  /// Whether VoiceOver reads the view's subviews as a group (`shouldGroupAccessibilityChildren`).
  ///
  /// - Note: Stored only; not simulated.
  open var shouldGroupAccessibilityChildren: Bool {
    get { accessibility.groupsChildren }
    set { accessibility.groupsChildren = newValue }
  }

  /// VoiceOver's swipe up on an `.adjustable` element (`accessibilityIncrement()`): nothing for a
  /// plain view; a slider moves a tenth of its range.
  open func accessibilityIncrement() {}
  /// VoiceOver's swipe down on an `.adjustable` element (`accessibilityDecrement()`): nothing for a
  /// plain view; a slider moves a tenth of its range.
  open func accessibilityDecrement() {}
  /// VoiceOver's double tap (`accessibilityActivate()`): returns whether the element handled it
  /// itself; false here, so a control gets its tap as a user's.
  open func accessibilityActivate() -> Bool { false }
  /// Whether ``layoutSubviews()`` will run at the next ``layoutIfNeeded()``.
  public private(set) var needsLayout = false

  weak var owningViewController: ViewController?
  /// The view's gesture recognizers, in order; nil until one is added (kept for the Gestures module).
  package var attachedGestureRecognizers: [AnyObject]?
  var storedTintColor: Color?
  let layoutState = ViewLayoutState()
  private var storedFrame: CGRect
  private var boundsOrigin = CGPoint.zero
  private var storedLayer: Layer?

  /// Creates a view with `frame`, no superview and no subviews: UIKit's designated initializer.
  public init(frame: CGRect) {
    storedFrame = frame
    super.init()
  }

  /// Creates a view with a zero frame, as `UIView()` does (`init(frame: .zero)`).
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// Creates a view from an archive, as a storyboard or nib would (UIKit's `init?(coder:)`).
  ///
  /// There are no archives on Linux: the view starts with a zero frame, as one made in code. Declared
  /// `required`, as in UIKit, so that subclasses written for iOS (`required init?(coder: NSCoder)`)
  /// compile unchanged.
  public required init?(coder: NSCoder) {
    storedFrame = .zero
    super.init()
  }

  /// The view's rectangle in its superview's coordinates.
  public var frame: CGRect {
    get { storedFrame }
    set {
      let old = storedFrame
      storedFrame = newValue
      if old.size != newValue.size { boundsSizeDidChange(from: old.size) }
      layoutState.registeredEngine?.frameDidChange(of: self)
      guard old != newValue else { return }
      animateFrameChange(from: old)
      didChangeValue(for: \View.frame)
      if old.size != newValue.size { didChangeValue(for: \View.bounds) }
      if old.midX != newValue.midX || old.midY != newValue.midY { didChangeValue(for: \View.center) }
    }
  }

  /// The view's rectangle in its own coordinates; setting a new size keeps the ``center``.
  public var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
    set {
      let oldBounds = bounds
      let originMoved = boundsOrigin != newValue.origin
      boundsOrigin = newValue.origin
      if originMoved {
        animateLayerChange(
          "bounds", from: oldBounds, to: CGRect(origin: newValue.origin, size: oldBounds.size))
      }
      if originMoved, newValue.size == storedFrame.size { didChangeValue(for: \View.bounds) }
      let center = self.center
      frame = CGRect(
        x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
        width: newValue.width, height: newValue.height)
    }
  }

  /// The centre of the frame, in the superview's coordinates.
  public var center: CGPoint {
    get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
    set {
      frame = CGRect(
        x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2,
        width: storedFrame.width, height: storedFrame.height)
    }
  }

  /// The view's view controller when this is its view, else the superview, as UIKit's chain runs.
  open override var next: Responder? { owningViewController ?? superview }

  package override var responderWindow: Window? { window }

  /// Ends editing in the view and its subviews (`endEditing(_:)`): the focused responder among them
  /// resigns; with `force`, without being asked (a text field's delegate is not consulted).
  ///
  /// - Returns: Whether no responder in the subtree has the focus afterwards.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let window, let focused = window.focusedView(in: self) else { return true }
    guard force else { return focused.resignFirstResponder() }
    window.takeFocus()
    return true
  }

  /// The window the view is in, or nil when it is not in a window.
  public var window: Window? {
    var current: View? = self
    while let view = current {
      if let window = view as? Window { return window }
      current = view.superview
    }
    return nil
  }

  /// The size the view's content needs (`UIView.intrinsicContentSize`); ``noIntrinsicMetric`` in a
  /// dimension it has no natural length in, as a plain view has in both.
  ///
  /// Subclasses with content (a label's text, an image view's image) override it; Auto Layout
  /// turns it into content-hugging and compression-resistance constraints at their priorities.
  open var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  }

  /// The size that best fits `size` (`UIView.sizeThatFits(_:)`): a plain view answers its current
  /// size, as UIKit's does; a view with content answers its content's size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// The colour that tints the view's content (`UIView.tintColor`): the colour set on the view, else
  /// its superview's, else the system's blue, as UIKit inherits it down the tree. Setting nil goes
  /// back to inheriting; each view whose tint changes hears ``tintColorDidChange()``.
  open var tintColor: Color! {
    get { storedTintColor ?? superview?.tintColor ?? Color.defaultTint }
    set {
      storedTintColor = newValue
      notifyTintColorDidChange()
    }
  }

  /// Called when ``tintColor`` changed on the view or on an ancestor it inherits it from.
  open func tintColorDidChange() {}

  /// Called before the view moves to `newSuperview` (nil: removed); override to react.
  open func willMove(toSuperview newSuperview: View?) {}

  /// Called after the view moved to a new superview or was removed; override to react.
  open func didMoveToSuperview() {}

  /// Called before the view enters, leaves or changes windows; override to react.
  open func willMove(toWindow newWindow: Window?) {}

  /// Called after the view entered, left or changed windows; override to react.
  open func didMoveToWindow() {}

  /// Lays out the subviews; called by ``layoutIfNeeded()`` after ``setNeedsLayout()``. Does nothing by default.
  ///
  /// For a view controller's view, the controller's `viewWillLayoutSubviews()` runs just before and
  /// `viewDidLayoutSubviews()` just after, as in UIKit.
  open func layoutSubviews() {}

  /// Draws the view's own content into the current context (`draw(_:)`), in the view's bounds
  /// coordinates; does nothing by default. Override it to draw with `UIBezierPath`, `UIImage`,
  /// string drawing or ``UIGraphicsGetCurrentContext()``: it runs whenever the view's layer is
  /// rendered (``Layer/render(in:)``, ``drawHierarchy(in:afterScreenUpdates:)``, a screen
  /// snapshot), clipped to the bounds. `rect` is the whole bounds.
  open func draw(_ rect: CGRect) {}

  /// Called at a layout pass when ``safeAreaInsets`` changed since the last one (entering a window,
  /// a rotation); the view's controller hears `viewSafeAreaInsetsDidChange()` right after.
  open func safeAreaInsetsDidChange() {}

  /// Asks for ``layoutSubviews()`` at the next ``layoutIfNeeded()``.
  public func setNeedsLayout() {
    needsLayout = true
  }

  /// Runs the tree's layout engine (constraints to frames), then ``layoutSubviews()`` where it was
  /// asked for, from this view down.
  public func layoutIfNeeded() {
    layoutEngine?.layoutIfNeeded()
    layoutSubviewsIfNeeded()
  }

  /// Converts `rect` from this view's coordinates to `view`'s (nil: the window's, or the root's).
  public func convert(_ rect: CGRect, to view: View?) -> CGRect {
    let inRoot = offsetToRoot()
    let targetOffset = view?.offsetToRoot() ?? .zero
    return rect.offsetBy(dx: inRoot.x - targetOffset.x, dy: inRoot.y - targetOffset.y)
  }

  /// Converts `point` from this view's coordinates to `view`'s (nil: the window's, or the root's).
  public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    convert(CGRect(origin: point, size: .zero), to: view).origin
  }

  /// Converts `point` from `view`'s coordinates (nil: the window's, or the root's) to this view's.
  public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    convert(CGRect(origin: point, size: .zero), from: view).origin
  }

  /// Converts `rect` from `view`'s coordinates (nil: the window's, or the root's) to this view's.
  public func convert(_ rect: CGRect, from view: View?) -> CGRect {
    let inRoot = offsetToRoot()
    let sourceOffset = view?.offsetToRoot() ?? .zero
    return rect.offsetBy(dx: sourceOffset.x - inRoot.x, dy: sourceOffset.y - inRoot.y)
  }

  /// The deepest view of this view's tree that contains `point` (in this view's coordinates) and
  /// takes touches (`UIView.hitTest(_:with:)`): nil when this view is hidden, takes no touches
  /// (``isUserInteractionEnabled``), has an alpha below 0.01, or does not contain the point
  /// (``point(inside:with:)``); else the first subview, front to back, that answers one, else this
  /// view. Override it to give touches to another view, or to take them outside the bounds.
  open func hitTest(_ point: CGPoint, with event: TouchEvent?) -> View? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
      return nil
    }
    for subview in subviews.reversed() {
      let inSubview = CGPoint(
        x: point.x - subview.frame.minX + subview.bounds.minX,
        y: point.y - subview.frame.minY + subview.bounds.minY)
      if let hit = subview.hitTest(inSubview, with: event) { return hit }
    }
    return self
  }

  /// Whether `point` (in this view's coordinates) is inside the view, for hit testing
  /// (`UIView.point(inside:with:)`): the default is whether the bounds contain it. Override it to
  /// widen or narrow where the view takes touches.
  open func point(inside point: CGPoint, with event: TouchEvent?) -> Bool {
    bounds.contains(point)
  }

  /// Whether this view is `view` or lies somewhere below it.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  private func layoutSubviewsIfNeeded() {
    let insets = safeAreaInsets
    if insets != layoutState.lastSafeAreaInsets {
      layoutState.lastSafeAreaInsets = insets
      safeAreaInsetsDidChange()
      owningViewController?.viewSafeAreaInsetsDidChange()
      needsLayout = true
    }
    if needsLayout {
      needsLayout = false
      owningViewController?.viewWillLayoutSubviews()
      layoutSubviews()
      owningViewController?.viewDidLayoutSubviews()
    }
    for subview in subviews { subview.layoutSubviewsIfNeeded() }
  }

  private func notifyTintColorDidChange() {
    tintColorDidChange()
    for subview in subviews where subview.storedTintColor == nil { subview.notifyTintColorDidChange() }
  }

  private func offsetToRoot() -> CGPoint {
    var offset = CGPoint.zero
    var current = self
    while let superview = current.superview {
      offset.x += current.frame.minX - current.boundsOrigin.x
      offset.y += current.frame.minY - current.boundsOrigin.y
      current = superview
    }
    return offset
  }

  private func boundsSizeDidChange(from oldSize: CGSize) {
    if autoresizesSubviews {
      for subview in subviews {
        subview.resize(superviewSizeChangedFrom: oldSize, to: storedFrame.size)
      }
    }
    setNeedsLayout()
  }
}
