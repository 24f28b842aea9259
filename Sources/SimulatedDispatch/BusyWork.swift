import Clocks
import Runtime

/// The app's work at each virtual instant, counted so that work which never waits cannot hold time
/// at one instant: the blocks of its simulated queues and the jobs of its tasks off the main actor.
///
/// Both run as run-loop tasks due now, and work that sends more work for now (a task's
/// `while true { await Task.yield() }`, a block that sends itself again with `async`) would keep the
/// run loop at that instant for ever. After ``perInstant`` pieces at one instant, the rest wait
/// ``slice`` of virtual time and the first such spell is reported once, as `sim.tasks.busy` for a
/// task's jobs and `sim.dispatch.busy` for a queue's blocks; while the spell lasts each instant runs
/// at most ``perSlice`` (an instant with fewer ends it). So `advance(by:)` returns, and the rest of
/// the app keeps its instants. Apple documents no such slice (on a device the busy thread takes one
/// core and the others go on); the numbers are PiPSim's.
@MainActor
public final class BusyWork: SimulationService, BlockRunner {
  /// How many pieces of work run at one instant before the rest count as busy.
  public static let perInstant = 100_000
  /// While busy, how many pieces run at one instant before the rest wait the next slice.
  public static let perSlice = 1_000
  /// How long busy work waits before it runs: 10 ms of virtual time, a scheduler's time slice.
  public static let slice = MediaTime.milliseconds(10)

  private unowned let simulation: Simulation
  /// The simulation's run loop, held here because reading it through the unowned `simulation` for
  /// every piece of work takes the runtime's slow path (the simulation is weakly referenced
  /// elsewhere, so its reference counts live in a side table): 365 instructions a block sent to a
  /// simulated queue (measured). Unowned and unsafe, so that a task pending on the run loop that
  /// holds this counter does not make a cycle with it: the simulation owns both the run loop and
  /// this counter, so the loop outlives every use of it here.
  private unowned(unsafe) let runLoop: MainRunLoop
  /// The instant the pieces counted in ``count`` ran at.
  private var instant = MediaTime.zero
  private var count = 0
  private var isBusy = false

  /// Creates the counting of `simulation`'s work.
  public init(simulation: Simulation) {
    self.simulation = simulation
    runLoop = simulation.runLoop
    // The run loop runs the blocks queued for simulated queues through this counter: a block, as it
    // runs, knows its run loop but not its simulation.
    simulation.runLoop.blockRunner = self
  }

  /// Runs `block`, queued on the run loop for `queue` (a simulated queue), as that queue's, counted
  /// here.
  package func run(_ block: QueuedBlock, of queue: Unmanaged<AnyObject>) {
    // Safe: the loop queued the block for a `VirtualQueue` (`VirtualDispatch.async`), and holds it
    // until this returns, so it is used unretained.
    Unmanaged<VirtualQueue>.fromOpaque(queue.toOpaque()).withGuaranteedReference {
      $0.run(block, counting: self)
    }
  }

  /// Counts a piece of work and answers true when ``admits(reporting:subject:)`` would, at an instant
  /// already counted with room left; answers false, counting nothing, for that function to decide.
  @inline(__always)
  func admitsAtOnce() -> Bool {
    guard runLoop.now == instant, count < (isBusy ? Self.perSlice : Self.perInstant) else { return false }
    count += 1
    return true
  }

  /// Whether a piece of work may run now; false once this instant has run its share, and the work
  /// then waits for ``slice``. The first time, `code` is recorded once, with `subject` (made only
  /// then: this runs for every piece of work).
  func admits(reporting code: DiagnosticCode, subject: @autoclosure () -> String) -> Bool {
    let now = runLoop.now
    if now != instant {
      if isBusy, count <= Self.perSlice { isBusy = false }
      instant = now
      count = 0
    }
    count += 1
    guard count > (isBusy ? Self.perSlice : Self.perInstant) else { return true }
    if !isBusy {
      isBusy = true
      let subject = subject()
      simulation.diagnostics.recordOnce(
        code, severity: .warning, subject: subject,
        message:
          "\(subject) ran \(Self.perInstant) times at \(now) without waiting: work that never waits keeps "
          + "virtual time from moving; it goes on \(Self.slice) apart")
    }
    return false
  }
}

extension DiagnosticCode {
  /// A simulated queue's blocks kept sending more blocks for the same instant; they went on a time
  /// slice apart. Recorded once per simulation.
  public static let dispatchBusy = DiagnosticCode(rawValue: "sim.dispatch.busy")
}
