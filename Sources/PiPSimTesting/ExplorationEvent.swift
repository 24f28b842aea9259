import Clocks
import PiPSim

/// The parts of an app an exploration event touches. Two events whose footprints share no part
/// commute: an exploration runs one ordering of them, not both (partial-order reduction).
///
/// A footprint covers what the event changes and what the app's code does in answer to it. An
/// event of the app's own touches ``everything`` unless it says otherwise, so it commutes with
/// nothing; a narrower footprint is a promise that the app's handlers keep to those parts.
public struct ExplorationFootprint: OptionSet, Hashable, Sendable {
  /// The parts, one bit each.
  public let rawValue: UInt32
  /// The footprint of the parts set in `rawValue`.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The app's and its scenes' activation: foreground, inactive, background.
  public static let lifecycle = Self(rawValue: 1 << 0)
  /// The PiP controller, its window and which app shows PiP.
  public static let pictureInPicture = Self(rawValue: 1 << 1)
  /// Whether the media plays, and where.
  public static let playback = Self(rawValue: 1 << 2)
  /// The audio session: its category, activation and interruptions.
  public static let audioSession = Self(rawValue: 1 << 3)
  /// The device's and the interface's orientation.
  public static let orientation = Self(rawValue: 1 << 4)
  /// Which views are where: the view tree and its layout.
  public static let views = Self(rawValue: 1 << 5)
  /// The frames the app's video source makes.
  public static let frames = Self(rawValue: 1 << 6)
  /// Virtual time: timers, animations and timeouts.
  public static let time = Self(rawValue: 1 << 7)
  /// Every part: an event with this footprint commutes with none.
  public static let everything = Self(rawValue: .max)
}

/// One thing the user, the system or time does to an app under ``explore(depth:events:invariants:randomSequences:randomDepth:seed:device:audioCategory:ignoredDiagnostics:controller:partialOrderReduction:isolatingTraps:sourceLocation:makeScreen:)``.
///
/// An event applies itself to the app and its screen and says whether it could: one that cannot
/// apply in the app's state (restore with no PiP window, home when the app is already in the
/// background) returns false, is counted as skipped and is not a failure. The built-in events are
/// the user's and the system's; an app adds its own buttons as events with ``init(_:source:touches:_:)``.
@MainActor
public struct ExplorationEvent<Screen> {
  /// The event's name in reports, such as `home` or `wait 0.5 s`.
  public let name: String
  /// The Swift a test calls to do the same, with `app` and `screen` in scope, as a counterexample's
  /// test body spells it.
  public let source: String
  /// The parts of the app the event and the app's answer to it touch; events with disjoint
  /// footprints commute.
  public let footprint: ExplorationFootprint
  /// The span a `wait` event moves time by; a shrunk counterexample tries shorter ones.
  let waitSpan: MediaTime?
  let apply: @MainActor (SimulatedApp, Screen) throws -> Bool

  /// An event of the app's own: `apply` does it and returns false when it cannot apply now.
  /// - Parameters:
  ///   - name: the name in reports.
  ///   - source: the Swift a test writes for it (`screen.pipButton.sendActions(for: .touchUpInside)`);
  ///     a comment naming the event when nil.
  ///   - footprint: the parts of the app the event and the app's answer to it touch
  ///     (``ExplorationFootprint/everything`` by default: it commutes with no other event).
  ///   - apply: does the event; returns whether it applied.
  public init(
    _ name: String, source: String? = nil, touches footprint: ExplorationFootprint = .everything,
    _ apply: @escaping @MainActor (SimulatedApp, Screen) throws -> Bool
  ) {
    self.init(name: name, source: source ?? "// \(name)", footprint: footprint, waitSpan: nil, apply: apply)
  }

  private init(
    name: String, source: String, footprint: ExplorationFootprint, waitSpan: MediaTime?,
    apply: @escaping @MainActor (SimulatedApp, Screen) throws -> Bool
  ) {
    self.name = name
    self.source = source
    self.footprint = footprint
    self.waitSpan = waitSpan
    self.apply = apply
  }

  /// Whether this event and `other` commute: their footprints share no part.
  func commutes(with other: Self) -> Bool { footprint.isDisjoint(with: other.footprint) }

  /// The user touches something of the app's screen (its own PiP button, say): `action` does what
  /// the touch does; skipped unless the app is in the foreground and active, where the user can
  /// touch it.
  /// - Parameters:
  ///   - name: the name in reports.
  ///   - source: the Swift a test writes for it; a comment naming the event when nil.
  ///   - footprint: the parts of the app the touch and the app's answer to it touch
  ///     (``ExplorationFootprint/everything`` by default). The touch itself reads the app's
  ///     activation, so the footprint always includes ``ExplorationFootprint/lifecycle``.
  ///   - action: what the touch does to the screen.
  public static func userTaps(
    _ name: String, source: String? = nil, touches footprint: ExplorationFootprint = .everything,
    _ action: @escaping @MainActor (Screen) -> Void
  ) -> Self {
    Self(name, source: source, touches: footprint.union(.lifecycle)) { app, screen in
      guard app.simulation.app.activationState == .foregroundActive else { return false }
      action(screen)
      return true
    }
  }

