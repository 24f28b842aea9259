import Foundation
import OutputFiles

/// Writes a run's screen snapshots as `NAME.svg` files into one directory, checked before the run and
/// created when needed, and keeps the first failure rather than stopping the run.
struct SnapshotDirectory {
  let path: String
  private(set) var writtenCount = 0
  private(set) var failure: String?

  init(path: String) {
    self.path = path
  }

  /// Checks that the directory can take snapshots (see `OutputDestination.checkDirectory`).
  ///
  /// - Returns: Its absolute path.
  func check() throws(OutputFileError) -> String {
    try OutputDestination.checkDirectory(path)
  }

  mutating func write(_ svg: String, named name: String) {
    guard failure == nil else { return }
    let directory = URL(fileURLWithPath: path, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      failure = "cannot create the snapshot directory \(path): \((error as NSError).localizedDescription)"
      return
    }
    do throws(OutputFileError) {
      try OutputFile.write(svg, to: directory.appendingPathComponent(name + ".svg").path)
      writtenCount += 1
    } catch {
      failure = "--snapshots: \(error)"
    }
  }
}
