import CoreGraphicsDrawing
import Foundation
import Runtime

/// A node of a view's layer tree: Core Animation's `CALayer`, where video layers attach and where
/// rendered contents go. An `NSObject`, as on iOS: layers compare with `==` and hash by identity.
///
/// Every ``View`` owns one root layer (``View/layer``); video layers are added to it with
/// ``addSublayer(_:)``, as on iOS (`view.layer.addSublayer(playerLayer)`). A layer is in a window
/// when the view that hosts its tree is.
///
/// Geometry is Core Animation's: ``bounds`` and ``position`` are stored, and ``frame`` is derived
/// from them and the ``anchorPoint`` (setting the frame sets both). A view's root layer and the view
/// are one object on iOS; here the root layer reads and writes the view's state, so `view.alpha`
/// and `layer.opacity`, `view.isHidden` and `layer.isHidden`, `view.backgroundColor` and
/// `layer.backgroundColor`, `view.clipsToBounds` and `layer.masksToBounds`, and the two frames
/// always agree.
@preconcurrency @MainActor
open class Layer: NSObject {
  /// The layer this one is a sublayer of.
  public internal(set) weak var superlayer: Layer?
  /// What the layer shows; a renderer may store the frame it presents here.
  open var contents: AnyObject?
  /// A name that identifies the layer to the app (`CALayer.name`).
  open var name: String?
  /// The layer's position along the z axis: among siblings, a higher value is drawn above and hit
  /// first, whatever the order of ``sublayers`` (default 0).
  open var zPosition: CGFloat = 0 {
    didSet { if zPosition != oldValue { propertyDidChange("zPosition", from: oldValue) } }
  }

  /// The anchor point, in the unit coordinates of the bounds (default (0.5, 0.5), the centre): the
  /// point of the layer that sits at ``position``. Changing it keeps the position and moves the
  /// ``frame``; a non-finite point is ignored with a diagnostic.
  open var anchorPoint: CGPoint {
    get { storedAnchorPoint }
    set {
      guard newValue.x.isFinite, newValue.y.isFinite else {
        return reportInvalidGeometry("anchorPoint", "\(newValue)")
      }
      let (bounds, position) = geometry
      let oldValue = storedAnchorPoint
      storedAnchorPoint = newValue
      setGeometry(bounds: bounds, position: position)
      if oldValue != newValue { propertyDidChange("anchorPoint", from: oldValue) }
    }
  }

  /// The radius of the rounded corners of the background and border (default 0).
  ///
  /// A negative radius is kept but draws square corners, and a radius above half the shorter side
  /// draws as half of it, as Core Animation renders them; NaN is ignored with a diagnostic. The
  /// contents and sublayers are clipped to the rounded shape only when ``masksToBounds`` is true.
  open var cornerRadius: CGFloat = 0 {
    didSet {
      if cornerRadius.isNaN { cornerRadius = restoring(oldValue, "cornerRadius") }
      if cornerRadius != oldValue { propertyDidChange("cornerRadius", from: oldValue) }
    }
  }
  /// Which corners ``cornerRadius`` rounds (default all four).
  open var maskedCorners: LayerCornerMask = .all
  /// The curve of the rounded corners (default `.circular`).
  ///
  /// - Note: Stored only; not simulated.
  open var cornerCurve: LayerCornerCurve = .circular {
    didSet { Simulation.current.diagnostics.recordNotSimulated("CALayer.cornerCurve") }
  }
  /// The width of the border drawn inside the bounds, over the contents and sublayers (default 0).
  ///
  /// A negative width draws no border; NaN is ignored with a diagnostic.
  open var borderWidth: CGFloat = 0 {
    didSet {
      if borderWidth.isNaN { borderWidth = restoring(oldValue, "borderWidth") }
      if borderWidth != oldValue { propertyDidChange("borderWidth", from: oldValue) }
    }
  }
  /// The colour of the border (default opaque black, as Core Animation's).
  open var borderColor: CGColor? = .black {
    didSet { if borderColor != oldValue { propertyDidChange("borderColor", from: oldValue) } }
  }
  /// Whether the layer is drawn as fully opaque, letting the compositor skip what is behind it
  /// (default false).
  ///
  /// - Note: Stored only; not simulated.
  open var isOpaque = false {
    didSet { Simulation.current.diagnostics.recordNotSimulated("CALayer.isOpaque") }
  }
  /// How the contents are placed in the bounds (default `.resize`).
  ///
  /// - Note: Stored only; not simulated.
  open var contentsGravity: LayerContentsGravity = .resize {
    didSet { Simulation.current.diagnostics.recordNotSimulated("CALayer.contentsGravity") }
  }
  /// The scale from points to the contents' pixels (default 1, as a layer that is not a view's):
  /// the bitmap ``draw(in:)`` receives has the bounds' size times it in pixels.
  open var contentsScale: CGFloat = 1
  /// A layer whose alpha masks this one's contents.
  ///
  /// - Note: Stored only; not simulated.
  open var mask: Layer? {
    didSet { Simulation.current.diagnostics.recordNotSimulated("CALayer.mask") }
  }

