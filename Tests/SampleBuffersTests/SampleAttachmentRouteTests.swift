import Clocks
import CoreMediaTime
import Foundation
import SampleBuffers
import Testing

/// A ready sample buffer of a small NV12 picture due at `seconds`.
func makeSampleBuffer(at seconds: Int64 = 0) throws -> CMSampleBuffer {
  let picture = try CVPixelBuffer(
    width: 16, height: 16, pixelFormatType: kCVPixelFormatType_420YpCbCr8BiPlanarFullRange)
  return try CMSampleBuffer(
    imageBuffer: picture, formatDescription: CMVideoFormatDescription(imageBuffer: picture),
    sampleTiming: CMSampleTimingInfo(
      duration: .invalid, presentationTimeStamp: CMTime(value: seconds, timescale: 1),
      decodeTimeStamp: .invalid))
}

/// The attachment route as shipping iOS code writes it, unchanged.
func markForImmediateDisplay(_ sampleBuffer: CMSampleBuffer) {
  if let attachments = CMSampleBufferGetSampleAttachmentsArray(sampleBuffer, createIfNecessary: true) {
    let dictionary = unsafeBitCast(CFArrayGetValueAtIndex(attachments, 0), to: CFMutableDictionary.self)
    CFDictionarySetValue(
      dictionary, Unmanaged.passUnretained(kCMSampleAttachmentKey_DisplayImmediately).toOpaque(),
      Unmanaged.passUnretained(kCFBooleanTrue).toOpaque())
  }
}

@Suite struct SampleAttachmentRouteTests {
  @Test func theCoreFoundationRouteSetsDisplayImmediatelyAndReadsItBackAsACFBoolean() throws {
    let sample = try makeSampleBuffer()
    #expect(CMSampleBufferGetSampleAttachmentsArray(sample, createIfNecessary: false) == nil)
    #expect(!sample.displaysImmediately)
    markForImmediateDisplay(sample)
    #expect(sample.displaysImmediately && !sample.isNotForDisplay)

    let attachments = try #require(CMSampleBufferGetSampleAttachmentsArray(sample, createIfNecessary: false))
    #expect(CFArrayGetCount(attachments) == 1)
    let dictionary = unsafeBitCast(CFArrayGetValueAtIndex(attachments, 0), to: CFDictionary.self)
    let key = Unmanaged.passUnretained(kCMSampleAttachmentKey_DisplayImmediately).toOpaque()
    #expect(CFDictionaryContainsKey(dictionary, key))
    #expect(CFDictionaryGetCount(dictionary) == 1)
    let value = unsafeBitCast(CFDictionaryGetValue(dictionary, key), to: CFBoolean.self)
    #expect(value === kCFBooleanTrue && CFBooleanGetValue(value))
    #expect(sample.sampleAttachments[0][.displayImmediately] as? Bool == true)
  }

  @Test func theAttachmentDictionaryOutlivesItsSampleBufferAndStillTakesWrites() throws {
    weak var ended: CMSampleBuffer?
    let attachments: CFArray = try {
      let sample = try makeSampleBuffer()
      ended = sample
      return try #require(CMSampleBufferGetSampleAttachmentsArray(sample, createIfNecessary: true))
    }()
    #expect(ended == nil)
    // A new buffer may take the ended one's memory: writes to the old dictionary must not reach it.
    let fresh = try makeSampleBuffer()
    // The dictionary no longer writes the ended buffer's display flags; it is still a dictionary.
    let dictionary = unsafeBitCast(CFArrayGetValueAtIndex(attachments, 0), to: CFMutableDictionary.self)
    let key = Unmanaged.passUnretained(kCMSampleAttachmentKey_DisplayImmediately).toOpaque()
    CFDictionarySetValue(dictionary, key, Unmanaged.passUnretained(kCFBooleanTrue).toOpaque())
    #expect(CFDictionaryContainsKey(dictionary, key))
    #expect(!fresh.displaysImmediately)
    CFDictionaryRemoveValue(dictionary, key)
    #expect(CFDictionaryGetCount(dictionary) == 0)
  }

  @Test func falseAndRemovalClearTheAttachmentWhateverTheSpelling() throws {
    let sample = try makeSampleBuffer()
    markForImmediateDisplay(sample)
    let attachments = try #require(CMSampleBufferGetSampleAttachmentsArray(sample, createIfNecessary: true))
    let dictionary = unsafeBitCast(CFArrayGetValueAtIndex(attachments, 0), to: CFMutableDictionary.self)
    let key = Unmanaged.passUnretained(kCMSampleAttachmentKey_DisplayImmediately).toOpaque()
    CFDictionarySetValue(dictionary, key, Unmanaged.passUnretained(kCFBooleanFalse).toOpaque())
    #expect(!sample.displaysImmediately)
    #expect(!CFBooleanGetValue(unsafeBitCast(CFDictionaryGetValue(dictionary, key), to: CFBoolean.self)))
    sample.sampleAttachments[0][.displayImmediately] = true
    #expect(sample.displaysImmediately)
    CFDictionaryRemoveValue(dictionary, key)
    #expect(!sample.displaysImmediately && !CFDictionaryContainsKey(dictionary, key))
    #expect(CFDictionaryGetValue(dictionary, key) == nil)
  }

