import Foundation
import Runtime
import Tracing
import ViewHierarchy

/// App-managed ("fake") fullscreen: two constraint sets swapped on toggle, the player never leaves
/// the app's view hierarchy.
///
/// The pattern of the integration guides: the player stays where it is and its constraints change,
/// so everything layered on or beside it (overlays, L-bar and sidebar ad formats) keeps working.
/// Entering fullscreen deactivates ``inlineConstraints``, activates ``fullscreenConstraints``, hides
/// ``hiddenInFullscreen`` (alpha 0), asks the view controller's scene for landscape
/// (`requestGeometryUpdate` + `setNeedsUpdateOfSupportedInterfaceOrientations()`) and updates the
/// status bar; leaving does the reverse. Forward the view controller's
/// `viewWillTransition(to:with:)` to ``viewWillTransition(to:with:)`` so that rotating to landscape
/// means fullscreen and rotating to portrait means inline. The view controller's
/// `prefersStatusBarHidden` should return ``isFullscreen``.
///
/// Each change is traced as a `fullscreen.entering` or `fullscreen.exiting` slice (`mode=appManaged`;
/// exits with reason `external` when asked, `other` when following a rotation) on the main track,
/// holding the orientation requests it makes.
@MainActor
public final class AppManagedFullscreen {
  /// Whether the fullscreen layout is applied.
  public private(set) var isFullscreen = false
  /// The constraints of the inline layout (player at the top, content below).
  public let inlineConstraints: [LayoutConstraint]
  /// The constraints of the fullscreen layout (player filling the view).
  public let fullscreenConstraints: [LayoutConstraint]
  /// Views hidden (alpha 0) in fullscreen and shown (alpha 1) inline: lists, chat, other content.
  public let hiddenInFullscreen: [View]
  /// Whether entering and leaving ask the scene to rotate (landscape, portrait); default true.
  public var requestsOrientation = true
  /// Told after each change of ``isFullscreen``, to update a button icon for example.
  public var stateDidChange: ((Bool) -> Void)?

  private weak var viewController: ViewController?

  /// Creates the helper; nothing is activated until ``applyInlineLayout()`` or ``enter()``.
  /// - Parameters:
  ///   - viewController: the view controller whose view holds the player; asked for rotations and
  ///     the status bar.
  ///   - inlineConstraints: the inline layout.
  ///   - fullscreenConstraints: the fullscreen layout.
  ///   - hiddenInFullscreen: views hidden in fullscreen.
  public init(
    viewController: ViewController, inlineConstraints: [LayoutConstraint],
    fullscreenConstraints: [LayoutConstraint], hiddenInFullscreen: [View] = []
  ) {
    self.viewController = viewController
    self.inlineConstraints = inlineConstraints
    self.fullscreenConstraints = fullscreenConstraints
    self.hiddenInFullscreen = hiddenInFullscreen
  }

  /// Activates the inline constraint set and shows the content, without rotating.
  public func applyInlineLayout() {
    LayoutConstraint.deactivate(fullscreenConstraints)
    LayoutConstraint.activate(inlineConstraints)
    for view in hiddenInFullscreen { view.alpha = 1 }
  }

  /// Activates the fullscreen constraint set and hides the content, without rotating.
  public func applyFullscreenLayout() {
    LayoutConstraint.deactivate(inlineConstraints)
    LayoutConstraint.activate(fullscreenConstraints)
    for view in hiddenInFullscreen { view.alpha = 0 }
  }

  /// Enters or leaves fullscreen, as the fullscreen button does.
  public func toggle() {
    if isFullscreen { exit() } else { enter() }
  }

  /// Applies the fullscreen layout, then asks for landscape; does nothing when already fullscreen.
  public func enter() {
    guard !isFullscreen else { return }
    traceTransition(toFullscreen: true, reason: nil) {
      setFullscreen(true)
      applyFullscreenLayout()
      requestOrientations(.landscape)
      viewController?.view.layoutIfNeeded()
    }
  }

  /// Applies the inline layout, then asks for portrait; does nothing when already inline.
  public func exit() {
    guard isFullscreen else { return }
    traceTransition(toFullscreen: false, reason: .external) {
      setFullscreen(false)
      applyInlineLayout()
      requestOrientations(.portrait)
      viewController?.view.layoutIfNeeded()
    }
  }

  /// Follows a rotation: a landscape size means fullscreen, a portrait one inline.
  ///
  /// The layout changes alongside the rotation, once the new window size is in place.
  public func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {
    let isLandscape = size.width > size.height
    coordinator.animate(alongsideTransition: { [weak self] _ in
      guard let self else { return }
      let changesState = isLandscape != isFullscreen
      traceTransition(toFullscreen: isLandscape, reason: isLandscape ? nil : .other, traced: changesState) {
        if changesState { setFullscreen(isLandscape) }
        if isLandscape { applyFullscreenLayout() } else { applyInlineLayout() }
        viewController?.view.layoutIfNeeded()
      }
    })
  }

  private func setFullscreen(_ fullscreen: Bool) {
    isFullscreen = fullscreen
    viewController?.setNeedsStatusBarAppearanceUpdate()
    stateDidChange?(fullscreen)
  }

  /// Runs `change`, inside a `fullscreen.entering` or `fullscreen.exiting` slice on the main track
  /// when `traced` (the change switches between inline and fullscreen).
  private func traceTransition(
    toFullscreen: Bool, reason: FullScreenExitReason?, traced: Bool = true, _ change: () -> Void
  ) {
    guard traced else {
      change()
      return
    }
    let track = (viewController?.viewIfLoaded?.window?.windowScene?.simulation ?? .current).mainTrack
    let name = toFullscreen ? "fullscreen.entering" : "fullscreen.exiting"
    var arguments = TraceArguments(("mode", "appManaged"))
    if let reason { arguments.set("reason", .string(reason.rawValue)) }
    track.begin(name, category: .fullscreen, arguments)
    change()
    track.end(name, category: .fullscreen)
  }

  private func requestOrientations(_ orientations: InterfaceOrientationMask) {
    guard requestsOrientation, let viewController, let scene = viewController.view.window?.windowScene else {
      return
    }
    scene.requestGeometryUpdate(.iOS(interfaceOrientations: orientations))
    viewController.setNeedsUpdateOfSupportedInterfaceOrientations()
  }
}
