import Foundation
import Runtime
import Tracing

/// What an accessibility element is and how it behaves (UIKit's `UIAccessibilityTraits`), with
/// UIKit's raw values.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// UIKit's bits for the traits.
  public let rawValue: UInt64
  /// Creates traits from UIKit's raw bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// No traits.
  public static let none = AccessibilityTraits([])
  /// Acts as a button.
  public static let button = AccessibilityTraits(rawValue: 1 << 0)
  /// Opens a link.
  public static let link = AccessibilityTraits(rawValue: 1 << 1)
  /// Is an image.
  public static let image = AccessibilityTraits(rawValue: 1 << 2)
  /// Is selected (a selected control reports it).
  public static let selected = AccessibilityTraits(rawValue: 1 << 3)
  /// Plays its own sound when activated.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
  /// Acts as a keyboard key.
  public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
  /// Is text that does not change (a label reports it).
  public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
  /// Summarises the screen when the app starts.
  public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
  /// Is not enabled (a disabled control reports it).
  public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
  /// Changes its label or value often (a playback clock).
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
  /// Is a search field.
  public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
  /// Starts a media session when activated, so VoiceOver keeps quiet (a play button).
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  /// Takes increments and decrements (a slider reports it).
  public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
  /// Takes touches directly.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
  /// Turns the page when VoiceOver reaches its end.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
  /// Is a tab bar.
  public static let tabBar = AccessibilityTraits(rawValue: 1 << 15)
  /// Is a section header.
  public static let header = AccessibilityTraits(rawValue: 1 << 16)
}

/// UIKit's `UIAccessibility` namespace: the assistive technologies' state and the notifications an
/// app posts to them.
///
/// No assistive technology runs in the simulation: every `is...Enabled` / `is...Running` is false,
/// and a posted notification is recorded as an `accessibility.<name>` instant on the simulation's
/// main trace track (an announcement's text as its `text` argument), so a test can see what the app
/// told VoiceOver.
public enum Accessibility {
  /// A notification an app posts to assistive technologies (`UIAccessibility.Notification`).
  public struct Notification: Hashable, Sendable, CustomStringConvertible {
    /// The notification's name in traces.
    public let description: String
    /// A new screen appeared: VoiceOver moves to its first element (or the argument).
    public static let screenChanged = Notification(description: "screenChanged")
    /// The layout changed: VoiceOver moves to the argument, if given.
    public static let layoutChanged = Notification(description: "layoutChanged")
    /// Speak the argument, a string.
    public static let announcement = Notification(description: "announcement")
    /// A scroll finished: speak the argument, a string describing the new position.
    public static let pageScrolled = Notification(description: "pageScrolled")
  }

  /// Tells assistive technologies about a change (`UIAccessibility.post(notification:argument:)`):
  /// recorded on the current simulation's trace as `accessibility.<name>`.
  @MainActor
  public static func post(notification: Notification, argument: Any?) {
    let arguments: TraceArguments = (argument as? String).map { ["text": .string($0)] } ?? [:]
    Simulation.current.mainTrack.instant(
      "accessibility.\(notification.description)", category: "accessibility", arguments)
  }

  /// Whether VoiceOver is on: never in the simulation.
  public static var isVoiceOverRunning: Bool { false }
  /// Whether Switch Control is on: never in the simulation.
  public static var isSwitchControlRunning: Bool { false }
  /// Whether the user asked for less motion: no.
  public static var isReduceMotionEnabled: Bool { false }
  /// Whether the user asked for less transparency: no.
  public static var isReduceTransparencyEnabled: Bool { false }
  /// Whether the user asked for bold text: no.
  public static var isBoldTextEnabled: Bool { false }
  /// Whether closed captions are on: no.
  public static var isClosedCaptioningEnabled: Bool { false }
  /// Whether the screen's colours are inverted: no.
  public static var isInvertColorsEnabled: Bool { false }
  /// Whether mono audio is on: no.
  public static var isMonoAudioEnabled: Bool { false }
  /// Whether the user asked for greater contrast: no.
  public static var isDarkerSystemColorsEnabled: Bool { false }

  /// Posted when VoiceOver turns on or off (never in the simulation).
  public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")
  /// Posted when the reduce-motion setting changes (never in the simulation).
  public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
  /// Posted when closed captioning turns on or off (never in the simulation).
  public static let closedCaptioningStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityClosedCaptioningStatusDidChangeNotification")
}

/// The accessibility values an app set on a view; nil where it set none, so the view's own default
/// (a label's text, a button's title) answers.
package struct AccessibilityAttributes {
  package var isElement: Bool?
  package var label: String?
  package var hint: String?
  package var value: String?
  package var traits: AccessibilityTraits?
  package var frame: CGRect?
  package var language: String?
  package var elementsHidden = false
  package var viewIsModal = false
  package var groupsChildren = false
}
