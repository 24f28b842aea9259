import AVKitCompat

/// One participant's video tile in the call grid.
public final class SeatView: UIView {
  /// The participant shown in the seat.
  public var participantID: UInt = 0 {
    didSet { accessibilityIdentifier = "seat-\(participantID)" }
  }
}
