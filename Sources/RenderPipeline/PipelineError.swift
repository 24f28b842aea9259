import PixelBuffers

/// Why the pipeline refused a call; its state is unchanged afterwards.
public enum PipelineError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A configuration value is out of range; `reason` says which and why.
  case invalidConfiguration(String)
  /// The pool could not be made, or a buffer could not be taken or painted.
  case pixelBuffer(PixelBufferError)
  /// `start` was called on a running pipeline.
  case alreadyRunning
  /// `produce`, `tick` or `stop` was called on a pipeline that is not running.
  case notRunning
  /// `produce` or `tick` was called while real threads drive the pipeline.
  case drivenByThreads

  /// A sentence a person can act on.
  public var description: String {
    switch self {
    case .invalidConfiguration(let reason):
      return "invalid pipeline configuration: \(reason)"
    case .pixelBuffer(let error):
      return "pixel buffer: \(error)"
    case .alreadyRunning:
      return "the pipeline is already running; stop it before starting it again"
    case .notRunning:
      return "the pipeline is not running; start it first"
    case .drivenByThreads:
      return "the pipeline runs on its own threads; produce and tick by hand only after start(.manual)"
    }
  }
}
