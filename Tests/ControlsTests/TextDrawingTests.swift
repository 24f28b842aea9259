import Controls
import CoreGraphicsDrawing
import Foundation
import Runtime
import Testing
import ViewHierarchy

// UIKit's string drawing and label drawing:
// https://developer.apple.com/documentation/foundation/nsstring/1533109-draw
// https://developer.apple.com/documentation/foundation/nsstring/1531844-size
// https://developer.apple.com/documentation/foundation/nsstring/1524729-boundingrect
// https://developer.apple.com/documentation/uikit/uilabel/drawtext(in:)
// Sizes come from the text-metrics model (docs/ios-behaviour.md, "Text, images and colours");
// the tests check drawn ink lands where those sizes say.
@MainActor
@Suite struct TextDrawingTests {
  /// An image's alpha and colour bytes.
  struct Ink {
    let image: CGImage
    let data: Data

    init(_ image: Image) throws {
      self.image = try #require(image.cgImage)
      data = try #require(self.image.dataProvider?.data)
    }

    func pixel(_ x: Int, _ y: Int) -> [Int] {
      Array(data[(y * image.bytesPerRow + x * 4)...].prefix(4)).map(Int.init)
    }

    /// The pixels with any alpha in the rows and columns given.
    func count(rows: Range<Int>, columns: Range<Int>) -> Int {
      rows.reduce(0) { sum, y in sum + columns.filter { pixel($0, y)[3] > 0 }.count }
    }

    /// The rows with any ink.
    var inkedRows: [Int] {
      (0..<image.height).filter { count(rows: $0..<$0 + 1, columns: 0..<image.width) > 0 }
    }
  }

  func draw(size: CGSize, _ body: () -> Void) throws -> Ink {
    try Ink(GraphicsImageRenderer(size: size, format: GraphicsImageRendererFormat()).image { _ in body() })
  }

  static let font = Font.systemFont(ofSize: 20)

