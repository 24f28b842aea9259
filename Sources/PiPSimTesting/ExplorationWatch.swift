import EventExploration
import PiPSim

/// The built-in invariants of an exploration, watched over one run, in the order they are checked:
/// the views PiP took back where they were once PiP has ended, no warning, the delegate's callbacks
/// in a legal order, every video layer's frames accounted for.
@MainActor
final class ExplorationWatch {
  /// Where a view of the app's window was before a step.
  private struct Place {
    weak var superview: View?
    let index: Int?
    let frame: CGRect
    let orientation: InterfaceOrientation
  }

  private let app: SimulatedApp
  private let ignoredDiagnostics: Set<DiagnosticCode>
  private let recorder: PictureInPictureCallbackRecorder?
  private weak var controller: PictureInPictureController?
  private var placesBeforeStep: [ObjectIdentifier: Place] = [:]
  /// The views PiP took from the app's window, with where they were then.
  private var takenIntoPictureInPicture: [(view: Weak<View>, place: Place)] = []
  private var diagnosticsChecked = 0

  init(app: SimulatedApp, controller: PictureInPictureController?, ignoredDiagnostics: Set<DiagnosticCode>) {
    self.app = app
    self.ignoredDiagnostics = ignoredDiagnostics
    self.controller = controller
    recorder = controller.map { app.recordCallbacks(of: $0) }
  }

  /// Notes where every view of the app's window is before a step.
  func beforeStep() {
    placesBeforeStep = [:]
    let orientation = app.scene.interfaceOrientation
    Self.visit(app.window) { view in
      placesBeforeStep[ObjectIdentifier(view)] = Place(
        superview: view.superview, index: view.indexInSuperview, frame: view.frame, orientation: orientation)
    }
  }

  /// The first built-in invariant broken after a step: its name and what is wrong.
  func check() -> (invariant: String, message: String)? {
    noteViewsTakenIntoPictureInPicture()
    if let message = viewLeftBehind() { return ("views back after PiP", message) }
    if let message = newWarning() { return ("no warning", message) }
    if let callbacks = recorder?.callbacks, let message = callbackOutOfOrder(callbacks.map(\.rawValue)) {
      return ("callbacks in order", message)
    }
    if let message = unbalancedFrames() { return ("frames accounted for", message) }
    if let message = restoreNotAskedFor(replacements: controller?.replacementsByAnotherController ?? 0) {
      return ("restores the user asked for", message)
    }
    return nil
  }

  /// What is wrong with the frame accounting of a video layer in the app's window or the PiP
  /// window (a sample-buffer display layer's queue, a player layer's player): nil when every frame
  /// pushed was presented, dropped with a reason or is still in flight.
  private func unbalancedFrames() -> String? {
    var checked: Set<ObjectIdentifier> = []
    var message: String?
    for window in [app.window, app.pictureInPictureWindow?.window].compactMap({ $0 }) where message == nil {
      Self.visit(window) { view in
        Self.visit(view.layer) { layer in
          let pipeline =
            (layer as? SampleBufferDisplayLayer)?.sampleBufferRenderer.pipeline
            ?? (layer as? PlayerLayer)?.player?.videoRenderer.pipeline
          guard message == nil, let pipeline, checked.insert(ObjectIdentifier(pipeline)).inserted else {
            return
          }
          if let imbalance = pipeline.accounting().imbalance {
            message = "a \(type(of: layer)) of \(type(of: view)) \(imbalance)"
          }
        }
      }
    }
    return message
  }

