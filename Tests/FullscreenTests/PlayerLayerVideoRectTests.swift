import AVKitCompat
import Foundation
import PiPSimTesting
import Testing

@MainActor
struct PlayerLayerVideoRectTests {
  @Test func theVideoRectIsZeroUntilTheItemKnowsItsSizeThenFollowsTheGravity() throws {
    try withSimulatedApp { app in
      let player = AVPlayer(url: URL(string: "pipsim-test://1920x1080@30/10s")!)
      let layer = AVPlayerLayer(player: player)
      layer.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
      app.rootViewController?.view.layer.addSublayer(layer)
      #expect(layer.videoRect == .zero, "the item has not loaded")
      try app.advance(by: .milliseconds(100))
      #expect(layer.videoRect == CGRect(x: 0, y: 40.3125, width: 390, height: 219.375))
      layer.videoGravity = .resizeAspectFill
      let filled = layer.videoRect
      #expect(filled.height == 300 && abs(filled.width - 1600 / 3) < 1e-9, "16:9 at the layer's height")
      #expect(abs(filled.midX - 195) < 1e-9, "centred, cropped on both sides")
      layer.videoGravity = .resize
      #expect(layer.videoRect == CGRect(x: 0, y: 0, width: 390, height: 300))
      layer.frame = .zero
      #expect(layer.videoRect == .zero, "a layer without area shows nothing")
    }
  }
}
