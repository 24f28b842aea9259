import Foundation

/// Paths in the repository the tests run from (a test-support target: never in a product).
public enum Repository {
  /// The package's root directory.
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every committed scenario file, by name without extension.
  public static func scenarioNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Scenarios").path)
      .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// The bytes of the file at `relativePath` from the repository's root.
  public static func contents(_ relativePath: String) throws -> Data {
    try Data(contentsOf: root.appendingPathComponent(relativePath))
  }

  /// A fresh empty directory for files a test writes.
  public static func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "PiPSimTests-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }
}
