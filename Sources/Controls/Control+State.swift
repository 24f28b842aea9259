extension Control {
  /// The states a control can be in, as `UIControl.State`, with UIKit's raw values.
  public struct State: OptionSet, Hashable, Sendable {
    /// The state's bits.
    public let rawValue: UInt

    /// Creates a state from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Enabled, not selected and not highlighted: no bit set.
    public static let normal: State = []
    /// A touch is down on the control.
    public static let highlighted = State(rawValue: 1 << 0)
    /// The control is disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// The control is selected.
    public static let selected = State(rawValue: 1 << 2)
    /// The control has the focus (PiPSim's controls are never focused).
    public static let focused = State(rawValue: 1 << 3)
    /// The bits an app may use for its own states.
    public static let application = State(rawValue: 0x00FF_0000)
    /// The bits UIKit reserves for itself.
    public static let reserved = State(rawValue: 0xFF00_0000)
  }
}
