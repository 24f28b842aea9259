import Foundation

/// Whether an attachment is copied to buffers derived from the one it is set on
/// (`CMAttachmentMode`).
public typealias CMAttachmentMode = UInt32

/// The attachment stays with its buffer (`kCMAttachmentMode_ShouldNotPropagate`).
public let kCMAttachmentMode_ShouldNotPropagate: CMAttachmentMode = 0
/// The attachment is copied to derived buffers (`kCMAttachmentMode_ShouldPropagate`).
///
/// - Note: Stored only; not simulated (PiPSim derives no buffers).
public let kCMAttachmentMode_ShouldPropagate: CMAttachmentMode = 1

/// An object that carries attachments (`CMAttachmentBearer`): here, a `CMSampleBuffer`.
public typealias CMAttachmentBearer = CFTypeRef

// Per-sample attachment keys, for the dictionaries of `CMSampleBufferGetSampleAttachmentsArray`.

/// Show the sample as soon as it is decoded, whatever its presentation time and the layer's timebase,
/// replacing what was enqueued before it (`kCMSampleAttachmentKey_DisplayImmediately`).
nonisolated(unsafe) public let kCMSampleAttachmentKey_DisplayImmediately: CFString = "DisplayImmediately"
/// Decode the sample but never show it (`kCMSampleAttachmentKey_DoNotDisplay`); a display layer
/// accounts it as dropped for `doNotDisplay`.
nonisolated(unsafe) public let kCMSampleAttachmentKey_DoNotDisplay: CFString = "DoNotDisplay"
/// The sample is not a sync sample (`kCMSampleAttachmentKey_NotSync`).
///
/// - Note: Stored only; not simulated.
nonisolated(unsafe) public let kCMSampleAttachmentKey_NotSync: CFString = "NotSync"
/// The sample is a partial sync sample (`kCMSampleAttachmentKey_PartialSync`).
///
/// - Note: Stored only; not simulated.
nonisolated(unsafe) public let kCMSampleAttachmentKey_PartialSync: CFString = "PartialSync"
/// The sample depends on others (`kCMSampleAttachmentKey_DependsOnOthers`).
///
/// - Note: Stored only; not simulated.
nonisolated(unsafe) public let kCMSampleAttachmentKey_DependsOnOthers: CFString = "DependsOnOthers"
/// Other samples depend on this one (`kCMSampleAttachmentKey_IsDependedOnByOthers`).
///
/// - Note: Stored only; not simulated.
nonisolated(unsafe) public let kCMSampleAttachmentKey_IsDependedOnByOthers: CFString = "IsDependedOnByOthers"
/// The sample has redundant coding (`kCMSampleAttachmentKey_HasRedundantCoding`).
///
/// - Note: Stored only; not simulated.
nonisolated(unsafe) public let kCMSampleAttachmentKey_HasRedundantCoding: CFString = "HasRedundantCoding"
/// Later samples may be displayed before this one (`kCMSampleAttachmentKey_EarlierDisplayTimesAllowed`).
///
/// - Note: Stored only; not simulated.
nonisolated(unsafe) public let kCMSampleAttachmentKey_EarlierDisplayTimesAllowed: CFString =
  "EarlierDisplayTimesAllowed"

// Buffer-level attachment keys, for `CMSetAttachment` on a sample buffer.

/// Reset the decoder before decoding this buffer (`kCMSampleBufferAttachmentKey_ResetDecoderBeforeDecoding`).
///
/// - Note: Stored only; not simulated (PiPSim's pictures need no decoder).
nonisolated(unsafe) public let kCMSampleBufferAttachmentKey_ResetDecoderBeforeDecoding: CFString =
  "ResetDecoderBeforeDecoding"
/// Drain the decoder after decoding this buffer (`kCMSampleBufferAttachmentKey_DrainAfterDecoding`).
///
/// - Note: Stored only; not simulated (PiPSim's pictures need no decoder).
nonisolated(unsafe) public let kCMSampleBufferAttachmentKey_DrainAfterDecoding: CFString =
  "DrainAfterDecoding"
/// Post a notification when the buffer is consumed (`kCMSampleBufferAttachmentKey_PostNotificationWhenConsumed`).
///
/// - Note: Stored only; not simulated.
nonisolated(unsafe) public let kCMSampleBufferAttachmentKey_PostNotificationWhenConsumed: CFString =
  "PostNotificationWhenConsumed"
