import Clocks
import CoreMediaTime
import Foundation
import Synchronization

/// When a sample is due and how long it lasts (CoreMedia's `CMSampleTimingInfo`).
public struct CMSampleTimingInfo: Hashable, Sendable {
  /// How long the sample lasts; `.invalid` when unknown.
  public var duration: CMTime
  /// When the sample is due on screen, on the display layer's timebase.
  public var presentationTimeStamp: CMTime
  /// When the sample is decoded; `.invalid` for pictures that need no decoding.
  public var decodeTimeStamp: CMTime

  /// Creates timing from its three times.
  public init(duration: CMTime, presentationTimeStamp: CMTime, decodeTimeStamp: CMTime) {
    self.duration = duration
    self.presentationTimeStamp = presentationTimeStamp
    self.decodeTimeStamp = decodeTimeStamp
  }
}

/// One picture and when to show it: CoreMedia's `CMSampleBuffer` of an image buffer, as apps make
/// them for `AVSampleBufferDisplayLayer.enqueue(_:)`.
///
/// Its sample's attachments are written as iOS code writes them, into the dictionary at index 0 of
/// `CMSampleBufferGetSampleAttachmentsArray(_:createIfNecessary:)` (with `CFDictionarySetValue`, or its
/// subscript), or the Swift way, `sampleBuffer.sampleAttachments[0][.displayImmediately] = true`; both
/// reach the same dictionary, made on first use. Buffer-level attachments (`CMSetAttachment`) are kept
/// apart, as CoreMedia keeps them.
public final class CMSampleBuffer: @unchecked Sendable {
  // @unchecked: the timing, buffer and description are immutable; `attachmentsArray` and
  // `bufferAttachments` are read and written only between `lock.lock()` and `lock.unlock()`; the
  // attachment dictionary guards itself.
  private let lock = NSLock()
  private var attachmentsArray: SampleAttachmentArray?
  private var bufferAttachments: [String: (value: CFTypeRef, mode: CMAttachmentMode)] = [:]
  /// The two attachments the display layer reads for every frame, kept beside the dictionary so
  /// that reading them hashes no key and takes no lock: written by the dictionary as it changes,
  /// read alone (``DisplayFlag`` bits), inlined into the layer's enqueue.
  @usableFromInline let displayFlags = Atomic<UInt8>(0)

  /// The bits of ``displayFlags``.
  @usableFromInline enum DisplayFlag: UInt8 {
    case immediately = 1
    case notForDisplay = 2
  }

  /// The picture.
  public let imageBuffer: CVImageBuffer?
  /// What the picture is: its size and pixel format.
  public let formatDescription: CMFormatDescription?
  /// When the picture is due, on the display layer's timebase.
  public let presentationTimeStamp: CMTime
  /// How long the picture lasts; `.invalid` when unknown.
  public let duration: CMTime
  /// When it is decoded; `.invalid` for pictures that need no decoding.
  public let decodeTimeStamp: CMTime

  /// A ready sample buffer of `imageBuffer`, described by `formatDescription`, with `sampleTiming`.
  ///
  /// - Throws: ``CMSampleBufferError/invalidMediaFormat`` when the description does not fit the
  ///   buffer (another size or pixel format).
  public init(
    imageBuffer: CVImageBuffer, formatDescription: CMVideoFormatDescription, sampleTiming: CMSampleTimingInfo
  ) throws(CMSampleBufferError) {
    guard formatDescription.matches(imageBuffer) else { throw .invalidMediaFormat }
    self.imageBuffer = imageBuffer
    self.formatDescription = formatDescription
    presentationTimeStamp = sampleTiming.presentationTimeStamp
    duration = sampleTiming.duration
    decodeTimeStamp = sampleTiming.decodeTimeStamp
  }

  deinit {
    // The dictionary may outlive the buffer (whoever took the attachments array holds it), and it
    // does not own the buffer: it must stop writing the flags of a buffer that is gone.
    attachmentsArray?.dictionary.detach()
  }

  /// Whether the buffer is usable: it holds a picture.
  public var isValid: Bool { imageBuffer != nil }

  /// When the picture is shown (CoreMedia's output time: the presentation time, as nothing edits it).
  public var outputPresentationTimeStamp: CMTime { presentationTimeStamp }

