import Foundation
import RenderPipeline
import Runtime

/// What must hold when a scenario's run ends; every property left `nil` is not checked.
public struct ScenarioExpectations: Hashable, Sendable {
  /// The exact list of delegate callbacks the app received, by short name (see the schema document).
  public var callbacks: [String]?
  /// The PiP controller's final state: `idle`, `starting`, `active`, `suspended`, `restoring` or `stopping`.
  public var pictureInPictureState: String?
  /// Where the PiP source view ends up.
  public var sourceView: SourceViewExpectation?
  /// Figures the rendered frames must meet.
  public var frames: FrameExpectation?
  /// The kind of the last orientation outcome the rotator reported, e.g. `rejectedBySystem`.
  public var orientationOutcome: String?
  /// The window scene's final interface orientation.
  public var interfaceOrientation: InterfaceOrientation?
  /// Whether the player ends fullscreen.
  public var fullscreen: Bool?
  /// The player view's final frame in its superview (the app-managed player's, or the player view
  /// controller's).
  public var playerFrame: CGRect?
  /// Diagnostic codes that must have been recorded, e.g. `pip.start.refused.notPossible`.
  public var diagnostics: [String]?
  /// Diagnostic codes that must not have been recorded, e.g. `pip.picture.frozen`.
  public var absentDiagnostics: [String]?
  /// What the last audio output's clock followed at the end: `output` (its sound output), `hostClock`
  /// (it lost its server and fell back) or `none` (no frames, so no audio, were produced).
  public var audioClock: String?
  /// Whether the PiP window ends showing "seeking": a skip whose completion never came.
  public var seeking: Bool?
  /// Expectations about set-ups named by the `id` of their `setUpPiP` step (`expect.pip`); the
  /// top-level `pictureInPictureState`, `sourceView` and `seeking` are about the first set-up.
  public var pictureInPictureSetUps: [String: PictureInPictureExpectation]
  /// What must hold at instants of the run (`expect.player`, `expect.possible`, `expect.layerStatus`,
  /// `expect.pipWindow`), in time order.
  public var instants: [InstantExpectation]

  /// Creates expectations; by default nothing is checked.
  public init(
    callbacks: [String]? = nil, pictureInPictureState: String? = nil,
    sourceView: SourceViewExpectation? = nil,
    frames: FrameExpectation? = nil, orientationOutcome: String? = nil,
    interfaceOrientation: InterfaceOrientation? = nil, fullscreen: Bool? = nil, playerFrame: CGRect? = nil,
    diagnostics: [String]? = nil, absentDiagnostics: [String]? = nil, audioClock: String? = nil,
    seeking: Bool? = nil, pictureInPictureSetUps: [String: PictureInPictureExpectation] = [:],
    instants: [InstantExpectation] = []
  ) {
    self.callbacks = callbacks
    self.pictureInPictureState = pictureInPictureState
    self.sourceView = sourceView
    self.frames = frames
    self.orientationOutcome = orientationOutcome
    self.interfaceOrientation = interfaceOrientation
    self.fullscreen = fullscreen
    self.playerFrame = playerFrame
    self.diagnostics = diagnostics
    self.absentDiagnostics = absentDiagnostics
    self.audioClock = audioClock
    self.seeking = seeking
    self.pictureInPictureSetUps = pictureInPictureSetUps
    self.instants = instants
  }

  /// The top-level expectations about the first set-up.
  var firstSetUp: PictureInPictureExpectation {
    PictureInPictureExpectation(state: pictureInPictureState, sourceView: sourceView, seeking: seeking)
  }

  /// How many checks these expectations make.
  public var count: Int {
    let singles: [Bool] = [
      callbacks != nil, orientationOutcome != nil, interfaceOrientation != nil, fullscreen != nil,
      playerFrame != nil, diagnostics != nil, absentDiagnostics != nil, audioClock != nil,
    ]
    return singles.filter { $0 }.count + firstSetUp.count + (frames?.count ?? 0)
      + pictureInPictureSetUps.values.reduce(0) { $0 + $1.count } + instants.count
  }
}

/// What must hold for one PiP set-up when the run ends; every property left `nil` is not checked.
public struct PictureInPictureExpectation: Hashable, Sendable {
  /// The controller's final state: `idle`, `starting`, `active`, `suspended`, `restoring` or `stopping`.
  public var state: String?
  /// Where the set-up's source view ends up.
  public var sourceView: SourceViewExpectation?
  /// Whether its PiP window ends showing "seeking".
  public var seeking: Bool?

  /// Creates a set-up's expectations; by default nothing is checked.
  public init(state: String? = nil, sourceView: SourceViewExpectation? = nil, seeking: Bool? = nil) {
    self.state = state
    self.sourceView = sourceView
    self.seeking = seeking
  }

  var count: Int { (state == nil ? 0 : 1) + (sourceView?.count ?? 0) + (seeking == nil ? 0 : 1) }
}

/// Where the PiP source view must be when the run ends.
public struct SourceViewExpectation: Hashable, Sendable {
  /// The containers a source view can be in.
  public enum Container: String, CaseIterable, Sendable {
    /// The superview it had before PiP started.
    case original
    /// The PiP call view controller's view.
    case pipContainer
    /// No superview at all.
    case none
  }

  /// The container the view must be in.
  public var container: Container?
  /// The view's frame in its superview.
  public var frame: CGRect?

  /// Creates a placement expectation.
  public init(container: Container? = nil, frame: CGRect? = nil) {
    self.container = container
    self.frame = frame
  }

  var count: Int { (container == nil ? 0 : 1) + (frame == nil ? 0 : 1) }
}

/// Figures the rendered frames must meet.
public struct FrameExpectation: Hashable, Sendable {
  /// Whether pushed must equal presented + dropped + in flight.
  public var balanced: Bool?
  /// The fewest frames that must have been presented.
  public var presentedAtLeast: Int?
  /// The most frames that may have been dropped, per reason.
  public var maximumDropped: [DropReason: Int]
  /// The most frames that may have been dropped in all.
  public var maximumDroppedTotal: Int?

  /// Creates frame expectations.
  public init(
    balanced: Bool? = nil, presentedAtLeast: Int? = nil, maximumDropped: [DropReason: Int] = [:],
    maximumDroppedTotal: Int? = nil
  ) {
    self.balanced = balanced
    self.presentedAtLeast = presentedAtLeast
    self.maximumDropped = maximumDropped
    self.maximumDroppedTotal = maximumDroppedTotal
  }

  var count: Int {
    [balanced != nil, presentedAtLeast != nil, maximumDroppedTotal != nil].filter { $0 }.count
      + maximumDropped.count
  }
}
