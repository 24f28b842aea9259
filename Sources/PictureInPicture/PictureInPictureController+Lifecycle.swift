import Runtime
import ViewHierarchy

extension PictureInPictureController {
  /// Starts PiP automatically on backgrounding, and stops an automatic PiP on return, when allowed.
  func appDidChangeActivation(_ change: ActivationChange) {
    switch change.to {
    case .background:
      startAutomaticallyIfAllowed()
    case .foregroundActive:
      stopAutomaticPictureInPictureIfAllowed()
    case .foregroundInactive, .unattached:
      break
    }
  }

  private func startAutomaticallyIfAllowed() {
    guard state == .idle else { return }
    guard canStartPictureInPictureAutomaticallyFromInline || sourceFillsScreen else {
      diagnose(
        .pipAutomaticStartSkipped, .info,
        "no automatic start: canStartPictureInPictureAutomaticallyFromInline is false and the source is not fullscreen"
      )
      return
    }
    guard simulation.device.startsPictureInPictureAutomatically else {
      diagnose(
        .pipAutomaticStartSkipped, .info, "no automatic start: the user turned automatic PiP off in Settings")
      return
    }
    if let reason = reasonContentIsNotPlaying() {
      diagnose(
        .pipAutomaticStartSkipped, .info,
        "no automatic start: \(reason); iOS starts it only for playing content")
      return
    }
    handle(.startRequested(.automatic))
  }

  private func stopAutomaticPictureInPictureIfAllowed() {
    let settings = arbiter.settings
    let stops =
      contentSource?.activeVideoCallContentViewController != nil
      ? settings.stopsAutomaticVideoCallPictureInPictureOnForeground
      : settings.stopsAutomaticPictureInPictureOnForeground
    guard stops else { return }
    switch state {
    case .active(automatic: true), .suspended(automatic: true):
      handle(.stopRequested(.returnedToForeground))
    case .starting(let starting) where starting.automatic:
      handle(.stopRequested(.returnedToForeground))
    default:
      break
    }
  }

  /// Whether the source's inline view covers its whole window (fullscreen content).
  var sourceFillsScreen: Bool {
    guard let view = contentSource?.inlineView, let window = view.window, !view.isHidden else { return false }
    return view.convert(view.bounds, to: window).contains(window.bounds)
  }
}
