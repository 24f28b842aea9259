import Clocks
import Runtime

/// How the simulation's players behave where the sources leave a choice (see docs/ios-behaviour.md,
/// "AVPlayer in PiPSim").
@MainActor
public final class PlaybackSettings: SimulationService {
  /// How long an item takes, from becoming a player's current item, to be ready to play or to fail
  /// (100 ms by default: a local file's open, not a network stream's buffering).
  public var itemLoadDelay = MediaTime.milliseconds(100)
  /// Whether a player whose video is not in Picture in Picture pauses when the app goes to the
  /// background, as AVFoundation pauses a player attached to a player layer (default true), for the
  /// players whose `audiovisualBackgroundPlaybackPolicy` is `.automatic`.
  public var pausesInBackground = true

  private var playerCount = 0

  /// The settings of `simulation`, at their defaults.
  public init(simulation: Simulation) {}

  /// Counts a new player and returns its number (from 1), which labels its trace tracks.
  func nextPlayerNumber() -> Int {
    playerCount += 1
    return playerCount
  }
}

extension DiagnosticCode {
  /// A player request it cannot honour (a seek before the item is ready, a negative rate): ignored.
  public static let playerRequestRefused = DiagnosticCode(rawValue: "player.requestRefused")
  /// A player item failed to load.
  public static let playerItemFailed = DiagnosticCode(rawValue: "player.itemFailed")
  /// The system paused a player (the app went to the background with its video not in PiP).
  public static let playerPausedBySystem = DiagnosticCode(rawValue: "player.pausedBySystem")
}