  /// The per-sample attachments: one sample, so one dictionary, written through.
  public var sampleAttachments: SampleAttachmentsArray { SampleAttachmentsArray(buffer: self) }

  /// The array of the sample's attachment dictionary, made now when `create` and there is none.
  func sampleAttachmentsArray(creating create: Bool) -> SampleAttachmentArray? {
    lock.withLock {
      if attachmentsArray == nil, create {
        attachmentsArray = SampleAttachmentArray(dictionary: SampleAttachmentDictionary(buffer: self))
      }
      return attachmentsArray
    }
  }

  func attachment(_ key: SampleAttachmentKey) -> Any? {
    sampleAttachmentsArray(creating: false)?.dictionary.object(forKey: key.rawValue)
  }

  func setAttachment(_ key: SampleAttachmentKey, _ value: Any?) {
    guard let dictionary = sampleAttachmentsArray(creating: value != nil)?.dictionary else { return }
    if let value {
      dictionary.setObject(value, forKey: key.rawValue)
    } else {
      dictionary.removeObject(forKey: key.rawValue)
    }
  }

  /// Records the truth of the display-immediately and do-not-display attachments; called by the
  /// attachment dictionary under its lock, so writes are ordered.
  func setDisplayFlags(immediately: Bool, notForDisplay: Bool) {
    var flags: UInt8 = 0
    if immediately { flags |= DisplayFlag.immediately.rawValue }
    if notForDisplay { flags |= DisplayFlag.notForDisplay.rawValue }
    displayFlags.store(flags, ordering: .releasing)
  }

  /// The buffer-level attachment under `key` and its propagation mode.
  func bufferAttachment(_ key: String) -> (value: CFTypeRef, mode: CMAttachmentMode)? {
    lock.withLock { bufferAttachments[key] }
  }

  /// Sets (or with nil removes) the buffer-level attachment under `key`.
  func setBufferAttachment(_ key: String, _ entry: (value: CFTypeRef, mode: CMAttachmentMode)?) {
    lock.withLock { bufferAttachments[key] = entry }
  }

  /// Removes every buffer-level attachment.
  func removeAllBufferAttachments() {
    lock.withLock { bufferAttachments.removeAll() }
  }

  @inlinable func hasDisplayFlag(_ flag: DisplayFlag) -> Bool {
    displayFlags.load(ordering: .acquiring) & flag.rawValue != 0
  }

  /// Whether the `displayImmediately` attachment is `true`.
  @inlinable public var displaysImmediately: Bool { hasDisplayFlag(.immediately) }

  /// Whether the `doNotDisplay` attachment is `true`.
  @inlinable public var isNotForDisplay: Bool { hasDisplayFlag(.notForDisplay) }
}

extension CMSampleBuffer {
  /// A per-sample attachment's name (CoreMedia's `kCMSampleAttachmentKey_...`), also spelled
  /// `CMSampleBuffer.PerSampleAttachmentsDictionary.Key`.
  public struct SampleAttachmentKey: RawRepresentable, Hashable, @unchecked Sendable {
    // @unchecked: the string is immutable.
    /// The key's CoreMedia name, the `CFString` the CF functions take
    /// (`Unmanaged.passUnretained(key.rawValue)`).
    public let rawValue: CFString

    /// A key from its name.
    public init(rawValue: CFString) { self.rawValue = rawValue }

    /// Show the picture as soon as it is decoded, whatever its time, replacing every picture
    /// enqueued before it (`kCMSampleAttachmentKey_DisplayImmediately`).
    public static let displayImmediately = SampleAttachmentKey(rawValue: "DisplayImmediately")
    /// Decode the picture but never show it (`kCMSampleAttachmentKey_DoNotDisplay`).
    public static let doNotDisplay = SampleAttachmentKey(rawValue: "DoNotDisplay")
    /// The sample is not a sync sample (a key frame) (`kCMSampleAttachmentKey_NotSync`).
    ///
    /// - Note: Stored only; not simulated.
    public static let notSync = SampleAttachmentKey(rawValue: "NotSync")
    /// The sample depends on other samples (`kCMSampleAttachmentKey_DependsOnOthers`).
    ///
    /// - Note: Stored only; not simulated.
    public static let dependsOnOthers = SampleAttachmentKey(rawValue: "DependsOnOthers")
    /// Other samples depend on this one (`kCMSampleAttachmentKey_IsDependedOnByOthers`).
    ///
    /// - Note: Stored only; not simulated.
    public static let isDependedOnByOthers = SampleAttachmentKey(rawValue: "IsDependedOnByOthers")
  }

