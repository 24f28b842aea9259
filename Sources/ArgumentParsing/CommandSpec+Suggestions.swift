extension CommandSpec {
  /// The declared long name (`--color`) closest to an unknown option or flag as typed, for a
  /// "did you mean"; none for a short name (`-x`), as swift-argument-parser offers none.
  ///
  /// - Parameters:
  ///   - typed: The unknown name, with its dashes.
  ///   - acceptsVersion: Whether `--version` is accepted here (the root command has a version).
  func suggestedName(forOption typed: String, acceptsVersion: Bool) -> String? {
    guard typed.hasPrefix("--") else { return nil }
    let declared = options.map { "--" + $0.name } + flags.map { "--" + $0.name }
    return typed.closest(
      among: declared + ["--help"] + (acceptsVersion ? ["--version"] : []), ignoringPrefix: "--")
  }

  /// The subcommand name closest to an unknown one, for a "did you mean": the subcommands, and
  /// `help` where it is not a subcommand of its own.
  func suggestedName(forSubcommand typed: String) -> String? {
    let names = subcommands.map(\.name)
    return typed.closest(among: names.contains("help") ? names : names + ["help"])
  }
}
