import Clocks
import Runtime

/// One frame reaching the source view's layer, and where the view was at that moment.
public struct VideoPresentation: Sendable, Hashable, CustomStringConvertible {
  /// The virtual time of the tick that presented the frame.
  public var time: MediaTime
  /// The producer's running number of the frame.
  public var sequenceNumber: Int64
  /// The `debugLabel` of the view's superview at that moment, or nil when it had none.
  public var superviewLabel: String?
  /// The `debugLabel` of the view's window at that moment, or nil when it was in no window.
  public var windowLabel: String?

  /// Creates a record from its parts.
  public init(time: MediaTime, sequenceNumber: Int64, superviewLabel: String?, windowLabel: String?) {
    self.time = time
    self.sequenceNumber = sequenceNumber
    self.superviewLabel = superviewLabel
    self.windowLabel = windowLabel
  }

  /// `time #seq in superview (window)`, for logs.
  public var description: String {
    "\(time) #\(sequenceNumber) in \(superviewLabel ?? "no superview") (\(windowLabel ?? "no window"))"
  }
}
