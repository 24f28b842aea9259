import Clocks
import CoreMediaTime
import Dispatch
import Foundation
import PiPSimTesting
import PixelBuffers
import Runtime
import SampleBuffers
import Testing
import Tracing
import VideoRendering
import ViewHierarchy

/// A view backed by a sample-buffer display layer, as video views declare it on iOS.
@MainActor
private final class SampleBufferView: View {
  override class var layerClass: AnyClass { SampleBufferDisplayLayer.self }

  var displayLayer: SampleBufferDisplayLayer { layer as! SampleBufferDisplayLayer }
}

/// Makes sample buffers of painted pictures, as an app's renderer does.
private struct PictureMaker {
  let pool: CVPixelBufferPool

  init() throws {
    pool = try CVPixelBufferPool(
      width: 64, height: 36, pixelFormatType: kCVPixelFormatType_420YpCbCr8BiPlanarFullRange,
      minimumBufferCount: 4)
  }

  func sample(index: Int64, at time: CMTime, immediately: Bool = false) throws -> CMSampleBuffer {
    let picture = try pool.makePixelBuffer()
    picture.frame.paintTestPattern(frameIndex: index)
    let sample = try CMSampleBuffer(
      imageBuffer: picture, formatDescription: CMVideoFormatDescription(imageBuffer: picture),
      sampleTiming: CMSampleTimingInfo(
        duration: .invalid, presentationTimeStamp: time, decodeTimeStamp: .invalid))
    if immediately { sample.sampleAttachments[0][.displayImmediately] = true }
    return sample
  }
}

@MainActor
@Suite struct SampleBufferDisplayLayerTests {
  @Test func aViewWhoseLayerClassIsTheDisplayLayerGetsOneAndShowsWhatIsEnqueuedWhenDue() throws {
    try withSimulatedApp { app in
      let view = SampleBufferView(frame: CGRect(x: 0, y: 0, width: 160, height: 90))
      app.rootViewController?.view.addSubview(view)
      let layer = view.displayLayer
      #expect(layer.status == .unknown)
      let maker = try PictureMaker()
      let host = CMClockGetHostTimeClock()
      layer.enqueue(try maker.sample(index: 1, at: host.time + CMTime(value: 1, timescale: 10)))
      #expect(layer.status == .rendering)
      try app.advance(by: .milliseconds(50))
      #expect(layer.presentedFrame == nil)
      try app.advance(by: .milliseconds(70))
      let shown = try #require(layer.presentedFrame)
      let expected = try PixelBuffer(width: 64, height: 36, format: .nv12)
      expected.paintTestPattern(frameIndex: 1)
      #expect(shown.checksum == expected.visibleChecksum())
      let accounting = layer.sampleBufferRenderer.pipeline.accounting()
      #expect(accounting.pushed == 1 && accounting.presented == 1 && accounting.isBalanced)
    }
  }

  /// AVFoundation's queue retains each sample buffer until its frame is done with: the app may let
  /// go of the sample buffer and its picture as soon as it has enqueued them. Both stay alive while
  /// the frame is queued and on screen, and go when the next frame replaces it.
  @Test func theLayerHoldsAnEnqueuedSampleBufferUntilItsFrameLeavesTheScreen() throws {
    try withSimulatedApp { app in
      let layer = SampleBufferDisplayLayer()
      app.rootViewController?.view.layer.addSublayer(layer)
      let maker = try PictureMaker()
      weak var firstSample: CMSampleBuffer?
      weak var firstPicture: CVPixelBuffer?
      do {
        // Unpooled: a pool keeps its buffers for reuse.
        let picture = try CVPixelBuffer(
          width: 64, height: 36, pixelFormatType: kCVPixelFormatType_420YpCbCr8BiPlanarFullRange)
        let sample = try CMSampleBuffer(
          imageBuffer: picture, formatDescription: CMVideoFormatDescription(imageBuffer: picture),
          sampleTiming: CMSampleTimingInfo(
            duration: .invalid, presentationTimeStamp: .zero, decodeTimeStamp: .invalid))
        sample.sampleAttachments[0][.displayImmediately] = true
        firstSample = sample
        firstPicture = picture
        layer.enqueue(sample)
      }
      #expect(firstSample != nil && firstPicture != nil)
      try app.advance(by: .milliseconds(20))
      #expect(layer.sampleBufferRenderer.pipeline.accounting().presented == 1)
      #expect(firstSample != nil && firstPicture != nil)
      layer.enqueue(try maker.sample(index: 2, at: .zero, immediately: true))
      try app.advance(by: .milliseconds(20))
      #expect(layer.sampleBufferRenderer.pipeline.accounting().presented == 2)
      #expect(firstSample == nil && firstPicture == nil)
    }
  }

