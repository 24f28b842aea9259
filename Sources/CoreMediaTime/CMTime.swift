/// A time value's count of timescale units (CoreMedia's `CMTimeValue`).
public typealias CMTimeValue = Int64
/// Units per second of a time value (CoreMedia's `CMTimeScale`).
public typealias CMTimeScale = Int32
/// A time value's epoch, which separates otherwise equal times on repeating timelines (`CMTimeEpoch`).
public typealias CMTimeEpoch = Int64

/// What a ``CMTime`` holds beyond its value and timescale, as CoreMedia's `CMTimeFlags`.
public struct CMTimeFlags: OptionSet, Hashable, Sendable {
  /// The flag bits.
  public let rawValue: UInt32

  /// Creates flags from bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The time is valid; an invalid time (``CMTime/invalid``) lacks it.
  public static let valid = CMTimeFlags(rawValue: 1 << 0)
  /// The value was rounded to fit: the time is not exactly what was asked for.
  public static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
  /// The time is positive infinity; value and timescale mean nothing.
  public static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
  /// The time is negative infinity; value and timescale mean nothing.
  public static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
  /// The time is unknown (the duration of a live stream, say); value and timescale mean nothing.
  public static let indefinite = CMTimeFlags(rawValue: 1 << 4)
  /// The flags whose presence makes the value and timescale meaningless.
  public static let impliedValueFlagsMask: CMTimeFlags = [.positiveInfinity, .negativeInfinity, .indefinite]
}

/// How a conversion to another timescale rounds, as CoreMedia's `CMTimeRoundingMethod`.
public enum CMTimeRoundingMethod: UInt32, Sendable {
  /// To the nearest value; halfway values away from zero (CoreMedia's default).
  case roundHalfAwayFromZero = 1
  /// Toward zero (truncation).
  case roundTowardZero = 2
  /// Away from zero.
  case roundAwayFromZero = 3
  /// As QuickTime does: toward zero for scaling down, away from zero for scaling up (here: toward zero).
  case quickTime = 4
  /// Toward positive infinity.
  case roundTowardPositiveInfinity = 5
  /// Toward negative infinity.
  case roundTowardNegativeInfinity = 6

  /// The method CoreMedia uses when none is given: ``roundHalfAwayFromZero``.
  public static let `default` = CMTimeRoundingMethod.roundHalfAwayFromZero
}

/// A rational time, `value / timescale` seconds, as CoreMedia's `CMTime` defines it: exact for any
/// frame rate, with invalid, infinite and indefinite times, and CoreMedia's arithmetic and order.
///
/// Arithmetic follows CoreMedia (`CMTimeAdd`, `CMTimeSubtract`, `CMTimeMultiply`): an invalid
/// operand gives an invalid result; infinities absorb numbers (and cancel into invalid); an
/// indefinite operand gives an indefinite result. Numeric sums use the least common multiple of the
/// timescales when it fits, else the larger timescale with the result rounded (``CMTimeFlags/hasBeenRounded``);
/// a result beyond `Int64` becomes an infinity. Times compare by value across timescales, so
/// `1/2 == 2/4`; invalid times are equal to each other and greater than everything, positive
/// infinity is next, then indefinite, and negative infinity is below every other time.
public struct CMTime: Hashable, Sendable, CustomStringConvertible {
  /// The count of timescale units.
  public var value: CMTimeValue
  /// Units per second.
  public var timescale: CMTimeScale
  /// Validity, rounding and the implied values (infinities, indefinite).
  public var flags: CMTimeFlags
  /// The epoch; times of different epochs are not added, and compare by epoch first.
  public var epoch: CMTimeEpoch

