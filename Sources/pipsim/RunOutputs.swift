/// Where `pipsim run` writes what a run produced; each is optional.
struct RunOutputs {
  /// The Chrome trace JSON file.
  var trace: String?
  /// The text trace file.
  var text: String?
  /// The directory for screen snapshots.
  var snapshots: String?
}
