import Foundation

/// Records the notifications one object posts on `NotificationCenter.default`, in order: what a test
/// reads to check an app's lifecycle, audio-session or device notifications.
///
/// Observes with `queue: nil`, so each notification is recorded at its post, at the virtual instant
/// it happens (PiPSim posts them on the main actor). Filtering by object keeps tests that run in
/// parallel apart: each simulation's `UIApplication.shared`, `AVAudioSession.sharedInstance()` and
/// `UIDevice.current` are objects of its own. Observation stops when the recorder is released or
/// ``stop()`` is called.
@MainActor
public final class NotificationRecorder {
  /// The notifications received so far, oldest first.
  public private(set) var notifications: [Notification] = []
  private var observers: [any NSObjectProtocol] = []

  /// Starts recording the notifications named `names` that `object` posts.
  ///
  /// - Parameters:
  ///   - names: The notification names to record.
  ///   - object: The poster to listen to, such as `UIApplication.shared`.
  public init(_ names: [Notification.Name], from object: AnyObject) {
    observers = names.map { name in
      NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { [weak self] note in
        // PiPSim posts on the main actor and the block runs inside the post, so the notification
        // never leaves the main thread.
        nonisolated(unsafe) let received = note
        MainActor.assumeIsolated { self?.notifications.append(received) }
      }
    }
  }

  isolated deinit {
    stop()
  }

  /// The names of the notifications received so far, oldest first.
  public var names: [Notification.Name] { notifications.map(\.name) }

  /// Stops recording; the notifications already received stay.
  public func stop() {
    for observer in observers { NotificationCenter.default.removeObserver(observer) }
    observers = []
  }
}
