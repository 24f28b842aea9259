import Controls
import PiPSim
import PiPSimTesting
import Testing

@MainActor
@Suite struct ControlStateAndEventTests {
  /// The bits of UIKit's `UIControlState` and `UIControlEvents` (UIControl.h).
  @Test func statesAndEventsCarryUIKitsRawValues() {
    #expect(Control.State.normal.rawValue == 0)
    #expect(
      [Control.State.highlighted, .disabled, .selected, .focused].map(\.rawValue) == [1, 2, 4, 8])
    #expect(
      Control.State.application.rawValue == 0x00FF_0000 && Control.State.reserved.rawValue == 0xFF00_0000)
    let touches: [Control.Event] = [
      .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
      .touchUpInside, .touchUpOutside, .touchCancel,
    ]
    #expect(touches.map(\.rawValue) == (0...8).map { 1 << $0 })
    #expect(
      Control.Event.valueChanged.rawValue == 4096 && Control.Event.primaryActionTriggered.rawValue == 8192)
    #expect(Control.Event.menuActionTriggered.rawValue == 16384)
    #expect(
      [Control.Event.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit].map(\.rawValue)
        == [0x1_0000, 0x2_0000, 0x4_0000, 0x8_0000])
    #expect(Control.Event.allTouchEvents.isSuperset(of: Control.Event(touches)))
    #expect(!Control.Event.allTouchEvents.contains(.valueChanged))
    #expect(
      Control.Event.allEditingEvents.rawValue == 0xF_0000 && Control.Event.allEvents.rawValue == 0xFFFF_FFFF)
  }

  @Test func theStateFollowsEnabledSelectedAndHighlighted() {
    withSimulatedApp { _ in
      let control = Control()
      #expect(control.state == .normal && control.isEnabled)
      control.isEnabled = false
      control.isSelected = true
      #expect(control.state == [.disabled, .selected])
      control.isHighlighted = true
      #expect(control.state == [.disabled, .selected, .highlighted])
      control.contentHorizontalAlignment = .leading
      #expect(control.effectiveContentHorizontalAlignment == .left)
      #expect(control.contentVerticalAlignment == .center)
      #expect(!control.isTracking && !control.isTouchInside)
    }
  }

  /// A tap sends touchDown, then touchUpInside, then primaryActionTriggered, tracking while the
  /// finger is down and not after, and takes the tap's length of virtual time.
  @Test func aTapSendsTouchDownTouchUpInsideAndThePrimaryActionInOrder() {
    withSimulatedApp { app in
      let button = Button(frame: CGRect(x: 10, y: 100, width: 80, height: 40))
      showOnScreen(button, in: app)
      let log = ControlEventLog(button)
      let start = app.now
      #expect(app.tap(button))
      #expect(log.names == ["touchDown", "touchUpInside", "primaryActionTriggered"])
      #expect(log.trackingWhenSent == [true, true, true])
      #expect(app.now == start + .milliseconds(100))
      #expect(!button.isTracking && !button.isHighlighted && !button.isTouchInside)
    }
  }

  /// UIKit's hit test skips a hidden, non-interactive or nearly transparent view, and a view in
  /// front takes the touch; a disabled control takes none.
  @Test func aControlTheUserCannotReachTakesNoTap() {
    withSimulatedApp { app in
      let button = Button(frame: CGRect(x: 10, y: 100, width: 80, height: 40))
      let host = showOnScreen(button, in: app)
      let log = ControlEventLog(button)
      button.isEnabled = false
      #expect(!app.tap(button))
      button.isEnabled = true
      button.isUserInteractionEnabled = false
      #expect(!app.tap(button))
      button.isUserInteractionEnabled = true
      let overlay = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      host.view.addSubview(overlay)
      #expect(!app.tap(button), "a view in front over the button's centre takes the touch")
      overlay.isUserInteractionEnabled = false
      #expect(app.tap(button), "a view that takes no touches lets it through")
      overlay.isUserInteractionEnabled = true
      overlay.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
      #expect(app.tap(button), "a view in front that misses the centre does not block")
      host.view.sendSubviewToBack(overlay)
      overlay.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
      #expect(app.tap(button), "a view behind does not block")
      // https://developer.apple.com/documentation/uikit/uicontrol/event/touchdownrepeat: the taps
      // follow each other at once, so the second and third are repeats.
      #expect(log.names.filter { $0 != "touchDownRepeat" }.count == 9)
      #expect(log.names.filter { $0 == "touchDownRepeat" }.count == 2)
    }
  }
}
