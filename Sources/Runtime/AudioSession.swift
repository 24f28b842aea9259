/// The app's audio session: its category, whether it is active, and the system's interruptions
/// (a pure-Swift `AVAudioSession`).
///
/// Picture in Picture needs an active, uninterrupted session in the `playback` or `playAndRecord`
/// category (``allowsPictureInPicture``). Every change is told to ``changes`` observers, in the order
/// it happens, once per change.
///
/// Interruptions: the system (a test or scenario, through PiPSimTesting's `SimulatedApp`) silences an
/// active session until the interruption ends. On iOS the session is
/// inactive during an interruption and the app re-activates it after the end; here ``isActive``
/// keeps the app's own request and ``isInterrupted`` says the system has silenced the session, so
/// the end of an interruption makes the session usable again without a `setActive(true)` call (an
/// app that makes that call on `.shouldResume` behaves the same: activating an active session is a
/// no-op).
///
/// Suspension: with the simulation setting `systemDeactivatesWhileSuspended` (PiPSimTesting's
/// `SimulatedApp.audioSessionDeactivatesWhileSuspended`), the system deactivates the session when
/// the app goes to the background, reporting an interruption that began with reason
/// `.appWasSuspended` (iOS 14.5 to 15 spell it that way); no end follows, and the app must call
/// `setActive(true)` when it returns to the foreground. An interruption under way is then over, with
/// no end of its own.
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
    /// The app activated (`true`) or deactivated the session.
    case activation(Bool)
    /// The system interrupted the session, or an interruption ended.
    case interruption(AudioSessionInterruption)
  }

  /// The current category (`soloAmbient` until the app sets one).
  public private(set) var category: Category = .soloAmbient
  /// Whether the session is active: the app's last `setActive` request, cleared when the system
  /// deactivates a suspended app's session.
  public private(set) var isActive = false
  /// Whether an interruption has begun and not yet ended.
  public private(set) var isInterrupted = false
  /// Whether the system deactivates the session when the app goes to the background.
  ///
  /// Default `false`. The spec reports (react-native-video PR #4921, not Apple documentation) that
  /// the session *may* be deactivated while the app is suspended; Apple documents it for "most apps"
  /// since iOS 10, but an app that declares the audio background mode and keeps playing, which
  /// Picture in Picture requires, is not suspended. Turn it on to test an app's re-activation on
  /// foreground.
  package var systemDeactivatesWhileSuspended = false
  /// Handlers told about every change.
  public let changes = ObserverList<Change>()

  private var appObservation: ObservationToken?

  /// Creates an inactive, uninterrupted `soloAmbient` session.
  ///
  /// - Parameter app: The app whose trips to the background may deactivate the session (see
  ///   `systemDeactivatesWhileSuspended`); nil for a session outside any app's lifecycle.
  public init(app: App? = nil) {
    appObservation = app?.activationChanges.add { [weak self] change in
      if change.to == .background { self?.appWasSuspended() }
    }
  }

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
  ///
  /// Activating during an interruption records the request; the session stays silenced until the
  /// interruption ends.
  public func setActive(_ active: Bool) {
    guard active != isActive else { return }
    isActive = active
    changes.notify(.activation(active))
  }

  /// The system interrupts the session (an incoming call, an alarm): it is silenced until
  /// ``simulateInterruptionEnded(options:)``.
  ///
  /// - Parameter reason: Why; `.appWasSuspended` is reserved for the system's own deactivation of a
  ///   suspended app (``systemDeactivatesWhileSuspended``) and here silences like `.default`.
  /// - Throws: `AudioSessionError.notActive` when the session is inactive, or `.alreadyInterrupted`;
  ///   the session is unchanged.
  package func simulateInterruptionBegan(reason: AudioSessionInterruption.Reason = .default)
    throws(AudioSessionError)
  {
    guard isActive else { throw .notActive }
    guard !isInterrupted else { throw .alreadyInterrupted }
    isInterrupted = true
    changes.notify(.interruption(.began(reason: reason)))
  }

  /// The interruption ends; the session is usable again.
  ///
  /// - Parameter options: `.shouldResume` when the app may resume playing (the interrupting audio
  ///   has finished); empty when the user started other audio.
  /// - Throws: `AudioSessionError.notInterrupted` when no interruption is under way; the session is
  ///   unchanged.
  package func simulateInterruptionEnded(options: AudioSessionInterruption.Options = [])
    throws(AudioSessionError)
  {
    guard isInterrupted else { throw .notInterrupted }
    isInterrupted = false
    changes.notify(.interruption(.ended(options: options)))
  }

  /// Whether the session lets Picture in Picture start: active, not interrupted, and `playback` or
  /// `playAndRecord`.
  public var allowsPictureInPicture: Bool {
    isActive && !isInterrupted && (category == .playback || category == .playAndRecord)
  }

  /// Deactivates an active session when the app is suspended, if the system is set to.
  private func appWasSuspended() {
    guard systemDeactivatesWhileSuspended, isActive else { return }
    isActive = false
    isInterrupted = false
    changes.notify(.interruption(.began(reason: .appWasSuspended)))
  }
}
