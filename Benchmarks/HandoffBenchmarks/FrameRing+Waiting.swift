import RenderPipeline

extension FrameRing where Element: ~Copyable {
  /// Pushes `element`, polling with a ``SpinBackoff`` while the ring is full.
  @inline(__always)
  func pushWaiting(_ element: consuming Element) {
    var backoff = SpinBackoff()
    var pending = element
    while let refused = push(pending) {
      pending = refused
      backoff.wait()
    }
  }

  /// Pops the oldest element, polling with a ``SpinBackoff`` while the ring is empty.
  @inline(__always)
  func popWaiting() -> Element {
    var backoff = SpinBackoff()
    while true {
      if let element = pop() {
        return element
      }
      backoff.wait()
    }
  }
}
