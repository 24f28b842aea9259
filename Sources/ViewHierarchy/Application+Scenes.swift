import Runtime

extension Application {
  /// The app's scenes that are still alive, as `UIApplication.connectedScenes`.
  public var connectedScenes: Set<Scene> {
    Set(simulation?.userInterface.connectedScenes ?? [])
  }

  /// The windows of every connected scene, scene by scene in creation order (`UIApplication.windows`,
  /// deprecated on iOS 15 but still in wide use).
  public var windows: [Window] {
    (simulation?.userInterface.connectedScenes ?? []).flatMap(\.windows)
  }

  /// The key window of the first scene that has one (`UIApplication.keyWindow`, deprecated on iOS 13).
  public var keyWindow: Window? {
    (simulation?.userInterface.connectedScenes ?? []).lazy.compactMap(\.keyWindow).first
  }
}