  /// Creates a time from all four fields, as they are.
  public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
    self.value = value
    self.timescale = timescale
    self.flags = flags
    self.epoch = epoch
  }

  /// `value / timescale` seconds; a timescale of zero or less gives ``invalid``.
  public init(value: CMTimeValue, timescale: CMTimeScale) {
    self = timescale > 0 ? CMTime(value: value, timescale: timescale, flags: .valid, epoch: 0) : .invalid
  }

  /// `seconds` in units of `preferredTimescale`, rounded half away from zero, as `CMTimeMakeWithSeconds`.
  ///
  /// NaN gives ``invalid``, infinities give the infinities. When the value would not fit in
  /// `Int64`, the timescale is halved until it does; a time that is not exact carries
  /// ``CMTimeFlags/hasBeenRounded``.
  public init(seconds: Double, preferredTimescale: CMTimeScale) {
    guard !seconds.isNaN, preferredTimescale > 0 else {
      self = .invalid
      return
    }
    guard seconds.isFinite else {
      self = seconds > 0 ? .positiveInfinity : .negativeInfinity
      return
    }
    var timescale = preferredTimescale
    var scaled = seconds * Double(timescale)
    while scaled.magnitude >= 9.2e18, timescale > 1 {
      timescale /= 2
      scaled = seconds * Double(timescale)
    }
    guard scaled.magnitude < 9.2e18 else {
      self = seconds > 0 ? .positiveInfinity : .negativeInfinity
      return
    }
    let rounded = scaled.rounded(.toNearestOrAwayFromZero)
    self.init(value: CMTimeValue(rounded), timescale: timescale)
    if rounded != scaled || timescale != preferredTimescale { flags.insert(.hasBeenRounded) }
  }

  /// Zero seconds (`kCMTimeZero`).
  public static let zero = CMTime(value: 0, timescale: 1, flags: .valid, epoch: 0)
  /// No time at all (`kCMTimeInvalid`): every field zero.
  public static let invalid = CMTime(value: 0, timescale: 0, flags: [], epoch: 0)
  /// Later than every numeric time (`kCMTimePositiveInfinity`).
  public static let positiveInfinity = CMTime(
    value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
  /// Earlier than every numeric time (`kCMTimeNegativeInfinity`).
  public static let negativeInfinity = CMTime(
    value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)
  /// A time not known (`kCMTimeIndefinite`), such as a live stream's duration.
  public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)

  /// Whether the time is valid (`CMTIME_IS_VALID`).
  public var isValid: Bool { flags.contains(.valid) }
  /// Whether the time is a number of seconds: valid, neither infinite nor indefinite (`CMTIME_IS_NUMERIC`).
  public var isNumeric: Bool { isValid && flags.isDisjoint(with: .impliedValueFlagsMask) }
  /// Whether the time is positive infinity.
  public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
  /// Whether the time is negative infinity.
  public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
  /// Whether the time is indefinite.
  public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
  /// Whether the time was rounded to fit.
  public var hasBeenRounded: Bool { flags.contains(.hasBeenRounded) }

  /// The time in seconds (`CMTimeGetSeconds`): NaN when invalid or indefinite, ±infinity for the infinities.
  public var seconds: Double {
    if isPositiveInfinity { return .infinity }
    if isNegativeInfinity { return -.infinity }
    guard isNumeric else { return .nan }
    return Double(value) / Double(timescale)
  }

  /// The time in units of `newTimescale` (`CMTimeConvertScale`), rounded by `method`.
  ///
  /// A time that is not numeric, or a timescale of zero or less, gives the time unchanged or
  /// ``invalid`` respectively; a value beyond `Int64` gives an infinity.
  public func convertScale(_ newTimescale: CMTimeScale, method: CMTimeRoundingMethod) -> CMTime {
    guard newTimescale > 0 else { return .invalid }
    guard isNumeric else { return self }
    guard newTimescale != timescale else { return self }
    let numerator = Int128(value) * Int128(newTimescale)
    let (converted, exact) = Self.divide(numerator, by: Int128(timescale), method: method)
    var result = CMTime.fitting(converted, timescale: newTimescale, epoch: epoch)
    if !exact || hasBeenRounded { result.flags.insert(.hasBeenRounded) }
    return result
  }

  /// The time and its fields, for logs.
  public var description: String {
    guard isValid else { return "CMTime.invalid" }
    if isPositiveInfinity { return "CMTime.positiveInfinity" }
    if isNegativeInfinity { return "CMTime.negativeInfinity" }
    if isIndefinite { return "CMTime.indefinite" }
    return
      "CMTime(\(value)/\(timescale)\(hasBeenRounded ? ", rounded" : "")\(epoch != 0 ? ", epoch \(epoch)" : ""))"
  }

  /// Whether two times are equal as CoreMedia compares them (`CMTimeCompare == 0`): `1/2 == 2/4`.
  public static func == (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) == 0 }

  /// Hashes what equality compares: the reduced fraction and epoch, or the kind of non-numeric time.
  public func hash(into hasher: inout Hasher) {
    guard isValid else {
      hasher.combine(0)
      return
    }
    guard isNumeric else {
      hasher.combine(flags.intersection(.impliedValueFlagsMask).rawValue)
      return
    }
    let divisor = Self.greatestCommonDivisor(value.magnitude, UInt64(timescale))
    hasher.combine(epoch)
    hasher.combine(value / Int64(divisor))
    hasher.combine(Int64(timescale) / Int64(divisor))
  }

  /// A numeric time from a value that may not fit `Int64`: beyond it, the matching infinity.
  static func fitting(_ value: Int128, timescale: CMTimeScale, epoch: CMTimeEpoch) -> CMTime {
    if value > Int128(Int64.max) { return .positiveInfinity }
    if value < Int128(Int64.min) { return .negativeInfinity }
    return CMTime(value: Int64(value), timescale: timescale, flags: .valid, epoch: epoch)
  }

  /// `numerator / denominator` (positive) rounded by `method`, and whether it was exact.
  static func divide(_ numerator: Int128, by denominator: Int128, method: CMTimeRoundingMethod) -> (
    Int128, Bool
  ) {
    let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: denominator)
    guard remainder != 0 else { return (quotient, true) }
    let awayFromZero = quotient + (numerator < 0 ? -1 : 1)
    switch method {
    case .roundTowardZero, .quickTime:
      return (quotient, false)
    case .roundAwayFromZero:
      return (awayFromZero, false)
    case .roundHalfAwayFromZero:
      return (remainder.magnitude * 2 >= denominator.magnitude ? awayFromZero : quotient, false)
    case .roundTowardPositiveInfinity:
      return (numerator > 0 ? awayFromZero : quotient, false)
    case .roundTowardNegativeInfinity:
      return (numerator < 0 ? awayFromZero : quotient, false)
    }
  }

  static func greatestCommonDivisor(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var (a, b) = (a, b)
    while b != 0 { (a, b) = (b, a % b) }
    return a == 0 ? 1 : a
  }
}