  /// Time passes by `span`: animations end, timeouts fire, frames flow.
  public static func wait(_ span: MediaTime) -> Self {
    let spelled =
      span.nanoseconds % 1_000_000 == 0
      ? ".milliseconds(\(span.nanoseconds / 1_000_000))" : "MediaTime(nanoseconds: \(span.nanoseconds))"
    return Self(
      name: "wait \(span.seconds) s", source: "try app.advance(by: \(spelled))", footprint: .everything,
      waitSpan: span
    ) {
      app, _ in
      try app.advance(by: span)
      return true
    }
  }

  /// What going home, coming back and the app switcher touch: the app's activation, and what it
  /// starts or stops in answer (PiP started on going home, playback and audio paused, views moved).
  private static var activationFootprint: ExplorationFootprint {
    [.lifecycle, .pictureInPicture, .playback, .audioSession, .views, .frames]
  }

  /// What PiP's window and other apps' PiP touch: PiP, what plays, and the views that go into the
  /// window and back.
  private static var pictureInPictureFootprint: ExplorationFootprint {
    [.pictureInPicture, .playback, .views]
  }

  /// The user goes home (the app enters the background); skipped when it is already there.
  public static var home: Self {
    Self(name: "home", source: "app.enterBackground()", footprint: activationFootprint, waitSpan: nil) {
      app, _ in
      guard app.simulation.app.activationState != .background else { return false }
      app.enterBackground()
      return true
    }
  }

  /// The user returns to the app; skipped when it is in the foreground.
  public static var returnToApp: Self {
    Self(
      name: "return to the app", source: "app.enterForeground()", footprint: activationFootprint,
      waitSpan: nil
    ) { app, _ in
      guard app.simulation.app.activationState == .background else { return false }
      app.enterForeground()
      return true
    }
  }

  /// The user opens the app switcher (the app becomes inactive), or leaves it for the app; skipped
  /// in the background.
  public static var appSwitcher: Self {
    Self(name: "app switcher", source: "app.resignActive()", footprint: activationFootprint, waitSpan: nil) {
      app, _ in
      switch app.simulation.app.activationState {
      case .foregroundActive: app.resignActive()
      case .foregroundInactive: app.becomeActive()
      case .background, .unattached: return false
      }
      return true
    }
  }

  /// The user taps the PiP window's "return to app" button; skipped unless the PiP window is on
  /// screen (not while it animates on or off, when its buttons do not show).
  public static var tapRestore: Self {
    windowButton("tap restore", method: "userTapsRestore") { $0.userTapsRestore() }
  }

  /// The user taps the PiP window's close button; skipped unless the PiP window is on screen.
  public static var tapClose: Self {
    windowButton("tap close", method: "userTapsClose") { $0.userTapsClose() }
  }

  /// The user taps the PiP window's play / pause button; skipped unless the PiP window is on screen.
  public static var togglePlayPause: Self {
    windowButton("tap play / pause", method: "userTogglesPlayPause") { $0.userTogglesPlayPause() }
  }

  /// The user taps the PiP window's skip button, which skips by `interval` (negative: back);
  /// skipped unless the PiP window is on screen.
  public static func tapSkip(by interval: CMTime) -> Self {
    windowButton(
      "tap skip \(interval.seconds) s", method: "userSkips",
      arguments: "by: CMTime(value: \(interval.value), timescale: \(interval.timescale))"
    ) { $0.userSkips(by: interval) }
  }

  /// The user pinches the PiP window to `size`; skipped unless the PiP window is on screen.
  public static func resizePictureInPicture(to size: CGSize) -> Self {
    windowButton(
      "resize PiP to \(size.width) x \(size.height)", method: "userResizes",
      arguments: "to: CGSize(width: \(size.width), height: \(size.height))"
    ) { $0.userResizes(to: size) }
  }

  /// A button of the PiP window, pressed by `press` (spelled `method(arguments)` in a test body);
  /// skipped unless the window is on screen.
  private static func windowButton(
    _ name: String, method: String, arguments: String = "",
    press: @escaping @MainActor (PictureInPictureWindow) -> Void
  ) -> Self {
    Self(
      name: name, source: "app.pictureInPictureWindow?.\(method)(\(arguments))",
      footprint: pictureInPictureFootprint,
      waitSpan: nil
    ) { app, _ in
      guard let window = app.shownPictureInPictureWindow else { return false }
      press(window)
      return true
    }
  }

  /// Another app (FaceTime, say) takes PiP, or gives it back when it has it.
  public static var otherAppTakesPictureInPicture: Self {
    Self(
      name: "another app takes or gives back PiP",
      source: "app.simulation.service(PictureInPictureArbiter.self).otherAppStartsPictureInPicture()",
      footprint: pictureInPictureFootprint, waitSpan: nil
    ) { app, _ in
      let arbiter = app.simulation.service(PictureInPictureArbiter.self)
      if arbiter.isOtherAppShowingPictureInPicture {
        arbiter.otherAppEndsPictureInPicture()
      } else {
        arbiter.otherAppStartsPictureInPicture()
      }
      return true
    }
  }

