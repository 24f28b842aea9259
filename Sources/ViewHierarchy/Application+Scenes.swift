import Runtime

extension Application {
  /// The app's scenes that are still alive, as `UIApplication.connectedScenes`.
  public var connectedScenes: Set<WindowScene> {
    Set(simulation?.userInterface.connectedScenes ?? [])
  }
}
