import Foundation

/// Counts a benchmark's instructions per operation under valgrind's callgrind, for `--instructions`
/// runs: a figure that does not move with the machine's load, so a 2 % regression shows.
///
/// For each benchmark it runs this same executable twice under callgrind, as
/// `<executable> --run-measured NAME --operations N` and then with `2N` (``MeasuredRun``): the child
/// sets the benchmark up, warms it up with N operations, and runs the body inside
/// `pipsim_measured_region`, the only function callgrind collects in
/// (`--collect-atstart=no --toggle-collect=pipsim_measured_region`). The cost of one operation is
/// the difference of the two totals divided by N (``CallgrindTotals/perOperation(once:twice:operations:)``),
/// so set-up, warm-up and whatever one call of the region costs are left out. Children run with
/// `SWIFT_DETERMINISTIC_HASHING=1`, so hashing, and the work that depends on it, is the same in
/// every run. With `simulatesCaches`, callgrind also simulates the caches and the branch
/// predictor (`--cache-sim=yes --branch-sim=yes`), about twice as slow.
///
/// Valgrind 3.19 (Debian 12) cannot read the DWARF 5 debug information the Swift toolchain writes,
/// so the children run a copy of the executable with its debug sections stripped (`objcopy
/// --strip-debug`); symbols stay, so the toggle finds its function.
public struct InstructionCounter: Sendable {
  /// Whether callgrind also simulates caches and branch prediction.
  public var simulatesCaches: Bool
  /// The stripped copy of the executable the children run.
  let executable: URL
  /// Where the children's callgrind files and logs go.
  let scratch: URL
  /// The valgrind executable.
  let valgrind: URL

  /// Finds valgrind and objcopy and makes the stripped copy of the running executable.
  ///
  /// - Parameter simulatesCaches: Whether to simulate caches and branch prediction as well.
  /// - Throws: ``InstructionCountError/toolMissing(_:)`` without valgrind or objcopy on `PATH`,
  ///   ``InstructionCountError/childFailed(status:output:)`` when stripping fails.
  public static func prepare(simulatesCaches: Bool) throws(InstructionCountError) -> InstructionCounter {
    guard let valgrind = Self.tool(named: "valgrind") else { throw .toolMissing("valgrind") }
    guard let objcopy = Self.tool(named: "objcopy") else { throw .toolMissing("objcopy") }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "pipsim-instructions-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
    let original = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let executable = scratch.appendingPathComponent(original.lastPathComponent)
    do {
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    } catch {
      throw .childFailed(status: -1, output: "cannot create \(scratch.path): \(error)")
    }
    try run(
      objcopy, ["--strip-debug", original.path, executable.path],
      log: scratch.appendingPathComponent("objcopy.log"))
    return InstructionCounter(
      simulatesCaches: simulatesCaches, executable: executable, scratch: scratch, valgrind: valgrind)
  }

  /// Deletes the stripped executable, the callgrind files and the logs.
  public func removeScratch() {
    try? FileManager.default.removeItem(at: scratch)
  }

  /// The counted metrics of one benchmark, per operation, one sample each.
  ///
  /// - Parameters:
  ///   - name: The benchmark's name, as ``MeasuredRun`` finds it.
  ///   - operations: N, the operations of the shorter of the two runs.
  /// - Throws: ``InstructionCountError`` when a run fails or its output cannot be read.
  func count(_ name: String, operations: Int) throws(InstructionCountError) -> [(
    metric: BenchmarkMetric, samples: [Double]
  )] {
    let once = try totals(of: name, operations: operations)
    let twice = try totals(of: name, operations: 2 * operations)
    let perOperation = CallgrindTotals.perOperation(once: once, twice: twice, operations: operations)
    return BenchmarkMetric.counted.compactMap { metric in perOperation[metric].map { (metric, [$0]) } }
  }

  /// The callgrind totals of one child running `operations` operations of `name`.
  private func totals(of name: String, operations: Int) throws(InstructionCountError) -> CallgrindTotals {
    let stem = "\(name.filter { $0.isLetter || $0.isNumber })-\(operations)"
    let profile = scratch.appendingPathComponent("\(stem).callgrind")
    var arguments = [
      "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=pipsim_measured_region",
      "--callgrind-out-file=\(profile.path)",
    ]
    if simulatesCaches { arguments += ["--cache-sim=yes", "--branch-sim=yes"] }
    arguments += [executable.path, "--run-measured", name, "--operations", "\(operations)"]
    try Self.run(valgrind, arguments, log: scratch.appendingPathComponent("\(stem).log"))
    let text: String
    do {
      text = try String(contentsOf: profile, encoding: .utf8)
    } catch {
      throw .unreadableProfile(reason: "\(profile.path): \(error)")
    }
    return try CallgrindTotals(parsing: text)
  }

  /// Runs a tool with `SWIFT_DETERMINISTIC_HASHING=1`, its output into `log`.
  ///
  /// - Throws: ``InstructionCountError/childFailed(status:output:)`` when it does not exit 0.
  private static func run(_ tool: URL, _ arguments: [String], log: URL) throws(InstructionCountError) {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
    process.environment = environment
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    do {
      let output = try FileHandle(forWritingTo: log)
      defer { try? output.close() }
      process.standardOutput = output
      process.standardError = output
      try process.run()
      process.waitUntilExit()
    } catch {
      throw .childFailed(status: -1, output: "\(tool.path) did not start: \(error)")
    }
    guard process.terminationStatus == 0 else {
      let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      let tail = text.split(separator: "\n").suffix(15).joined(separator: "\n")
      throw .childFailed(
        status: process.terminationStatus,
        output: "\(tool.lastPathComponent) \(arguments.joined(separator: " "))\n\(tail)")
    }
  }

  /// The executable called `name` on `PATH`, if any.
  private static func tool(named name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }
}