  /// An audio interruption (a call) begins, or ends when one is under way; skipped when the audio
  /// session is inactive.
  public static var audioInterruption: Self {
    Self(
      name: "audio interruption begins or ends", source: "try app.interruptAudioSession()",
      footprint: [.audioSession, .playback], waitSpan: nil
    ) { app, _ in
      if (try? app.interruptAudioSession()) != nil { return true }
      return (try? app.endAudioSessionInterruption(options: .shouldResume)) != nil
    }
  }

  /// The user plugs headphones in, or pulls them out when they are in (the route change that makes
  /// apps pause).
  public static var headphones: Self {
    Self(
      name: "headphones plugged in or out", source: "try app.changeAudioRoute(connecting: .headphones)",
      footprint: [.audioSession, .playback], waitSpan: nil
    ) { app, _ in
      if (try? app.changeAudioRoute(connecting: .headphones)) != nil { return true }
      return (try? app.changeAudioRoute(connecting: nil)) != nil
    }
  }

  /// The audio session is deactivated, or activated again when it is inactive (what an app's other
  /// code, a call SDK say, does behind the screen's back); skipped when the request is refused.
  public static var audioSessionDeactivation: Self {
    Self(
      name: "audio session deactivated or activated",
      source: "try app.simulation.audioSession.setActive(!app.simulation.audioSession.isActive)",
      footprint: [.audioSession, .playback, .pictureInPicture], waitSpan: nil
    ) { app, _ in
      let session = app.simulation.audioSession
      return (try? session.setActive(!session.isActive)) != nil
    }
  }

  /// The audio session's category becomes `category` (PiP in the background needs a playback
  /// category); skipped when it already is, or the request is refused.
  public static func audioCategory(_ category: AudioSession.Category) -> Self {
    Self(
      name: "audio category becomes \(category.rawValue)",
      source:
        "try app.simulation.audioSession.setCategory(AudioSession.Category(rawValue: \"\(category.rawValue)\"))",
      footprint: [.audioSession, .playback, .pictureInPicture], waitSpan: nil
    ) { app, _ in
      let session = app.simulation.audioSession
      guard session.category != category else { return false }
      return (try? session.setCategory(category)) != nil
    }
  }

  /// The view `sourceView` gives (the PiP controller's source view) is taken out of its superview,
  /// or put back where it was when this event took it out; skipped when there is no such view, or
  /// it is in no superview this event took it from. PiP cannot start while its source view is in no
  /// window.
  public static func sourceViewRemovedAndReinserted(_ sourceView: @escaping @MainActor (Screen) -> View?)
    -> Self
  {
    let removal = SourceViewRemoval()
    return Self(
      name: "source view removed or re-inserted", source: "// the source view removed, or re-inserted",
      footprint: [.views, .pictureInPicture], waitSpan: nil
    ) { _, screen in
      guard let view = sourceView(screen) else { return false }
      return removal.toggle(view)
    }
  }

  /// The user turns the device to `orientation`; skipped when it is already so.
  public static func rotate(to orientation: InterfaceOrientation) -> Self {
    Self(
      name: "rotate to \(orientation)", source: "app.rotateDevice(to: .\(orientation))",
      footprint: [.orientation, .views], waitSpan: nil
    ) { app, _ in
      guard app.scene.interfaceOrientation != orientation else { return false }
      app.rotateDevice(to: orientation)
      return true
    }
  }
}

/// Where a source-view removal event took its view from, to put it back there; weak, so a view
/// of an earlier run's app, gone since, is not mistaken for this run's.
@MainActor
private final class SourceViewRemoval {
  private weak var view: View?
  private weak var superview: View?
  private var index = 0

  /// Takes `view` out of its superview, or puts it back where it was taken from; false when
  /// neither can be done.
  func toggle(_ view: View) -> Bool {
    if let superview = view.superview {
      self.view = view
      self.superview = superview
      index = view.indexInSuperview ?? superview.subviews.count
      view.removeFromSuperview()
      return true
    }
    guard self.view === view, let superview else { return false }
    superview.insertSubview(view, at: min(index, superview.subviews.count))
    self.view = nil
    return true
  }
}

/// A property that must hold after every step of an exploration.
@MainActor
public struct ExplorationInvariant<Screen> {
  /// The invariant's name in reports.
  public let name: String
  let check: @MainActor (SimulatedApp, Screen) -> String?

  /// An invariant: `check` returns nil when it holds, else what is wrong.
  public init(_ name: String, _ check: @escaping @MainActor (SimulatedApp, Screen) -> String?) {
    self.name = name
    self.check = check
  }
}

extension SimulatedApp {
  /// The PiP window while it is on screen with its buttons: not while it animates on or off.
  fileprivate var shownPictureInPictureWindow: PictureInPictureWindow? {
    guard let window = pictureInPictureWindow, phase(of: window.controller) == .active else { return nil }
    return window
  }
}
