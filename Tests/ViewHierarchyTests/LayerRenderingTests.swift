import CoreGraphicsDrawing
import Foundation
import Runtime
import Testing
import ViewHierarchy

// Rendering a layer tree into a bitmap, as Core Animation composites it:
// https://developer.apple.com/documentation/quartzcore/calayer/render(in:)
// https://developer.apple.com/documentation/uikit/uiview/drawhierarchy(in:afterscreenupdates:)
// https://developer.apple.com/documentation/uikit/uiview/draw(_:)
// Each expected pixel is worked out by hand from the geometry and colours set up in the test.
@MainActor
@Suite struct LayerRenderingTests {
  /// The BGRA bytes of a rendered image, read by pixel.
  struct Pixels {
    let image: CGImage
    let data: Data

    init(_ image: Image) throws {
      self.image = try #require(image.cgImage)
      data = try #require(self.image.dataProvider?.data)
    }

    /// Blue, green, red, alpha at (`x`, `y`), premultiplied.
    func callAsFunction(_ x: Int, _ y: Int) -> [Int] {
      Array(data[(y * image.bytesPerRow + x * 4)...].prefix(4)).map(Int.init)
    }
  }

  /// Renders `view`'s layer at scale 1 on a canvas of its size.
  func render(_ view: View) throws -> Pixels {
    let format = GraphicsImageRendererFormat()
    let image = GraphicsImageRenderer(size: view.bounds.size, format: format).image { context in
      view.layer.render(in: context.cgContext)
    }
    return try Pixels(image)
  }

