import CoreMediaTime
import Foundation

/// An `NSValue` holding a time range, as AVFoundation's `NSValue(timeRange:)` makes: the element
/// type of `loadedTimeRanges` and `seekableTimeRanges`.
final class TimeRangeValue: NSValue, @unchecked Sendable {
  // @unchecked: the one stored property is a `let` of a Sendable value.
  let range: CMTimeRange

  init(_ range: CMTimeRange) {
    self.range = range
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  /// A range from the bytes of one (`NSValue`'s required initializer).
  required convenience init(bytes value: UnsafeRawPointer, objCType type: UnsafePointer<CChar>) {
    self.init(value.loadUnaligned(as: CMTimeRange.self))
  }

  override var objCType: UnsafePointer<CChar> { Self.encoding }

  override func getValue(_ value: UnsafeMutableRawPointer) {
    value.storeBytes(of: range, as: CMTimeRange.self)
  }

  override func isEqual(_ object: Any?) -> Bool { (object as? TimeRangeValue)?.range == range }

  override var hash: Int { range.hashValue }

  /// CoreMedia's type encoding of `CMTimeRange`, kept for the process's life.
  nonisolated(unsafe) private static let encoding = UnsafePointer(strdup("{?={?=qiIq}{?=qiIq}}")!)
}

extension NSValue {
  /// The time range the value holds (`.invalid` for a value that holds none), as AVFoundation's
  /// `timeRangeValue` reads `loadedTimeRanges.first?.timeRangeValue`.
  public var timeRangeValue: CMTimeRange { (self as? TimeRangeValue)?.range ?? .invalid }
}
