/// The app's audio session: its category and whether it is active (a pure-Swift `AVAudioSession`).
///
/// Picture in Picture needs an active session in the `playback` or `playAndRecord` category.
@MainActor
public final class AudioSession {
  /// The audio session category, named as `AVAudioSession.Category`.
  public enum Category: String, Sendable {
    /// Mixes with others, silenced by the Silent switch and screen lock.
    case ambient
    /// The default: silenced by the Silent switch, interrupts others.
    case soloAmbient
    /// Playback that continues in the background and with the Silent switch on.
    case playback
    /// Recording and playback at once (calls).
    case playAndRecord
    /// Recording only.
    case record
  }

  /// One observable change of the session.
  public enum Change: Hashable, Sendable {
    /// The category changed.
    case category(from: Category, to: Category)
    /// The session was activated (`true`) or deactivated.
    case activation(Bool)
  }

  /// The current category (`soloAmbient` until the app sets one).
  public private(set) var category: Category = .soloAmbient
  /// Whether the session is active.
  public private(set) var isActive = false
  /// Handlers told about every change.
  public let changes = ObserverList<Change>()

  /// Creates an inactive `soloAmbient` session.
  public init() {}

  /// The current simulation's session, as `AVAudioSession.sharedInstance()` returns it.
  public static func sharedInstance() -> AudioSession {
    Simulation.current.audioSession
  }

  /// Sets the category; setting the current one changes nothing and notifies no one.
  public func setCategory(_ newCategory: Category) {
    guard newCategory != category else { return }
    let change = Change.category(from: category, to: newCategory)
    category = newCategory
    changes.notify(change)
  }

  /// Activates or deactivates the session; a no-op when already in that state.
  public func setActive(_ active: Bool) {
    guard active != isActive else { return }
    isActive = active
    changes.notify(.activation(active))
  }

  /// Whether the session lets Picture in Picture start: active and `playback` or `playAndRecord`.
  public var allowsPictureInPicture: Bool {
    isActive && (category == .playback || category == .playAndRecord)
  }
}
