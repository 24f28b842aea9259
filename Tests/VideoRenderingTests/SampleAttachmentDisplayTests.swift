import Clocks
import CoreMediaTime
import Foundation
import PiPSimTesting
import PixelBuffers
import RenderPipeline
import Runtime
import SampleBuffers
import Testing
import VideoRendering
import ViewHierarchy

/// A sample buffer of a painted 64 x 36 NV12 picture due `seconds` after the host clock's now.
@MainActor
private func sampleBuffer(index: Int64, dueIn seconds: Int64) throws -> CMSampleBuffer {
  try sampleBuffer(
    index: index, presentedAt: CMClockGetHostTimeClock().time + CMTime(value: seconds, timescale: 1))
}

/// A sample buffer whose picture is frame `index`'s test pattern, with the presentation time `time`.
private func sampleBuffer(index: Int64, presentedAt time: CMTime) throws -> CMSampleBuffer {
  let picture = try CVPixelBuffer(
    width: 64, height: 36, pixelFormatType: kCVPixelFormatType_420YpCbCr8BiPlanarFullRange)
  picture.frame.paintTestPattern(frameIndex: index)
  return try CMSampleBuffer(
    imageBuffer: picture, formatDescription: CMVideoFormatDescription(imageBuffer: picture),
    sampleTiming: CMSampleTimingInfo(
      duration: .invalid,
      presentationTimeStamp: time, decodeTimeStamp: .invalid))
}

/// Sets a Boolean sample attachment exactly as shipping iOS code does.
private func setSampleAttachment(_ key: CFString, of sampleBuffer: CMSampleBuffer) {
  if let attachments = CMSampleBufferGetSampleAttachmentsArray(sampleBuffer, createIfNecessary: true) {
    let dictionary = unsafeBitCast(CFArrayGetValueAtIndex(attachments, 0), to: CFMutableDictionary.self)
    CFDictionarySetValue(
      dictionary, Unmanaged.passUnretained(key).toOpaque(),
      Unmanaged.passUnretained(kCFBooleanTrue).toOpaque())
  }
}

/// The checksum of the picture `sampleBuffer(index:dueIn:)` paints for `index`.
private func expectedChecksum(index: Int64) throws -> UInt32 {
  let expected = try PixelBuffer(width: 64, height: 36, format: .nv12)
  expected.paintTestPattern(frameIndex: index)
  return expected.visibleChecksum()
}

@MainActor
@Suite struct SampleAttachmentDisplayTests {
  @Test func aFarFutureFrameWithDisplayImmediatelyIsShownAtTheNextTickAndWithoutItIsNot() throws {
    try withSimulatedApp { app in
      let layer = SampleBufferDisplayLayer()
      app.rootViewController?.view.layer.addSublayer(layer)
      layer.enqueue(try sampleBuffer(index: 1, dueIn: 3_600))
      try app.advance(by: .milliseconds(20))
      #expect(layer.presentedFrame == nil)

      let immediate = try sampleBuffer(index: 2, dueIn: 3_600)
      setSampleAttachment(kCMSampleAttachmentKey_DisplayImmediately, of: immediate)
      layer.enqueue(immediate)
      try app.advance(by: .milliseconds(17))  // one 60 Hz tick
      let shown = try #require(layer.presentedFrame)
      #expect(shown.checksum == (try expectedChecksum(index: 2)))
      let accounting = layer.sampleBufferRenderer.pipeline.accounting()
      // The frame enqueued before it is superseded, as the attachment replaces what was queued.
      #expect(accounting.presented == 1 && accounting.dropped(.superseded) == 1 && accounting.isBalanced)
    }
  }

  @Test func aDoNotDisplayFrameIsNeverShownAndIsAccountedAsDroppedForIt() throws {
    try withSimulatedApp { app in
      let layer = SampleBufferDisplayLayer()
      app.rootViewController?.view.layer.addSublayer(layer)
      let hidden = try sampleBuffer(index: 1, dueIn: 0)
      setSampleAttachment(kCMSampleAttachmentKey_DoNotDisplay, of: hidden)
      layer.enqueue(hidden)
      #expect(layer.status == .rendering)
      try app.advance(by: .milliseconds(100))
      #expect(layer.presentedFrame == nil)
      var accounting = layer.sampleBufferRenderer.pipeline.accounting()
      #expect(accounting.pushed == 1 && accounting.dropped(.doNotDisplay) == 1)
      #expect(accounting.presented == 0 && accounting.isBalanced)

      layer.enqueue(try sampleBuffer(index: 2, dueIn: 0))
      try app.advance(by: .milliseconds(20))
      #expect(layer.presentedFrame?.checksum == (try expectedChecksum(index: 2)))
      accounting = layer.sampleBufferRenderer.pipeline.accounting()
      #expect(accounting.pushed == 2 && accounting.presented == 1 && accounting.isBalanced)
    }
  }

  /// A presentation time that is no time is neither "due at zero" nor late: it has a diagnostic and
  /// a drop reason of its own; the same frame displayed immediately needs no time and is shown.
  @Test(arguments: [
    CMTime(value: .max, timescale: 1), .invalid, .indefinite, .positiveInfinity, .negativeInfinity,
  ])
  func aFrameWhoseTimeIsNoTimeIsDiagnosedAndDroppedForThat(time: CMTime) throws {
    try withSimulatedApp(expectedDiagnostics: [.sampleBufferInvalidTime]) { app in
      let layer = SampleBufferDisplayLayer()
      app.rootViewController?.view.layer.addSublayer(layer)
      let untimed = try sampleBuffer(index: 1, presentedAt: time)
      layer.enqueue(untimed)
      try app.advance(by: .milliseconds(100))
      #expect(layer.presentedFrame == nil)
      let accounting = layer.sampleBufferRenderer.pipeline.accounting()
      #expect(
        accounting.pushed == 1 && accounting.dropped(.invalidTime) == 1 && accounting.dropped(.late) == 0)
      #expect(accounting.isBalanced)
      let diagnostics = app.diagnostics.entries(withCode: .sampleBufferInvalidTime)
      #expect(diagnostics.count == 1 && diagnostics.first?.message.contains("\(time)") == true)

      let immediate = try sampleBuffer(index: 2, presentedAt: time)
      setSampleAttachment(kCMSampleAttachmentKey_DisplayImmediately, of: immediate)
      layer.enqueue(immediate)
      try app.advance(by: .milliseconds(20))
      #expect(layer.presentedFrame?.checksum == (try expectedChecksum(index: 2)))
      #expect(app.diagnostics.entries(withCode: .sampleBufferInvalidTime).count == 1)
    }
  }

  @Test func theAttachmentIsReadAtEnqueueSoALaterChangeDoesNotReachTheQueuedFrame() throws {
    try withSimulatedApp { app in
      let layer = SampleBufferDisplayLayer()
      app.rootViewController?.view.layer.addSublayer(layer)
      let late = try sampleBuffer(index: 1, dueIn: 3_600)
      layer.enqueue(late)
      setSampleAttachment(kCMSampleAttachmentKey_DisplayImmediately, of: late)
      try app.advance(by: .milliseconds(50))
      #expect(layer.presentedFrame == nil)
    }
  }
}
