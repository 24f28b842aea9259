import Foundation

/// The touches of one gesture of the user's, as UIKit's `UIEvent` of type `.touches`: every
/// responder a touch reaches gets the same event with the touch.
///
/// A simulation keeps one event for the fingers that are down, as UIKit reuses its touch event;
/// its ``timestamp`` is the last change's.
@preconcurrency @MainActor
public final class TouchEvent: NSObject {
  /// The kind of an event, as `UIEvent.EventType`, with UIKit's raw values.
  public enum EventType: Int, Sendable {
    /// Touches on the screen: every event PiPSim sends.
    case touches
    /// A motion of the device (a shake).
    case motion
    /// A remote control's command.
    case remoteControl
    /// Presses of physical buttons.
    case presses
    /// A scroll of a trackpad or mouse.
    case scroll = 10
    /// A pointer hovering.
    case hover = 11
    /// A trackpad's pinch or rotation.
    case transform = 14
  }

  /// The event's kind: ``EventType/touches``.
  public var type: EventType { .touches }
  /// When the event last changed, in seconds of the simulation's clock.
  public package(set) var timestamp: TimeInterval
  /// The touches of the event, in the order the fingers went down.
  package private(set) var touchList: [Touch] = []

  /// An event with no touches yet, at `timestamp`.
  package init(timestamp: TimeInterval) {
    self.timestamp = timestamp
    super.init()
  }

  /// Gives the event its touches, once they are made.
  package func setTouches(_ touches: [Touch]) {
    touchList = touches
  }

  /// Every touch of the event.
  public var allTouches: Set<Touch>? { Set(touchList) }

  /// The touches that went down in `view` (the view hit testing gave them to); nil when none did.
  public func touches(for view: View) -> Set<Touch>? {
    let found = touchList.filter { $0.view === view }
    return found.isEmpty ? nil : Set(found)
  }

  /// The touches that went down in `window`; nil when none did.
  public func touches(for window: Window) -> Set<Touch>? {
    let found = touchList.filter { $0.window === window }
    return found.isEmpty ? nil : Set(found)
  }
}
