/// The consumer did not receive exactly what the producer sent: a broken ring, not a slow one.
struct HandoffMismatch: Error, CustomStringConvertible {
  /// The sum of the sequence numbers the producer sent.
  var expectedChecksum: Int
  /// The sum the consumer received.
  var receivedChecksum: Int

  var description: String {
    "the consumer received items summing to \(receivedChecksum), not \(expectedChecksum): items were lost, "
      + "duplicated or reordered"
  }
}
