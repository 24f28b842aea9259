import ArgumentParsing
import Foundation
import RepositoryFixtures
import Testing

@testable import pipsim

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A JUnit report read back with Foundation's XML parser: each testcase with its failures and errors.
private final class JUnitCases: NSObject, XMLParserDelegate {
  struct Case: Equatable {
    var name: String
    var file: String
    var failures: [String] = []
    var errors: [String] = []
  }
  private(set) var suiteAttributes: [String: String] = [:]
  private(set) var cases: [Case] = []

  static func parse(_ data: Data) throws -> JUnitCases {
    let parser = XMLParser(data: data)
    let reader = JUnitCases()
    parser.delegate = reader
    try #require(parser.parse(), "the report is well-formed XML: \(String(describing: parser.parserError))")
    return reader
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String]
  ) {
    switch name {
    case "testsuite": suiteAttributes = attributes
    case "testcase": cases.append(Case(name: attributes["name"] ?? "", file: attributes["file"] ?? ""))
    case "failure": cases[cases.count - 1].failures.append(attributes["message"] ?? "")
    case "error": cases[cases.count - 1].errors.append(attributes["message"] ?? "")
    default: break
    }
  }
}

/// What scripts/junit-consumer.sh prints: the counts the suites declare, the results it found, and
/// each testcase's results by kind (`Failure`, `Error`).
private struct ConsumerCounts: Decodable {
  struct Case: Decodable, Equatable {
    var name: String
    var results: [String]
  }
  var declared: [String: Int]
  var counted: [String: Int]
  var cases: [Case]
}

/// `pipsim test`: scenarios in parallel processes, reported as JUnit XML.
@MainActor
struct TestCommandTests {
  @Test func theCommittedScenariosAllPassAndTheReportHasATestcaseForEach() throws {
    let directory = Repository.root.appendingPathComponent("Scenarios").path
    let report = try Repository.temporaryDirectory().appendingPathComponent("junit.xml")
    let result = PipsimCommand.main(
      ["test", directory, "--jobs", "2", "--junit", report.path], showsProgress: false)
    #expect(result.exitCode == .success, "\(result.standardOutput)\(result.standardError)")
    let names = try Repository.scenarioNames()
    #expect(result.standardOutput.contains("\(names.count) scenarios: \(names.count) passed, 0 failed"))
    let junit = try JUnitCases.parse(try Data(contentsOf: report))
    #expect(junit.cases.count == names.count)
    #expect(Set(junit.cases.map(\.name)).isSuperset(of: ["demo", "restore-false", "seed004-video-call-pip"]))
    #expect(junit.cases.allSatisfy { $0.failures.isEmpty && $0.errors.isEmpty })
    #expect(junit.suiteAttributes["tests"] == "\(names.count)" && junit.suiteAttributes["failures"] == "0")
  }

  @Test func shardsSplitTheScenariosSoEachRunsExactlyOnce() throws {
    let directory = Repository.root.appendingPathComponent("Scenarios").path
    var seen: [String] = []
    for index in 1...3 {
      let report = try Repository.temporaryDirectory().appendingPathComponent("junit.xml")
      let result = PipsimCommand.main(
        ["test", directory, "--jobs", "2", "--shard", "\(index)/3", "--junit", report.path],
        showsProgress: false)
      #expect(result.exitCode == .success, "\(result.standardOutput)\(result.standardError)")
      #expect(result.standardOutput.contains("(part \(index) of 3)"))
      seen += try JUnitCases.parse(try Data(contentsOf: report)).cases.map(\.name)
    }
    let names = try Repository.scenarioNames()
    #expect(seen.count == names.count, "no scenario runs twice")
    #expect(Set(seen).count == names.count, "and none is left out")
  }

  @Test func aShardThatIsNotIOfNIsAUsageError() {
    for shard in ["0/2", "3/2", "1/0", "a/b", "1-2", "1/2/3", ""] {
      let result = PipsimCommand.main(["test", "Scenarios", "--shard", shard], showsProgress: false)
      #expect(result.exitCode == .usageError, "--shard \(shard)")
      #expect(result.standardError.contains("--shard"))
    }
  }

