/// This release of PiPSim: the one place its version is written (`pipsim --version` prints it, and a
/// test checks it against the newest entry of CHANGELOG.md).
public enum PiPSimRelease {
  /// The version, in semantic-versioning form; pin it in your package with `from:` or `exact:`.
  public static let version = "0.2.0"
}
