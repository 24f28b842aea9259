/// A span of time from `start` lasting `duration`, as CoreMedia's `CMTimeRange` defines it.
///
/// A range holds the times `start <= t < start + duration` (``containsTime(_:)``, as
/// `CMTimeRangeContainsTime`). Live content has an infinite duration
/// (`CMTimeRange(start: .negativeInfinity, duration: .positiveInfinity)`), no content is ``invalid``.
public struct CMTimeRange: Hashable, Sendable, CustomStringConvertible {
  /// Where the range begins.
  public var start: CMTime
  /// How long it lasts; positive infinity for live content.
  public var duration: CMTime

  /// Creates a range from its start and duration (`CMTimeRangeMake`).
  public init(start: CMTime, duration: CMTime) {
    self.start = start
    self.duration = duration
  }

  /// Creates the range from `start` to `end` (`CMTimeRangeFromTimeToTime`); invalid when either is.
  public init(start: CMTime, end: CMTime) {
    self.init(start: start, duration: CMTimeSubtract(end, start))
  }

  /// No range at all (`kCMTimeRangeInvalid`).
  public static let invalid = CMTimeRange(start: .invalid, duration: .invalid)
  /// The empty range at zero (`kCMTimeRangeZero`).
  public static let zero = CMTimeRange(start: .zero, duration: .zero)

  /// Where the range ends: `start + duration` (`CMTimeRangeGetEnd`).
  public var end: CMTime { CMTimeAdd(start, duration) }

  /// Whether the range is valid (`CMTIMERANGE_IS_VALID`): both times valid, the duration not
  /// negative and of epoch zero.
  public var isValid: Bool {
    start.isValid && duration.isValid && duration.epoch == 0 && !(duration.isNumeric && duration.value < 0)
      && !duration.isNegativeInfinity
  }

  /// Whether the range is valid and lasts no time (`CMTIMERANGE_IS_EMPTY`).
  public var isEmpty: Bool { isValid && duration == .zero }

  /// Whether the range is valid and its start or duration is indefinite (`CMTIMERANGE_IS_INDEFINITE`).
  public var isIndefinite: Bool { isValid && (start.isIndefinite || duration.isIndefinite) }

  /// Whether `time` is in the range: `start <= time < end` (`CMTimeRangeContainsTime`); false for
  /// an invalid range or time.
  public func containsTime(_ time: CMTime) -> Bool {
    isValid && time.isValid && start <= time && time < end
  }

  /// Whether every time of `range` is in this one (`CMTimeRangeContainsTimeRange`).
  public func containsTimeRange(_ range: CMTimeRange) -> Bool {
    isValid && range.isValid && start <= range.start && range.end <= end
  }

  /// The range as `[start, end)`.
  public var description: String { isValid ? "[\(start), \(end))" : "CMTimeRange.invalid" }
}

/// The range from `start` lasting `duration` (`CMTimeRangeMake`).
public func CMTimeRangeMake(start: CMTime, duration: CMTime) -> CMTimeRange {
  CMTimeRange(start: start, duration: duration)
}

/// Whether `time` is in `range`: `start <= time < end`.
public func CMTimeRangeContainsTime(_ range: CMTimeRange, time: CMTime) -> Bool { range.containsTime(time) }

/// Where `range` ends.
public func CMTimeRangeGetEnd(_ range: CMTimeRange) -> CMTime { range.end }