  /// A hash of what can be seen of the app now: its lifecycle, PiP and its window's size, whether
  /// the media of the watched and the active PiP controller plays, the audio session (interrupted,
  /// active, category, route), the views of its window (kind, frame, visibility, in order), the
  /// callbacks so far and the work pending on the run loop (how much, and when the next is due).
  func stateHash() -> Int {
    var hasher = Hasher()
    let simulation = app.simulation
    hasher.combine(simulation.app.activationState)
    hasher.combine(app.scene.interfaceOrientation)
    let arbiter = simulation.service(PictureInPictureArbiter.self)
    hasher.combine(arbiter.isOtherAppShowingPictureInPicture)
    hasher.combine(arbiter.activeController.map { app.phase(of: $0) })
    // Whether the media plays: what the PiP window shows, and what going home starts PiP for.
    for controller in [controller, arbiter.activeController] {
      hasher.combine(controller?.sampleBufferPlaybackState?.isPaused)
      hasher.combine(controller?.contentSource?.playerLayer?.player?.rate)
    }
    let audioSession = simulation.audioSession
    hasher.combine(audioSession.isInterrupted)
    hasher.combine(audioSession.isActive)
    hasher.combine(audioSession.category)
    hasher.combine(audioSession.currentRoute)
    hasher.combine(app.pictureInPictureWindow?.frame?.size.width)
    hasher.combine(app.pictureInPictureWindow?.frame?.size.height)
    hasher.combine(recorder?.callbacks)
    hasher.combine(simulation.runLoop.pendingTaskCount)
    hasher.combine(
      simulation.runLoop.nextDeadline.map { $0.nanoseconds - simulation.runLoop.now.nanoseconds })
    Self.visit(app.window) { view in
      hasher.combine(ObjectIdentifier(type(of: view)))
      hasher.combine(view.superview.map { ObjectIdentifier(type(of: $0)) })
      hasher.combine(view.indexInSuperview)
      hasher.combine(view.frame.origin.x)
      hasher.combine(view.frame.origin.y)
      hasher.combine(view.frame.size.width)
      hasher.combine(view.frame.size.height)
      hasher.combine(view.isHidden)
    }
    hasher.combine(takenIntoPictureInPicture.count)
    return hasher.finalize()
  }

  private func newWarning() -> String? {
    let entries = app.diagnostics.entries
    defer { diagnosticsChecked = entries.count }
    return entries.dropFirst(diagnosticsChecked).first {
      $0.severity != .info && !ignoredDiagnostics.contains($0.code)
    }?.description
  }

  private func noteViewsTakenIntoPictureInPicture() {
    guard let pictureInPictureWindow = app.pictureInPictureWindow?.window else { return }
    Self.visit(pictureInPictureWindow) { view in
      guard let place = placesBeforeStep[ObjectIdentifier(view)],
        !takenIntoPictureInPicture.contains(where: { $0.view.value === view })
      else { return }
      takenIntoPictureInPicture.append((Weak(view), place))
    }
  }

  private func viewLeftBehind() -> String? {
    guard app.pictureInPictureWindow == nil else { return nil }
    defer { takenIntoPictureInPicture.removeAll() }
    for (reference, place) in takenIntoPictureInPicture {
      guard let view = reference.value, let superview = place.superview else { continue }
      if view.superview !== superview {
        let now = view.superview.map { "in \($0.debugLabel)" } ?? "in no superview"
        return "\(view.debugLabel) went into the PiP window from \(superview.debugLabel) and PiP has ended, "
          + "but it is \(now)"
      }
      if let index = place.index, view.indexInSuperview != index {
        return "\(view.debugLabel) is back in \(superview.debugLabel) at index "
          + "\(view.indexInSuperview.map(String.init) ?? "?"), not \(index)"
      }
      if place.orientation == app.scene.interfaceOrientation, view.frame != place.frame {
        return
          "\(view.debugLabel) is back in \(superview.debugLabel) with frame \(view.frame), not \(place.frame)"
      }
    }
    return nil
  }

  private static func visit(_ view: View, _ body: (View) -> Void) {
    body(view)
    for subview in view.subviews { visit(subview, body) }
  }

  private static func visit(_ layer: Layer, _ body: (Layer) -> Void) {
    body(layer)
    for sublayer in layer.sublayers ?? [] { visit(sublayer, body) }
  }
}

/// A weak reference, to keep views without keeping them alive.
struct Weak<Object: AnyObject> {
  weak var value: Object?
  init(_ value: Object) { self.value = value }
}