  static let white = Color(red: 1, green: 1, blue: 1, alpha: 1)
  static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
  static let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
  static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)

  @Test func backgroundsSubviewsHiddenViewsAndAlphaCompositeBackToFront() throws {
    Simulation.start()
    let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.backgroundColor = Self.white
    let square = View(frame: CGRect(x: 2, y: 2, width: 4, height: 4))
    square.backgroundColor = Self.red
    let hidden = View(frame: root.bounds)
    hidden.backgroundColor = Self.blue
    hidden.isHidden = true
    let faded = View(frame: CGRect(x: 6, y: 6, width: 4, height: 4))
    faded.backgroundColor = Self.green
    faded.alpha = 0.5
    [square, hidden, faded].forEach(root.addSubview)
    let pixels = try render(root)
    #expect(pixels(0, 0) == [255, 255, 255, 255])
    #expect(pixels(2, 2) == [0, 0, 255, 255] && pixels(5, 5) == [0, 0, 255, 255])
    #expect(pixels(6, 2) == [255, 255, 255, 255])
    // Green at half alpha over white: 128 of blue and red left, green full.
    let mixed = pixels(8, 8)
    #expect(abs(mixed[0] - 128) <= 1 && mixed[1] == 255 && abs(mixed[2] - 128) <= 1 && mixed[3] == 255)
  }

  @Test func aTranslucentViewIsBlendedAsOnePictureNotLayerByLayer() throws {
    Simulation.start()
    let root = View(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    root.backgroundColor = Self.white
    let group = View(frame: root.bounds)
    group.alpha = 0.5
    let under = View(frame: root.bounds)
    under.backgroundColor = Self.blue
    let over = View(frame: root.bounds)
    over.backgroundColor = Self.red
    group.addSubview(under)
    group.addSubview(over)
    root.addSubview(group)
    // Only the red on top shows through the group's half alpha: blue underneath never mixes in.
    let pixel = try render(root)(1, 1)
    #expect(abs(pixel[0] - 128) <= 1 && abs(pixel[1] - 128) <= 1 && pixel[2] == 255)
  }

  @Test func roundedCornersClipTheContentOnlyWithMasksToBounds() throws {
    Simulation.start()
    let card = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    card.layer.cornerRadius = 10
    let fill = View(frame: card.bounds)
    fill.backgroundColor = Self.red
    card.addSubview(fill)
    let unclipped = try render(card)
    #expect(unclipped(0, 0) == [0, 0, 255, 255])
    card.clipsToBounds = true
    let clipped = try render(card)
    // The corner pixel lies wholly outside a circle of radius 10 about (10, 10); the pixel at
    // (10, 3), whose row the circle crosses 6 points either side of x = 10, and the centre are inside.
    #expect(clipped(0, 0) == [0, 0, 0, 0])
    #expect(clipped(10, 3) == [0, 0, 255, 255] && clipped(10, 10) == [0, 0, 255, 255])
  }

  @Test func theBorderIsDrawnInsideTheBoundsOverTheSubviews() throws {
    Simulation.start()
    let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.backgroundColor = Self.white
    root.layer.borderWidth = 2
    root.layer.borderColor = Self.blue.cgColor
    let inner = View(frame: root.bounds)
    inner.backgroundColor = Self.red
    root.addSubview(inner)
    let pixels = try render(root)
    #expect(pixels(0, 5) == [255, 0, 0, 255] && pixels(1, 5) == [255, 0, 0, 255])
    #expect(pixels(2, 5) == [0, 0, 255, 255])
  }

  @Test func sublayersPaintInZPositionOrderThenByIndex() throws {
    Simulation.start()
    let root = View(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
    let front = Layer()
    front.frame = root.bounds
    front.backgroundColor = Self.red.cgColor
    front.zPosition = 1
    let back = Layer()
    back.frame = root.bounds
    back.backgroundColor = Self.blue.cgColor
    root.layer.addSublayer(front)
    root.layer.addSublayer(back)
    #expect(try render(root)(1, 1) == [0, 0, 255, 255])
  }

  final class Badge: View {
    override func draw(_ rect: CGRect) {
      Color(red: 0, green: 0, blue: 1, alpha: 1).setFill()
      BezierPath(ovalIn: rect).fill()
      // Drawing outside the bounds does not show: a view draws into a bitmap of its bounds.
      BezierPath(rect: CGRect(x: -5, y: -5, width: 3, height: 3)).fill()
    }
  }

  @Test func aViewsOwnDrawRunsWithTheContextCurrentClippedToItsBounds() throws {
    Simulation.start()
    let root = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    root.backgroundColor = Self.white
    root.addSubview(Badge(frame: CGRect(x: 5, y: 5, width: 10, height: 10)))
    let pixels = try render(root)
    #expect(pixels(10, 10) == [255, 0, 0, 255])
    // (5, 5) is the badge's corner, outside its oval; (1, 1) is where the rectangle outside its
    // bounds would have landed.
    #expect(pixels(5, 5) == [255, 255, 255, 255] && pixels(1, 1) == [255, 255, 255, 255])
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @Test func drawHierarchyScalesTheTreeIntoTheRectangle() throws {
    Simulation.start()
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.backgroundColor = Self.red
    let corner = View(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
    corner.backgroundColor = Self.blue
    view.addSubview(corner)
    var drew = false
    let image = GraphicsImageRenderer(
      size: CGSize(width: 30, height: 30), format: GraphicsImageRendererFormat()
    )
    .image { _ in
      drew = view.drawHierarchy(in: CGRect(x: 10, y: 10, width: 20, height: 20), afterScreenUpdates: true)
    }
    #expect(drew)
    let pixels = try Pixels(image)
    #expect(pixels(5, 5) == [0, 0, 0, 0])
    #expect(pixels(12, 12) == [0, 0, 255, 255] && pixels(25, 25) == [255, 0, 0, 255])
    #expect(
      view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 1, height: 1), afterScreenUpdates: false) == false)
  }

  @Test func contentsImagesArePlacedByTheirGravity() throws {
    Simulation.start()
    let stripe = GraphicsImageRenderer(
      size: CGSize(width: 2, height: 1), format: GraphicsImageRendererFormat()
    )
    .image { context in
      context.cgContext.setFillColor(Self.red.cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
    }
    let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let layer = Layer()
    layer.frame = root.bounds
    layer.contents = stripe.cgImage
    layer.contentsGravity = .resizeAspect
    root.layer.addSublayer(layer)
    // A 2 x 1 picture fitted into 10 x 10 is 10 x 5, centred: rows 2.5 to 7.5.
    let fitted = try render(root)
    #expect(
      fitted(5, 1) == [0, 0, 0, 0] && fitted(5, 5) == [0, 0, 255, 255] && fitted(5, 8) == [0, 0, 0, 0])
    layer.contentsGravity = .resize
    #expect(try render(root)(5, 1) == [0, 0, 255, 255])
  }

  @Test func aShapeLayerFillsThenStrokesItsPath() throws {
    Simulation.start()
    let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let shape = ShapeLayer()
    shape.frame = root.bounds
    shape.path = BezierPath(rect: CGRect(x: 2, y: 2, width: 6, height: 6)).cgPath
    shape.fillColor = Self.red.cgColor
    shape.strokeColor = Self.blue.cgColor
    shape.lineWidth = 2
    root.layer.addSublayer(shape)
    let pixels = try render(root)
    #expect(pixels(5, 5) == [0, 0, 255, 255])
    #expect(pixels(1, 5) == [255, 0, 0, 255] && pixels(2, 5) == [255, 0, 0, 255])
    #expect(pixels(0, 5) == [0, 0, 0, 0])
  }

  @Test func bezierPathsAndImagesDrawInTheCurrentContextAndNothingWithoutOne() throws {
    let simulation = Simulation.start()
    BezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()
    #expect(simulation.diagnostics.entries.contains { $0.code == .graphicsNoCurrentContext })
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
    Self.red.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 4))
    let line = BezierPath()
    line.move(to: CGPoint(x: 3, y: 0))
    line.addLine(to: CGPoint(x: 3, y: 4))
    Self.blue.setStroke()
    line.stroke()
    let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetCurrentContext() == nil)
    let pixels = try Pixels(image)
    #expect(pixels(1, 1) == [0, 0, 255, 255])
    // A one-point line along x = 3 covers half of columns 2 and 3 each.
    #expect(abs(pixels(3, 1)[0] - 128) <= 1 && pixels(3, 1)[2] == 0)
    let copy = GraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: GraphicsImageRendererFormat())
      .image { _ in image.draw(at: .zero) }
    #expect(try Pixels(copy)(1, 3) == [0, 0, 255, 255])
  }
}
