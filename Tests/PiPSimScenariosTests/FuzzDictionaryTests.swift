import Foundation
import PiPSimScenarios
import RepositoryFixtures
import Testing

/// `make fuzz` mutates scenarios with the words of Scenarios/Fuzz/scenario.dict; a step kind or value
/// missing there is one the fuzzer reaches only by chance.
@Suite struct FuzzDictionaryTests {
  /// The dictionary's words, unquoted; each line must be a comment or one libFuzzer entry.
  private func words() throws -> Set<String> {
    let text = String(decoding: try Repository.contents("Scenarios/Fuzz/scenario.dict"), as: UTF8.self)
    var words: Set<String> = []
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      #expect(line.hasPrefix("\"") && line.hasSuffix("\"") && line.count >= 3, "not an entry: \(line)")
      words.insert(String(line.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: ""))
    }
    return words
  }

  @Test func everyStepKindSourceAndFullscreenNameIsAWord() throws {
    let words = try words()
    let names =
      StepKind.allCases.map(\.rawValue) + PictureInPictureSource.allCases.map(\.rawValue)
      + FullscreenStyle.allCases.map(\.rawValue) + FullscreenAction.allCases.map(\.rawValue)
    for name in names { #expect(words.contains(name), "the fuzz dictionary lacks \(name)") }
  }

  @Test func everyFaultIsAWord() throws {
    let words = try words()
    let faults: [Fault] = [
      .restoreNeverCompletes, .restoreCompletesFalse, .restoreCompletesTwice, .restoreAnswersLate(.zero),
      .startFailsAfterWillStart, .skipNeverCompletes, .producerStall(.zero), .audioServerLost,
      .playerStall(.zero),
    ]
    for fault in faults { #expect(words.contains(fault.name), "the fuzz dictionary lacks \(fault.name)") }
  }
}
