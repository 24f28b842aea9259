import ArgumentParsing
import Foundation
import OutputFiles
import ScreenSnapshots

/// Which files a run's screen snapshots are written as.
enum SnapshotFormat: String, CaseIterable, ExpressibleByArgument {
  /// `NAME.svg`: the screen as vectors, with view labels and the safe area marked.
  case svg
  /// `NAME.png`: the screen's pixels, as the simulated display shows them.
  case png
  /// Both files.
  case both
}

/// Writes a run's screen snapshots as `NAME.svg` and / or `NAME.png` files into one directory,
/// checked before the run and created when needed, and keeps the first failure rather than stopping
/// the run.
struct SnapshotDirectory {
  let path: String
  let format: SnapshotFormat
  /// How many snapshots were written (one for each screen, whatever the number of files).
  private(set) var writtenCount = 0
  private(set) var failure: String?

  init(path: String, format: SnapshotFormat) {
    self.path = path
    self.format = format
  }

  /// Checks that the directory can take snapshots (see `OutputDestination.checkDirectory`).
  ///
  /// - Returns: Its absolute path.
  func check() throws(OutputFileError) -> String {
    try OutputDestination.checkDirectory(path)
  }

  /// Writes the files of `screen` named `name`.
  @MainActor
  mutating func write(_ screen: ScreenCapture, named name: String) {
    guard failure == nil else { return }
    let directory = URL(fileURLWithPath: path, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      failure = "cannot create the snapshot directory \(path): \((error as NSError).localizedDescription)"
      return
    }
    do throws(OutputFileError) {
      if format != .png {
        try OutputFile.write(screen.svg(), to: directory.appendingPathComponent(name + ".svg").path)
      }
      if format != .svg {
        guard let png = screen.image()?.pngData() else {
          failure =
            "--snapshots: the screen of \(name) cannot be drawn as a picture (its size is empty or too large)"
          return
        }
        let file = try OutputFile.open(directory.appendingPathComponent(name + ".png").path)
        try file.write(Array(png))
        try file.finish()
      }
      writtenCount += 1
    } catch {
      failure = "--snapshots: \(error)"
    }
  }
}