/// Resume output after a discontinuity (`kCMSampleBufferAttachmentKey_ResumeOutput`).
///
/// - Note: Stored only; not simulated.
nonisolated(unsafe) public let kCMSampleBufferAttachmentKey_ResumeOutput: CFString = "ResumeOutput"
/// Display an empty-media marker immediately (`kCMSampleBufferAttachmentKey_DisplayEmptyMediaImmediately`).
///
/// - Note: Stored only; not simulated.
nonisolated(unsafe) public let kCMSampleBufferAttachmentKey_DisplayEmptyMediaImmediately: CFString =
  "DisplayEmptyMediaImmediately"
/// The buffer marks empty media (`kCMSampleBufferAttachmentKey_EmptyMedia`).
///
/// - Note: Stored only; not simulated.
nonisolated(unsafe) public let kCMSampleBufferAttachmentKey_EmptyMedia: CFString = "EmptyMedia"
/// The buffer ends the previous sample's duration (`kCMSampleBufferAttachmentKey_EndsPreviousSampleDuration`).
///
/// - Note: Stored only; not simulated.
nonisolated(unsafe) public let kCMSampleBufferAttachmentKey_EndsPreviousSampleDuration: CFString =
  "EndsPreviousSampleDuration"
/// Ask an encoder for a key frame (`kCMSampleBufferAttachmentKey_ForceKeyFrame`).
///
/// - Note: Stored only; not simulated.
nonisolated(unsafe) public let kCMSampleBufferAttachmentKey_ForceKeyFrame: CFString = "ForceKeyFrame"

/// The array of the sample attachment dictionaries of `sbuf`
/// (`CMSampleBufferGetSampleAttachmentsArray`): one mutable dictionary, as an image sample buffer
/// holds one sample.
///
/// - Parameters:
///   - sbuf: The sample buffer.
///   - createIfNecessary: Whether to make the array when the buffer has none yet.
/// - Returns: The array, or nil when the buffer has none and `createIfNecessary` is false. Its
///   dictionary is the buffer's own: `CFDictionarySetValue` on it takes effect at the next `enqueue`.
public func CMSampleBufferGetSampleAttachmentsArray(_ sbuf: CMSampleBuffer, createIfNecessary: Bool)
  -> CFArray?
{
  sbuf.sampleAttachmentsArray(creating: createIfNecessary)
}

/// Sets a buffer-level attachment of `target` (`CMSetAttachment`); a nil `value` removes it.
///
/// Kept apart from the per-sample attachments, as CoreMedia keeps them: the display layer reads only
/// the per-sample `kCMSampleAttachmentKey_DisplayImmediately` and `_DoNotDisplay`.
/// - Note: Stored only; not simulated (read back with `CMGetAttachment`; a target that is not a
///   `CMSampleBuffer` keeps nothing).
public func CMSetAttachment(
  _ target: CMAttachmentBearer, key: CFString, value: CFTypeRef?, attachmentMode: CMAttachmentMode
) {
  guard let buffer = target as? CMSampleBuffer else { return }
  buffer.setBufferAttachment(key as String, value.map { ($0, attachmentMode) })
}

/// The buffer-level attachment of `target` under `key` (`CMGetAttachment`), nil when there is none;
/// `attachmentModeOut` receives its mode.
public func CMGetAttachment(
  _ target: CMAttachmentBearer, key: CFString, attachmentModeOut: UnsafeMutablePointer<CMAttachmentMode>?
) -> CFTypeRef? {
  guard let buffer = target as? CMSampleBuffer, let entry = buffer.bufferAttachment(key as String) else {
    return nil
  }
  attachmentModeOut?.pointee = entry.mode
  return entry.value
}

/// Removes the buffer-level attachment of `target` under `key` (`CMRemoveAttachment`).
public func CMRemoveAttachment(_ target: CMAttachmentBearer, key: CFString) {
  (target as? CMSampleBuffer)?.setBufferAttachment(key as String, nil)
}

/// Removes every buffer-level attachment of `target` (`CMRemoveAllAttachments`); the per-sample
/// attachments stay, as on iOS.
public func CMRemoveAllAttachments(_ target: CMAttachmentBearer) {
  (target as? CMSampleBuffer)?.removeAllBufferAttachments()
}
