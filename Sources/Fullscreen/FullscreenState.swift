/// Where a player is between inline and fullscreen presentation.
public enum FullscreenState: String, Hashable, Sendable {
  /// Shown inline, in its original superview.
  case inline
  /// Moving into fullscreen: `willGoFullScreen` was called, `didGoFullScreen` was not yet.
  case enteringFullscreen
  /// Shown fullscreen.
  case fullscreen
  /// Leaving fullscreen: the will-dismiss callbacks were called, the did-dismiss ones not yet.
  case exitingFullscreen
}
