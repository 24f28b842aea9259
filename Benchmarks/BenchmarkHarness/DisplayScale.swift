/// A display unit for a row: nanoseconds become μs/ms/s, bytes KB/MB/GB, other large values
/// get a K/M/G multiplier, chosen from the row's p50.
struct DisplayScale {
  /// What a stored value is divided by for display.
  let divisor: Double
  /// The unit printed after the metric's name.
  let symbol: String

  /// Picks the display unit for values around `magnitude`.
  init(unit: MetricUnit, magnitude: Double) {
    let steps: [(threshold: Double, divisor: Double, symbol: String)]
    switch unit {
    case .nanoseconds:
      steps = [(1e9, 1e9, "s"), (1e6, 1e6, "ms"), (1e3, 1e3, "μs")]
    case .bytes:
      steps = [(1e9, 1e9, "GB"), (1e6, 1e6, "MB"), (1e3, 1e3, "KB")]
    default:
      let symbol = unit.symbol
      steps = [(1e9, 1e9, symbol + " (G)"), (1e6, 1e6, symbol + " (M)"), (1e4, 1e3, symbol + " (K)")]
    }
    let step = steps.first { abs(magnitude) >= $0.threshold }
    divisor = step?.divisor ?? 1
    symbol = step?.symbol ?? unit.symbol
  }
}
