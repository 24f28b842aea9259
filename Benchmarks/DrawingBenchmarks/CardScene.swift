import BenchmarkHarness
import CairoReference
import Controls
import CoreGraphicsDrawing
import Foundation
import Runtime
import ViewHierarchy

/// The picture both cases draw, as a view tree and as the numbers the C reference draws from.
@MainActor
final class CardScene {
  static let width = 1920
  static let height = 1080
  static let bytesPerRow = width * 4

  let root: View
  let card: View
  let label: Label
  let imageView: ImageView
  /// The image's premultiplied BGRA bytes, kept alive for the C reference.
  private let imagePixels: Data
  private let imageSide = 200

  init() {
    Simulation.start()
    root = View(frame: CGRect(x: 0, y: 0, width: Self.width, height: Self.height))
    root.backgroundColor = Color(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
    card = View(frame: CGRect(x: 160, y: 140, width: 1600, height: 800))
    card.backgroundColor = Color(red: 0.06, green: 0.09, blue: 0.16, alpha: 1)
    card.layer.cornerRadius = 40
    card.clipsToBounds = true
    card.layer.borderWidth = 4
    card.layer.borderColor = Color.white.cgColor
    label = Label(frame: CGRect(x: 80, y: 80, width: 1000, height: 200))
    label.text = "Live 2 – 1"
    label.font = .boldSystemFont(ofSize: 120)
    label.textColor = .white
    let drawn = CGContext(uikitCanvasOf: CGSize(width: imageSide, height: imageSide), scale: 1)!
    drawn.setFillColor(Color.red.cgColor)
    drawn.fillEllipse(in: CGRect(x: 0, y: 0, width: imageSide, height: imageSide))
    let image = drawn.makeImage()!
    imagePixels = image.dataProvider!.data!
    imageView = ImageView(image: Image(cgImage: image))
    imageView.frame = CGRect(x: 1100, y: 100, width: 400, height: 400)
    card.addSubview(label)
    card.addSubview(imageView)
    root.addSubview(card)
  }

  /// Renders the view tree into the BGRA frame at `pixels` as an app renders a view into a pixel
  /// buffer: a bitmap context over the memory, flipped to UIKit's origin, `render(in:)`.
  func render(into pixels: UnsafeMutableRawPointer) -> Bool {
    guard
      let context = CGContext(
        data: pixels, width: Self.width, height: Self.height, bitsPerComponent: 8,
        bytesPerRow: Self.bytesPerRow,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
    else { return false }
    context.translateBy(x: 0, y: CGFloat(Self.height))
    context.scaleBy(x: 1, y: -1)
    root.layer.render(in: context)
    return true
  }

  /// Draws the same picture `frames` times with cairo in C; the number of frames cairo failed.
  func drawWithCairo(into pixels: UnsafeMutableRawPointer, frames: Int) -> Int {
    let font = label.font!
    let line = TextMetrics.lines(
      of: TextMetrics.styled(label.text!, font: font), width: label.bounds.width, lineBreakMode: .byClipping,
      maximumLines: 1)[0]
    var glyphs: [UInt8] = []
    var positions: [Double] = []
    var x = label.frame.minX
    for styled in line.characters {
      if !styled.character.isWhitespace {
        glyphs += Array(String(styled.character).utf8) + [0]
        positions.append(x)
      }
      x += TextMetrics.advance(of: styled.character, in: font)
    }
    let baseline = label.frame.midY - line.height / 2 + font.ascender
    func rgba(_ color: Color) -> (Double, Double, Double, Double) {
      (color.red * color.alpha, color.green * color.alpha, color.blue * color.alpha, color.alpha)
    }
    return glyphs.withUnsafeBufferPointer { glyphBytes in
      positions.withUnsafeBufferPointer { glyphX in
        imagePixels.withUnsafeBytes { image in
          let frame = card.frame
          let imageRect = imageView.frame
          var scene = pipsim_c_card_scene(
            background: rgba(root.backgroundColor!),
            card: (frame.minX, frame.minY, frame.width, frame.height),
            card_color: rgba(card.backgroundColor!), corner_radius: card.layer.cornerRadius,
            border_width: card.layer.borderWidth, border_color: rgba(.white),
            glyphs: UnsafeRawPointer(glyphBytes.baseAddress!).assumingMemoryBound(to: CChar.self),
            glyph_x: glyphX.baseAddress, glyph_count: Int32(positions.count), baseline: baseline,
            font_size: font.pointSize, text_color: rgba(.white),
            image_rect: (imageRect.minX, imageRect.minY, imageRect.width, imageRect.height),
            image: image.baseAddress!.assumingMemoryBound(to: UInt8.self), image_width: Int32(imageSide),
            image_height: Int32(imageSide), image_stride: Int32(imageSide * 4))
          return Int(
            pipsim_c_cairo_draw_card(
              &scene, pixels.assumingMemoryBound(to: UInt8.self), Int32(Self.width), Int32(Self.height),
              Int32(Self.bytesPerRow), Int64(frames)))
        }
      }
    }
  }

  /// Checks that the two cases do the same job: in one frame from each, at most 1 pixel in 10,000
  /// may have a channel more than 8 levels apart, room for antialiasing to round an edge otherwise
  /// (each side cuts its arcs into cubic curves itself). Measured: no pixel differs at all.
  func checkSamePicture() throws {
    let count = Self.bytesPerRow * Self.height
    let viewTree = AlignedBuffer(byteCount: count)
    let reference = AlignedBuffer(byteCount: count)
    guard render(into: viewTree.pointer) else { throw DrawingFailure.context }
    let failures = drawWithCairo(into: reference.pointer, frames: 1)
    if failures != 0 { throw DrawingFailure.cairo(frames: failures) }
    let left = viewTree.pointer.assumingMemoryBound(to: UInt8.self)
    let right = reference.pointer.assumingMemoryBound(to: UInt8.self)
    var differing = 0
    for pixel in 0..<Self.width * Self.height {
      let offset = pixel * 4
      if (0..<4).contains(where: { abs(Int(left[offset + $0]) - Int(right[offset + $0])) > 8 }) {
        differing += 1
      }
    }
    if differing > Self.width * Self.height / 10_000 {
      throw DrawingFailure.differentPictures(pixels: differing)
    }
  }
}