  @Test func theFoundationSpellingsReachTheSameDictionary() throws {
    let sample = try makeSampleBuffer()
    let array = try #require(CMSampleBufferGetSampleAttachmentsArray(sample, createIfNecessary: true))
    let dictionary = array[0] as! NSMutableDictionary
    dictionary[kCMSampleAttachmentKey_DoNotDisplay] = true
    #expect(sample.isNotForDisplay)
    let bridged = try #require(array as? [NSMutableDictionary])
    #expect(bridged.count == 1 && bridged[0] === dictionary)
    bridged[0][kCMSampleAttachmentKey_DisplayImmediately as String] = kCFBooleanTrue
    #expect(sample.displaysImmediately)
    dictionary.removeObject(forKey: kCMSampleAttachmentKey_DoNotDisplay)
    #expect(!sample.isNotForDisplay && sample.displaysImmediately)
    #expect(CMSampleBufferGetSampleAttachmentsArray(sample, createIfNecessary: true) === array)
  }

  @Test func keysTheLayerDoesNotActOnAreKeptUnderCoreMediaNames() throws {
    let sample = try makeSampleBuffer()
    let array = try #require(CMSampleBufferGetSampleAttachmentsArray(sample, createIfNecessary: true))
    let dictionary = unsafeBitCast(CFArrayGetValueAtIndex(array, 0), to: CFMutableDictionary.self)
    for key in [
      kCMSampleAttachmentKey_NotSync, kCMSampleAttachmentKey_DependsOnOthers,
      kCMSampleAttachmentKey_IsDependedOnByOthers,
    ] {
      CFDictionarySetValue(
        dictionary, Unmanaged.passUnretained(key).toOpaque(),
        Unmanaged.passUnretained(kCFBooleanTrue).toOpaque())
    }
    #expect(CFDictionaryGetCount(dictionary) == 3)
    #expect(sample.sampleAttachments[0][.notSync] as? Bool == true)
    #expect(sample.sampleAttachments[0][.isDependedOnByOthers] as? Bool == true)
    #expect(!sample.displaysImmediately && !sample.isNotForDisplay)
    #expect((kCMSampleAttachmentKey_DisplayImmediately as String) == "DisplayImmediately")
    #expect(
      (kCMSampleBufferAttachmentKey_ResetDecoderBeforeDecoding as String) == "ResetDecoderBeforeDecoding")
  }

  @Test func bufferLevelAttachmentsKeepTheirModeAndStayApartFromTheSample() throws {
    let sample = try makeSampleBuffer()
    CMSetAttachment(
      sample, key: kCMSampleBufferAttachmentKey_ResetDecoderBeforeDecoding, value: kCFBooleanTrue,
      attachmentMode: kCMAttachmentMode_ShouldPropagate)
    CMSetAttachment(
      sample, key: kCMSampleAttachmentKey_DisplayImmediately, value: kCFBooleanTrue,
      attachmentMode: kCMAttachmentMode_ShouldNotPropagate)
    var mode = CMAttachmentMode(99)
    let value = CMGetAttachment(
      sample, key: kCMSampleBufferAttachmentKey_ResetDecoderBeforeDecoding, attachmentModeOut: &mode)
    #expect(value === kCFBooleanTrue && mode == kCMAttachmentMode_ShouldPropagate)
    // A buffer-level attachment is not the sample's: the layer reads only the sample's.
    #expect(!sample.displaysImmediately)
    #expect(CMSampleBufferGetSampleAttachmentsArray(sample, createIfNecessary: false) == nil)
    CMRemoveAttachment(sample, key: kCMSampleBufferAttachmentKey_ResetDecoderBeforeDecoding)
    #expect(
      CMGetAttachment(
        sample, key: kCMSampleBufferAttachmentKey_ResetDecoderBeforeDecoding, attachmentModeOut: nil)
        == nil)
    CMRemoveAllAttachments(sample)
    #expect(
      CMGetAttachment(sample, key: kCMSampleAttachmentKey_DisplayImmediately, attachmentModeOut: nil) == nil)
  }

  @Test func anIndexOutOfRangeGivesNullAndNullCollectionsChangeNothing() throws {
    let sample = try makeSampleBuffer()
    let array = try #require(CMSampleBufferGetSampleAttachmentsArray(sample, createIfNecessary: true))
    #expect(CFArrayGetValueAtIndex(array, 1) == nil)
    #expect(CFArrayGetValueAtIndex(array, -1) == nil)
    #expect(CFArrayGetValueAtIndex(nil, 0) == nil && CFArrayGetCount(nil) == 0)
    let key = Unmanaged.passUnretained(kCMSampleAttachmentKey_DisplayImmediately).toOpaque()
    let yes = Unmanaged.passUnretained(kCFBooleanTrue).toOpaque()
    CFDictionarySetValue(nil, key, yes)
    #expect(!CFDictionaryContainsKey(nil, key) && CFDictionaryGetCount(nil) == 0)
    #expect(CFDictionaryGetValue(nil, key) == nil)
    let dictionary = unsafeBitCast(CFArrayGetValueAtIndex(array, 0), to: CFMutableDictionary.self)
    CFDictionarySetValue(dictionary, nil, yes)
    CFDictionarySetValue(dictionary, key, nil)
    #expect(CFDictionaryGetCount(dictionary) == 0 && !sample.displaysImmediately)
  }

  @Test func theFunctionsWorkOnFoundationDictionariesToo() {
    let dictionary = NSMutableDictionary()
    let key: CFString = "Key"
    let keyPointer = Unmanaged.passUnretained(key).toOpaque()
    CFDictionaryAddValue(dictionary, keyPointer, Unmanaged.passUnretained(kCFBooleanTrue).toOpaque())
    CFDictionaryAddValue(dictionary, keyPointer, Unmanaged.passUnretained(kCFBooleanFalse).toOpaque())
    #expect(
      CFBooleanGetValue(unsafeBitCast(CFDictionaryGetValue(dictionary, keyPointer), to: CFBoolean.self)))
    let other: CFString = "Other"
    let otherPointer = Unmanaged.passUnretained(other).toOpaque()
    CFDictionaryReplaceValue(dictionary, otherPointer, Unmanaged.passUnretained(kCFBooleanTrue).toOpaque())
    #expect(CFDictionaryGetCount(dictionary) == 1 && !CFDictionaryContainsKey(dictionary, otherPointer))
    CFDictionaryReplaceValue(dictionary, keyPointer, Unmanaged.passUnretained(kCFBooleanFalse).toOpaque())
    #expect(
      !CFBooleanGetValue(unsafeBitCast(CFDictionaryGetValue(dictionary, keyPointer), to: CFBoolean.self)))
    #expect(dictionary["Key"] as? Bool == false)
    CFDictionaryRemoveAllValues(dictionary)
    #expect(CFDictionaryGetCount(dictionary) == 0)
  }
}

