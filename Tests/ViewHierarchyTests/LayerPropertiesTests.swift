import CoreGraphicsDrawing
import Foundation
import Runtime
import Testing
import ViewHierarchy

@MainActor
@Suite struct LayerPropertiesTests {
  @Test func aNewLayerHasCoreAnimationsDefaults() {
    Simulation.start()
    let layer = Layer()
    #expect(layer.cornerRadius == 0)
    #expect(
      layer.maskedCorners == [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
      ])
    #expect(layer.cornerCurve == .circular)
    #expect(layer.masksToBounds == false)
    #expect(layer.borderWidth == 0)
    #expect(layer.borderColor == CGColor(gray: 0, alpha: 1))
    #expect(layer.backgroundColor == nil)
    #expect(layer.shadowColor == CGColor(gray: 0, alpha: 1))
    #expect(layer.shadowOpacity == 0)
    #expect(layer.shadowRadius == 3)
    #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
    #expect(layer.shadowPath == nil)
    #expect(layer.opacity == 1)
    #expect(layer.isHidden == false)
    #expect(layer.zPosition == 0)
    #expect(layer.bounds == .zero)
    #expect(layer.position == .zero)
    #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
    #expect(layer.frame == .zero)
    #expect(layer.contentsGravity == .resize)
    #expect(layer.contentsGravity.rawValue == "resize")
    #expect(layer.contentsScale == 1)
    #expect(layer.isOpaque == false)
    #expect(layer.name == nil)
    #expect(layer.mask == nil)
    #expect(layer.sublayers == nil)
    #expect(layer.superlayer == nil)
    #expect(layer.needsDisplayOnBoundsChange == false)
  }

  @Test func opacityIsClampedToTheUnitRangeAndNaNIsZero() {
    Simulation.start()
    let layer = Layer()
    layer.opacity = 1.5
    #expect(layer.opacity == 1)
    layer.opacity = -0.2
    #expect(layer.opacity == 0)
    layer.opacity = 0.25
    #expect(layer.opacity == 0.25)
    layer.opacity = .nan
    #expect(layer.opacity == 0)
    layer.shadowOpacity = 2
    #expect(layer.shadowOpacity == 1)
    layer.shadowOpacity = -1
    #expect(layer.shadowOpacity == 0)
  }

  @Test func aNaNRadiusOrWidthIsIgnoredWithADiagnostic() {
    let simulation = Simulation.start()
    let layer = Layer()
    layer.cornerRadius = 12
    layer.cornerRadius = .nan
    #expect(layer.cornerRadius == 12)
    layer.borderWidth = 2
    layer.borderWidth = .nan
    #expect(layer.borderWidth == 2)
    layer.shadowRadius = .nan
    #expect(layer.shadowRadius == 3)
    let subjects = simulation.diagnostics.entries(withCode: .layerInvalidValue).map(\.subject)
    #expect(subjects == ["CALayer.cornerRadius", "CALayer.borderWidth", "CALayer.shadowRadius"])
  }

  @Test func aNegativeRadiusOrWidthIsKeptAsCoreAnimationKeepsIt() {
    Simulation.start()
    let layer = Layer()
    layer.cornerRadius = -4
    layer.borderWidth = -1
    #expect(layer.cornerRadius == -4)
    #expect(layer.borderWidth == -1)
  }

  @Test func storedOnlyPropertiesSayTheyAreNotSimulated() {
    let simulation = Simulation.start()
    let layer = Layer()
    layer.shadowOpacity = 0.5
    layer.shadowOffset = CGSize(width: 0, height: 2)
    layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    layer.shadowOpacity = 0.6
    let subjects = simulation.diagnostics.entries(withCode: .apiNotSimulated).map(\.subject)
    #expect(subjects == ["CALayer.shadowOpacity", "CALayer.shadowOffset", "CALayer.shadowPath"])
    #expect(layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test func contentsGravityConstantsAreCoreAnimationsStrings() {
    #expect(LayerContentsGravity.resizeAspectFill.rawValue == "resizeAspectFill")
    #expect(LayerContentsGravity(rawValue: "topLeft") == .topLeft)
    #expect(LayerCornerCurve.continuous.rawValue == "continuous")
    #expect(LayerCornerMask.layerMaxXMaxYCorner.rawValue == 8)
  }
}

@MainActor
@Suite struct LayerRenderingHintTests {
  @Test func renderingHintsHaveCoreAnimationsDefaults() {
    Simulation.start()
    let layer = Layer()
    #expect(layer.shouldRasterize == false)
    #expect(layer.rasterizationScale == 1)
    #expect(layer.drawsAsynchronously == false)
    #expect(layer.allowsEdgeAntialiasing == false)
    #expect(layer.allowsGroupOpacity)
    #expect(layer.isDoubleSided)
    #expect(layer.isGeometryFlipped == false)
    #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(layer.affineTransform() == .identity)
  }

  @Test func anAffineTransformIsStoredAndLeavesTheFrameAlone() {
    let simulation = Simulation.start()
    let layer = Layer()
    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    let scale = CGAffineTransform(scaleX: 2, y: 2)
    layer.setAffineTransform(scale)
    #expect(layer.affineTransform() == scale)
    #expect(layer.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    let subjects = simulation.diagnostics.entries(withCode: .apiNotSimulated).map(\.subject)
    #expect(subjects == ["CALayer.setAffineTransform"])
  }
}
