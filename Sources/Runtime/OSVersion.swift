/// An operating-system version such as 17.4.1, ordered the way release numbers are.
public struct OSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The major release (15 for iOS 15).
  public var major: Int
  /// The minor release.
  public var minor: Int
  /// The patch release.
  public var patch: Int

  /// Creates a version from its three parts.
  public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// Whether `lhs` is an earlier release than `rhs`.
  public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }

  /// The version as `major.minor` or `major.minor.patch`.
  public var description: String { patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)" }
}
