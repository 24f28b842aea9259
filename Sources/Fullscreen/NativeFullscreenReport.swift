import Runtime
import ViewHierarchy

/// What entering AVKit's native fullscreen cost the app: the views and constraints left behind
/// and the ad formats that can no longer be shown.
@MainActor
public struct NativeFullscreenReport {
  /// Views that were layered on the player (siblings above it or above one of its containers,
  /// overlapping it) and stayed in the app's window, now covered by the system's window.
  public let detachedViews: [View]
  /// Constraints between the player and the app's views, deactivated when the player moved out.
  public let deactivatedConstraints: [LayoutConstraint]

  /// The ad formats that still work: those drawn through `contentOverlayView`.
  public var workingFormats: [AdFormat] { AdFormat.allCases.filter(\.worksInNativeFullscreen) }

  /// The ad formats that no longer work: every one that resizes or moves the video.
  public var brokenFormats: [AdFormat] { AdFormat.allCases.filter { !$0.worksInNativeFullscreen } }

  /// A sentence listing what was left behind and which formats work.
  public var explanation: String {
    let names = detachedViews.map(\.layoutLabel).joined(separator: ", ")
    return "native fullscreen moved the player into a system window outside the app's hierarchy; "
      + "\(detachedViews.count) layered view(s) left behind [\(names)], "
      + "\(deactivatedConstraints.count) constraint(s) deactivated. Still works: "
      + workingFormats.map(\.description).joined(separator: ", ")
      + " (via contentOverlayView). No longer works: "
      + brokenFormats.map(\.description).joined(separator: ", ")
      + ". Use app-managed fullscreen to keep them."
  }
}
