import Clocks
import PiPSim
import Testing

/// One method of `AVPictureInPictureControllerDelegate`, by the part of its name that matters.
public enum PictureInPictureCallback: String, Hashable, Sendable, CustomStringConvertible {
  /// `pictureInPictureControllerWillStartPictureInPicture(_:)`.
  case willStart
  /// `pictureInPictureControllerDidStartPictureInPicture(_:)`.
  case didStart
  /// `pictureInPictureController(_:failedToStartPictureInPictureWithError:)`.
  case failedToStart
  /// `pictureInPictureControllerWillStopPictureInPicture(_:)`.
  case willStop
  /// `pictureInPictureControllerDidStopPictureInPicture(_:)`.
  case didStop
  /// `pictureInPictureController(_:restoreUserInterfaceForPictureInPictureStopWithCompletionHandler:)`.
  case restore

  /// The short name, such as `willStart`.
  public var description: String { rawValue }
}

/// A Picture-in-Picture delegate that keeps every callback with the virtual time it arrived at.
///
/// Either it passes each callback on to another delegate (the app's own, which keeps answering
/// restore: see `SimulatedApp.recordCallbacks(of:)`), or it stands in for the app and answers
/// restore as its ``restoreAnswer`` says. Set it as a controller's delegate and keep a reference: the
/// controller holds its delegate weakly.
@MainActor
public final class PictureInPictureCallbackRecorder: PictureInPictureControllerDelegate {
  /// How the recorder answers restore when it passes callbacks on to no one.
  public enum RestoreAnswer: Hashable, Sendable {
    /// Calls the completion at once with the value.
    case immediately(Bool)
    /// Calls the completion with the value once the delay has passed on the run loop.
    case after(MediaTime, Bool)
    /// Never calls the completion (the system times the restore out).
    case never
    /// Calls the completion with `true` twice (the second call is an app error).
    case twice
  }

  /// One callback as it arrived.
  public struct Entry: CustomStringConvertible {
    /// Which callback.
    public let callback: PictureInPictureCallback
    /// The virtual time it arrived at.
    public let time: MediaTime
    /// The error of a `failedToStart` callback.
    public let error: (any Error)?

    /// The entry as `willStart@0.300000s`.
    public var description: String { "\(callback)@\(time)" }
  }

  /// A call of a restore completion handler, as it arrived.
  public struct RestoreCompletion: Hashable, Sendable {
    /// Whether the app said the interface was restored.
    public let restored: Bool
    /// The virtual time of the call.
    public let time: MediaTime

    /// Creates a record of a call, as a test writes the one it expects.
    public init(restored: Bool, time: MediaTime) {
      self.restored = restored
      self.time = time
    }
  }

  /// Every callback so far, oldest first.
  public private(set) var entries: [Entry] = []
  /// Every call of a restore completion handler so far, oldest first.
  public private(set) var restoreCompletions: [RestoreCompletion] = []
  /// How restore is answered when no delegate receives the callbacks after the recorder.
  public var restoreAnswer: RestoreAnswer

  private weak var forwardee: (any PictureInPictureControllerDelegate)?
  private let forwards: Bool
  private let runLoop: MainRunLoop

  /// Creates a recorder that stands in for the app and answers restore with `restoreAnswer`.
  ///
  /// - Parameters:
  ///   - restoreAnswer: How to answer restore.
  ///   - simulation: The simulation whose virtual time stamps the entries.
  public init(restoreAnswer: RestoreAnswer = .immediately(true), simulation: Simulation = .current) {
    self.restoreAnswer = restoreAnswer
    forwards = false
    runLoop = simulation.runLoop
  }

  /// Creates a recorder that passes every callback on to `delegate` (held weakly) after recording it.
  init(forwardingTo delegate: (any PictureInPictureControllerDelegate)?, runLoop: MainRunLoop) {
    restoreAnswer = .never
    forwardee = delegate
    forwards = delegate != nil
    self.runLoop = runLoop
  }

