import AVKitCompat

/// An app's `async` of an empty block to its own serial queue, spelt as the app spells it: through
/// AVKitCompat's `DispatchQueue.async`, which a file importing Dispatch (as ``DispatchSuite``'s does)
/// cannot name.
enum AppQueueWork {
  /// Sends an empty block to `queue`.
  static func send(to queue: DispatchQueue) {
    queue.async {}
  }
}