  /// The attachment dictionaries of a sample buffer's samples (one here), written through to the buffer.
  public struct SampleAttachmentsArray: RandomAccessCollection {
    let buffer: CMSampleBuffer

    /// 0.
    public var startIndex: Int { 0 }
    /// 1: an image sample buffer holds one sample.
    public var endIndex: Int { 1 }

    /// The attachments of sample `position` (only 0).
    public subscript(position: Int) -> PerSampleAttachmentsDictionary {
      precondition(position == 0, "an image sample buffer has one sample; its attachments are at index 0")
      return PerSampleAttachmentsDictionary(buffer: buffer)
    }
  }

  /// One sample's attachments (CoreMedia's `CMSampleBuffer.PerSampleAttachmentsDictionary`): the
  /// dictionary at index 0 of `CMSampleBufferGetSampleAttachmentsArray`, seen the Swift way; setting a
  /// key writes it there.
  public struct PerSampleAttachmentsDictionary {
    /// The keys, as CoreMedia's Swift overlay names them (`.displayImmediately`, `.notSync` ...).
    public typealias Key = SampleAttachmentKey

    let buffer: CMSampleBuffer

    /// The value under `key`, or nil; setting nil removes it.
    public subscript(key: SampleAttachmentKey) -> Any? {
      get { buffer.attachment(key) }
      nonmutating set { buffer.setAttachment(key, newValue) }
    }
  }
}

/// Why a sample buffer could not be made (CoreMedia's `kCMSampleBufferError_...`).
public enum CMSampleBufferError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The format description does not describe the image buffer (`kCMSampleBufferError_InvalidMediaFormat`).
  case invalidMediaFormat

  /// The CoreMedia result code.
  public var status: OSStatus {
    switch self {
    case .invalidMediaFormat: -12_743
    }
  }

  /// What was wrong.
  public var description: String {
    switch self {
    case .invalidMediaFormat:
      "the format description does not fit the image buffer (another size or pixel format); "
        + "make it with CMVideoFormatDescriptionCreateForImageBuffer from the same buffer"
    }
  }
}

/// Makes a ready sample buffer of `imageBuffer` (`CMSampleBufferCreateReadyWithImageBuffer`).
///
/// - Returns: `noErr`, or `kCMSampleBufferError_InvalidMediaFormat` (-12743) when the description does
///   not fit the buffer, with `sampleBufferOut` unchanged.
@discardableResult
public func CMSampleBufferCreateReadyWithImageBuffer(
  allocator: CFAllocator?, imageBuffer: CVImageBuffer, formatDescription: CMVideoFormatDescription,
  sampleTiming: UnsafePointer<CMSampleTimingInfo>, sampleBufferOut: UnsafeMutablePointer<CMSampleBuffer?>
) -> OSStatus {
  do {
    sampleBufferOut.pointee = try CMSampleBuffer(
      imageBuffer: imageBuffer, formatDescription: formatDescription, sampleTiming: sampleTiming.pointee)
    return noErr
  } catch {
    return error.status
  }
}

/// The buffer's presentation time.
public func CMSampleBufferGetPresentationTimeStamp(_ sbuf: CMSampleBuffer) -> CMTime {
  sbuf.presentationTimeStamp
}

/// The buffer's duration.
public func CMSampleBufferGetDuration(_ sbuf: CMSampleBuffer) -> CMTime { sbuf.duration }

/// The buffer's picture.
public func CMSampleBufferGetImageBuffer(_ sbuf: CMSampleBuffer) -> CVImageBuffer? { sbuf.imageBuffer }

/// The buffer's format description.
public func CMSampleBufferGetFormatDescription(_ sbuf: CMSampleBuffer) -> CMFormatDescription? {
  sbuf.formatDescription
}
