import Foundation

/// One way a caller, a scenario or an output path can misuse PiPSim, and the answer PiPSim owes it.
///
/// `check` provokes the misuse and asserts the answer: the typed error (its case, and where it says
/// so its text), or the documented no-op (usually with its diagnostic), and that the object's state
/// is what it was. `ReliabilityTests` runs every case in a child process of its own, so a trap in
/// one case fails that case and hides none of the others.
struct MisuseCase: Sendable {
  /// What PiPSim must answer.
  enum Answer: String, Sendable, CaseIterable {
    /// A typed error (thrown, or a typed refusal such as an `AVKitError` callback or an error
    /// handler's `SceneError`), with the state unchanged.
    case typedError = "typed error"
    /// A documented no-op: nothing changes (or what the documentation says happens), usually with
    /// a diagnostic that says why.
    case noOp = "documented no-op"
  }

  /// The module whose API is misused.
  let module: String
  /// What the caller does, as a sentence.
  let name: String
  /// What PiPSim must answer.
  let answer: Answer
  /// Provokes the misuse and asserts the answer.
  let check: @Sendable () async throws -> Void

  /// The case's key: `module: name`.
  var key: String { "\(module): \(name)" }
}

/// Runs `body` on the main actor, for the cases whose API belongs to it.
func onMain(_ body: @MainActor @Sendable () throws -> Void) async throws {
  try await MainActor.run(body: body)
}

/// Limits this process's address space to what it uses now plus `headroom` bytes, so that a large
/// allocation fails as it would on a machine without that memory. For a child process only.
func limitAddressSpace(headroom: Int) throws {
  let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
  let line = status.split(separator: "\n").first { $0.hasPrefix("VmSize:") } ?? ""
  let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
  let bytes = rlim_t(kilobytes * 1_024 + headroom)
  var limit = rlimit(rlim_cur: bytes, rlim_max: bytes)
  guard setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0 else {
    throw CocoaError(.featureUnsupported)
  }
}
