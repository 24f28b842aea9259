import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The names of outputs' temporary files, `.NAME.PID-XXXXXXXX.tmp`, and the removal of those whose
/// writer is gone.
enum TemporaryFileName {
  /// A fresh temporary name for the output `name`, carrying this process's PID.
  static func make(for name: String) -> String {
    let random = String(UInt32.random(in: .min ... .max), radix: 16)
    return ".\(name).\(getpid())-\(String(repeating: "0", count: 8 - random.count))\(random).tmp"
  }

  /// The PID in a temporary file's name, or nil when the name is not one of ours.
  static func writerProcess(of name: String) -> pid_t? {
    guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
    let stem = name.dropFirst().dropLast(4)
    guard let dot = stem.lastIndex(of: "."), dot > stem.startIndex else { return nil }
    let parts = stem[stem.index(after: dot)...].split(separator: "-")
    guard parts.count == 2, parts[1].count == 8, parts[1].allSatisfy(\.isHexDigit),
      let pid = pid_t(parts[0]), pid > 0
    else { return nil }
    return pid
  }

  /// Removes the regular files of `directory` that are our temporary files and whose writer process
  /// no longer exists (a writer killed with SIGKILL, or one that crashed). Files of live processes,
  /// including those of other users (`kill` answers `EPERM`), stay.
  static func removeStale(in directory: String) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
    for name in names {
      guard let pid = writerProcess(of: name), kill(pid, 0) != 0, errno == ESRCH else { continue }
      let path = directory + "/" + name
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
      unlink(path)
    }
  }
}
