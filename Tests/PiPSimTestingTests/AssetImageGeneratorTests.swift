import AVKitCompat
import PiPSimTesting
import Testing

// AVAssetImageGenerator as a player library's thumbnail scrubber uses it:
// https://developer.apple.com/documentation/avfoundation/avassetimagegenerator
@MainActor
struct AssetImageGeneratorTests {
  private let movie = AVAsset(url: URL(string: "pipsim-test://320x180@30/10s")!)

  /// The frame index the stream's test pattern writes into the first eight bytes of a picture.
  private func frameIndex(in image: CGImage) throws -> Int64 {
    let data = try #require(image.dataProvider?.data)
    return data.prefix(8).withUnsafeBytes { Int64(littleEndian: $0.loadUnaligned(as: Int64.self)) }
  }

  @Test func anImageIsTheFrameShownAtTheTimeWithThatFramesTime() throws {
    try withSimulatedApp { _ in
      let generator = AVAssetImageGenerator(asset: movie)
      generator.appliesPreferredTrackTransform = true
      var actual = CMTime.invalid
      let image = try generator.copyCGImage(
        at: CMTime(seconds: 2.51, preferredTimescale: 600), actualTime: &actual)
      #expect(image.width == 320 && image.height == 180)
      #expect(image.bitsPerPixel == 32 && image.bytesPerRow == 320 * 4)
      #expect(image.alphaInfo == .noneSkipFirst)
      #expect(actual == CMTime(value: 75, timescale: 30), "frame 75 is shown from 2.5 s")
      #expect(try frameIndex(in: image) == 75)
      let late = try generator.copyCGImage(
        at: CMTime(seconds: 99, preferredTimescale: 1), actualTime: &actual)
      #expect(try frameIndex(in: late) == 299, "past the end, the last frame")
      #expect(actual == CMTime(value: 299, timescale: 30))
    }
  }

  @Test func aMaximumSizeScalesThePictureDownKeepingItsShape() throws {
    try withSimulatedApp { _ in
      let generator = AVAssetImageGenerator(asset: movie)
      generator.maximumSize = CGSize(width: 160, height: 160)
      let thumbnail = try generator.copyCGImage(at: .zero, actualTime: nil)
      #expect(thumbnail.width == 160 && thumbnail.height == 90)
      generator.maximumSize = CGSize(width: 640, height: 0)
      let full = try generator.copyCGImage(at: .zero, actualTime: nil)
      #expect(full.width == 320 && full.height == 180, "never scaled up")
    }
  }

  @Test func theAsyncFormGivesTheSameImage() async throws {
    try await withSimulatedApp { _ in
      let generator = AVAssetImageGenerator(asset: movie)
      let (image, actualTime) = try await generator.image(at: CMTime(seconds: 1, preferredTimescale: 30))
      #expect(actualTime == CMTime(value: 30, timescale: 30))
      #expect(try frameIndex(in: image) == 30)
    }
  }

  @Test func requestsAreAnsweredInOrderOnLaterTurnsUnlessCancelled() {
    withSimulatedApp { app in
      let generator = AVAssetImageGenerator(asset: movie)
      let answers = Answers()
      generator.generateCGImagesAsynchronously(forTimes: [.zero, CMTime(value: 1, timescale: 1)]) {
        requested, image, _, result, _ in
        answers.append("\(requested.seconds) \(result) \(image != nil)")
      }
      #expect(answers.all.isEmpty, "answered later, not during the call")
      app.runUntilIdle()
      #expect(answers.all == ["0.0 succeeded true", "1.0 succeeded true"])
      generator.generateCGImagesAsynchronously(forTimes: [.zero]) { _, _, _, _, _ in answers.append("late") }
      generator.cancelAllCGImageGeneration()
      app.runUntilIdle()
      #expect(answers.all.count == 2)
    }
  }

  @Test func anAssetThatCannotOpenAndATimeThatIsNotOneAreErrors() {
    withSimulatedApp { app in
      let broken = AVAssetImageGenerator(asset: AVAsset(url: URL(string: "https://example.com/movie.m3u8")!))
      let cannotOpen = #expect(throws: (any Error).self) {
        try broken.copyCGImage(at: .zero, actualTime: nil)
      }
      #expect((cannotOpen as NSError?)?.domain == "AVFoundationErrorDomain")
      #expect((cannotOpen as NSError?)?.code == -11_828, "AVError.Code.fileFormatNotRecognized's Cannot Open")
      let generator = AVAssetImageGenerator(asset: movie)
      let notATime = #expect(throws: (any Error).self) {
        try generator.copyCGImage(at: .invalid, actualTime: nil)
      }
      #expect((notATime as NSError?)?.domain == "AVFoundationErrorDomain")
      let answers = Answers()
      generator.generateCGImageAsynchronously(for: .indefinite) { image, _, error in
        answers.append("\(image == nil) \(error != nil)")
      }
      app.runUntilIdle()
      #expect(answers.all == ["true true"])
    }
  }
}

/// What the completion handlers said, kept across their `@Sendable` closures.
private final class Answers: @unchecked Sendable {
  // @unchecked: written and read on the main actor only (the handlers run on the run loop's turns).
  private(set) var all: [String] = []
  func append(_ answer: String) { all.append(answer) }
}
