import Clocks
import Foundation
import PiPSimTesting
import Runtime
import Testing
import VideoRendering

/// What a display link's target sees on each call.
struct DisplayLinkCall: Equatable {
  var time: MediaTime
  var timestamp: Double
  var targetTimestamp: Double
  var duration: Double
}

/// A screen that draws on each display refresh, as a stopwatch or a custom-drawn PiP does.
@MainActor
final class RefreshCounter {
  private(set) var calls: [DisplayLinkCall] = []
  private let runLoop: MainRunLoop

  init(runLoop: MainRunLoop) {
    self.runLoop = runLoop
  }

  func step(_ link: DisplayLink) {
    calls.append(
      DisplayLinkCall(
        time: runLoop.now, timestamp: link.timestamp, targetTimestamp: link.targetTimestamp,
        duration: link.duration))
  }
}

/// Refresh `index` of a `hertz` display, as the display link's grid gives it.
private func refresh(_ index: Int, hertz: Double = 60) -> MediaTime {
  MediaTime.zero.adding(seconds: Double(index) / hertz) ?? .max
}

// Apple's reference for CADisplayLink (https://developer.apple.com/documentation/quartzcore/cadisplaylink):
// the target is called when the screen's contents need to update; `timestamp` is the time of the
// frame displayed, `targetTimestamp` that of the next (…/cadisplaylink/targettimestamp), `duration`
// the time between screen refreshes (…/cadisplaylink/duration).
@MainActor
@Suite struct DisplayLinkTests {
  @Test func aLinkOnTheDefaultModeTicksOnEveryRefreshWithExactTimestamps() throws {
    try withSimulatedApp { app in
      let counter = RefreshCounter(runLoop: app.simulation.runLoop)
      let link = DisplayLink(target: counter, selector: RefreshCounter.step)
      #expect(link.timestamp == 0 && link.duration == 0)
      link.add(to: .main, forMode: .default)
      try app.advance(by: .seconds(2))
      // 60 Hz over 2 s: refreshes 1...120, the last at 2 s exactly.
      #expect(counter.calls.count == 120)
      let expected = (1...120).map {
        DisplayLinkCall(
          time: refresh($0), timestamp: refresh($0).seconds, targetTimestamp: refresh($0 + 1).seconds,
          duration: 1.0 / 60)
      }
      #expect(counter.calls == expected)
      link.invalidate()
    }
  }

  // preferredFramesPerSecond: "The system typically provides a consistent frame rate by choosing one
  // that's a factor of the display's maximum refresh rate"
  // (https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframespersecond).
  // `duration` stays the refresh interval at a lower rate (measured with frameInterval:
  // https://gist.github.com/shu223/845f0fd9a37b6a2f9cb06973efb12449).
  @Test(arguments: [(30, 2), (25, 2), (20, 3), (0, 1), (-5, 1), (240, 1)])
  func aLowerPreferredRateTicksOnEveryNthRefresh(fps: Int, stride: Int) throws {
    try withSimulatedApp { app in
      let counter = RefreshCounter(runLoop: app.simulation.runLoop)
      let link = DisplayLink(target: counter, selector: RefreshCounter.step)
      link.preferredFramesPerSecond = fps
      link.add(to: .main, forMode: .common)
      try app.advance(by: .seconds(2))
      let refreshes = Array(Swift.stride(from: stride, through: 120, by: stride))
      #expect(counter.calls.map(\.time) == refreshes.map { refresh($0) })
      #expect(counter.calls.first?.targetTimestamp == refresh(2 * stride).seconds)
      #expect(counter.calls.allSatisfy { $0.duration == 1.0 / 60 })
      link.invalidate()
    }
  }

