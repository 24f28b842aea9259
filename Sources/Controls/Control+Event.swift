extension Control {
  /// The events a control sends actions for, as `UIControl.Event`, with UIKit's raw values.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The event's bits.
    public let rawValue: UInt

    /// Creates an event set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A touch comes down on the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A second or later touch comes down in quick succession (a double tap).
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A finger is dragged inside the control.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A finger is dragged just outside the control.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A finger is dragged from outside into the control.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A finger is dragged from inside out of the control.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A touch lifts inside the control: a tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch lifts outside the control.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The system cancels the touch.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The user changed the control's value (a slider moved, a switch flipped).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action: a button's tap, after ``touchUpInside``.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// The control's menu was opened.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began in a text control.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text of a text control changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended in a text control.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing ended in a text control with the Return key.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// The bits an app may use for its own events.
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// The bits UIKit reserves for itself.
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }
}
