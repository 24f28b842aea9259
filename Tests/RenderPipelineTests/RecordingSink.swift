import Locking
import PixelBuffers
import RenderPipeline

/// A sink that records the sequence number of every presented frame, and whether its painted
/// picture proves it is the frame that was pushed under that number.
final class RecordingSink: FrameSink {
  struct Record: ~Copyable {
    var frame: PixelBuffer?
    var presented: [Int64] = []
    var picturesMatch = true
  }

  let record = LockedValue(Record())

  func present(_ frame: consuming PixelBuffer) -> PixelBuffer? {
    let sequence = frame.sequenceNumber
    let painted = frame.paintedFrameIndex()
    var incoming: PixelBuffer? = consume frame
    record.withLock { record in
      record.presented.append(sequence)
      if painted != sequence { record.picturesMatch = false }
      swap(&record.frame, &incoming)
    }
    return incoming
  }

  func removeFrame() -> PixelBuffer? { record.withLock { $0.frame.take() } }

  var presented: [Int64] { record.withLock { $0.presented } }
  var picturesMatch: Bool { record.withLock { $0.picturesMatch } }
  var showsAFrame: Bool { record.withLock { $0.frame != nil } }
}