extension CMTime: Comparable {
  /// Whether `lhs` comes before `rhs` in CoreMedia's order (`CMTimeCompare < 0`).
  public static func < (lhs: CMTime, rhs: CMTime) -> Bool { CMTimeCompare(lhs, rhs) < 0 }

  /// The sum (`CMTimeAdd`).
  public static func + (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeAdd(lhs, rhs) }

  /// The difference (`CMTimeSubtract`).
  public static func - (lhs: CMTime, rhs: CMTime) -> CMTime { CMTimeSubtract(lhs, rhs) }

  /// Adds `rhs` to `lhs`.
  public static func += (lhs: inout CMTime, rhs: CMTime) { lhs = CMTimeAdd(lhs, rhs) }

  /// Subtracts `rhs` from `lhs`.
  public static func -= (lhs: inout CMTime, rhs: CMTime) { lhs = CMTimeSubtract(lhs, rhs) }

  /// The time multiplied by a whole number (`CMTimeMultiply`).
  public static func * (lhs: CMTime, rhs: Int32) -> CMTime { CMTimeMultiply(lhs, multiplier: rhs) }

  /// The time multiplied by a number (`CMTimeMultiplyByFloat64`).
  public static func * (lhs: CMTime, rhs: Double) -> CMTime { CMTimeMultiplyByFloat64(lhs, multiplier: rhs) }
}

/// `value / timescale` seconds (`CMTimeMake`); a timescale of zero or less gives `CMTime.invalid`.
public func CMTimeMake(value: CMTimeValue, timescale: CMTimeScale) -> CMTime {
  CMTime(value: value, timescale: timescale)
}

/// `seconds` in units of `preferredTimescale`, as ``CMTime/init(seconds:preferredTimescale:)``.
public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: CMTimeScale) -> CMTime {
  CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// The time in seconds; NaN when invalid or indefinite (``CMTime/seconds``).
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }

/// The time in units of `timescale`, rounded by `method` (``CMTime/convertScale(_:method:)``).
public func CMTimeConvertScale(_ time: CMTime, timescale: CMTimeScale, method: CMTimeRoundingMethod) -> CMTime
{
  time.convertScale(timescale, method: method)
}

/// -1, 0 or 1 as `time1` is before, equal to or after `time2` in CoreMedia's order (see ``CMTime``).
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 {
  func rank(_ time: CMTime) -> Int {
    if !time.isValid { return 4 }
    if time.isPositiveInfinity { return 3 }
    if time.isIndefinite { return 2 }
    if time.isNegativeInfinity { return 0 }
    return 1
  }
  let (rank1, rank2) = (rank(time1), rank(time2))
  if rank1 != rank2 { return rank1 < rank2 ? -1 : 1 }
  guard rank1 == 1 else { return 0 }
  if time1.epoch != time2.epoch { return time1.epoch < time2.epoch ? -1 : 1 }
  let left = Int128(time1.value) * Int128(time2.timescale)
  let right = Int128(time2.value) * Int128(time1.timescale)
  return left == right ? 0 : (left < right ? -1 : 1)
}

