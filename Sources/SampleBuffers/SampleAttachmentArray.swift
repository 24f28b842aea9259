import Foundation

/// The `CFArray` `CMSampleBufferGetSampleAttachmentsArray` returns: one attachment dictionary, as an
/// image sample buffer holds one sample.
///
/// An array of its own storage, so that its element reads back as the very dictionary (a plain
/// Foundation array on Linux would hand it out bridged to a Swift dictionary, a copy):
/// `attachments[0] as! NSMutableDictionary`, `as? [NSMutableDictionary]` and
/// `CFArrayGetValueAtIndex(attachments, 0)` all reach the dictionary the display layer follows.
final class SampleAttachmentArray: NSArray {
  /// The one sample's attachments.
  let dictionary: SampleAttachmentDictionary

  /// The array of `dictionary`.
  init(dictionary: SampleAttachmentDictionary) {
    self.dictionary = dictionary
    super.init(objects: nil, count: 0)
  }

  /// An array of the first of `objects` when it is an attachment dictionary, else of a new empty one
  /// (Foundation's designated initializer).
  required init(objects: UnsafePointer<AnyObject>?, count cnt: Int) {
    let first = cnt > 0 ? objects?.pointee as? SampleAttachmentDictionary : nil
    dictionary = first ?? SampleAttachmentDictionary(buffer: nil)
    super.init(objects: nil, count: 0)
  }

  /// Not decodable: CoreMedia's arrays are not archived.
  required init?(coder: NSCoder) { nil }

  /// An array of a new, empty attachment dictionary (array literals make plain arrays).
  required convenience init(arrayLiteral elements: Any...) {
    self.init(dictionary: SampleAttachmentDictionary(buffer: nil))
  }

  override var count: Int { 1 }

  /// The dictionary at index 0; any other index is out of range, where `NSArray` stops the program as
  /// here (`CFArrayGetValueAtIndex` returns NULL instead).
  override func object(at index: Int) -> Any {
    guard index == 0 else {
      fatalError("index \(index) beyond bounds [0 .. 0] of a sample attachments array")
    }
    return dictionary
  }
}
