import Foundation
import OutputFiles

/// Reads and writes saved results under `.benchmarkBaselines/<target>/<name>/results.json`.
public struct BaselineStore: Sendable {
  /// The directory holding every target's baselines (`.benchmarkBaselines` in the package).
  public var root: URL
  /// The benchmark executable whose baselines these are.
  public var target: String

  /// A store for one benchmark target.
  ///
  /// - Parameters:
  ///   - root: The directory holding every target's baselines.
  ///   - target: The benchmark executable's name.
  public init(root: URL, target: String) {
    self.root = root
    self.target = target
  }

  /// The store in `.benchmarkBaselines` under the current directory (the package root under
  /// `swift run`).
  ///
  /// - Parameter target: The benchmark executable's name.
  public static func inCurrentDirectory(target: String) -> BaselineStore {
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    return BaselineStore(root: current.appendingPathComponent(".benchmarkBaselines"), target: target)
  }

  /// Where the baseline called `name` lives.
  ///
  /// - Throws: ``BaselineError/invalidName(_:)`` when `name` is empty or is not a plain
  ///   file name.
  public func resultsFile(named name: String) throws(BaselineError) -> URL {
    guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
      throw .invalidName(name)
    }
    return root.appendingPathComponent(target).appendingPathComponent(name)
      .appendingPathComponent("results.json")
  }

  /// Writes results as the baseline called `name`, replacing an older one.
  ///
  /// - Throws: ``BaselineError`` when the name is invalid or the file cannot be written.
  public func save(_ results: [MetricResult], as name: String) throws(BaselineError) {
    let file = try resultsFile(named: name)
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try OutputFile.write(String(decoding: JSONReport.encode(results), as: UTF8.self), to: file.path)
    } catch {
      throw .unwritable(path: file.path, reason: "\(error)")
    }
  }

  /// Reads the baseline called `name`.
  ///
  /// - Throws: ``BaselineError`` when the name is invalid, the baseline does not exist or its
  ///   file is not results JSON.
  public func load(named name: String) throws(BaselineError) -> [MetricResult] {
    let file = try resultsFile(named: name)
    guard FileManager.default.fileExists(atPath: file.path) else {
      throw .notFound(name: name, path: file.path)
    }
    do {
      return try JSONReport.decode(Data(contentsOf: file))
    } catch {
      throw .unreadable(path: file.path, reason: "\(error)")
    }
  }
}
