import Foundation
import RepositoryFixtures
import Testing

extension MisuseCase {
  /// Every misuse case, module by module.
  static let all: [MisuseCase] =
    clocks + runtime + pixelBuffers + renderPipeline + audioEngine + tracing + outputFiles + scenarios
    + pictureInPicture + viewHierarchy + fullscreen + videoRendering + constraintSolver + mediaPlayback
    + sampleBuffers + pipSimTesting

  /// The case with `key`.
  static func named(_ key: String) -> MisuseCase? { all.first { $0.key == key } }
}

/// The misuse table: each case runs in a child process of its own, which must exit cleanly, so a
/// trap in one case (the answer PiPSim must never give) fails that case and hides none of the others.
@Suite struct ReliabilityTests {
  @Test(arguments: MisuseCase.all.map(\.key))
  func misuseGetsItsTypedErrorOrDocumentedNoOp(key: String) async {
    await #expect(processExitsWith: .success, "\(key) trapped or failed") { [key = key as String] in
      guard let misuse = MisuseCase.named(key) else {
        Issue.record("no misuse case \(key)")
        return
      }
      // An error thrown out of an exit test traps the child; a case that throws is a failed case,
      // not a trap, so it is recorded as an issue and the child exits cleanly.
      do {
        try await misuse.check()
      } catch {
        Issue.record("\(key) threw \(error)")
      }
    }
  }

  @Test func everyCaseIsNamedOnce() {
    let keys = MisuseCase.all.map(\.key)
    #expect(Set(keys).count == keys.count)
  }

  /// docs/reliability.md states what this table holds; traps must be 0, which the cases
  /// above prove by exiting cleanly.
  @Test func theReliabilityDocumentGivesTheseCounts() throws {
    let document = String(decoding: try Repository.contents("docs/reliability.md"), as: UTF8.self)
    let cases = MisuseCase.all
    let typed = cases.filter { $0.answer == .typedError }.count
    let row = "| \(cases.count) | \(typed) | \(cases.count - typed) | 0 |"
    #expect(document.contains(row), "docs/reliability.md lacks the row \(row)")
    for module in Set(cases.map(\.module)).sorted() {
      let count = cases.filter { $0.module == module }.count
      #expect(
        document.contains("| `\(module)` | \(count) |"),
        "docs/reliability.md lacks \(module)'s count \(count)")
    }
  }
}
