import Controls
import PiPSim
import PiPSimTesting
import Testing

@MainActor
@Suite struct ValueControlTests {
  /// UISlider: a value outside the range takes the nearer end; a minimum above the maximum raises
  /// the maximum, and the other way round; NaN is ignored with a warning.
  @Test func aSlidersValueStaysInItsRange() {
    withSimulatedApp(expectedDiagnostics: [.controlInvalidValue]) { app in
      let slider = Slider()
      #expect(
        slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
      slider.value = 3
      #expect(slider.value == 1)
      slider.setValue(-2, animated: true)
      #expect(slider.value == 0)
      slider.maximumValue = 10
      slider.value = 8
      slider.maximumValue = 5
      #expect(slider.value == 5)
      slider.minimumValue = 7
      #expect(slider.maximumValue == 7 && slider.value == 7)
      slider.maximumValue = 2
      #expect(slider.minimumValue == 2 && slider.value == 2)
      slider.value = .nan
      slider.minimumValue = .nan
      #expect(slider.value == 2 && slider.minimumValue == 2)
      #expect(app.diagnostics.entries(withCode: .controlInvalidValue).count == 2)
      #expect(app.diagnostics.entries(withCode: .controlInvalidValue).allSatisfy { $0.severity == .warning })
    }
  }

  /// Setting a value in code sends nothing; the user's drag of a continuous slider sends
  /// valueChanged (and the primary action) with each of its ten moves, one 60 Hz frame apart.
  @Test func aContinuousSliderSendsValueChangedAsTheUserDragsAndNotWhenCodeSetsIt() {
    withSimulatedApp { app in
      let slider = Slider(frame: CGRect(x: 20, y: 200, width: 300, height: 31))
      showOnScreen(slider, in: app)
      let log = ControlEventLog(slider)
      var values: [Float] = []
      slider.addAction(Action { _ in values.append(slider.value) }, for: .valueChanged)
      slider.value = 0.5
      slider.setValue(0, animated: false)
      #expect(log.names.isEmpty)
      let start = app.now
      #expect(app.drag(slider, to: 1))
      #expect(values == (1...10).map { Float($0) / 10 })
      #expect(log.names.first == "touchDown" && log.names.last == "touchUpInside")
      #expect(log.names.filter { $0 == "valueChanged" }.count == 10)
      #expect(
        Array(log.names[1...4]) == [
          "valueChanged", "primaryActionTriggered", "touchDragInside", "valueChanged",
        ])
      #expect(app.now == start + MediaTime(nanoseconds: 10 * 16_666_667))
      #expect(!app.drag(slider, to: .nan))
    }
  }

  @Test func aSliderThatIsNotContinuousSendsOneValueChangedWhenTheFingerLifts() {
    withSimulatedApp { app in
      let slider = Slider(frame: CGRect(x: 20, y: 200, width: 300, height: 31))
      slider.isContinuous = false
      showOnScreen(slider, in: app)
      let log = ControlEventLog(slider)
      app.drag(slider, to: 5)
      #expect(slider.value == 1)
      #expect(log.names.filter { $0 == "valueChanged" }.count == 1)
      #expect(log.names.suffix(3) == ["valueChanged", "primaryActionTriggered", "touchUpInside"])
      log.clear()
      app.drag(slider, to: 1)
      #expect(!log.names.contains("valueChanged"), "a drag that ends where it began changes nothing")
    }
  }

  /// UISwitch: `setOn(_:animated:)` and `isOn` send no action; the user's flip sends valueChanged.
  @Test func aSwitchSendsValueChangedOnlyWhenTheUserFlipsIt() {
    withSimulatedApp { app in
      let toggle = Switch(frame: CGRect(x: 20, y: 300, width: 200, height: 100))
      showOnScreen(toggle, in: app)
      let log = ControlEventLog(toggle)
      toggle.setOn(true, animated: true)
      toggle.isOn = false
      #expect(log.names.isEmpty)
      #expect(app.toggle(toggle) && toggle.isOn)
      #expect(log.names == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
      #expect(app.toggle(toggle) && !toggle.isOn)
      toggle.isEnabled = false
      #expect(!app.toggle(toggle) && !toggle.isOn)
      #expect(toggle.style == .sliding && toggle.preferredStyle == .automatic)
    }
  }

  /// UIKit ignores the size given to `UISwitch(frame:)`: a switch is 51 by 31 points.
  @Test func aSwitchHasUIKitsFixedSize() {
    withSimulatedApp { _ in
      let toggle = Switch(frame: CGRect(x: 20, y: 300, width: 200, height: 100))
      #expect(toggle.frame == CGRect(x: 20, y: 300, width: 51, height: 31))
      #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
      #expect(Slider().intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 31))
      #expect(ProgressView().intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: 4))
    }
  }

  /// UIProgressView pins progress to 0...1; with an observed `Progress` it shows its fraction.
  @Test func aProgressViewPinsItsProgressAndFollowsAnObservedProgress() {
    withSimulatedApp(expectedDiagnostics: [.controlInvalidValue]) { app in
      let bar = ProgressView(progressViewStyle: .bar)
      #expect(bar.progressViewStyle == .bar && bar.progress == 0)
      bar.progress = 1.5
      #expect(bar.progress == 1)
      bar.setProgress(-0.5, animated: true)
      #expect(bar.progress == 0)
      bar.setProgress(0.25, animated: false)
      bar.progress = .nan
      #expect(bar.progress == 0.25)
      #expect(app.diagnostics.entries(withCode: .controlInvalidValue).count == 1)
      let task = Progress(totalUnitCount: 4)
      bar.observedProgress = task
      #expect(bar.progress == 0)
      task.completedUnitCount = 3
      #expect(bar.progress == 0.75)
      task.completedUnitCount = 6
      #expect(bar.progress == 1)
      bar.observedProgress = nil
      #expect(bar.progress == 0.25)
    }
  }

  /// UIActivityIndicatorView with hidesWhenStopped (the default) is hidden whenever it is stopped.
  @Test func anActivityIndicatorHidesWhileStopped() {
    withSimulatedApp { _ in
      let spinner = ActivityIndicatorView(style: .large)
      #expect(spinner.hidesWhenStopped && !spinner.isAnimating && spinner.isHidden)
      #expect(spinner.frame.size == CGSize(width: 37, height: 37))
      spinner.startAnimating()
      #expect(spinner.isAnimating && !spinner.isHidden)
      spinner.stopAnimating()
      #expect(!spinner.isAnimating && spinner.isHidden)
      spinner.hidesWhenStopped = false
      #expect(!spinner.isHidden)
      spinner.stopAnimating()
      #expect(!spinner.isHidden)
      spinner.style = .medium
      #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
      #expect(ActivityIndicatorView().style == .medium)
      #expect(
        ActivityIndicatorView.Style.whiteLarge.size.width == 37
          && ActivityIndicatorView.Style.gray.size.width == 20)
      #expect(
        ActivityIndicatorView.Style.large.rawValue == 101 && ActivityIndicatorView.Style.white.rawValue == 1)
    }
  }
}
