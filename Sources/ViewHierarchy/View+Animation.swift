import Clocks
import Runtime

extension View {
  /// Whether changes animate; false inside ``performWithoutAnimation(_:)``.
  public private(set) static var areAnimationsEnabled = true

  /// Runs `actions` with animations disabled, as `UIView.performWithoutAnimation` does.
  ///
  /// Rotations and presentations started inside take no time: their completions run on the next tick.
  public static func performWithoutAnimation(_ actions: () -> Void) {
    let previous = areAnimationsEnabled
    areAnimationsEnabled = false
    defer { areAnimationsEnabled = previous }
    actions()
  }

  /// `duration` when `animated` is true and animations are enabled, zero otherwise.
  package static func animationDuration(_ duration: MediaTime, animated: Bool) -> MediaTime {
    animated && areAnimationsEnabled ? duration : .zero
  }
}
