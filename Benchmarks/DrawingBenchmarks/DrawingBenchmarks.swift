import BenchmarkHarness
import CairoReference
import Controls
import CoreGraphicsDrawing
import Foundation
import Runtime
import ViewHierarchy

/// A custom PiP's frame drawn from a view tree: `swift run -c release DrawingBenchmarks`.
///
/// One operation is one 1080p frame of typical "PiP any view" content, rendered as such an app does:
/// a bitmap `CGContext` made over the frame's BGRA memory, flipped to UIKit's origin, and the view
/// tree rendered into it with `CALayer.render(in:)` (a full-screen background, a rounded card with a
/// border, a label's line of bold text, an image view scaling a 200 x 200 image to 400 x 400). The
/// reference draws the same picture with cairo directly in C, with the same glyph positions, and
/// also makes its surface and context each frame.
@main
enum DrawingBenchmarks {
  static let referenceName = "C cairo PiP card 1080p"
  static let metrics: [BenchmarkMetric] = [.instructions, .wallClock, .mallocCountTotal]
  static let configuration = BenchmarkConfiguration(
    warmupIterations: 2, maxDuration: .seconds(2), maxIterations: 40, scalingFactor: 4, countedOperations: 4)

  static func main() {
    let references: [BenchmarkMetric: BenchmarkReference] = [
      .instructions: BenchmarkReference(benchmark: referenceName, metric: .instructions),
      .wallClock: BenchmarkReference(benchmark: referenceName, metric: .wallClock),
    ]
    let cases = [
      BenchmarkCase(referenceName, metrics: metrics, configuration: configuration) {
        let scene = MainActor.assumeIsolated { CardScene() }
        let frame = AlignedBuffer(byteCount: CardScene.bytesPerRow * CardScene.height)
        return { context in
          let failures = scene.drawWithCairo(into: frame.pointer, frames: context.scalingFactor)
          if failures != 0 { throw DrawingFailure.cairo(frames: failures) }
          context.blackHole(frame.pointer)
        }
      },
      BenchmarkCase(
        "view tree rendered into a 1080p frame", metrics: metrics, configuration: configuration,
        references: references
      ) {
        let scene = MainActor.assumeIsolated { CardScene() }
        let frame = AlignedBuffer(byteCount: CardScene.bytesPerRow * CardScene.height)
        try MainActor.assumeIsolated { try scene.checkSamePicture() }
        return { context in
          try MainActor.assumeIsolated {
            for _ in context.scaledIterations {
              guard scene.render(into: frame.pointer) else { throw DrawingFailure.context }
            }
          }
          context.blackHole(frame.pointer)
        }
      },
    ]
    BenchmarkRunner.main(suite: cases, target: "DrawingBenchmarks")
  }
}

/// A frame could not be drawn, or the two cases drew different pictures.
enum DrawingFailure: Error, CustomStringConvertible {
  case context
  case cairo(frames: Int)
  case differentPictures(pixels: Int)

  var description: String {
    switch self {
    case .context: "a bitmap context over the frame could not be made"
    case .cairo(let frames): "cairo reported an error in \(frames) frames"
    case .differentPictures(let pixels):
      "the view tree and the C reference drew different pictures: \(pixels) pixels differ by more than 8 levels"
    }
  }
}