  @Test func aStringMeasuresAsALabelDoesUnrounded() {
    Simulation.start()
    let size = "Hello".size(withAttributes: [.font: Self.font])
    let label = Label()
    label.font = Self.font
    label.text = "Hello"
    let labelSize = label.intrinsicContentSize
    // The label rounds up to the screen's pixels; the string's size is the exact one under it.
    #expect(size.height == Self.font.lineHeight)
    #expect(size.width <= labelSize.width && labelSize.width - size.width < 1)
    #expect(
      ("Hello\nworld" as NSString).size(withAttributes: [.font: Self.font]).height == 2 * Self.font.lineHeight
    )
    // Helvetica 12 without a font.
    #expect("Hello".size(withAttributes: nil).height == Font(name: "Helvetica", size: 12)!.lineHeight)
  }

  @Test func boundingRectWrapsToTheWidthWithLineFragmentOriginAndIsOneBaselineLineWithout() {
    Simulation.start()
    let text = "one two three four five six"
    let attributes: [NSAttributedString.Key: Any] = [.font: Self.font]
    let wrapped = text.boundingRect(
      with: CGSize(width: 80, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
      attributes: attributes, context: nil)
    #expect(wrapped.origin == .zero && wrapped.width <= 80 && wrapped.height > 2 * Self.font.lineHeight)
    let single = text.boundingRect(
      with: CGSize(width: 80, height: 100), options: [], attributes: attributes, context: nil)
    #expect(single.minY == -Self.font.ascender && single.height == Self.font.lineHeight && single.width > 80)
    let context = NSStringDrawingContext()
    let truncated = text.boundingRect(
      with: CGSize(width: 80, height: 50), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
      attributes: attributes, context: context)
    #expect(truncated.height <= 50 && context.totalBounds == truncated)
  }

  @Test func drawAtPutsTheInkInsideTheMeasuredBoxInTheAttributesColour() throws {
    Simulation.start()
    let attributes: [NSAttributedString.Key: Any] = [.font: Self.font, .foregroundColor: Color.red]
    let size = "Hi".size(withAttributes: attributes)
    let ink = try draw(size: CGSize(width: 60, height: 40)) {
      "Hi".draw(at: CGPoint(x: 10, y: 10), withAttributes: attributes)
    }
    let bottom = Int((10 + size.height).rounded(.up))
    #expect(ink.count(rows: 10..<bottom, columns: 10..<Int(10 + size.width) + 2) > 40)
    #expect(
      ink.count(rows: 0..<10, columns: 0..<60) == 0 && ink.count(rows: bottom..<40, columns: 0..<60) == 0)
    #expect(ink.count(rows: 0..<40, columns: 0..<9) == 0)
    // Every inked pixel is red: blue and green stay 0 while alpha rises.
    let inked = (0..<40).flatMap { y in (0..<60).map { ink.pixel($0, y) } }.filter { $0[3] > 0 }
    #expect(inked.allSatisfy { $0[0] == 0 && $0[1] == 0 && $0[2] == $0[3] })
  }

  @Test func drawInWrapsToTheRectangleAndClipsToIt() throws {
    Simulation.start()
    let attributes: [NSAttributedString.Key: Any] = [.font: Self.font]
    let ink = try draw(size: CGSize(width: 100, height: 100)) {
      ("wide words wrap here" as NSString).draw(
        in: CGRect(x: 0, y: 0, width: 60, height: 30), withAttributes: attributes)
    }
    #expect(ink.count(rows: 0..<30, columns: 0..<60) > 0)
    #expect(
      ink.count(rows: 30..<100, columns: 0..<100) == 0 && ink.count(rows: 0..<100, columns: 60..<100) == 0)
  }

  @Test func drawingTheSameTextTwiceGivesTheSameBytesAndWithoutAContextNothing() throws {
    let simulation = Simulation.start()
    let first = try draw(size: CGSize(width: 80, height: 30)) {
      NSAttributedString(
        string: "12:34", attributes: [.font: Font.monospacedDigitSystemFont(ofSize: 18, weight: .bold)]
      )
      .draw(at: CGPoint(x: 2, y: 2))
    }
    let second = try draw(size: CGSize(width: 80, height: 30)) {
      NSAttributedString(
        string: "12:34", attributes: [.font: Font.monospacedDigitSystemFont(ofSize: 18, weight: .bold)]
      )
      .draw(at: CGPoint(x: 2, y: 2))
    }
    #expect(first.data == second.data && first.count(rows: 0..<30, columns: 0..<80) > 0)
    "x".draw(at: .zero, withAttributes: nil)
    #expect(simulation.diagnostics.entries.contains { $0.code == .graphicsNoCurrentContext })
  }

  @Test func aRenderedLabelCentresItsTextVerticallyAndAlignsItAcross() throws {
    Simulation.start()
    let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    label.font = Self.font
    label.text = "ab"
    label.textColor = .blue
    label.textAlignment = .right
    let ink = try Ink(
      GraphicsImageRenderer(size: label.bounds.size, format: GraphicsImageRendererFormat()).image { context in
        label.layer.render(in: context.cgContext)
      })
    let rows = ink.inkedRows
    // The line (23.87 points) sits in the middle of 60: from 18.07 to 41.93.
    #expect(try #require(rows.first) >= 18 && rows.last! <= 42)
    // Right-aligned: the text ends at the right edge, so the left half is empty.
    #expect(ink.count(rows: 0..<60, columns: 0..<50) == 0 && ink.count(rows: 0..<60, columns: 80..<100) > 0)
    #expect(ink.pixel(99, 0)[3] == 0)
  }

  final class InsetLabel: Label {
    override func drawText(in rect: CGRect) {
      super.drawText(in: rect.inset(by: EdgeInsets(top: 0, left: 30, bottom: 0, right: 0)))
    }
  }

  @Test func aLabelSubclassInsetsItsTextThroughDrawTextIn() throws {
    Simulation.start()
    let label = InsetLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    label.font = Self.font
    label.text = "ab"
    let ink = try Ink(
      GraphicsImageRenderer(size: label.bounds.size, format: GraphicsImageRendererFormat()).image { context in
        label.layer.render(in: context.cgContext)
      })
    #expect(ink.count(rows: 0..<30, columns: 0..<30) == 0 && ink.count(rows: 0..<30, columns: 30..<60) > 0)
  }
}
