import CoreMediaTime
import Foundation
import MediaPlayback
import PiPSimTesting
import PixelBuffers
import Runtime
import SampleBuffers
import Testing

/// An app that draws the video itself: it polls the item's video output for the frame to show.
@MainActor
@Suite struct PlayerItemVideoOutputTests {
  @Test func theOutputHandsOutTheFrameShownAtAnItemTimeOnceEach() throws {
    try withSimulatedApp { app in
      let fixture = PlayerFixture(app: app, url: "pipsim-test://64x36@30/10s")
      let output = PlayerItemVideoOutput(pixelBufferAttributes: nil)
      let item = try #require(fixture.player.currentItem)
      item.add(output)
      #expect(item.outputs.count == 1 && item.outputs.first === output)
      #expect(!output.hasNewPixelBuffer(forItemTime: .zero), "not ready yet")
      try fixture.load()
      let start = CMTime(seconds: 0, preferredTimescale: 600)
      #expect(output.hasNewPixelBuffer(forItemTime: start))
      var shownAt = CMTime.invalid
      let first = try #require(output.copyPixelBuffer(forItemTime: start, itemTimeForDisplay: &shownAt))
      #expect(first.frame.paintedFrameIndex() == 0)
      #expect(shownAt == .zero)
      #expect(CVPixelBufferGetWidth(first) == 64 && CVPixelBufferGetHeight(first) == 36)
      #expect(CVPixelBufferGetPixelFormatType(first) == kCVPixelFormatType_420YpCbCr8BiPlanarFullRange)
      #expect(!output.hasNewPixelBuffer(forItemTime: CMTime(value: 1, timescale: 100)), "still frame 0")
      let later = CMTime(value: 1, timescale: 10)
      #expect(output.hasNewPixelBuffer(forItemTime: later))
      let third = try #require(output.copyPixelBuffer(forItemTime: later, itemTimeForDisplay: &shownAt))
      #expect(third.frame.paintedFrameIndex() == 3)
      #expect(shownAt == CMTime(value: 3, timescale: 30))
    }
  }

  @Test func hostTimesMapToItemTimesAtThePlayersRate() throws {
    try withSimulatedApp { app in
      let fixture = PlayerFixture(app: app)
      let output = PlayerItemVideoOutput(pixelBufferAttributes: nil)
      fixture.player.currentItem?.add(output)
      try fixture.load()
      let now = CACurrentMediaTime()
      #expect(output.itemTime(forHostTime: now + 1).seconds == 0, "paused: the item stands still")
      fixture.player.play()
      try app.advance(by: .seconds(1))
      let itemNow = try #require(fixture.player.currentItem).currentTime().seconds
      let ahead = output.itemTime(forHostTime: CACurrentMediaTime() + 0.5).seconds
      #expect(abs(ahead - (itemNow + 0.5)) < 1e-6)
      fixture.player.rate = 2
      let twice = output.itemTime(forHostTime: CACurrentMediaTime() + 0.5).seconds
      #expect(abs(twice - (itemNow + 1)) < 1e-6)
      #expect(output.itemTime(forHostTime: .nan) == .invalid)
    }
  }

  @Test func theAttributesChooseTheFormatAndABadOneGivesNoBufferWithADiagnostic() throws {
    try withSimulatedApp(expectedDiagnostics: [.playerRequestRefused]) { app in
      let fixture = PlayerFixture(app: app)
      let bgra = PlayerItemVideoOutput(pixelBufferAttributes: [
        kCVPixelBufferPixelFormatTypeKey: kCVPixelFormatType_32BGRA, kCVPixelBufferWidthKey: 32,
        kCVPixelBufferHeightKey: 18,
      ])
      let bad = PlayerItemVideoOutput(pixelBufferAttributes: [
        kCVPixelBufferPixelFormatTypeKey: OSType(0x1234)
      ])
      let item = try #require(fixture.player.currentItem)
      item.add(bgra)
      item.add(bad)
      try fixture.load()
      let buffer = try #require(bgra.copyPixelBuffer(forItemTime: .zero, itemTimeForDisplay: nil))
      #expect(CVPixelBufferGetPixelFormatType(buffer) == kCVPixelFormatType_32BGRA)
      #expect(CVPixelBufferGetWidth(buffer) == 32)
      #expect(bad.copyPixelBuffer(forItemTime: .zero, itemTimeForDisplay: nil) == nil)
      item.remove(bad)
      #expect(item.outputs.count == 1 && item.outputs.first === bgra)
    }
  }

  @Test func anOutputMovesToTheItemItIsAddedToAndIsPolledOffTheMainThread() async throws {
    try await withSimulatedApp { app in
      let first = PlayerFixture(app: app)
      let second = PlayerItem(url: URL(string: "pipsim-test://64x36@30/10s")!)
      let output = PlayerItemVideoOutput(pixelBufferAttributes: nil)
      try #require(first.player.currentItem).add(output)
      second.add(output)
      #expect(first.player.currentItem?.outputs.isEmpty == true)
      #expect(second.outputs.first === output)
      try first.load()
      // A render thread polls the output: no actor needed, as on iOS.
      let polled = await Task.detached { output.hasNewPixelBuffer(forItemTime: .zero) }.value
      #expect(!polled, "the second item never loaded: no player")
    }
  }

  @Test func aStallHasNoNewFrameUntilTheBufferRefills() throws {
    try withSimulatedApp { app in
      let fixture = PlayerFixture(app: app)
      let output = PlayerItemVideoOutput(pixelBufferAttributes: nil)
      let item = try #require(fixture.player.currentItem)
      item.add(output)
      try fixture.load()
      item.injectStall(for: .seconds(1))
      #expect(!output.hasNewPixelBuffer(forItemTime: .zero))
      #expect(output.copyPixelBuffer(forItemTime: .zero, itemTimeForDisplay: nil) == nil)
      try app.advance(by: .seconds(1))
      #expect(output.hasNewPixelBuffer(forItemTime: .zero))
    }
  }
}
