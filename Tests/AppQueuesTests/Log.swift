/// What a test's queued work records, in order: work on a simulated queue runs one item at a time.
final class Log: @unchecked Sendable {
  // Unchecked: in a simulation every queue's work runs on the simulation's thread, one at a time.
  private(set) var entries: [String] = []
  func append(_ entry: String) { entries.append(entry) }
}
