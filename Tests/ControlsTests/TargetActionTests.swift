import Controls
import PiPSim
import PiPSimTesting
import Testing

/// A screen's target object, as an iOS view controller is one.
@MainActor
private final class Receiver {
  var calls: [String] = []
  var sliders: [Slider] = []

  func tapped() { calls.append("tapped") }
  func buttonTapped(_ sender: Button) { calls.append("button") }
  func sliderChanged(_ sender: Slider) { sliders.append(sender) }
}

@MainActor
@Suite struct TargetActionTests {
  @Test func aControlHoldsItsTargetsWeakly() {
    withSimulatedApp { _ in
      let button = Button(type: .system)
      var receiver: Receiver? = Receiver()
      weak let released = receiver
      button.addTarget(receiver!, action: Receiver.tapped, for: .touchUpInside)
      #expect(button.allTargets.count == 1 && button.allControlEvents == .touchUpInside)
      button.sendActions(for: .touchUpInside)
      #expect(receiver?.calls == ["tapped"])
      receiver = nil
      #expect(released == nil, "the control must not keep its target alive")
      #expect(button.allTargets.isEmpty && button.allControlEvents.isEmpty)
      button.sendActions(for: .touchUpInside)
    }
  }

  /// A method taking its sender runs only when the sender is of its parameter's type.
  @Test func aSenderTypedActionRunsOnlyForItsSendersType() {
    withSimulatedApp { _ in
      let receiver = Receiver()
      let slider = Slider()
      let button = Button()
      slider.addTarget(receiver, action: Receiver.sliderChanged, for: .valueChanged)
      button.addTarget(receiver, action: Receiver.sliderChanged, for: .touchUpInside)
      button.addTarget(receiver, action: Receiver.buttonTapped, for: .touchUpInside)
      slider.sendActions(for: .valueChanged)
      button.sendActions(for: .touchUpInside)
      #expect(receiver.sliders.count == 1 && receiver.sliders.first === slider)
      #expect(receiver.calls == ["button"])
    }
  }

