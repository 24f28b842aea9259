/// A start / end cycle that did not come back to an idle, error-free session.
struct LifecycleFailure: Error, CustomStringConvertible {
  /// How the cycle ended Picture in Picture.
  var ending: String
  /// The errors the session recorded.
  var errors: [String]

  var description: String {
    "a start / \(ending) cycle left Picture in Picture active or failed: "
      + (errors.isEmpty ? "still active" : errors.joined(separator: "; "))
  }
}
