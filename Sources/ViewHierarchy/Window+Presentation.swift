import Runtime

extension Window {
  /// The view controller that decides the window's orientations: the root, or the topmost one
  /// presented full-window over it.
  public var topmostFullWindowViewController: ViewController? {
    var current = rootViewController
    while let presented = current?.presentedViewController { current = presented }
    return current
  }
}
