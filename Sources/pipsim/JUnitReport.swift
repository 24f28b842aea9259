import ArgumentParsing
import OutputFiles

/// The outcome of one scenario file that `pipsim test` ran, as JUnit XML reports it.
struct ScenarioCaseResult: Equatable {
  /// How the case ended.
  enum Outcome: Equatable {
    /// Every expectation held.
    case passed
    /// Expectations did not hold: one message each.
    case failed([String])
    /// The scenario could not run: a bad file, a stopped run or a crashed process.
    case error(String)
  }

  /// The file, as given on the command line (or found in a directory given).
  let file: String
  /// The scenario's name, or the file's name when it cannot be read.
  let name: String
  /// How it ended.
  let outcome: Outcome
  /// Wall time of its process, in seconds.
  let seconds: Double
}

/// JUnit XML, the report format CI systems show as test results: one `testsuite` of every scenario,
/// a `testcase` per scenario, one `failure` in a scenario whose expectations did not all hold (its
/// message and body list each of them), an `error` for a scenario that could not run.
///
/// Consumers count `failure` elements (junitparser, Jenkins and GitLab do), so a testcase holds at
/// most one: the counts they show are the `failures` and `errors` attributes.
enum JUnitReport {
  /// Opens the `--junit` file at `path` before anything runs: nil without one, or the termination
  /// that says why it cannot be opened.
  static func open(_ path: String?) -> (file: OutputFile?, refusal: Termination?) {
    guard let path else { return (nil, nil) }
    do throws(OutputFileError) {
      return (try OutputFile.open(path), nil)
    } catch {
      return (nil, .failure(TerminalText.escaped("--junit: \(error)")))
    }
  }

  /// Writes `results` under `suiteName` into `file` and finishes it (abandons it on a failure).
  ///
  /// - Returns: the `Error:` line to print when it could not be written, nil when it was.
  static func write(_ results: [ScenarioCaseResult], suiteName: String, to file: OutputFile) -> String? {
    do throws(OutputFileError) {
      try file.write(encode(results, suiteName: suiteName))
      try file.finish()
      return nil
    } catch {
      file.abandon()
      return "Error: --junit: \(TerminalText.escaped(error.description))\n"
    }
  }

  /// The XML document for `results`, under a suite called `suiteName`.
  static func encode(_ results: [ScenarioCaseResult], suiteName: String) -> String {
    let failures = results.filter { if case .failed = $0.outcome { true } else { false } }.count
    let errors = results.filter { if case .error = $0.outcome { true } else { false } }.count
    let total = results.reduce(0) { $0 + $1.seconds }
    var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    xml += #"<testsuites name="\#(escaped(suiteName))" tests="\#(results.count)" failures="\#(failures)""#
    xml += #" errors="\#(errors)" time="\#(formatted(total))">"# + "\n"
    xml += #"  <testsuite name="\#(escaped(suiteName))" tests="\#(results.count)" failures="\#(failures)""#
    xml += #" errors="\#(errors)" time="\#(formatted(total))">"# + "\n"
    for result in results {
      let opening =
        #"    <testcase classname="scenarios" name="\#(escaped(result.name))" file="\#(escaped(result.file))""#
        + #" time="\#(formatted(result.seconds))""#
      switch result.outcome {
      case .passed:
        xml += opening + "/>\n"
      case .failed(let messages):
        let summary =
          messages.count == 1
          ? messages[0]
          : "\(messages.count) expectations did not hold: "
            + messages.joined(separator: "; ")
        xml += opening + ">\n"
        xml += #"      <failure type="expectation" message="\#(escaped(summary))">"#
        xml += escaped(messages.joined(separator: "\n")) + "</failure>\n"
        xml += "    </testcase>\n"
      case .error(let message):
        xml += opening + ">\n"
        xml += #"      <error type="run" message="\#(escaped(message))">\#(escaped(message))</error>"# + "\n"
        xml += "    </testcase>\n"
      }
    }
    xml += "  </testsuite>\n</testsuites>\n"
    return xml
  }

  /// `text` with XML's five special characters escaped and other control characters dropped
  /// (XML 1.0 cannot carry them).
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n": result += "&#10;"
      case "\t": result += "&#9;"
      default:
        if scalar.value >= 0x20 { result.unicodeScalars.append(scalar) }
      }
    }
    return result
  }

  /// Seconds with three decimals, as JUnit's `time` attributes carry them.
  private static func formatted(_ seconds: Double) -> String {
    let milliseconds = Int((seconds * 1_000).rounded())
    let fraction = String(milliseconds % 1_000)
    return "\(milliseconds / 1_000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
  }
}
