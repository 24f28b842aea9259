import AVKitCompat
import PiPSimTesting
import Testing

/// A stopwatch drawn on each display refresh, written as on iOS: only the selector changes to a
/// method reference.
@MainActor
private final class StopwatchScreen {
  private(set) var frames: [CFTimeInterval] = []
  private(set) var started: CFTimeInterval = 0
  private var displayLink: CADisplayLink?

  func start() {
    started = CACurrentMediaTime()
    let link = CADisplayLink(target: self, selector: StopwatchScreen.step)
    link.preferredFrameRateRange = CAFrameRateRange(minimum: 15, maximum: 30, preferred: 30)
    link.add(to: .main, forMode: .common)
    displayLink = link
  }

  func stop() {
    displayLink?.invalidate()
    displayLink = nil
  }

  func step(_ link: CADisplayLink) {
    frames.append(link.targetTimestamp - started)
  }
}

// CADisplayLink (https://developer.apple.com/documentation/quartzcore/cadisplaylink): the target
// is called on the display's refreshes; at 30 fps on a 60 Hz display, every second one
// (https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframespersecond).
@MainActor
@Suite struct DisplayLinkPortTests {
  @Test func aStopwatchOnADisplayLinkDrawsAFixedNumberOfFramesOverTwoVirtualSeconds() throws {
    try withSimulatedApp { app in
      let screen = StopwatchScreen()
      screen.start()
      try app.advance(by: .seconds(2))
      screen.stop()
      try app.advance(by: .seconds(1))
      #expect(screen.frames.count == 60)
      // Each frame is drawn for the refresh after the one it is called on.
      #expect(abs(try #require(screen.frames.first) - 2.0 / 30) < 1e-9)
      #expect(abs(try #require(screen.frames.last) - 61.0 / 30) < 1e-9)
    }
  }
}
