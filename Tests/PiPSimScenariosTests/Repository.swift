import Foundation

/// Paths in the repository the tests run from.
enum Repository {
  /// The package's root directory.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every committed scenario file, by name without extension.
  static func scenarioNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Scenarios").path)
      .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }

  static func contents(_ relativePath: String) throws -> Data {
    try Data(contentsOf: root.appendingPathComponent(relativePath))
  }

  /// A fresh empty directory for files a test writes.
  static func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "PiPSimScenariosTests-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }
}