/// The sum of two times, as CoreMedia adds them (see ``CMTime``).
public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
  guard lhs.isValid, rhs.isValid else { return .invalid }
  if lhs.isPositiveInfinity || rhs.isPositiveInfinity {
    return lhs.isNegativeInfinity || rhs.isNegativeInfinity ? .invalid : .positiveInfinity
  }
  if lhs.isNegativeInfinity || rhs.isNegativeInfinity { return .negativeInfinity }
  if lhs.isIndefinite || rhs.isIndefinite { return .indefinite }
  guard lhs.epoch == rhs.epoch else { return .invalid }
  let rounded = lhs.hasBeenRounded || rhs.hasBeenRounded
  var sum: CMTime
  if lhs.timescale == rhs.timescale {
    sum = CMTime.fitting(Int128(lhs.value) + Int128(rhs.value), timescale: lhs.timescale, epoch: lhs.epoch)
  } else {
    let divisor = Int64(CMTime.greatestCommonDivisor(UInt64(lhs.timescale), UInt64(rhs.timescale)))
    let common = Int64(lhs.timescale) / divisor * Int64(rhs.timescale)
    if common <= Int64(Int32.max) {
      let value =
        Int128(lhs.value) * Int128(common / Int64(lhs.timescale)) + Int128(rhs.value)
        * Int128(common / Int64(rhs.timescale))
      sum = CMTime.fitting(value, timescale: CMTimeScale(common), epoch: lhs.epoch)
    } else {
      let timescale = max(lhs.timescale, rhs.timescale)
      let (left, right) = (
        lhs.convertScale(timescale, method: .default), rhs.convertScale(timescale, method: .default)
      )
      sum = CMTime.fitting(Int128(left.value) + Int128(right.value), timescale: timescale, epoch: lhs.epoch)
      sum.flags.insert(.hasBeenRounded)
    }
  }
  if rounded, sum.isNumeric { sum.flags.insert(.hasBeenRounded) }
  return sum
}

/// `lhs - rhs`, as CoreMedia subtracts (the sum with `rhs` negated; see ``CMTime``).
public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime {
  CMTimeAdd(lhs, negated(rhs))
}

/// The time times a whole number: infinities keep or flip their sign (and times zero are invalid).
public func CMTimeMultiply(_ time: CMTime, multiplier: Int32) -> CMTime {
  guard time.isValid else { return .invalid }
  if time.isIndefinite { return .indefinite }
  if time.isPositiveInfinity || time.isNegativeInfinity {
    guard multiplier != 0 else { return .invalid }
    return (multiplier > 0) == time.isPositiveInfinity ? .positiveInfinity : .negativeInfinity
  }
  var product = CMTime.fitting(
    Int128(time.value) * Int128(multiplier), timescale: time.timescale, epoch: time.epoch)
  if time.hasBeenRounded, product.isNumeric { product.flags.insert(.hasBeenRounded) }
  return product
}

/// The time times a number, rounded to the time's own timescale (`CMTimeMultiplyByFloat64`).
public func CMTimeMultiplyByFloat64(_ time: CMTime, multiplier: Double) -> CMTime {
  guard time.isNumeric else {
    guard time.isValid, !multiplier.isNaN, !time.isIndefinite else {
      return time.isIndefinite ? .indefinite : .invalid
    }
    guard multiplier != 0 else { return .invalid }
    return (multiplier > 0) == time.isPositiveInfinity ? .positiveInfinity : .negativeInfinity
  }
  let scaled = Double(time.value) * multiplier
  guard !scaled.isNaN else { return .invalid }
  guard scaled.magnitude < 9.2e18 else { return scaled > 0 ? .positiveInfinity : .negativeInfinity }
  let rounded = scaled.rounded(.toNearestOrAwayFromZero)
  var product = CMTime(
    value: CMTimeValue(rounded), timescale: time.timescale, flags: .valid, epoch: time.epoch)
  if rounded != scaled || time.hasBeenRounded { product.flags.insert(.hasBeenRounded) }
  return product
}

/// The earlier of two times in CoreMedia's order.
public func CMTimeMinimum(_ time1: CMTime, _ time2: CMTime) -> CMTime {
  CMTimeCompare(time1, time2) <= 0 ? time1 : time2
}

/// The later of two times in CoreMedia's order.
public func CMTimeMaximum(_ time1: CMTime, _ time2: CMTime) -> CMTime {
  CMTimeCompare(time1, time2) >= 0 ? time1 : time2
}

/// The time without its sign; negative infinity becomes positive infinity.
public func CMTimeAbsoluteValue(_ time: CMTime) -> CMTime {
  time.isNegativeInfinity || (time.isNumeric && time.value < 0) ? negated(time) : time
}

/// `-time`: numbers change sign (`Int64.min` becomes positive infinity), infinities swap.
private func negated(_ time: CMTime) -> CMTime {
  if time.isPositiveInfinity { return .negativeInfinity }
  if time.isNegativeInfinity { return .positiveInfinity }
  guard time.isNumeric else { return time }
  var result = CMTime.fitting(-Int128(time.value), timescale: time.timescale, epoch: time.epoch)
  result.flags.formUnion(time.flags.intersection(.hasBeenRounded))
  return result
}
