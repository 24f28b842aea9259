import VideoRendering
import ViewHierarchy

/// `CALayerContentsGravity`.
public typealias CALayerContentsGravity = LayerContentsGravity
/// `CACornerMask`.
public typealias CACornerMask = LayerCornerMask
/// `CALayerCornerCurve`.
public typealias CALayerCornerCurve = LayerCornerCurve
/// `CADisplayLink`.
public typealias CADisplayLink = DisplayLink
/// `CAFrameRateRange`.
public typealias CAFrameRateRange = FrameRateRange
/// `CFTimeInterval`: seconds, as `CACurrentMediaTime()` and a display link's timestamps give them.
public typealias CFTimeInterval = TimeInterval