  @Test func aControlTimebaseDecidesWhenFramesShowAndDisplayImmediatelyIgnoresIt() throws {
    try withSimulatedApp { app in
      let layer = SampleBufferDisplayLayer()
      app.rootViewController?.view.layer.addSublayer(layer)
      let timebase = try CMTimebase(sourceClock: CMClockGetHostTimeClock())
      layer.controlTimebase = timebase
      let maker = try PictureMaker()
      layer.enqueue(try maker.sample(index: 1, at: .zero))
      layer.enqueue(try maker.sample(index: 2, at: CMTime(value: 1, timescale: 2)))
      try app.advance(by: .seconds(1))
      #expect(layer.sampleBufferRenderer.pipeline.accounting().presented == 1)
      try timebase.setRate(1)
      try app.advance(by: .milliseconds(600))
      #expect(layer.sampleBufferRenderer.pipeline.accounting().presented == 2)
      try timebase.setRate(0)
      layer.enqueue(try maker.sample(index: 3, at: CMTime(value: 100, timescale: 1), immediately: true))
      try app.advance(by: .milliseconds(20))
      #expect(layer.sampleBufferRenderer.pipeline.accounting().presented == 3)
    }
  }

  @Test func leavingTheAppWithoutPictureInPictureInterruptsTheLayerUntilAFlush() throws {
    try withSimulatedApp { app in
      let layer = SampleBufferDisplayLayer()
      app.rootViewController?.view.layer.addSublayer(layer)
      let maker = try PictureMaker()
      layer.enqueue(try maker.sample(index: 1, at: .zero, immediately: true))
      app.enterBackground()
      app.runUntilIdle()
      #expect(layer.status == .failed)
      #expect(layer.requiresFlushToResumeDecoding && !layer.isReadyForMoreMediaData)
      #expect((layer.error as? NSError)?.code == -11_847)
      layer.enqueue(try maker.sample(index: 2, at: .zero, immediately: true))
      #expect(layer.sampleBufferRenderer.ignoredWhileFailedCount == 1)
      let accounting = layer.sampleBufferRenderer.pipeline.accounting()
      #expect(accounting.pushed == 2 && accounting.dropped(.interrupted) == 1)
      app.enterForeground()
      layer.flush()
      #expect(layer.status == .unknown && layer.error == nil && !layer.requiresFlushToResumeDecoding)
      layer.enqueue(try maker.sample(index: 3, at: .zero, immediately: true))
      #expect(layer.status == .rendering)
    }
  }

  @Test func aFullQueueSaysSoAndAMediaDataRequestFillsItAtEachTick() throws {
    try withSimulatedApp(expectedDiagnostics: [.sampleBufferSettingRefused]) { app in
      app.simulation.service(SampleBufferRenderingSettings.self).queueCapacity = 3
      let layer = SampleBufferDisplayLayer()
      app.rootViewController?.view.layer.addSublayer(layer)
      let maker = try PictureMaker()
      for index in 0..<3 {
        layer.enqueue(try maker.sample(index: Int64(index), at: CMTime(value: 10, timescale: 1)))
      }
      #expect(!layer.isReadyForMoreMediaData)
      layer.flush()
      try app.advance(by: .milliseconds(20))
      #expect(layer.isReadyForMoreMediaData)
      nonisolated(unsafe) var made: Int64 = 10
      let queue = DispatchQueue(label: "video")
      layer.requestMediaDataWhenReady(on: queue) {
        while layer.isReadyForMoreMediaData {
          made += 1
          layer.enqueue(try! maker.sample(index: made, at: .zero, immediately: true))
        }
      }
      try app.advance(by: .milliseconds(100))
      #expect(made - 10 >= 6, "a tick every 1/60 s in 100 ms, each filling the room it made")
      layer.stopRequestingMediaData()
      let after = made
      try app.advance(by: .milliseconds(100))
      #expect(made == after)
      let accounting = layer.sampleBufferRenderer.pipeline.accounting()
      #expect(accounting.dropped(.flushed) == 3 && accounting.isBalanced)
      app.simulation.service(SampleBufferRenderingSettings.self).queueCapacity = 0
      #expect(app.simulation.service(SampleBufferRenderingSettings.self).queueCapacity == 3)
    }
  }