  /// `sendActions(for:)` sends for every event in the set and runs each registration once, in
  /// registration order; `removeTarget(_:action: nil, for:)` takes only those events away.
  @Test func removingATargetWithANilActionRemovesItsMethodsForThoseEventsOnly() {
    withSimulatedApp { _ in
      let receiver = Receiver()
      let other = Receiver()
      let button = Button()
      var order: [String] = []
      button.addTarget(receiver, action: Receiver.tapped, for: [.touchUpInside, .touchDown])
      button.addAction(Action { _ in order.append("action") }, for: .touchUpInside)
      button.addTarget(other, action: Receiver.tapped, for: .touchUpInside)
      button.sendActions(for: [.touchUpInside, .touchDown])
      #expect(receiver.calls.count == 1 && other.calls.count == 1 && order == ["action"])
      button.removeTarget(receiver, action: nil, for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      #expect(receiver.calls.count == 1 && other.calls.count == 2)
      button.sendActions(for: .touchDown)
      #expect(receiver.calls.count == 2, "its touchDown registration stays")
      button.removeTarget(nil, action: nil, for: .allEvents)
      #expect(button.allTargets.isEmpty)
      button.sendActions(for: .touchUpInside)
      #expect(order == ["action", "action", "action"], "a nil target leaves the UIActions")
    }
  }

  /// UIKit: "UIActions are uniqued based on their identifier, and subsequent actions with the same
  /// identifier replace previously added actions."
  @Test func anActionWithARegisteredIdentifierReplacesTheEarlierOne() {
    withSimulatedApp { _ in
      let button = Button()
      var ran: [String] = []
      let identifier = Action.Identifier("toggle")
      button.addAction(Action(identifier: identifier) { _ in ran.append("first") }, for: .touchUpInside)
      button.addAction(Action(identifier: identifier) { _ in ran.append("second") }, for: .valueChanged)
      button.sendActions(for: .touchUpInside)
      button.sendActions(for: .valueChanged)
      #expect(ran == ["second", "second"])
      button.removeAction(identifiedBy: identifier, for: .touchUpInside)
      button.sendActions(for: [.touchUpInside, .valueChanged])
      #expect(ran == ["second", "second", "second"])
      #expect(button.allControlEvents == .valueChanged)
      let unnamed = Action { _ in ran.append("unnamed") }
      button.addAction(unnamed, for: .touchUpInside)
      button.addAction(Action { _ in ran.append("another") }, for: .touchUpInside)
      button.removeAction(unnamed, for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      #expect(ran.last == "another", "actions without an identifier each get a unique one")
    }
  }

  @Test func anActionKnowsItsSenderAndTakesUIKitsDefaults() {
    withSimulatedApp { _ in
      let button = Button()
      var senders: [AnyObject?] = []
      let action = Action { senders.append($0.sender as AnyObject?) }
      #expect(action.title == "" && action.image == nil && action.attributes == [] && action.state == .off)
      #expect(action.discoverabilityTitle == nil && action.sender == nil)
      button.addAction(action, for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      let slider = Slider()
      slider.sendAction(action)
      #expect(senders.count == 2 && senders[0] === button && senders[1] === slider)
    }
  }

  /// A button made with a primary action runs it on a tap, after touchUpInside; a system button by
  /// default, as `UIButton(primaryAction:)` makes; `init(frame:)` makes a custom one.
  @Test func aPrimaryActionRunsOnTheTapAfterTouchUpInside() {
    withSimulatedApp { app in
      var order: [String] = []
      let button = Button(primaryAction: Action { _ in order.append("primary") })
      button.frame = CGRect(x: 0, y: 200, width: 44, height: 44)
      button.addAction(Action { _ in order.append("touchUpInside") }, for: .touchUpInside)
      showOnScreen(button, in: app)
      #expect(
        button.buttonType == .system && button.allControlEvents == [.primaryActionTriggered, .touchUpInside])
      app.tap(button)
      #expect(order == ["touchUpInside", "primary"])
      #expect(Button(frame: .zero).buttonType == .custom && Button().buttonType == .custom)
      #expect(Button(type: .close).buttonType.rawValue == 7 && Button.ButtonType.roundedRect == .system)
      #expect(
        Button(type: .plain).buttonType.rawValue == 6 && Button(type: .contactAdd).buttonType.rawValue == 5)
    }
  }

  /// Swift methods have no identity: removing a named method removes the target's methods of its
  /// signature for those events, and says so once as not simulated.
  @Test func removingANamedMethodRemovesTheTargetsMethodsOfItsSignature() {
    withSimulatedApp { app in
      let receiver = Receiver()
      let button = Button()
      button.addTarget(receiver, action: Receiver.tapped, for: .touchUpInside)
      button.addTarget(receiver, action: Receiver.buttonTapped, for: .touchUpInside)
      button.removeTarget(receiver, action: Receiver.tapped, for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      #expect(receiver.calls == ["button"])
      button.removeTarget(receiver, action: Receiver.buttonTapped, for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      #expect(receiver.calls == ["button"] && button.allTargets.isEmpty)
      let notSimulated = app.diagnostics.entries(withCode: .apiNotSimulated).map(\.subject)
      #expect(notSimulated.filter { $0 == "UIControl.removeTarget(_:action:for:)" }.count == 1)
    }
  }

  /// `UIControl(frame:primaryAction:)`, as a switch inherits it: the action runs on the user's flip.
  @Test func aSwitchMadeWithAPrimaryActionRunsItWhenTheUserFlipsIt() {
    withSimulatedApp { app in
      var states: [Bool] = []
      let toggle = Switch(
        frame: CGRect(x: 20, y: 300, width: 0, height: 0),
        primaryAction: Action { action in states.append((action.sender as? Switch)?.isOn ?? false) })
      showOnScreen(toggle, in: app)
      toggle.setOn(true, animated: false)
      #expect(states.isEmpty)
      app.toggle(toggle)
      app.toggle(toggle)
      #expect(states == [false, true])
    }
  }

  /// A stored-only member says so, once per simulation.
  @Test func aStoredOnlyMemberRecordsThatItIsNotSimulated() {
    withSimulatedApp { app in
      let slider = Slider()
      slider.thumbTintColor = .white
      slider.thumbTintColor = .black
      let button = Button()
      button.menu = Menu(title: "Speed", children: [Action(title: "2x") { _ in }])
      #expect(button.menu?.children.first?.title == "2x")
      let subjects = app.diagnostics.entries(withCode: .apiNotSimulated).map(\.subject)
      #expect(subjects == ["UISlider.thumbTintColor", "UIButton.menu"])
    }
  }
}
