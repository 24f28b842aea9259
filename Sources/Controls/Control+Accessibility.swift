import ViewHierarchy

// UIKit's controls, labels and image views answer assistive technologies by themselves: a control
// and a label are elements, a button is called by its title, a label by its text, a slider says
// its position as a percentage and moves a tenth of its range per VoiceOver swipe. What the app
// sets wins (docs/ios-behaviour.md, "Accessibility").

extension Control {
  /// The state traits UIKit adds to a control's own: `.notEnabled` while disabled, `.selected` while
  /// selected.
  var stateTraits: AccessibilityTraits {
    var traits: AccessibilityTraits = []
    if !isEnabled { traits.insert(.notEnabled) }
    if isSelected { traits.insert(.selected) }
    return traits
  }
}

extension Slider {
  /// The slider's position as VoiceOver says it: the percentage of the range, such as `50%`.
  var spokenPercentage: String {
    let range = maximumValue - minimumValue
    let fraction = range > 0 ? (value - minimumValue) / range : 0
    return "\(Int((fraction * 100).rounded()))%"
  }

  /// Moves the value by `tenths` tenths of the range, sending `.valueChanged` when it moved, as a
  /// VoiceOver swipe does.
  func adjust(byTenths tenths: Float) {
    let before = value
    value = before + tenths * (maximumValue - minimumValue) / 10
    if value != before { sendActions(for: .valueChanged) }
  }
}