  /// The colour of the shadow (default opaque black).
  ///
  /// - Note: Stored only; not simulated.
  open var shadowColor: CGColor? = .black {
    didSet { Simulation.current.diagnostics.recordNotSimulated("CALayer.shadowColor") }
  }
  /// The opacity of the shadow, clamped to 0...1 (NaN is 0); default 0, no shadow.
  ///
  /// - Note: Stored only; not simulated.
  open var shadowOpacity: Float = 0 {
    didSet {
      shadowOpacity = Layer.unitClamped(shadowOpacity)
      Simulation.current.diagnostics.recordNotSimulated("CALayer.shadowOpacity")
    }
  }
  /// The blur radius of the shadow (default 3); NaN is ignored with a diagnostic.
  ///
  /// - Note: Stored only; not simulated.
  open var shadowRadius: CGFloat = 3 {
    didSet {
      if shadowRadius.isNaN { shadowRadius = restoring(oldValue, "shadowRadius") }
      Simulation.current.diagnostics.recordNotSimulated("CALayer.shadowRadius")
    }
  }
  /// The offset of the shadow (default (0, -3), Core Animation's, which points up on iOS).
  ///
  /// - Note: Stored only; not simulated.
  open var shadowOffset = CGSize(width: 0, height: -3) {
    didSet { Simulation.current.diagnostics.recordNotSimulated("CALayer.shadowOffset") }
  }
  /// The outline of the shadow; nil follows the layer's own shape (default nil).
  ///
  /// - Note: Stored only; not simulated.
  open var shadowPath: CGPath? {
    didSet { Simulation.current.diagnostics.recordNotSimulated("CALayer.shadowPath") }
  }
  /// Whether the layer is drawn into a bitmap once and composited from it (default false).
  ///
  /// - Note: Stored only; not simulated.
  open var shouldRasterize = false {
    didSet { Simulation.current.diagnostics.recordNotSimulated("CALayer.shouldRasterize") }
  }
  /// The scale of the bitmap ``shouldRasterize`` draws (default 1).
  ///
  /// - Note: Stored only; not simulated.
  open var rasterizationScale: CGFloat = 1 {
    didSet { Simulation.current.diagnostics.recordNotSimulated("CALayer.rasterizationScale") }
  }
  /// Whether the contents are drawn on a background thread (default false).
  ///
  /// - Note: Stored only; not simulated.
  open var drawsAsynchronously = false {
    didSet { Simulation.current.diagnostics.recordNotSimulated("CALayer.drawsAsynchronously") }
  }
  /// Whether the edges are antialiased when the layer is transformed (default false).
  ///
  /// - Note: Stored only; not simulated.
  open var allowsEdgeAntialiasing = false {
    didSet { Simulation.current.diagnostics.recordNotSimulated("CALayer.allowsEdgeAntialiasing") }
  }
  /// Whether the layer and its sublayers are composited as one group for ``opacity`` (default true,
  /// as on iOS 7 and later).
  ///
  /// - Note: Stored only; not simulated.
  open var allowsGroupOpacity = true {
    didSet { Simulation.current.diagnostics.recordNotSimulated("CALayer.allowsGroupOpacity") }
  }
  /// Whether the back of the layer is drawn when it faces away (default true).
  ///
  /// - Note: Stored only; not simulated.
  open var isDoubleSided = true {
    didSet { Simulation.current.diagnostics.recordNotSimulated("CALayer.isDoubleSided") }
  }
  /// Whether the layer's geometry is flipped vertically relative to its superlayer's (default false).
  ///
  /// - Note: Stored only; not simulated.
  open var isGeometryFlipped = false {
    didSet { Simulation.current.diagnostics.recordNotSimulated("CALayer.isGeometryFlipped") }
  }
  /// The part of the contents shown, in unit coordinates (default the whole, (0, 0, 1, 1)).
  ///
  /// - Note: Stored only; not simulated.
  open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
    didSet { Simulation.current.diagnostics.recordNotSimulated("CALayer.contentsRect") }
  }
  /// The stretchable centre of the contents, in unit coordinates (default the whole, (0, 0, 1, 1)).
  ///
  /// - Note: Stored only; not simulated.
  open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) {
    didSet { Simulation.current.diagnostics.recordNotSimulated("CALayer.contentsCenter") }
  }
  /// Whether a change of the bounds' size asks for ``display()`` (default false).
  open var needsDisplayOnBoundsChange = false

  weak var rootOfView: View?
  var orderedSublayers: [Layer] = []
  private var storedBounds = CGRect.zero
  private var storedPosition = CGPoint.zero
  private var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5)
  private var storedOpacity: Float = 1
  private var storedIsHidden = false
  private var storedBackgroundColor: CGColor?
  private var storedMasksToBounds = false
  private var storedAffineTransform = CGAffineTransform.identity
  var layoutIsPending = false
  var displayIsPending = false
  /// The layer's animations, the values of keys it has no property for, and, for a presentation
  /// copy, its model layer.
  let animationState = LayerAnimationState()

  /// Actions for keys, tried by ``action(forKey:)`` before the defaults (an `NSNull` turns a key's
  /// implicit animation off).
  open var actions: [String: LayerAction]?

  /// Creates a layer with no superlayer; required, since a view makes its layer from its
  /// `layerClass` with it.
  public required override init() {
    super.init()
  }

  /// A copy of `layer` for its presentation (`init(layer:)`): ``presentation()`` makes one with it,
  /// as Core Animation does, then sets the animated values. Subclasses that add properties
  /// override it to copy them, calling `super.init(layer:)`.
  ///
  /// The copy has the model's geometry, opacity, visibility, colours, corner, border, contents,
  /// name and the values of ``setValue(_:forKey:)``'s own keys; no sublayers or superlayer.
  public required init(layer: Any) {
    guard let model = layer as? Layer else { return }
    animationState.model = model
    animationState.customValues = model.animationState.customValues
    storedAnchorPoint = model.storedAnchorPoint
    storedBounds = model.bounds
    storedPosition = model.position
    storedOpacity = model.opacity
    storedIsHidden = model.isHidden
    storedBackgroundColor = model.backgroundColor
    storedMasksToBounds = model.masksToBounds
    storedAffineTransform = model.storedAffineTransform
    contents = model.contents
    name = model.name
    zPosition = model.zPosition
    cornerRadius = model.cornerRadius
    maskedCorners = model.maskedCorners
    borderWidth = model.borderWidth
    borderColor = model.borderColor
    needsDisplayOnBoundsChange = model.needsDisplayOnBoundsChange
    actions = model.actions
  }

  /// Whether changing `key` asks for ``display()`` (`needsDisplay(forKey:)`); false by default.
  /// While an animation of such a key runs, the presentation copy is displayed on every display
  /// tick (60 per second), as Core Animation redraws a layer with a custom animatable property.
  open class func needsDisplay(forKey key: String) -> Bool { false }

  /// The action a class gives `event` when the layer and its ``actions`` give none
  /// (`defaultAction(forKey:)`); nil by default.
  open class func defaultAction(forKey event: String) -> LayerAction? { nil }

  /// The action run when `event` (a key) changes (`action(forKey:)`): the ``actions`` entry (nil
  /// for `NSNull`), else the class's ``defaultAction(forKey:)``, else, for an animatable property,
  /// the implicit animation: a basic animation of the key over the transaction's duration.
  ///
  /// A layer asks it when one of its animatable properties changes, unless it is a view's layer (a
  /// view turns its layer's implicit animations off), a presentation copy, a layer that has not yet
  /// been through a run loop turn (it has nothing on screen to animate from), or actions are off
  /// (``LayerTransaction/setDisableActions(_:)``).
  open func action(forKey event: String) -> LayerAction? {
    if let action = actions?[event] { return action is NSNull ? nil : action }
    if let action = type(of: self).defaultAction(forKey: event) { return action }
    guard Self.animatableKeys.contains(event) || animatableKeys.contains(event) else { return nil }
    let animation = BasicAnimation(keyPath: event)
    animation.duration = LayerTransaction.animationDuration()
    animation.timingFunction =
      LayerTransaction.animationTimingFunction() ?? MediaTimingFunction(name: .default)
    return animation
  }

  /// The keys of the subclass's own animatable properties (shape layers add theirs).
  var animatableKeys: Set<String> { [] }

  /// The keys of animatable layer properties that have implicit animations.
  static let animatableKeys: Set<String> = [
    "opacity", "bounds", "position", "backgroundColor", "cornerRadius", "borderWidth", "borderColor",
    "zPosition", "anchorPoint",
  ]

  /// The value of `key` (`value(forKey:)`): the property of that name for Core Animation's keys
  /// (`opacity`, `position`, `bounds`, `anchorPoint`, `cornerRadius`, `borderWidth`, `zPosition`,
  /// `backgroundColor`, `borderColor`, `hidden`, `masksToBounds`, `name`), else what
  /// ``setValue(_:forKey:)`` stored, as a layer keeps any key on iOS.
  ///
  /// A subclass's Swift properties are not keys here (there is no Objective-C runtime): a subclass
  /// with a custom animatable property overrides this and ``setValue(_:forKey:)`` for it, or reads
  /// the stored value with `value(forKey:)`.
  open func value(forKey key: String) -> Any? {
    switch key {
    case "opacity": opacity
    case "position": position
    case "bounds": bounds
    case "anchorPoint": anchorPoint
    case "cornerRadius": cornerRadius
    case "borderWidth": borderWidth
    case "zPosition": zPosition
    case "backgroundColor": backgroundColor
    case "borderColor": borderColor
    case "hidden": isHidden
    case "masksToBounds": masksToBounds
    case "name": name
    default: animationState.customValues[key]
    }
  }

  /// Sets `key` (`setValue(_:forKey:)`): the property for Core Animation's keys (numbers of any type
  /// are converted; a value of the wrong type is ignored), else stored for ``value(forKey:)``. A
  /// stored key whose ``needsDisplay(forKey:)`` is true asks for display, and its ``action(forKey:)``
  /// runs, as for a property.
  open func setValue(_ value: Any?, forKey key: String) {
    let number = AnimationValue.number(value)
    switch key {
    case "opacity": if let number { opacity = Float(number) }
    case "position": if let value = value as? CGPoint { position = value }
    case "bounds": if let value = value as? CGRect { bounds = value }
    case "anchorPoint": if let value = value as? CGPoint { anchorPoint = value }
    case "cornerRadius": if let number { cornerRadius = number }
    case "borderWidth": if let number { borderWidth = number }
    case "zPosition": if let number { zPosition = number }
    case "backgroundColor": if value == nil || value is CGColor { backgroundColor = value as? CGColor }
    case "borderColor": if value == nil || value is CGColor { borderColor = value as? CGColor }
    case "hidden": if let value = value as? Bool { isHidden = value }
    case "masksToBounds": if let value = value as? Bool { masksToBounds = value }
    case "name": name = value as? String
    default:
      let oldValue = animationState.customValues[key]
      animationState.customValues[key] = value
      propertyDidChange(key, from: oldValue)
    }
  }

  /// Draws the layer's contents into `ctx` (`draw(in:)`); called by the default ``display()``. Does
  /// nothing by default.
  ///
  /// The context is a bitmap ``CoreGraphicsDrawing/CGContext`` of the bounds' size at ``contentsScale``, flipped to the
  /// layer's top-left origin as iOS gives it: the call happens when iOS makes it, with real pixels,
  /// which are not yet kept as the layer's contents.
  open func draw(in ctx: CGContext) {}

  /// The view whose layer tree contains this layer.
  public var hostingView: View? { rootOfView ?? superlayer?.hostingView }

  /// The opacity, clamped to 0...1 (NaN is 0) as Core Animation clamps it (default 1). A view's
  /// layer shares it with the view's `alpha`.
  open var opacity: Float {
    get { rootOfView.map { Float($0.alpha) } ?? storedOpacity }
    set {
      let clamped = Layer.unitClamped(newValue)
      if let view = rootOfView { return view.alpha = CGFloat(clamped) }
      let oldValue = storedOpacity
      storedOpacity = clamped
      if oldValue != clamped { propertyDidChange("opacity", from: oldValue) }
    }
  }

  /// Whether the layer and its sublayers are not drawn (default false). A view's layer shares it
  /// with the view's `isHidden`.
  open var isHidden: Bool {
    get { rootOfView?.isHidden ?? storedIsHidden }
    set {
      if let view = rootOfView { view.isHidden = newValue } else { storedIsHidden = newValue }
    }
  }

  /// The colour that fills the bounds, inside the rounded corners; nil is transparent (default nil).
  /// A view's layer shares it with the view's `backgroundColor`.
  open var backgroundColor: CGColor? {
    get { rootOfView.map { $0.backgroundColor?.cgColor } ?? storedBackgroundColor }
    set {
      if let view = rootOfView {
        view.backgroundColor = newValue.map(Color.init(cgColor:))
      } else {
        let oldValue = storedBackgroundColor
        storedBackgroundColor = newValue
        if oldValue != newValue { propertyDidChange("backgroundColor", from: oldValue) }
      }
    }
  }

  /// Whether the contents and sublayers are clipped to the bounds, rounded by ``cornerRadius``
  /// (default false). A view's layer shares it with the view's `clipsToBounds`.
  open var masksToBounds: Bool {
    get { rootOfView?.clipsToBounds ?? storedMasksToBounds }
    set {
      if let view = rootOfView { view.clipsToBounds = newValue } else { storedMasksToBounds = newValue }
    }
  }

  /// The layer's rectangle in its own coordinates; changing it keeps the ``position``. A non-finite
  /// rectangle is ignored with a diagnostic (Core Animation raises `CALayerInvalidGeometry`).
  open var bounds: CGRect {
    get { geometry.bounds }
    set {
      guard Layer.isFinite(newValue) else { return reportInvalidGeometry("bounds", "\(newValue)") }
      setGeometry(bounds: newValue, position: geometry.position)
    }
  }

  /// Where the ``anchorPoint`` sits, in the superlayer's coordinates (default (0, 0)). A non-finite
  /// point is ignored with a diagnostic.
  open var position: CGPoint {
    get { geometry.position }
    set {
      guard newValue.x.isFinite, newValue.y.isFinite else {
        return reportInvalidGeometry("position", "\(newValue)")
      }
      setGeometry(bounds: geometry.bounds, position: newValue)
    }
  }

  /// The layer's rectangle in its superlayer's coordinates, derived from ``bounds``, ``position``
  /// and ``anchorPoint``: its origin is the position less the anchor point's share of the size.
  /// Setting it sets the bounds' size (keeping their origin) and the position; a rectangle of
  /// negative size is standardized, and a non-finite one is ignored with a diagnostic.
  open var frame: CGRect {
    get {
      let (bounds, position) = geometry
      return CGRect(
        x: position.x - bounds.width * storedAnchorPoint.x,
        y: position.y - bounds.height * storedAnchorPoint.y,
        width: bounds.width, height: bounds.height)
    }
    set {
      guard Layer.isFinite(newValue) else { return reportInvalidGeometry("frame", "\(newValue)") }
      let rect = newValue.standardized
      let position = CGPoint(
        x: rect.minX + rect.width * storedAnchorPoint.x, y: rect.minY + rect.height * storedAnchorPoint.y)
      setGeometry(bounds: CGRect(origin: geometry.bounds.origin, size: rect.size), position: position)
    }
  }

  /// The layer's transform as an affine one (`CALayer.affineTransform()`); identity by default.
  ///
  /// - Note: Stored only; not simulated: ``frame`` stays the untransformed rectangle.
  open func affineTransform() -> CGAffineTransform {
    storedAffineTransform
  }

  /// Sets the layer's transform from an affine one (`CALayer.setAffineTransform(_:)`).
  ///
  /// - Note: Stored only; not simulated: ``frame`` stays the untransformed rectangle.
  open func setAffineTransform(_ transform: CGAffineTransform) {
    storedAffineTransform = transform
    Simulation.current.diagnostics.recordNotSimulated("CALayer.setAffineTransform")
  }

  /// Lays out the sublayers; called by ``layoutIfNeeded()`` after ``setNeedsLayout()``. Does nothing
  /// by default: override it to place sublayers (a view's layer lays out through its view's
  /// `layoutSubviews()`).
  open func layoutSublayers() {}

  /// Draws the layer's contents; called by ``displayIfNeeded()`` after ``setNeedsDisplay()``, and by
  /// the main run loop on the turn after the request, as Core Animation's commit does. By default
  /// it calls ``draw(in:)`` with a context of the bounds' size; override it to set ``contents``.
  open func display() {
    guard let context = CGContext(uikitCanvasOf: bounds.size, scale: contentsScale) else { return }
    draw(in: context)
  }

  /// Whether `point`, in the layer's own coordinates, is inside its ``bounds``.
  open func contains(_ point: CGPoint) -> Bool {
    bounds.contains(point)
  }

  /// The farthest descendant of this layer (or the layer itself) that contains `point`, given in the
  /// superlayer's coordinates; nil when the layer is hidden or the point is outside its bounds.
  ///
  /// Sublayers are tried front to back: higher ``zPosition`` first, then later in ``sublayers``. As
  /// Core Animation does in practice, a point outside this layer's bounds finds nothing, even over a
  /// sublayer that sticks out.
  open func hitTest(_ point: CGPoint) -> Layer? {
    guard !isHidden else { return nil }
    let frame = self.frame
    let bounds = self.bounds
    let local = CGPoint(x: point.x - frame.minX + bounds.minX, y: point.y - frame.minY + bounds.minY)
    guard contains(local) else { return nil }
    for sublayer in sublayersBackToFront.reversed() {
      if let hit = sublayer.hitTest(local) { return hit }
    }
    return self
  }

  /// The simulation whose screen shows the layer's tree, else the current one.
  var simulation: Simulation { hostingView?.window?.windowScene?.simulation ?? .current }

  /// The bounds and position: the view's, for a view's root layer.
  private var geometry: (bounds: CGRect, position: CGPoint) {
    guard let view = rootOfView else { return (storedBounds, storedPosition) }
    let frame = view.frame
    let position = CGPoint(
      x: frame.minX + frame.width * storedAnchorPoint.x, y: frame.minY + frame.height * storedAnchorPoint.y)
    return (view.bounds, position)
  }

  private func setGeometry(bounds: CGRect, position: CGPoint) {
    let oldSize = geometry.bounds.size
    if let view = rootOfView {
      if view.bounds.origin != bounds.origin {
        view.bounds = CGRect(origin: bounds.origin, size: view.bounds.size)
      }
      view.frame = CGRect(
        x: position.x - bounds.width * storedAnchorPoint.x,
        y: position.y - bounds.height * storedAnchorPoint.y,
        width: bounds.width, height: bounds.height)
    } else {
      let (oldBounds, oldPosition) = (storedBounds, storedPosition)
      storedBounds = bounds
      storedPosition = position
      if oldBounds != bounds { propertyDidChange("bounds", from: oldBounds) }
      if oldPosition != position { propertyDidChange("position", from: oldPosition) }
    }
    guard oldSize != bounds.size else { return }
    setNeedsLayout()
    if needsDisplayOnBoundsChange { setNeedsDisplay() }
  }

  /// Reports that `name` was set to NaN and gives back the value it keeps.
  private func restoring(_ oldValue: CGFloat, _ name: String) -> CGFloat {
    Simulation.current.diagnostics.record(
      .layerInvalidValue, severity: .warning, subject: "CALayer.\(name)",
      message: "CALayer.\(name) set to NaN; the change was ignored")
    return oldValue
  }

  private func reportInvalidGeometry(_ name: String, _ value: String) {
    Simulation.current.diagnostics.record(
      .layerInvalidGeometry, severity: .warning, subject: "CALayer.\(name)",
      message:
        "CALayer \(name) \(value) is not finite (Core Animation raises CALayerInvalidGeometry); ignored")
  }

  private static func isFinite(_ rect: CGRect) -> Bool {
    rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
  }

  private static func unitClamped(_ value: Float) -> Float { value.isNaN ? 0 : min(max(value, 0), 1) }
}
