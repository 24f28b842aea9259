import Controls
import PiPSim
import PiPSimTesting
import Testing
import Tracing

/// What each kind of view tells assistive technologies by default, and that what the app sets wins.
@MainActor
@Suite struct AccessibilityTests {
  @Test func aPlainViewIsNoElementAndSaysNothing() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(!view.isAccessibilityElement)
    #expect(view.accessibilityLabel == nil && view.accessibilityValue == nil && view.accessibilityHint == nil)
    #expect(view.accessibilityTraits == [])
    view.isAccessibilityElement = true
    view.accessibilityLabel = "Video"
    view.accessibilityTraits = [.image, .updatesFrequently]
    #expect(view.isAccessibilityElement && view.accessibilityLabel == "Video")
    #expect(view.accessibilityTraits == [.image, .updatesFrequently])
  }

  @Test func aLabelIsAnElementCalledByItsText() {
    let label = Label()
    label.text = "0:42"
    #expect(label.isAccessibilityElement)
    #expect(label.accessibilityLabel == "0:42")
    #expect(label.accessibilityTraits == .staticText)
    label.text = "0:43"
    #expect(label.accessibilityLabel == "0:43", "it follows the text")
    label.accessibilityLabel = "Elapsed time"
    #expect(label.accessibilityLabel == "Elapsed time", "what the app set wins")
    label.isAccessibilityElement = false
    #expect(!label.isAccessibilityElement)
  }

  @Test func aButtonIsCalledByItsTitleAndSaysItsState() {
    let button = Button(type: .system)
    button.setTitle("Play", for: .normal)
    button.setTitle("Pause", for: .selected)
    #expect(button.isAccessibilityElement)
    #expect(button.accessibilityLabel == "Play")
    #expect(button.accessibilityTraits == .button)
    button.isSelected = true
    #expect(button.accessibilityLabel == "Pause")
    #expect(button.accessibilityTraits == [.button, .selected])
    button.isEnabled = false
    #expect(button.accessibilityTraits == [.button, .selected, .notEnabled])
    button.accessibilityTraits = [.button, .startsMediaSession]
    #expect(button.accessibilityTraits == [.button, .startsMediaSession])
  }

  @Test func aSliderSaysItsPositionAsAPercentageAndMovesATenthPerSwipe() {
    withSimulatedApp { app in
      let slider = Slider(frame: CGRect(x: 20, y: 100, width: 200, height: 31))
      showOnScreen(slider, in: app)
      slider.minimumValue = 10
      slider.maximumValue = 30
      slider.value = 20
      var changes = 0
      slider.addAction(Action { _ in changes += 1 }, for: .valueChanged)
      #expect(slider.accessibilityValue == "50%")
      #expect(slider.accessibilityTraits == .adjustable)
      slider.accessibilityIncrement()
      #expect(slider.value == 22)
      #expect(slider.accessibilityValue == "60%")
      #expect(changes == 1)
      for _ in 0..<6 { slider.accessibilityIncrement() }
      #expect(slider.value == 30, "kept in range")
      #expect(changes == 5, "no event once it cannot move")
      slider.accessibilityDecrement()
      #expect(slider.value == 28)
      #expect(slider.accessibilityValue == "90%")
    }
  }

  @Test func anImageViewIsAnImageButNoElement() {
    let imageView = ImageView(image: Image(systemName: "play.fill"))
    #expect(!imageView.isAccessibilityElement)
    #expect(imageView.accessibilityTraits == .image)
  }

  @Test func theFrameIsTheViewsRectangleOnScreenUnlessSet() {
    withSimulatedApp { app in
      let container = View(frame: CGRect(x: 10, y: 100, width: 200, height: 200))
      let child = View(frame: CGRect(x: 5, y: 6, width: 50, height: 40))
      let host = showOnScreen(Control(), in: app)
      host.view.addSubview(container)
      container.addSubview(child)
      #expect(child.accessibilityFrame == CGRect(x: 15, y: 106, width: 50, height: 40))
      child.accessibilityFrame = CGRect(x: 0, y: 0, width: 1, height: 1)
      #expect(child.accessibilityFrame == CGRect(x: 0, y: 0, width: 1, height: 1))
    }
  }

  @Test func aSubclassOverridesTheDefaults() {
    final class Clock: Label {
      override var accessibilityValue: String? {
        get { "\(text ?? "") remaining" }
        set { super.accessibilityValue = newValue }
      }
    }
    let clock = Clock()
    clock.text = "3:00"
    #expect(clock.accessibilityValue == "3:00 remaining")
  }

  @Test func postedNotificationsAreOnTheTraceAndNoAssistiveTechnologyRuns() {
    withSimulatedApp(tracing: true) { app in
      #expect(!Accessibility.isVoiceOverRunning)
      #expect(!Accessibility.isReduceMotionEnabled)
      Accessibility.post(notification: .announcement, argument: "Picture in Picture started")
      Accessibility.post(notification: .screenChanged, argument: nil)
      let events = app.simulation.trace.snapshot().events.filter { $0.category == "accessibility" }
      #expect(events.map(\.name) == ["accessibility.announcement", "accessibility.screenChanged"])
      #expect(events.first?.arguments["text"]?.description == "Picture in Picture started")
    }
  }
}
