import VideoRendering
import ViewHierarchy

/// `CALayerContentsGravity`.
public typealias CALayerContentsGravity = LayerContentsGravity
/// `CACornerMask`.
public typealias CACornerMask = LayerCornerMask
/// `CALayerCornerCurve`.
public typealias CALayerCornerCurve = LayerCornerCurve
/// `CAAnimation`.
public typealias CAAnimation = LayerAnimation
/// `CAPropertyAnimation`.
public typealias CAPropertyAnimation = PropertyAnimation
/// `CABasicAnimation`.
public typealias CABasicAnimation = BasicAnimation
/// `CAKeyframeAnimation`.
public typealias CAKeyframeAnimation = KeyframeAnimation
/// `CASpringAnimation`.
public typealias CASpringAnimation = SpringAnimation
/// `CAAnimationGroup`.
public typealias CAAnimationGroup = AnimationGroup
/// `CAAnimationDelegate`.
public typealias CAAnimationDelegate = LayerAnimationDelegate
/// `CAAnimationCalculationMode`.
public typealias CAAnimationCalculationMode = KeyframeAnimation.CalculationMode
/// `CAAction`.
public typealias CAAction = LayerAction
/// `CAMediaTimingFunction`.
public typealias CAMediaTimingFunction = MediaTimingFunction
/// `CAMediaTimingFunctionName`.
public typealias CAMediaTimingFunctionName = MediaTimingFunction.Name
/// `CAMediaTimingFillMode`.
public typealias CAMediaTimingFillMode = MediaTimingFillMode
/// `CATransaction`.
public typealias CATransaction = LayerTransaction
/// `CAShapeLayer`.
public typealias CAShapeLayer = ShapeLayer
/// `CAShapeLayerLineCap`.
public typealias CAShapeLayerLineCap = ShapeLayer.LineCap
/// `CAShapeLayerLineJoin`.
public typealias CAShapeLayerLineJoin = ShapeLayer.LineJoin
/// `CAShapeLayerFillRule`.
public typealias CAShapeLayerFillRule = ShapeLayer.FillRule
/// `UIBezierPath`.
public typealias UIBezierPath = BezierPath
/// `CADisplayLink`.
public typealias CADisplayLink = DisplayLink
/// `CAFrameRateRange`.
public typealias CAFrameRateRange = FrameRateRange
/// `CFTimeInterval`: seconds, as `CACurrentMediaTime()` and a display link's timestamps give them.
public typealias CFTimeInterval = TimeInterval
