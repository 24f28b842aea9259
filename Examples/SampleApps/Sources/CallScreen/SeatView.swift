import AVKitCompat

/// One participant's video tile in the call grid, backed by a sample-buffer display layer that
/// shows the participant's decoded pictures.
public final class SeatView: UIView {
  public override class var layerClass: AnyClass { AVSampleBufferDisplayLayer.self }

  /// The layer the participant's pictures are enqueued on.
  public var videoLayer: AVSampleBufferDisplayLayer { layer as! AVSampleBufferDisplayLayer }

  /// The participant shown in the seat.
  public var participantID: UInt = 0 {
    didSet { accessibilityIdentifier = "seat-\(participantID)" }
  }
}
