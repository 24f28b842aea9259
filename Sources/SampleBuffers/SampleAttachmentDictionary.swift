import Foundation

/// The attachment dictionary of a sample buffer's one sample, the `CFMutableDictionary` that
/// `CMSampleBufferGetSampleAttachmentsArray` hands out at index 0.
///
/// A Foundation dictionary of its own storage (Foundation's class-cluster contract: `count`,
/// `object(forKey:)`, `keyEnumerator()`, `setObject(_:forKey:)`, `removeObject(forKey:)`), so that
/// every write, through CF functions, subscripts or the Swift route, tells the sample buffer at once
/// whether it is to be displayed immediately or not at all: the display layer then reads one atomic
/// flag at `enqueue`, never the dictionary. Keys that are strings (`CFString` or `String`) are the
/// same key; a Swift `Bool` value is stored as ``kCFBooleanTrue`` or ``kCFBooleanFalse``, so it reads
/// back through `CFDictionaryGetValue` as a `CFBoolean`. Safe from any thread (one `NSLock`).
///
/// Foundation on Linux bridges a dictionary of its own storage to a Swift dictionary
/// (`as? [String: Any]`) as empty; read it with its subscript or the CF functions.
final class SampleAttachmentDictionary: NSMutableDictionary {
  // `entries` and `buffer` are read and written only between `lock.lock()` and `lock.unlock()`.
  private let lock = NSLock()
  private var entries: [AnyHashable: AnyObject] = [:]
  /// The sample buffer whose display flags follow the dictionary, until the buffer's deinit detaches
  /// it (``detach()``). Not `weak`: a weak reference gives the buffer a side table, and every retain
  /// and release of a buffer with one takes the runtime's slow path (measured: 130 instructions of
  /// each frame a display layer takes). Not owning, as the buffer holds this dictionary.
  private unowned(unsafe) var buffer: CMSampleBuffer?

  /// An empty dictionary whose display attachments set `buffer`'s flags.
  init(buffer: CMSampleBuffer?) {
    self.buffer = buffer
    super.init(objects: nil, forKeys: nil, count: 0)
  }

  /// A dictionary of `cnt` entries, attached to no sample buffer (Foundation's designated initializer).
  required init(objects: UnsafePointer<AnyObject>!, forKeys keys: UnsafePointer<NSObject>!, count cnt: Int) {
    super.init(objects: nil, forKeys: nil, count: 0)
    for index in 0..<cnt {
      entries[Self.entryKey(keys[index])] = objects[index]
    }
  }

  /// Forgets the sample buffer, which is ending; the dictionary lives on for whoever holds it.
  func detach() {
    lock.withLock { buffer = nil }
  }

  override var count: Int { lock.withLock { entries.count } }

  override func object(forKey aKey: Any) -> Any? {
    let key = Self.entryKey(aKey)
    return lock.withLock { entries[key] }
  }

  override func keyEnumerator() -> NSEnumerator {
    let keys = lock.withLock { entries.keys.map(\.base) }
    return NSArray(array: keys).objectEnumerator()
  }

  override func setObject(_ anObject: Any, forKey aKey: AnyHashable) {
    let key = Self.entryKey(aKey.base)
    let value: AnyObject =
      if type(of: anObject) == Bool.self, let flag = anObject as? Bool {
        flag ? kCFBooleanTrue : kCFBooleanFalse
      } else {
        anObject as AnyObject
      }
    lock.withLock {
      entries[key] = value
      updateDisplayFlags(changing: key)
    }
  }

  override func removeObject(forKey aKey: Any) {
    let key = Self.entryKey(aKey)
    lock.withLock {
      entries[key] = nil
      updateDisplayFlags(changing: key)
    }
  }

  /// Tells the buffer the display attachments' truth when `key` is one of them; called under `lock`.
  private func updateDisplayFlags(changing key: AnyHashable) {
    guard key == Self.displayImmediately || key == Self.doNotDisplay, let buffer else { return }
    buffer.setDisplayFlags(
      immediately: Self.isTrue(entries[Self.displayImmediately]),
      notForDisplay: Self.isTrue(entries[Self.doNotDisplay]))
  }

  private static var displayImmediately: AnyHashable {
    AnyHashable(CMSampleBuffer.SampleAttachmentKey.displayImmediately.rawValue as String)
  }
  private static var doNotDisplay: AnyHashable {
    AnyHashable(CMSampleBuffer.SampleAttachmentKey.doNotDisplay.rawValue as String)
  }

  /// Whether an attachment value is true: a number that is not zero (CoreMedia's values are
  /// `CFBoolean`s).
  private static func isTrue(_ value: AnyObject?) -> Bool {
    (value as? NSNumber)?.boolValue ?? false
  }

  /// The storage key of `key`: strings (`NSString` or `String`) by their text, so both spellings
  /// meet; other keys as they hash.
  private static func entryKey(_ key: Any) -> AnyHashable {
    if let text = key as? String { return AnyHashable(text) }
    if let hashable = key as? AnyHashable { return hashable }
    return AnyHashable(ObjectIdentifier(key as AnyObject))
  }
}
