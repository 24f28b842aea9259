import Clocks

extension CMTime {
  /// `time` exactly, in nanoseconds (timescale 1,000,000,000).
  public init(_ time: MediaTime) {
    self.init(value: time.nanoseconds, timescale: 1_000_000_000)
  }
}

extension MediaTime {
  /// The numeric CoreMedia time `time` in nanoseconds, rounded as `CMTimeConvertScale` rounds with
  /// `.roundHalfAwayFromZero`; nil when `time` is not numeric (invalid, infinite, indefinite) or
  /// lies beyond `Int64` nanoseconds (about 292 years).
  public init?(_ time: CMTime) {
    guard time.isNumeric else { return nil }
    let converted = time.convertScale(1_000_000_000, method: .roundHalfAwayFromZero)
    guard converted.isNumeric else { return nil }
    self.init(nanoseconds: converted.value)
  }
}
