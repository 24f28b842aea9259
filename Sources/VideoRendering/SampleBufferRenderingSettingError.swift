import Clocks

/// Why a sample-buffer rendering setting refused a value; the setting keeps the value it had.
public enum SampleBufferRenderingSettingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A queue capacity outside `1...maximum`, the most frames a layer's ring and pool can hold.
  case queueCapacityOutOfRange(Int, maximum: Int)
  /// A display rate that is not a positive number of ticks per second whose tick interval is at least
  /// a nanosecond.
  case displayHertzOutOfRange(Double)

  /// A sentence a person can act on, naming the limit.
  public var description: String {
    switch self {
    case .queueCapacityOutOfRange(let capacity, let maximum):
      return "queueCapacity \(capacity) refused: a layer queues from 1 to \(maximum) frames"
    case .displayHertzOutOfRange(let hertz):
      return
        "displayHertz \(hertz) refused: a display ticks a positive, finite number of times a second, "
        + "at most once a nanosecond"
    }
  }
}