  @Test func twoThreadsEnqueueingWhileTheMainThreadTicksAndFlushesLoseNoFrame() throws {
    try withSimulatedApp { app in
      let layer = SampleBufferDisplayLayer()
      app.rootViewController?.view.layer.addSublayer(layer)
      let maker = try PictureMaker()
      let samples = try (0..<4).map { index in
        try maker.sample(index: Int64(index), at: .zero, immediately: index.isMultiple(of: 2))
      }
      let perThread = 2_000
      let group = DispatchGroup()
      for thread in 0..<2 {
        DispatchQueue.global().async(group: group) {
          for index in 0..<perThread {
            if index.isMultiple(of: 50) { layer.controlTimebase = nil }
            layer.enqueue(samples[2 * thread + index % 2])
          }
        }
      }
      while group.wait(timeout: .now()) == .timedOut {
        try app.advance(by: .milliseconds(17))
        layer.flush()
      }
      try app.advance(by: .milliseconds(17))
      // Each enqueue is counted once whatever interleaving the threads took (one producer at a time).
      let accounting = layer.sampleBufferRenderer.pipeline.accounting()
      #expect(accounting.pushed == 2 * perThread)
      #expect(accounting.isBalanced, "\(accounting)")
      #expect(accounting.inFlight == 0)
    }
  }

  @Test func aMediaDataRequestOnTheMainQueueRunsInTheTickItself() throws {
    try withSimulatedApp { app in
      let layer = SampleBufferDisplayLayer()
      app.rootViewController?.view.layer.addSublayer(layer)
      let maker = try PictureMaker()
      nonisolated(unsafe) var requests: [MediaTime] = []
      // `DispatchQueue.main` is a new object at each read on Linux: the layer must still see that it
      // is already on the main queue, or its `sync` onto it would never return.
      layer.requestMediaDataWhenReady(on: DispatchQueue.main) {
        MainActor.assumeIsolated { requests.append(app.now) }
        layer.enqueue(try! maker.sample(index: Int64(requests.count), at: .zero, immediately: true))
      }
      try app.advance(by: .milliseconds(50))
      #expect(requests.count == 4, "one request per 1/60 s tick: at 0, 16.7, 33.3 and 50 ms")
      #expect(requests.first == .zero)
      #expect(layer.sampleBufferRenderer.pipeline.accounting().isBalanced)
    }
  }

  @Test func flushAndRemoveImageTakesThePictureAwayAtTheNextTick() throws {
    try withSimulatedApp { app in
      let layer = SampleBufferDisplayLayer()
      app.rootViewController?.view.layer.addSublayer(layer)
      let maker = try PictureMaker()
      layer.enqueue(try maker.sample(index: 1, at: .zero, immediately: true))
      try app.advance(by: .milliseconds(20))
      #expect(layer.presentedFrame != nil)
      layer.flushAndRemoveImage()
      try app.advance(by: .milliseconds(20))
      #expect(layer.presentedFrame == nil)
      #expect(maker.pool.bufferCount == 4)
    }
  }

  @Test func aLayerTakenOutOfTheTreeKeepsItsQueueAndShowsTheCurrentPictureWhenPutBack() throws {
    try withSimulatedApp { app in
      let root = try #require(app.rootViewController?.view)
      let layer = SampleBufferDisplayLayer()
      root.layer.addSublayer(layer)
      let maker = try PictureMaker()
      layer.enqueue(try maker.sample(index: 1, at: .zero, immediately: true))
      try app.advance(by: .milliseconds(20))
      layer.removeFromSuperlayer()
      layer.enqueue(try maker.sample(index: 2, at: .zero, immediately: true))
      try app.advance(by: .milliseconds(20))
      #expect(layer.status == .rendering)
      let expected = try PixelBuffer(width: 64, height: 36, format: .nv12)
      expected.paintTestPattern(frameIndex: 2)
      #expect(layer.presentedFrame?.checksum == expected.visibleChecksum())
      root.layer.addSublayer(layer)
      #expect(layer.presentedFrame?.checksum == expected.visibleChecksum())
      #expect(layer.sampleBufferRenderer.pipeline.accounting().presented == 2)
    }
  }

