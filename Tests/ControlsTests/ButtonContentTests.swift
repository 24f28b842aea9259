import Controls
import Foundation
import PiPSimTesting
import Testing
import ViewHierarchy

@MainActor
struct ButtonContentTests {
  @Test func aConfiguredButtonRunsItsPrimaryActionWhenTapped() {
    withSimulatedApp { app in
      var taps = 0
      let button = Button(configuration: .filled(), primaryAction: Action(title: "Play") { _ in taps += 1 })
      button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
      app.window.rootViewController?.view.addSubview(button)
      #expect(button.configuration != nil)
      #expect(button.buttonType == .system)
      #expect(app.tap(button))
      #expect(taps == 1)
    }
  }

  @Test func titlesFallBackToTheNormalState() {
    withSimulatedApp { _ in
      let button = Button(type: .system)
      button.setTitle("Play", for: .normal)
      #expect(button.title(for: .selected) == "Play")
      button.setTitle("Pause", for: .selected)
      #expect(button.currentTitle == "Play")
      button.isSelected = true
      #expect(button.currentTitle == "Pause")
      button.isSelected = false
      button.isEnabled = false
      #expect(button.currentTitle == "Play")
      #expect(button.titleLabel?.text == "Play")
      #expect(button.titleLabel?.font.pointSize == 15)
    }
  }

  @Test func titleColoursFallBackToTheNormalStateThenTheTint() {
    withSimulatedApp { _ in
      let button = Button(type: .system)
      #expect(button.currentTitleColor == Color.systemBlue)
      button.setTitleColor(.red, for: .normal)
      #expect(button.titleColor(for: .disabled) == .red)
      button.setTitleColor(.gray, for: .disabled)
      button.isEnabled = false
      #expect(button.currentTitleColor == .gray)
      #expect(Button(type: .custom).currentTitleColor == .white)
    }
  }

  @Test func aLegacyButtonIsItsTitlePaddedSixPointsAboveAndBelow() {
    withSimulatedApp { _ in
      let button = Button(type: .system)
      #expect(button.intrinsicContentSize == CGSize(width: 30, height: 34))
      button.setTitle("Hello World", for: .normal)
      // 5.06 em x 15 = 75.9 -> 76; 15 pt line 17.90 -> 18, + 2 x 6 = 30 (UIKit measures 78 x 30).
      #expect(button.intrinsicContentSize == CGSize(width: 76, height: 30))
      button.setImage(Image(named: "icon", size: CGSize(width: 20, height: 40), scale: 1), for: .normal)
      button.setTitle("Hello World", for: .normal)
      #expect(button.intrinsicContentSize == CGSize(width: 96, height: 40))
    }
  }

  @Test func aConfiguredButtonIsItsContentInsideTheSizesInsets() {
    withSimulatedApp { _ in
      var configuration = Button.Configuration.filled()
      configuration.title = "Hello"
      let button = Button(configuration: configuration)
      // "Hello" in the 17 pt body font: 115/3 x 61/3, inside 7 and 12 point insets.
      #expect(button.intrinsicContentSize == CGSize(width: 115.0 / 3 + 24, height: 61.0 / 3 + 14))
      #expect(button.currentTitle == "Hello")
      configuration.image = Image(systemName: "star")
      configuration.imagePadding = 8
      button.configuration = configuration
      #expect(button.intrinsicContentSize == CGSize(width: 115.0 / 3 + 8 + 20.4 + 24, height: 20.4 + 14))
      configuration.buttonSize = .large
      button.configuration = configuration
      #expect(
        button.configuration?.contentInsets
          == DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
      configuration.contentInsets = .zero
      configuration.buttonSize = .small
      #expect(configuration.contentInsets == .zero)
    }
  }

  @Test func theUpdateHandlerRunsWhenAnUpdateIsAskedFor() {
    withSimulatedApp { _ in
      let button = Button(configuration: .plain())
      var updates = 0
      button.configurationUpdateHandler = { button in
        updates += 1
        var configuration = button.configuration
        configuration?.title = button.isSelected ? "On" : "Off"
        button.configuration = configuration
      }
      #expect(updates == 1 && button.currentTitle == "Off")
      button.isSelected = true
      button.setNeedsUpdateConfiguration()
      #expect(updates == 2 && button.currentTitle == "On")
    }
  }
}
