import Clocks
import CoreMediaTime
import Tracing

/// One simulated device running one app: the run loop, device, app, audio session and diagnostics.
///
/// Framework-style APIs that take no environment (`isPictureInPictureSupported()`,
/// `AVAudioSession.sharedInstance()`, a new view controller's screen size) read ``current``: the
/// simulation bound to the running task by `withCurrent(_:)`, else the one
/// ``start(device:backgroundModes:tracing:)`` installed for the whole process.
///
/// Tests that run in parallel, or that `await`, bind their simulation to their task: the binding is
/// a task-local value, so it holds across suspension points and in every child task, and two tests
/// running side by side each see their own. Everything scheduled on the run loop runs inside
/// ``MainRunLoop/advance(by:)`` and so inside the binding of the task that advances it.
@MainActor
public final class Simulation {
  /// The process-wide simulation, used where no simulation is bound to the running task.
  private static var started = Simulation()
  /// Whether ``start(device:backgroundModes:tracing:)`` ran, so ``started`` is one a caller asked for.
  private static var hasStarted = false

  /// The simulation bound to the running task by `withCurrent(_:)`, if any (the process-wide one
  /// aside).
  public static var boundToRunningTask: Simulation? {
    SimulationBinding.unretainedBoundToTask?.takeUnretainedValue()
  }

  /// The simulation that framework-style APIs read: the one bound to the running task by
  /// `withCurrent(_:)`, else the process-wide one from ``start(device:backgroundModes:tracing:)``.
  public static var current: Simulation { boundToRunningTask ?? started }

  /// ``running``, not retained: for a caller that is done with it before it returns, such as a block
  /// sent to a simulated queue, which reads it for every block (retained, it cost about 50
  /// instructions more, its counts being in a side table since the simulation is weakly referenced).
  ///
  /// Unretained and safe: the binding that holds the simulation strongly outlasts any caller that
  /// runs inside it (`withCurrent(_:)` returns after its body), and the process-wide one stays until
  /// ``start(device:backgroundModes:tracing:)`` replaces it, which a caller that makes no simulation
  /// of its own while it uses this one does not do.
  package static var unretainedRunning: Unmanaged<Simulation>? {
    if let bound = SimulationBinding.unretainedBoundToTask { return bound }
    return hasStarted ? Unmanaged.passUnretained(started) : nil
  }

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
  /// The app as UIKit shows it (`UIApplication.shared`): its state and lifecycle notifications.
  public let application: Application
  /// The diagnostics channel.
  public let diagnostics: Diagnostics
  /// Handlers told when ``device`` is replaced.
  public let deviceChanges = ObserverList<Device>()
  /// The recorder every module of this simulation reports to, timed by the virtual clock.
  ///
  /// Disabled unless the simulation was created with `tracing: true`; a disabled recorder costs one
  /// branch per event.
  public let trace: TraceRecorder
  /// The simulation's host time clock (`CMClockGetHostTimeClock()` in its code): a CoreMedia
  /// clock reading the run loop's virtual clock, so frame timing follows virtual time.
  public nonisolated let hostTimeClock: CMClock
  /// The main thread's track: callbacks, state transitions, view moves, orientation and fullscreen.
  public let mainTrack: TraceTrack

  // Unchecked exclusivity: the simulation is the main actor's, and no access to these stays open
  // while a service is made (the lookup ends before `init(simulation:)` runs). The dynamic checks
  // cost each block sent to a simulated queue about 80 instructions (measured).
  @exclusivity(unchecked) private var services: [ObjectIdentifier: AnyObject] = [:]
  /// The service ``service(_:)`` found last, under its type's identifier: an app's queue asks for
  /// the same one for every block it sends, and a hit skips the dictionary's hashing.
  @exclusivity(unchecked) private var lastService: (key: ObjectIdentifier, service: AnyObject)?

  /// Creates a simulation at time zero with a foreground-active app.
  ///
  /// - Parameters:
  ///   - device: the simulated device.
  ///   - backgroundModes: the app's `UIBackgroundModes`.
  ///   - tracing: whether ``trace`` records events.
  ///   - eventsPerTrack: how many events each of ``trace``'s tracks keeps (see
  ///     ``Tracing/TraceRecorder/eventsPerTrack``).
  public init(
    device: Device = .iPhone14, backgroundModes: Set<App.BackgroundMode> = [.audio], tracing: Bool = false,
    eventsPerTrack: Int = TraceRecorder.defaultEventsPerTrack
  ) {
    let clock = VirtualClock()
    trace = TraceRecorder(
      isEnabled: tracing, eventsPerTrack: eventsPerTrack, clock: { clock.now().nanoseconds })
    mainTrack = trace.track(named: "main")
    runLoop = MainRunLoop(clock: clock)
    hostTimeClock = CMClock(source: clock)
    self.device = device
    diagnostics = Diagnostics(clock: clock, traceTrack: mainTrack)
    app = App(backgroundModes: backgroundModes, diagnostics: diagnostics, traceTrack: mainTrack)
    audioSession = AudioSession(app: app)
    application = Application(app: app)
    application.simulation = self
  }