  @Test func enqueuedFramesAreTracedOnTheLayersOwnTracks() throws {
    try withSimulatedApp(tracing: true) { app in
      let layer = SampleBufferDisplayLayer()
      app.rootViewController?.view.layer.addSublayer(layer)
      let maker = try PictureMaker()
      layer.enqueue(try maker.sample(index: 1, at: .zero, immediately: true))
      try app.advance(by: .milliseconds(20))
      let snapshot = app.simulation.trace.snapshot()
      let names = Set(snapshot.tracks.map(\.name))
      #expect(names.isSuperset(of: ["sample-buffer layer 1 enqueue", "sample-buffer layer 1 renderer"]))
      #expect(
        snapshot.events.map(\.name).filter { $0.hasPrefix("frame.") } == ["frame.pushed", "frame.presented"])
    }
  }

  @Test func anInterruptionIsObservableTracedAndPostedAndTheFlushThatEndsItToo() throws {
    // "When an app enters a state where use of video decoder resources isn't permissible, the value
    // of this property changes to true and the display layer's status changes to failed"
    // (https://developer.apple.com/documentation/avfoundation/avsamplebufferdisplaylayer/requiresflushtoresumedecoding),
    // with AVSampleBufferDisplayLayerRequiresFlushToResumeDecodingDidChangeNotification
    // (https://developer.apple.com/documentation/avfoundation/avsamplebufferdisplaylayerrequiresflushtoresumedecodingdidchangenotification).
    try withSimulatedApp(tracing: true) { app in
      let layer = SampleBufferDisplayLayer()
      app.rootViewController?.view.layer.addSublayer(layer)
      let maker = try PictureMaker()
      var statuses: [QueuedSampleBufferRenderingStatus?] = []
      var needsFlush: [Bool?] = []
      let statusToken = layer.observe(\.status, options: [.new]) { _, change in
        statuses.append(change.newValue)
      }
      let flushToken = layer.observe(\.requiresFlushToResumeDecoding, options: [.new]) { _, change in
        needsFlush.append(change.newValue)
      }
      let notifications = NotificationRecorder(
        [
          SampleBufferDisplayLayer.failedToDecodeNotification,
          SampleBufferDisplayLayer.requiresFlushToResumeDecodingDidChangeNotification,
        ], from: layer)
      layer.enqueue(try maker.sample(index: 1, at: .zero, immediately: true))
      app.enterBackground()
      app.runUntilIdle()
      let failure = try #require(notifications.notifications.first)
      let error = failure.userInfo?[SampleBufferDisplayLayer.failedToDecodeErrorKey] as? NSError
      #expect(error?.code == -11_847)
      layer.enqueue(try maker.sample(index: 2, at: .zero, immediately: true))
      app.enterForeground()
      layer.flush()
      #expect(statuses == [.rendering, .failed, .unknown])
      #expect(needsFlush == [true, false])
      #expect(
        notifications.names == [
          SampleBufferDisplayLayer.failedToDecodeNotification,
          SampleBufferDisplayLayer.requiresFlushToResumeDecodingDidChangeNotification,
          SampleBufferDisplayLayer.requiresFlushToResumeDecodingDidChangeNotification,
        ])
      let events = app.simulation.trace.snapshot().events
      #expect(
        events.map(\.name).filter { $0.hasPrefix("sampleBuffer.") } == [
          "sampleBuffer.interrupted", "sampleBuffer.resumed",
        ])
      let drop = try #require(events.first { $0.name == "frame.dropped" })
      #expect(drop.arguments["reason"] == .string("interrupted"))
      _ = (statusToken, flushToken)
    }
  }

  @Test func aFrameShownImmediatelyHasNoPresentationTimeAndATimedOneHasItsOwn() throws {
    // A display-immediately frame is shown "regardless of" its timestamp
    // (https://developer.apple.com/documentation/coremedia/kcmsampleattachmentkey_displayimmediately),
    // so it reports none rather than a sentinel.
    try withSimulatedApp { app in
      let layer = SampleBufferDisplayLayer()
      app.rootViewController?.view.layer.addSublayer(layer)
      let maker = try PictureMaker()
      layer.enqueue(try maker.sample(index: 1, at: .zero, immediately: true))
      try app.advance(by: .milliseconds(20))
      let immediate = try #require(layer.presentedFrame)
      #expect(immediate.presentationTime == nil)
      let due = CMTimeAdd(CMClockGetTime(CMClockGetHostTimeClock()), CMTime(value: 1, timescale: 10))
      layer.enqueue(try maker.sample(index: 2, at: due))
      try app.advance(by: .milliseconds(200))
      let timed = try #require(layer.presentedFrame)
      #expect(timed.presentationTime.map { CMTimeCompare($0, due) } == 0)
    }
  }
}
