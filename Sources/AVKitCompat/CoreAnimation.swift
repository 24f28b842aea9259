import VideoRendering
import ViewHierarchy

/// Core Animation's `CALayerContentsGravity`: PiPSim's ``ViewHierarchy/LayerContentsGravity``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias CALayerContentsGravity = LayerContentsGravity
/// Core Animation's `CACornerMask`: PiPSim's ``ViewHierarchy/LayerCornerMask``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias CACornerMask = LayerCornerMask
/// Core Animation's `CALayerCornerCurve`: PiPSim's ``ViewHierarchy/LayerCornerCurve``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias CALayerCornerCurve = LayerCornerCurve
/// Core Animation's `CAAnimation`: PiPSim's ``ViewHierarchy/LayerAnimation``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias CAAnimation = LayerAnimation
/// Core Animation's `CAPropertyAnimation`: PiPSim's ``ViewHierarchy/PropertyAnimation``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias CAPropertyAnimation = PropertyAnimation
/// Core Animation's `CABasicAnimation`: PiPSim's ``ViewHierarchy/BasicAnimation``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias CABasicAnimation = BasicAnimation
/// Core Animation's `CAKeyframeAnimation`: PiPSim's ``ViewHierarchy/KeyframeAnimation``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias CAKeyframeAnimation = KeyframeAnimation
/// Core Animation's `CASpringAnimation`: PiPSim's ``ViewHierarchy/SpringAnimation``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias CASpringAnimation = SpringAnimation
/// Core Animation's `CAAnimationGroup`: PiPSim's ``ViewHierarchy/AnimationGroup``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias CAAnimationGroup = AnimationGroup
/// Core Animation's `CAAnimationDelegate`: PiPSim's ``ViewHierarchy/LayerAnimationDelegate``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias CAAnimationDelegate = LayerAnimationDelegate
/// Core Animation's `CAAnimationCalculationMode`: PiPSim's
/// ``ViewHierarchy/KeyframeAnimation/CalculationMode``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias CAAnimationCalculationMode = KeyframeAnimation.CalculationMode
/// Core Animation's `CAAction`: PiPSim's ``ViewHierarchy/LayerAction``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias CAAction = LayerAction
/// Core Animation's `CAMediaTimingFunction`: PiPSim's ``ViewHierarchy/MediaTimingFunction``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias CAMediaTimingFunction = MediaTimingFunction
/// Core Animation's `CAMediaTimingFunctionName`: PiPSim's ``ViewHierarchy/MediaTimingFunction/Name``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias CAMediaTimingFunctionName = MediaTimingFunction.Name
/// Core Animation's `CAMediaTimingFillMode`: PiPSim's ``ViewHierarchy/MediaTimingFillMode``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias CAMediaTimingFillMode = MediaTimingFillMode
/// Core Animation's `CATransaction`: PiPSim's ``ViewHierarchy/LayerTransaction``.
///
/// Its completion block is a plain closure, as the SDK declares it; animations run on the virtual clock.
///
/// Members PiPSim stores without simulating are listed in docs/api-coverage.md.
public typealias CATransaction = LayerTransaction
/// Core Animation's `CAShapeLayer`: PiPSim's ``ViewHierarchy/ShapeLayer``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias CAShapeLayer = ShapeLayer
/// Core Animation's `CAShapeLayerLineCap`: PiPSim's ``ViewHierarchy/ShapeLayer/LineCap``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias CAShapeLayerLineCap = ShapeLayer.LineCap
/// Core Animation's `CAShapeLayerLineJoin`: PiPSim's ``ViewHierarchy/ShapeLayer/LineJoin``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias CAShapeLayerLineJoin = ShapeLayer.LineJoin
/// Core Animation's `CAShapeLayerFillRule`: PiPSim's ``ViewHierarchy/ShapeLayer/FillRule``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias CAShapeLayerFillRule = ShapeLayer.FillRule
/// UIKit's `UIBezierPath`: PiPSim's ``ViewHierarchy/BezierPath``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias UIBezierPath = BezierPath
/// Core Animation's `CADisplayLink`: PiPSim's ``VideoRendering/DisplayLink``.
///
/// Takes a method reference (`CADisplayLink(target: self, selector: Screen.step)`) instead of a selector; it
/// ticks on the simulated display's refreshes at exact virtual instants.
///
/// Members PiPSim stores without simulating are listed in docs/api-coverage.md.
public typealias CADisplayLink = DisplayLink
/// Core Animation's `CAFrameRateRange`: PiPSim's ``VideoRendering/FrameRateRange``.
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias CAFrameRateRange = FrameRateRange
/// Core Animation's `CFTimeInterval`: PiPSim's `TimeInterval` (seconds, as `CACurrentMediaTime()` and a
/// display link's timestamps give them).
///
/// It behaves as on iOS where PiPSim simulates it. Members PiPSim stores without simulating are listed in
/// docs/api-coverage.md.
public typealias CFTimeInterval = TimeInterval