  /// `pipsim test` over a scenario whose two expectations fail, the demo and a scenario that cannot
  /// run (and a file that is not one), with its JUnit report.
  private func runFailingScenarios() throws -> (result: Termination, report: URL) {
    let directory = try Repository.temporaryDirectory()
    try Data(
      #"""
      {"name": "wrong-order", "steps": [
        {"at": 0, "do": "setUpPiP", "source": "videoCall"},
        {"at": 0.5, "do": "startPiP"}
      ], "endAt": 2, "expect": {"callbacks": ["didStart", "willStart"], "pipState": "idle"}}
      """#.utf8
    ).write(to: directory.appendingPathComponent("a-wrong-order.json"))
    try Data(Repository.contents("Scenarios/demo.json")).write(
      to: directory.appendingPathComponent("b-demo.json"))
    try Data(#"{"name": "broken", "steps": [{"at": 0, "do": "fly"}]}"#.utf8)
      .write(to: directory.appendingPathComponent("c-broken.json"))
    try Data("not a scenario".utf8).write(to: directory.appendingPathComponent("notes.txt"))
    let report = directory.appendingPathComponent("report.xml")
    let result = PipsimCommand.main(["test", directory.path, "--junit", report.path], showsProgress: false)
    return (result, report)
  }

  @Test func aFailingAndABadScenarioFailTheRunEachWithWhatWentWrong() throws {
    let (result, report) = try runFailingScenarios()
    #expect(result.exitCode == .failure)
    #expect(result.standardOutput.contains("3 scenarios: 1 passed, 2 failed"))
    #expect(result.standardOutput.contains("FAIL wrong-order"))
    #expect(result.standardOutput.contains("ERROR c-broken"))
    let junit = try JUnitCases.parse(try Data(contentsOf: report))
    #expect(junit.cases.map(\.name) == ["wrong-order", "demo", "c-broken"])
    #expect(junit.cases[0].failures.count == 1, "one failure element per testcase, as consumers count them")
    let failure = try #require(junit.cases[0].failures.first)
    #expect(failure.hasPrefix("2 expectations did not hold: "))
    #expect(failure.contains("expect.callbacks") && failure.contains("expect.pipState"))
    #expect(junit.cases[1].failures.isEmpty && junit.cases[1].errors.isEmpty)
    #expect(junit.cases[2].errors.count == 1 && junit.cases[2].errors[0].contains("fly"))
    #expect(junit.suiteAttributes["failures"] == "1" && junit.suiteAttributes["errors"] == "1")
  }

  /// A newline in a file name and ESC or NUL in a scenario's name are printed escaped, so each
  /// result stays one line and nothing reaches the terminal as a control sequence.
  @Test func controlCharactersInNamesAndPathsArePrintedEscaped() throws {
    let directory = try Repository.temporaryDirectory()
    let file = directory.appendingPathComponent("two\nlines.json")
    try Data(
      #"""
      {"name": "red\u001b[31m\u0000end", "steps": [{"at": 0, "do": "setUpPiP", "source": "videoCall"},
        {"at": 0.5, "do": "startPiP"}], "endAt": 2, "expect": {"callbacks": ["didStart"]}}
      """#.utf8
    ).write(to: file)
    let result = PipsimCommand.main(["test", directory.path, "--jobs", "1"], showsProgress: false)
    #expect(result.exitCode == .failure)
    let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLine =
      "FAIL red\\u{1B}[31m\\u{0}end (\(directory.path)/two\\nlines.json, "
    #expect(lines.first?.hasPrefix(expectedLine) == true, "\(result.standardOutput)")
    #expect(
      lines.dropFirst().first?.hasPrefix("  expect.callbacks failed") == true, "\(result.standardOutput)")
    let controls = (result.standardOutput + result.standardError).unicodeScalars.filter {
      $0.value < 0x20 && $0 != "\n"
    }
    #expect(controls.isEmpty)
    let run = PipsimCommand.main(["run", file.path], showsProgress: false)
    #expect(run.standardOutput.hasPrefix("scenario red\\u{1B}[31m\\u{0}end: FAILED"))
    #expect(run.standardError.hasPrefix("Error: red\\u{1B}[31m\\u{0}end: expect.callbacks failed"))
    #expect(
      !(run.standardOutput + run.standardError).unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  @Test func badArgumentsAreRefusedBeforeAnythingRuns() throws {
    let directory = try Repository.temporaryDirectory()
    let demo = Repository.root.appendingPathComponent("Scenarios/demo.json").path
    let noJobs = PipsimCommand.main(["test", demo, "--jobs", "0"], showsProgress: false)
    #expect(noJobs.exitCode == .usageError && noJobs.standardError.contains("'0' is invalid for '--jobs'"))
    #expect(noJobs.standardError.contains("Usage: pipsim test"))
    let missing = PipsimCommand.main(
      ["test", directory.appendingPathComponent("nowhere").path], showsProgress: false)
    #expect(missing.exitCode == .failure && missing.standardError.contains("no such file or directory"))
    let empty = PipsimCommand.main(["test", directory.path], showsProgress: false)
    #expect(empty.exitCode == .failure && empty.standardError.contains("no .json scenario files"))
    let intoDirectory = PipsimCommand.main(["test", demo, "--junit", directory.path], showsProgress: false)
    #expect(intoDirectory.exitCode == .failure && intoDirectory.standardError.contains("--junit"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  /// junitparser (from PyPI, installed into a virtual environment by scripts/junit-consumer.sh on its
  /// first run) reads the report as CI systems do: it must count what the attributes declare.
  @Test func aJUnitConsumerCountsWhatTheReportDeclares() throws {
    let (_, report) = try runFailingScenarios()
    let consumer = Process()
    consumer.executableURL = URL(fileURLWithPath: "/bin/bash")
    consumer.arguments = [
      Repository.root.appendingPathComponent("scripts/junit-consumer.sh").path, report.path,
    ]
    consumer.currentDirectoryURL = Repository.root
    let output = Pipe()
    consumer.standardOutput = output
    try consumer.run()
    let json = output.fileHandleForReading.readDataToEndOfFile()
    consumer.waitUntilExit()
    try #require(consumer.terminationStatus == 0, "scripts/junit-consumer.sh failed")
    let read = try JSONDecoder().decode(ConsumerCounts.self, from: json)
    #expect(read.declared == ["failures": 1, "errors": 1])
    #expect(read.counted == read.declared)
    #expect(
      read.cases == [
        .init(name: "wrong-order", results: ["Failure"]), .init(name: "demo", results: []),
        .init(name: "c-broken", results: ["Error"]),
      ])
  }

  @Test func reportTextIsEscapedForXML() {
    #expect(
      JUnitReport.escaped(#"a < b && "c" > 'd'"#) == "a &lt; b &amp;&amp; &quot;c&quot; &gt; &apos;d&apos;")
    #expect(JUnitReport.escaped("line\nnext\u{1}") == "line&#10;next")
  }
}