  /// Creates a simulation and makes it ``current`` for the whole process, wherever no simulation is
  /// bound to the running task.
  ///
  /// For command-line tools and for synchronous tests that run one at a time; tests that run in
  /// parallel or `await` use `withCurrent(_:)` (the `async` one) instead.
  @discardableResult
  public static func start(
    device: Device = .iPhone14, backgroundModes: Set<App.BackgroundMode> = [.audio], tracing: Bool = false
  ) -> Simulation {
    let simulation = Simulation(device: device, backgroundModes: backgroundModes, tracing: tracing)
    started = simulation
    hasStarted = true
    HostClockBinding.started.withLock { $0 = simulation.hostTimeClock }
    return simulation
  }

  /// Runs `body` with this simulation as ``current`` for the running task.
  ///
  /// - Returns: What `body` returns.
  public func withCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
    // The simulation's binding innermost, where the runtime's lookup finds it first: it is read for
    // every block sent to a simulated queue, the host clock's binding far less often.
    try HostClockBinding.$boundToTask.withValue(hostTimeClock) {
      try SimulationBinding.$boundToTask.withValue(self, operation: body)
    }
  }

  /// Runs `body` with this simulation as ``current`` for the running task and every task it creates,
  /// across suspension points.
  ///
  /// - Returns: What `body` returns.
  ///
  /// It runs where its caller runs (`nonisolated(nonsending)`): from a task of the simulation's own
  /// executor (a detached task the app started), the binding is made there, without a hop to the
  /// main actor.
  nonisolated(nonsending) public func withCurrent<Result>(
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    // The simulation's binding innermost, as in the synchronous `withCurrent(_:)`.
    try await HostClockBinding.$boundToTask.withValue(hostTimeClock) {
      try await SimulationBinding.$boundToTask.withValue(self, operation: body)
    }
  }

  /// The simulation's single instance of a system-wide service, created on first use.
  public func service<Service: SimulationService>(_ type: Service.Type) -> Service {
    let key = ObjectIdentifier(type)
    // What is stored under a type's identifier was made as that type, below: no checked cast needed
    // (it cost each block sent to a simulated queue about 100 instructions, measured).
    if let lastService, lastService.key == key {
      return unsafeDowncast(lastService.service, to: Service.self)
    }
    if let existing = services[key] {
      lastService = (key, existing)
      return unsafeDowncast(existing, to: Service.self)
    }
    let created = Service(simulation: self)
    services[key] = created
    lastService = (key, created)
    return created
  }
}

/// The simulation bound to the running task: a task-local value outside `Simulation`, so a binding
/// can be made from code that does not run on the main actor (`withCurrent(_:)`, `async`).
enum SimulationBinding {
  /// The simulation bound to the running task, if any.
  @TaskLocal static var boundToTask: Simulation?

  /// ``boundToTask``, read without retaining it, for a caller that does not outlast the binding.
  ///
  /// `TaskLocal.get()` is generic and not specialized outside the standard library: it copied the
  /// optional reference through value witnesses and retained it, about 125 instructions a read, where
  /// the runtime's lookup it makes costs about 40 (measured). This calls that lookup as `get()` does
  /// and reads the stored reference in place.
  nonisolated static var unretainedBoundToTask: Unmanaged<Simulation>? {
    // Safe: the runtime keys a task-local value by its `TaskLocal` object, as `get()` passes it, and
    // returns the address of the stored `Simulation?`, or nil when nothing is bound. An optional class
    // reference is one pointer, zero for nil; the binding's item keeps the simulation alive and the
    // value in place for as long as the binding lasts.
    let key = Unmanaged.passUnretained($boundToTask).toOpaque()
    guard let stored = taskLocalValueGet(key), let simulation = stored.load(as: UnsafeRawPointer?.self)
    else { return nil }
    return Unmanaged.fromOpaque(simulation)
  }
}

/// The Swift runtime's lookup of a task-local value: the address of the value bound to the running
/// task (or, outside a task, to the thread) under `key`, nil when none is. The standard library's
/// `TaskLocal.get()` calls this entry point of the concurrency runtime, exported under this name, with
/// this declaration (Swift's calling convention); a toolchain that changed it would break the
/// binding's tests (`SimulationLookupTests`, the host clock's), which read it both ways.
@_silgen_name("swift_task_localValueGet")
private func taskLocalValueGet(_ key: UnsafeRawPointer) -> UnsafeRawPointer?

/// A system-wide service with one instance per simulation (the PiP arbiter, for example).
@MainActor
public protocol SimulationService: AnyObject {
  /// Creates the service for `simulation`; called once, on first use.
  init(simulation: Simulation)
}
