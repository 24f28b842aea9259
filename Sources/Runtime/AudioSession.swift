/// The app's audio session: its category, whether it is active, and the system's interruptions
/// (a pure-Swift `AVAudioSession`).
///
/// Picture in Picture needs an active, uninterrupted session in the `playback` or `playAndRecord`
/// category (``allowsPictureInPicture``). Every change is told to ``changes`` observers, in the order
/// it happens, once per change; interruptions and route changes are also posted on
/// `NotificationCenter.default` as iOS posts them (``interruptionNotification``,
/// ``routeChangeNotification``), synchronously at the virtual instant they happen, with the session as
/// the object. Requests iOS refuses throw ``AudioSessionRequestError`` with iOS's code.
///
/// Observe those notifications with `queue: nil` (the block runs at the post, on the main actor): on
/// Linux, Foundation delivers to an observer registered with `queue: .main` by waiting for the main
/// queue, which a post from main-actor code (every test, every run-loop task) is already running on,
/// so the post never returns. Tests that run in parallel pass the session as `object:` so that each
/// hears only its own simulation.
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
@preconcurrency @MainActor
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
    /// Separate streams to several outputs at once.
    case multiRoute
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
  /// The current mode (`default` until the app sets one).
  public private(set) var mode: Mode = .default
  /// The options set with the category.
  public private(set) var categoryOptions: CategoryOptions = []
  /// The route-sharing policy set with the category.
  public private(set) var routeSharingPolicy: RouteSharingPolicy = .default
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

  private let app: App?
  private var appObservation: ObservationToken?
  /// The external output plugged in (headphones, say), nil for the built-in ones.
  private var externalOutput: Port?
  /// Whether `overrideOutputAudioPort(.speaker)` holds (until the route changes or an interruption).
  private var speakerOverride = false
  /// Whether the app may record: what the user answered to the microphone prompt.
  public private(set) var recordPermission = RecordPermission.undetermined
  /// What the simulated user answers when the app first asks to record (default true).
  package var userGrantsRecordPermission = true

  /// Creates an inactive, uninterrupted `soloAmbient` session.
  ///
  /// - Parameter app: The app whose trips to the background may deactivate the session (see
  ///   `systemDeactivatesWhileSuspended`) and whose state decides whether the session may be
  ///   activated; nil for a session outside any app's lifecycle.
  public init(app: App? = nil) {
    self.app = app
    appObservation = app?.activationChanges.add { [weak self] change in
      if change.to == .background { self?.appWasSuspended() }
    }
  }

  /// The current simulation's session, as `AVAudioSession.sharedInstance()` returns it.
  public static func sharedInstance() -> AudioSession {
    Simulation.current.audioSession
  }

  /// The route audio takes now: the external output when one is plugged in, else the receiver for
  /// `playAndRecord` without `.defaultToSpeaker`, else the built-in speaker; the built-in microphone
  /// is the input of the recording categories.
  public var currentRoute: RouteDescription {
    let output: Port =
      speakerOverride
      ? .builtInSpeaker
      : externalOutput
        ?? (category == .playAndRecord && !categoryOptions.contains(.defaultToSpeaker)
          ? .builtInReceiver : .builtInSpeaker)
    let records = category == .playAndRecord || category == .record
    return RouteDescription(
      inputs: records ? [PortDescription(portType: .builtInMic)] : [],
      outputs: category == .record ? [] : [PortDescription(portType: output)])
  }

  /// Whether the session mixes with other apps' audio (the `ambient` category, or a mixing option).
  public var isMixable: Bool {
    category == .ambient
      || !categoryOptions.isDisjoint(with: [
        .mixWithOthers, .duckOthers, .interruptSpokenAudioAndMixWithOthers,
      ])
  }

  /// Sets the category with no options, keeping the mode and policy.
  ///
  /// Setting the current category changes nothing and notifies no one. A new category posts
  /// ``routeChangeNotification`` with reason `.categoryChange`.
  /// - Throws: Never for a category alone; declared as iOS declares it.
  public func setCategory(_ newCategory: Category) throws(AudioSessionRequestError) {
    try setCategory(newCategory, mode: mode, policy: routeSharingPolicy, options: [])
  }

  /// Sets the category and its options, keeping the mode and policy.
  ///
  /// - Throws: ``AudioSessionRequestError/Code/badParam`` for an option the category does not allow.
  public func setCategory(_ newCategory: Category, options: CategoryOptions) throws(AudioSessionRequestError)
  {
    try setCategory(newCategory, mode: mode, policy: routeSharingPolicy, options: options)
  }

  /// Sets the category, mode and options, keeping the policy.
  ///
  /// - Throws: ``AudioSessionRequestError/Code/badParam`` for an option the category does not allow.
  public func setCategory(
    _ newCategory: Category, mode newMode: Mode, options: CategoryOptions = []
  ) throws(AudioSessionRequestError) {
    try setCategory(newCategory, mode: newMode, policy: routeSharingPolicy, options: options)
  }

  /// Sets the category, mode, route-sharing policy and options at once.
  ///
  /// Each option must be one Apple documents for the category (``CategoryOptions/allowedCategories(of:)``);
  /// otherwise nothing changes. A new category is told to ``changes`` observers and posts
  /// ``routeChangeNotification`` with reason `.categoryChange`.
  /// - Throws: ``AudioSessionRequestError/Code/badParam`` for an option the category does not allow,
  ///   or for bits that name no option.
  public func setCategory(
    _ newCategory: Category, mode newMode: Mode, policy: RouteSharingPolicy, options: CategoryOptions = []
  ) throws(AudioSessionRequestError) {
    try Self.validate(options, for: newCategory)
    let previousRoute = currentRoute
    let oldCategory = category
    category = newCategory
    mode = newMode
    routeSharingPolicy = policy
    categoryOptions = options
    guard newCategory != oldCategory else { return }
    speakerOverride = false
    changes.notify(.category(from: oldCategory, to: newCategory))
    postRouteChange(.categoryChange, previousRoute: previousRoute)
  }

  /// Sets the mode, keeping the category and options.
  ///
  /// - Throws: Never; declared as iOS declares it.
  public func setMode(_ newMode: Mode) throws(AudioSessionRequestError) {
    mode = newMode
  }

  /// Activates or deactivates the session; a no-op when already in that state.
  ///
  /// - Parameters:
  ///   - active: Whether to activate.
  ///   - options: `.notifyOthersOnDeactivation` tells other apps they may resume (no other app runs
  ///     in the simulator, so it changes nothing here).
  /// - Throws: ``AudioSessionRequestError/Code/insufficientPriority`` when activating during an
  ///   interruption (a call holds the audio hardware), ``AudioSessionRequestError/Code/cannotInterruptOthers``
  ///   when activating a non-mixable session while the app is in the background; the session is
  ///   unchanged then.
  public func setActive(_ active: Bool, options: SetActiveOptions = []) throws(AudioSessionRequestError) {
    if active, isInterrupted {
      throw AudioSessionRequestError(
        .insufficientPriority, request: "setActive(true)",
        reason: "an interruption holds the audio hardware; activate the session after it ends")
    }
    if active, !isActive, app?.activationState == .background, !isMixable {
      throw AudioSessionRequestError(
        .cannotInterruptOthers, request: "setActive(true)",
        reason: "a non-mixable \(category.rawValue) session cannot be activated while the app is in the "
          + "background; activate it in the foreground or add .mixWithOthers")
    }
    guard active != isActive else { return }
    isActive = active
    changes.notify(.activation(active))
  }

  /// The system interrupts the session (an incoming call, an alarm): it is silenced until
  /// ``simulateInterruptionEnded(options:)``; ``interruptionNotification`` is posted.
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
    speakerOverride = false
    announce(.began(reason: reason))
  }

  /// The interruption ends; the session is usable again; ``interruptionNotification`` is posted.
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
    announce(.ended(options: options))
  }

  /// The user plugs in an external output (`port`) or unplugs it (nil); ``routeChangeNotification``
  /// is posted with `.newDeviceAvailable` or `.oldDeviceUnavailable`.
  ///
  /// - Throws: `AudioSessionError.routeUnchanged` when `port` is already the external output (or
  ///   none is plugged in and `port` is nil); nothing is posted.
  package func simulateRouteChange(connecting port: Port?) throws(AudioSessionError) {
    guard port != externalOutput else { throw .routeUnchanged }
    let previousRoute = currentRoute
    externalOutput = port
    speakerOverride = false
    postRouteChange(port == nil ? .oldDeviceUnavailable : .newDeviceAvailable, previousRoute: previousRoute)
  }

  /// Routes the output to the built-in speaker (`.speaker`) or back to the category's route
  /// (`.none`), as a speakerphone button does; ``routeChangeNotification`` is posted with `.override`
  /// when the route changes.
  ///
  /// Transient, as on iOS: a route change, an interruption or a new category ends it.
  /// - Throws: ``AudioSessionRequestError/Code/badParam`` unless the category is `playAndRecord`.
  public func overrideOutputAudioPort(_ portOverride: PortOverride) throws(AudioSessionRequestError) {
    guard category == .playAndRecord else {
      throw AudioSessionRequestError(
        .badParam, request: "overrideOutputAudioPort(.\(portOverride))",
        reason: "a port override applies only to the playAndRecord category, not \(category.rawValue)")
    }
    let previousRoute = currentRoute
    speakerOverride = portOverride == .speaker
    guard currentRoute != previousRoute else { return }
    postRouteChange(.override, previousRoute: previousRoute)
  }

  /// Asks the user for the microphone (`requestRecordPermission(_:)`): the first time, the simulated
  /// user answers as `SimulatedApp.userGrantsRecordPermission` says and ``recordPermission`` keeps
  /// the answer; later calls answer the same. `response` runs on the main run loop's next tick, as
  /// iOS answers asynchronously.
  public func requestRecordPermission(_ response: @escaping (Bool) -> Void) {
    if recordPermission == .undetermined {
      recordPermission = userGrantsRecordPermission ? .granted : .denied
    }
    let granted = recordPermission == .granted
    Simulation.current.runLoop.perform { response(granted) }
  }

  /// Whether the session lets Picture in Picture start: active, not interrupted, and `playback` or
  /// `playAndRecord`.
  public var allowsPictureInPicture: Bool {
    isActive && !isInterrupted && (category == .playback || category == .playAndRecord)
  }

  private static func validate(_ options: CategoryOptions, for category: Category)
    throws(AudioSessionRequestError)
  {
    var unnamed = options
    for (option, name) in CategoryOptions.named where options.contains(option) {
      unnamed.subtract(option)
      let allowed = CategoryOptions.allowedCategories(of: option)
      guard !allowed.contains(category) else { continue }
      let names = allowed.map(\.rawValue).sorted().joined(separator: ", ")
      throw AudioSessionRequestError(
        .badParam, request: "setCategory(.\(category.rawValue))",
        reason: "the option \(name) is valid only with \(names), not \(category.rawValue)")
    }
    guard unnamed.isEmpty else {
      throw AudioSessionRequestError(
        .badParam, request: "setCategory(.\(category.rawValue))",
        reason: "the options bits \(unnamed.rawValue) name no AVAudioSession.CategoryOptions")
    }
  }

  /// Tells observers and `NotificationCenter.default` about `interruption`.
  private func announce(_ interruption: AudioSessionInterruption) {
    changes.notify(.interruption(interruption))
    postInterruption(interruption)
  }

  /// Deactivates an active session when the app is suspended, if the system is set to.
  private func appWasSuspended() {
    guard systemDeactivatesWhileSuspended, isActive else { return }
    isActive = false
    isInterrupted = false
    announce(.began(reason: .appWasSuspended))
  }
}
