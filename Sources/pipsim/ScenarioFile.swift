import ArgumentParsing
import Foundation
import PiPSimScenarios

/// Reading the files `pipsim` is given, with errors that name the file and the real cause.
enum ScenarioFile {
  /// The scenario in `file`, or the termination that says why it cannot be read or decoded.
  static func load(_ file: String) -> Result<Scenario, Termination> {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: file))
    } catch {
      return .failure(.failure("cannot read \(file): \(reason(error))"))
    }
    do {
      return .success(try Scenario.decode(data, file: file))
    } catch {
      return .failure(.failure(error.description))
    }
  }

  /// The system's message for why a file could not be read (`No such file or directory`).
  static func reason(_ error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    return underlying.map { String(cString: strerror(Int32($0.code))) }
      ?? (error as NSError).localizedDescription
  }
}
