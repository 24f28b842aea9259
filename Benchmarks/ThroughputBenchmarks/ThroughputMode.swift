import RenderPipeline

/// What happens to each frame besides moving through the queue.
enum ThroughputMode: CaseIterable {
  /// The producer only stamps the frame: the pipeline's own cost per frame.
  case zeroCopy
  /// The producer paints every frame with the test pattern (memset speed at best).
  case paint
  /// The sink copies every frame it is given into its own backing store (memcpy speed at best).
  case copy

  /// The name used in benchmark names.
  var name: String {
    switch self {
    case .zeroCopy: "zero-copy"
    case .paint: "paint"
    case .copy: "copy"
    }
  }

  /// How the producer fills each buffer.
  var fill: PipelineConfiguration.Fill { self == .paint ? .testPattern : .stampOnly }
}