  // CAFrameRateRange (https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframeraterange).
  @Test func aFrameRateRangeChoosesTheRateByItsPreferredRateAndWinsOverPreferredFramesPerSecond() throws {
    try withSimulatedApp { app in
      let counter = RefreshCounter(runLoop: app.simulation.runLoop)
      let link = DisplayLink(target: counter, selector: RefreshCounter.step)
      link.preferredFramesPerSecond = 60
      link.preferredFrameRateRange = FrameRateRange(minimum: 10, maximum: 30, preferred: 15)
      link.add(to: .main, forMode: .default)
      try app.advance(by: .seconds(1))
      #expect(counter.calls.map(\.time) == Swift.stride(from: 4, through: 60, by: 4).map { refresh($0) })
      link.preferredFrameRateRange = FrameRateRange(minimum: 10, maximum: 30, preferred: nil)
      try app.advance(by: .milliseconds(100))
      // The tick queued at the old rate (refresh 64) comes, then every second refresh.
      #expect(counter.calls.dropFirst(15).map(\.time) == [64, 66].map { refresh($0) })
      link.invalidate()
    }
  }

  @Test func anInvalidFrameRateRangeIsRefusedWithADiagnosticAndTheRangeStays() {
    withSimulatedApp(expectedDiagnostics: [.displayLinkInvalidFrameRateRange]) { app in
      let counter = RefreshCounter(runLoop: app.simulation.runLoop)
      let link = DisplayLink(target: counter, selector: RefreshCounter.step)
      let valid = FrameRateRange(minimum: 30, maximum: 60, preferred: 60)
      link.preferredFrameRateRange = valid
      for refused in [
        FrameRateRange(minimum: 60, maximum: 30), FrameRateRange(minimum: 10, maximum: 30, preferred: 45),
        FrameRateRange(minimum: -1, maximum: 30), FrameRateRange(minimum: 0, maximum: .infinity),
      ] {
        link.preferredFrameRateRange = refused
        #expect(link.preferredFrameRateRange == valid)
      }
      #expect(app.simulation.diagnostics.entries(withCode: .displayLinkInvalidFrameRateRange).count == 4)
      link.invalidate()
    }
  }

  @Test func theFirstTickIsTheFirstRefreshAfterTheLinkIsAddedOnTheSimulationsGrid() throws {
    try withSimulatedApp { app in
      try app.advance(by: .milliseconds(503))
      let counter = RefreshCounter(runLoop: app.simulation.runLoop)
      let link = DisplayLink(target: counter, selector: RefreshCounter.step)
      link.add(to: .main, forMode: .default)
      try app.advance(by: .milliseconds(40))
      // 503 ms lies between refreshes 30 (500 ms) and 31.
      #expect(counter.calls.map(\.time) == [31, 32].map { refresh($0) })
      link.invalidate()
    }
  }

  @Test func aLinkOnADisplayOf120HertzTicksAtThatRate() throws {
    try withSimulatedApp { app in
      try app.simulation.service(SampleBufferRenderingSettings.self).setDisplayHertz(120)
      let counter = RefreshCounter(runLoop: app.simulation.runLoop)
      let link = DisplayLink(target: counter, selector: RefreshCounter.step)
      link.add(to: .main, forMode: .default)
      try app.advance(by: .seconds(1))
      #expect(counter.calls.count == 120)
      #expect(counter.calls.last?.duration == 1.0 / 120)
      link.invalidate()
    }
  }

  // add(to:forMode:): "You can associate a display link with multiple input modes"
  // (https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)); a run
  // loop source already in a mode is not added again (Core Foundation's CFRunLoopAddSource adds it
  // only when neither of the mode's source sets contains it: CFRunLoop.c in
  // https://github.com/apple/swift-corelibs-foundation).
  @Test func aLinkAddedTwiceOrToSeveralModesTicksOnceARefresh() throws {
    try withSimulatedApp { app in
      let counter = RefreshCounter(runLoop: app.simulation.runLoop)
      let link = DisplayLink(target: counter, selector: RefreshCounter.step)
      link.add(to: .main, forMode: .default)
      link.add(to: .main, forMode: .default)
      link.add(to: .current, forMode: .common)
      try app.advance(by: .milliseconds(100))
      #expect(counter.calls.map(\.time) == (1...6).map { refresh($0) })
      link.remove(from: .main, forMode: .default)
      try app.advance(by: .milliseconds(50))
      #expect(counter.calls.count == 9)
      link.remove(from: .main, forMode: .common)
      try app.advance(by: .milliseconds(50))
      #expect(counter.calls.count == 9)
      link.invalidate()
      #expect(app.simulation.diagnostics.entries.isEmpty)
    }
  }

