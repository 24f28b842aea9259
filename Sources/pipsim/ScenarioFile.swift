import ArgumentParsing
import Foundation
import PiPSimScenarios

#if canImport(Glibc)
  import Glibc
#endif

/// Reading the files `pipsim` is given, with errors that name the file and the real cause.
enum ScenarioFile {
  /// The largest scenario file `pipsim` reads: 16 MiB, thousands of times a long scenario's size.
  static let maximumScenarioBytes = 16 << 20
  /// The largest trace `pipsim summarize` reads: 4 GiB, beyond an hour's trace at 240 fps.
  static let maximumTraceBytes = 4 << 30

  /// The scenario in `file`, or the termination that says why it cannot be read or decoded.
  static func load(_ file: String) -> Result<Scenario, Termination> {
    let data: Data
    switch contents(of: file, atMost: maximumScenarioBytes, kind: "scenario file") {
    case .failure(let termination): return .failure(termination)
    case .success(let bytes): data = bytes
    }
    do {
      return .success(try Scenario.decode(data, file: file))
    } catch {
      return .failure(.failure(TerminalText.escaped(error.description)))
    }
  }

  /// The bytes of the regular file at `path`, at most `limit` of them, or the termination that names
  /// why not: the system's reason it cannot be opened, or what it is when it is not a regular file
  /// (a directory, a device, a FIFO), looked at before it is opened, so nothing waits on a FIFO or
  /// reads an endless device.
  static func contents(of path: String, atMost limit: Int, kind: String) -> Result<Data, Termination> {
    let refuse = { (reason: String) in
      Result<Data, Termination>.failure(.failure("cannot read \(TerminalText.escaped(path)): \(reason)"))
    }
    let systemReason = { String(cString: strerror(errno)) }
    var info = stat()
    guard stat(path, &info) == 0 else { return refuse(systemReason()) }
    if let refusal = refusal(of: info, limit: limit, kind: kind) { return refuse(refusal) }
    // Non-blocking, and looked at again once open, in case the path was replaced in between.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return refuse(systemReason()) }
    defer { close(descriptor) }
    guard fstat(descriptor, &info) == 0 else { return refuse(systemReason()) }
    if let refusal = refusal(of: info, limit: limit, kind: kind) { return refuse(refusal) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return refuse(systemReason())
      }
      if count == 0 { return .success(data) }
      data.append(contentsOf: buffer[..<count])
      // A file that grows while it is read stops at the limit too.
      guard data.count <= limit else { return refuse("it is over \(limit) bytes; a \(kind) is at most that") }
    }
  }

  /// Why a file that `info` describes is not read: not a regular file, or larger than `limit` bytes.
  private static func refusal(of info: stat, limit: Int, kind: String) -> String? {
    let type: String
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      return Int(info.st_size) > limit ? "it is \(info.st_size) bytes; a \(kind) is at most \(limit)" : nil
    case S_IFDIR: type = "directory"
    case S_IFCHR: type = "character device"
    case S_IFBLK: type = "block device"
    case S_IFIFO: type = "FIFO"
    case S_IFSOCK: type = "socket"
    default: type = "special file"
    }
    return "it is a \(type); a \(kind) is a regular file"
  }

  /// The system's message for why a file could not be read (`No such file or directory`).
  static func reason(_ error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    return underlying.map { String(cString: strerror(Int32($0.code))) }
      ?? (error as NSError).localizedDescription
  }
}