  /// The callbacks so far, oldest first, without their times.
  public var callbacks: [PictureInPictureCallback] { entries.map(\.callback) }

  /// The times `callback` arrived at, oldest first.
  public func times(of callback: PictureInPictureCallback) -> [MediaTime] {
    entries.filter { $0.callback == callback }.map(\.time)
  }

  /// Records a test issue unless the callbacks so far are exactly `expected`, in order.
  ///
  /// The issue lists both sequences with the time of each callback that arrived.
  public func expectCallbacks(
    _ expected: [PictureInPictureCallback], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard callbacks != expected else { return }
    Issue.record(
      "expected the callbacks \(expected), got \(entries.map(\.description))", sourceLocation: sourceLocation)
  }

  /// Forgets every entry and restore completion recorded so far.
  public func removeAll() {
    entries.removeAll()
    restoreCompletions.removeAll()
  }

  /// Records, then passes on.
  public func pictureInPictureControllerWillStartPictureInPicture(
    _ pictureInPictureController: PictureInPictureController
  ) {
    record(.willStart)
    forwardee?.pictureInPictureControllerWillStartPictureInPicture(pictureInPictureController)
  }

  /// Records, then passes on.
  public func pictureInPictureControllerDidStartPictureInPicture(
    _ pictureInPictureController: PictureInPictureController
  ) {
    record(.didStart)
    forwardee?.pictureInPictureControllerDidStartPictureInPicture(pictureInPictureController)
  }

  /// Records the error, then passes on.
  public func pictureInPictureController(
    _ pictureInPictureController: PictureInPictureController,
    failedToStartPictureInPictureWithError error: any Error
  ) {
    record(.failedToStart, error: error)
    forwardee?.pictureInPictureController(
      pictureInPictureController, failedToStartPictureInPictureWithError: error)
  }

  /// Records, then passes on.
  public func pictureInPictureControllerWillStopPictureInPicture(
    _ pictureInPictureController: PictureInPictureController
  ) {
    record(.willStop)
    forwardee?.pictureInPictureControllerWillStopPictureInPicture(pictureInPictureController)
  }

  /// Records, then passes on.
  public func pictureInPictureControllerDidStopPictureInPicture(
    _ pictureInPictureController: PictureInPictureController
  ) {
    record(.didStop)
    forwardee?.pictureInPictureControllerDidStopPictureInPicture(pictureInPictureController)
  }

  /// Records, then lets the delegate behind answer (recording its answer), or answers as
  /// ``restoreAnswer`` says.
  public func pictureInPictureController(
    _ pictureInPictureController: PictureInPictureController,
    restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler:
      @escaping @Sendable (Bool) -> Void
  ) {
    record(.restore)
    // The delegate behind may answer on another thread, as AVKit allows: the record is made on the
    // main actor, before the controller hears the answer.
    let recordingHandler: @Sendable (Bool) -> Void = { [weak self, runLoop] restored in
      runLoop.runOnMain { self?.recordRestoreCompletion(restored) }
      completionHandler(restored)
    }
    if forwards {
      guard let forwardee else { return }
      forwardee.pictureInPictureController(
        pictureInPictureController,
        restoreUserInterfaceForPictureInPictureStopWithCompletionHandler: recordingHandler)
      return
    }
    switch restoreAnswer {
    case .immediately(let restored):
      recordingHandler(restored)
    case .after(let delay, let restored):
      runLoop.schedule(after: delay) { recordingHandler(restored) }
    case .never:
      break
    case .twice:
      recordingHandler(true)
      recordingHandler(true)
    }
  }

  private func record(_ callback: PictureInPictureCallback, error: (any Error)? = nil) {
    entries.append(Entry(callback: callback, time: runLoop.now, error: error))
  }

  private func recordRestoreCompletion(_ restored: Bool) {
    restoreCompletions.append(RestoreCompletion(restored: restored, time: runLoop.now))
  }
}