  @Test func aLinkOnlyInAModeTheMainRunLoopDoesNotRunInNeverTicks() throws {
    try withSimulatedApp { app in
      let counter = RefreshCounter(runLoop: app.simulation.runLoop)
      let link = DisplayLink(target: counter, selector: RefreshCounter.step)
      link.add(to: .main, forMode: RunLoop.Mode("tracking"))
      try app.advance(by: .seconds(1))
      #expect(counter.calls.isEmpty)
      link.add(to: .main, forMode: .default)
      try app.advance(by: .milliseconds(20))
      #expect(counter.calls.map(\.time) == [refresh(61)])
      link.invalidate()
    }
  }

  // isPaused: "A Boolean value that states whether the display link's notifications to the target
  // are suspended" (https://developer.apple.com/documentation/quartzcore/cadisplaylink/ispaused).
  @Test func aPausedLinkDoesNotTickAndCostsNothingOverTheLongestAdvance() throws {
    try withSimulatedApp { app in
      let runLoop = app.simulation.runLoop
      let counter = RefreshCounter(runLoop: runLoop)
      let link = DisplayLink(target: counter, selector: RefreshCounter.step)
      link.add(to: .main, forMode: .default)
      link.isPaused = true
      // 518,400,000 refreshes: the run loop sets the paused link aside instead of running each.
      try runLoop.advance(by: MainRunLoop.maximumAdvanceSpan)
      #expect(counter.calls.isEmpty)
      #expect(runLoop.nextDeadline == refresh(518_400_001))
      link.isPaused = false
      try runLoop.advance(by: .milliseconds(20))
      #expect(counter.calls.map(\.time) == [refresh(518_400_001)])
      link.invalidate()
    }
  }

  @Test func aLinkUnpausedByAnotherTaskGetsTheRefreshDueNext() throws {
    try withSimulatedApp { app in
      let runLoop = app.simulation.runLoop
      let counter = RefreshCounter(runLoop: runLoop)
      let link = DisplayLink(target: counter, selector: RefreshCounter.step)
      link.isPaused = true
      link.add(to: .main, forMode: .default)
      runLoop.schedule(at: .milliseconds(505)) { link.isPaused = false }
      runLoop.schedule(at: .milliseconds(540)) { link.isPaused = true }
      try app.advance(by: .seconds(10))
      #expect(counter.calls.map(\.time) == [31, 32].map { refresh($0) })
      link.invalidate()
    }
  }

  // invalidate(): "Removes the display link from all run loop modes … and causes the display link to
  // release the target" (https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate());
  // init(target:selector:): "The newly constructed display link retains the target"
  // (https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)).
  @Test func theLinkHoldsItsTargetAndTheRunLoopHoldsTheLinkUntilInvalidated() throws {
    try withSimulatedApp(expectedDiagnostics: [.displayLinkInvalidated]) { app in
      var counter: RefreshCounter? = RefreshCounter(runLoop: app.simulation.runLoop)
      weak let target = counter
      weak var weakLink: DisplayLink?
      do {
        let link = DisplayLink(target: try #require(counter), selector: RefreshCounter.step)
        link.add(to: .main, forMode: .default)
        weakLink = link
      }
      counter = nil
      try app.advance(by: .milliseconds(50))
      #expect(target?.calls.count == 3)
      try #require(weakLink).invalidate()
      #expect(target == nil)
      try app.advance(by: .milliseconds(50))
      #expect(weakLink == nil)
      let other = RefreshCounter(runLoop: app.simulation.runLoop)
      let invalidated = DisplayLink(target: other, selector: RefreshCounter.step)
      invalidated.invalidate()
      invalidated.add(to: .main, forMode: .default)
      #expect(app.simulation.diagnostics.entries(withCode: .displayLinkInvalidated).count == 1)
    }
  }

  @Test func aMethodThatTakesNothingIsCalledOnEachTick() throws {
    try withSimulatedApp { app in
      @MainActor final class Ticks {
        var count = 0
        func tick() { count += 1 }
      }
      let ticks = Ticks()
      let link = DisplayLink(target: ticks, selector: Ticks.tick)
      link.add(to: .main, forMode: .default)
      try app.advance(by: .milliseconds(100))
      #expect(ticks.count == 6)
      link.invalidate()
    }
  }
}
