import Controls

/// The events a control sent, by name, in order, with each one's virtual time.
@MainActor
final class ControlEventLog {
  private(set) var names: [String] = []
  private(set) var trackingWhenSent: [Bool] = []

  private static let named: [(String, Control.Event)] = [
    ("touchDown", .touchDown), ("touchDragInside", .touchDragInside), ("touchUpInside", .touchUpInside),
    ("valueChanged", .valueChanged), ("primaryActionTriggered", .primaryActionTriggered),
    ("touchDownRepeat", .touchDownRepeat), ("touchDragOutside", .touchDragOutside),
    ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit),
    ("touchUpOutside", .touchUpOutside),
    ("touchCancel", .touchCancel), ("editingDidBegin", .editingDidBegin), ("editingChanged", .editingChanged),
    ("editingDidEnd", .editingDidEnd), ("editingDidEndOnExit", .editingDidEndOnExit),
  ]

  /// Starts logging `control`'s touch, value, primary-action and editing events.
  init(_ control: Control) {
    for (name, event) in Self.named {
      control.addAction(
        Action { [weak self] action in
          self?.names.append(name)
          self?.trackingWhenSent.append((action.sender as? Control)?.isTracking ?? false)
        }, for: event)
    }
  }

  /// Forgets what was logged.
  func clear() {
    names.removeAll()
    trackingWhenSent.removeAll()
  }
}
