import Tracing

/// One simulated device running one app: the run loop, device, app, audio session and diagnostics.
///
/// Framework-style APIs that take no environment (`isPictureInPictureSupported()`,
/// `AVAudioSession.sharedInstance()`) read ``current``. A test starts its own simulation with
/// ``start(device:backgroundModes:)`` first thing; Swift Testing runs `@MainActor` synchronous tests
/// one at a time on the main actor, so each sees its own simulation throughout.
@MainActor
public final class Simulation {
  /// The simulation that framework-style APIs read.
  public static var current = Simulation()

  /// The main run loop.
  public let runLoop: MainRunLoop
  /// The device; replace it to change a hardware property or a user setting.
  public var device: Device {
    didSet { deviceChanges.notify(device) }
  }
  /// The app.
  public let app: App
  /// The app's audio session.
  public let audioSession: AudioSession
  /// The diagnostics channel.
  public let diagnostics: Diagnostics
  /// Handlers told when ``device`` is replaced.
  public let deviceChanges = ObserverList<Device>()
  /// The recorder every module of this simulation reports to, timed by the virtual clock.
  ///
  /// Disabled unless the simulation was created with `tracing: true`; a disabled recorder costs one
  /// branch per event.
  public let trace: TraceRecorder
  /// The main thread's track: callbacks, state transitions, view moves, orientation and fullscreen.
  public let mainTrack: TraceTrack

  private var services: [ObjectIdentifier: AnyObject] = [:]

  /// Creates a simulation at time zero with a foreground-active app.
  ///
  /// - Parameters:
  ///   - device: the simulated device.
  ///   - backgroundModes: the app's `UIBackgroundModes`.
  ///   - tracing: whether ``trace`` records events.
  public init(
    device: Device = .iPhone14, backgroundModes: Set<App.BackgroundMode> = [.audio], tracing: Bool = false
  ) {
    let clock = VirtualClock()
    trace = TraceRecorder(isEnabled: tracing, clock: { clock.now().nanoseconds })
    mainTrack = trace.track(named: "main")
    runLoop = MainRunLoop(clock: clock)
    self.device = device
    diagnostics = Diagnostics(clock: clock, traceTrack: mainTrack)
    app = App(backgroundModes: backgroundModes, diagnostics: diagnostics, traceTrack: mainTrack)
    audioSession = AudioSession(app: app)
  }

  /// Creates a simulation and makes it ``current``.
  @discardableResult
  public static func start(
    device: Device = .iPhone14, backgroundModes: Set<App.BackgroundMode> = [.audio], tracing: Bool = false
  ) -> Simulation {
    let simulation = Simulation(device: device, backgroundModes: backgroundModes, tracing: tracing)
    current = simulation
    return simulation
  }

  /// The simulation's single instance of a system-wide service, created on first use.
  public func service<Service: SimulationService>(_ type: Service.Type) -> Service {
    let key = ObjectIdentifier(type)
    if let existing = services[key] as? Service { return existing }
    let created = Service(simulation: self)
    services[key] = created
    return created
  }
}

/// A system-wide service with one instance per simulation (the PiP arbiter, for example).
@MainActor
public protocol SimulationService: AnyObject {
  /// Creates the service for `simulation`; called once, on first use.
  init(simulation: Simulation)
}
