import Clocks
import RenderPipeline
import Runtime

/// Why a source view video refused a call; it is unchanged afterwards.
public enum SourceViewVideoError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The display rate is not a positive, finite number of ticks per second.
  case invalidDisplayRate(Double)
  /// The configuration has no frame rate, so there is no pace to produce frames at in virtual time.
  case missingFrameRate
  /// A producer stall was asked for with a negative duration.
  case negativeStallDuration(MediaTime)
  /// The pipeline refused: bad configuration, already running, not running, or a pixel-buffer failure.
  case pipeline(PipelineError)

  /// A sentence a person can act on.
  public var description: String {
    switch self {
    case .invalidDisplayRate(let hertz):
      return "the display rate must be a positive number of ticks per second, not \(hertz)"
    case .missingFrameRate:
      return "a source view video paces its producer in virtual time: set the configuration's frameRate"
    case .negativeStallDuration(let duration):
      return "a producer stall lasts zero seconds or more, not \(duration)"
    case .pipeline(let error):
      return "pipeline: \(error)"
    }
  }
}
