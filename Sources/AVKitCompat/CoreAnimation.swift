import ViewHierarchy

/// `CALayerContentsGravity`.
public typealias CALayerContentsGravity = LayerContentsGravity
/// `CACornerMask`.
public typealias CACornerMask = LayerCornerMask
/// `CALayerCornerCurve`.
public typealias CALayerCornerCurve = LayerCornerCurve