/// Other shapes shipping code gives the same write.
@Suite struct SampleAttachmentVariantTests {
  @Test func aHelperTakingTheOverlaysKeyAndABooleanWritesThroughItsRawValue() throws {
    let sample = try makeSampleBuffer()
    func setAttachmentValue(for key: CMSampleBuffer.PerSampleAttachmentsDictionary.Key, value: Bool) {
      guard
        let attachments: CFArray = CMSampleBufferGetSampleAttachmentsArray(sample, createIfNecessary: true),
        0 < CFArrayGetCount(attachments)
      else { return }
      let attachment = unsafeBitCast(CFArrayGetValueAtIndex(attachments, 0), to: CFMutableDictionary.self)
      CFDictionarySetValue(
        attachment, Unmanaged.passUnretained(key.rawValue).toOpaque(),
        Unmanaged.passUnretained(value ? kCFBooleanTrue : kCFBooleanFalse).toOpaque())
    }
    setAttachmentValue(for: .displayImmediately, value: true)
    #expect(sample.displaysImmediately)
    setAttachmentValue(for: .displayImmediately, value: false)
    #expect(!sample.displaysImmediately)
    setAttachmentValue(for: .dependsOnOthers, value: false)
    let values = sample.sampleAttachments.compactMap { $0[.dependsOnOthers] as? Bool }
    #expect(values == [false])
  }

  @Test func iteratingTheArrayAsNSArrayFindsTheMutableDictionary() throws {
    let sample = try makeSampleBuffer()
    guard let attachments = CMSampleBufferGetSampleAttachmentsArray(sample, createIfNecessary: true) else {
      Issue.record("no attachments array")
      return
    }
    var found = 0
    for attachment in attachments as NSArray {
      if let dictionary = attachment as? NSMutableDictionary {
        dictionary[kCMSampleAttachmentKey_DisplayImmediately as String] = true
        found += 1
      }
    }
    #expect(found == 1 && sample.displaysImmediately)
    let raw = unsafeBitCast(kCMSampleAttachmentKey_DisplayImmediately, to: UnsafeRawPointer.self)
    let dictionary = unsafeBitCast(CFArrayGetValueAtIndex(attachments, 0), to: CFDictionary.self)
    #expect(CFDictionaryGetValue(dictionary, raw) == unsafeBitCast(kCFBooleanTrue, to: UnsafeRawPointer.self))
  }
}
