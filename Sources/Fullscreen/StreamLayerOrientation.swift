/// How the element's layout is oriented, as `SLRStateMachine.orientation`.
public enum StreamLayerOrientation: Sendable {
  /// Portrait layout: the element sits below the video, so the video is never shrunk from the bottom.
  case vertical
  /// Landscape layout: the element may take the right side and the bottom.
  case horizontal
}
