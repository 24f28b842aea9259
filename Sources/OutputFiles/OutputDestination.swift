import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Where an output path leads and how it is written, found before anything is written.
///
/// | the path names | what an output does |
/// | --- | --- |
/// | nothing yet (its directory exists) | creates the file through a temporary file renamed into place |
/// | a regular file | replaces it atomically, keeping its permission bits (and owner, as root) |
/// | a read-only regular file | refuses it: ``OutputFileError/readOnlyFile(path:mode:)`` |
/// | an immutable or append-only file (`chattr +i`, `+a`) | refuses it: ``OutputFileError/protectedFile(path:attribute:)`` |
/// | a symbolic link | follows it and does the above to the target (a missing target is created) |
/// | a character device or FIFO | writes into it directly, so `/dev/null` stays a device |
/// | an open descriptor (`/dev/stdout`, `/dev/fd/N`, `/proc/self/fd/N`), or `-` for standard output | writes into it directly, appending |
/// | a directory, a block device, a socket | refuses it |
public struct OutputDestination: Hashable, Sendable {
  /// How the destination is written.
  public enum Kind: Hashable, Sendable {
    /// No file there yet: one is created through a temporary file renamed into place.
    case newFile
    /// A regular file, replaced atomically by a new one with these permission bits, owner and group.
    case regularFile(mode: UInt32, owner: UInt32, group: UInt32)
    /// A character device, a FIFO or an open descriptor, written into directly (appending).
    case stream
    /// The process's standard output (the path `-`).
    case standardOutput
  }

  /// What makes two destinations the same file: its device and inode when it exists, else the
  /// absolute path it will be created at.
  enum Identity: Hashable, Sendable {
    case file(device: UInt64, inode: UInt64)
    case newFile(String)
  }

  /// The path as the caller gave it.
  public let path: String
  /// The absolute path of the file that is written: the target of a symbolic link, or the path itself.
  public let target: String
  /// How it is written.
  public let kind: Kind
  let identity: Identity

  /// Whether the destination is the process's standard output (the same file as descriptor 1), so
  /// anything else printed there would mix with it.
  public var isStandardOutput: Bool {
    kind == .standardOutput || Self.identityOfStandardOutput() == identity
  }

  /// Looks at `path` and decides how an output there is written.
  ///
  /// - Throws: ``OutputFileError`` naming the real cause when nothing may be written there: an empty
  ///   path, a missing directory, a component that is not a directory, a directory, a read-only file,
  ///   a block device or socket, or the `errno` of a system call that failed.
  public static func resolve(_ path: String) throws(OutputFileError) -> OutputDestination {
    if path == "-" {
      return OutputDestination(
        path: path, target: "/dev/stdout", kind: .standardOutput,
        identity: identityOfStandardOutput() ?? .newFile("/dev/stdout"))
    }
    guard !path.isEmpty else { throw .systemError(path: path, operation: "open", code: ENOENT) }
    let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    var info = stat()
    guard lstat(absolute, &info) == 0 else {
      let code = errno
      switch code {
      case ENOENT: return try newFile(path: path, at: absolute)
      case ENOTDIR: throw .notADirectory(path: path)
      default: throw .systemError(path: path, operation: "lstat", code: code)
      }
    }
    guard info.st_mode & S_IFMT == S_IFLNK else { return try existing(path: path, target: absolute, info) }
    let chain = try linkChain(from: absolute, path: path)
    if chain.contains(where: namesOpenDescriptor) {
      guard stat(absolute, &info) == 0 else { throw .systemError(path: path, operation: "stat", code: errno) }
      guard info.st_mode & S_IFMT != S_IFDIR else { throw .isDirectory(path: path) }
      return OutputDestination(path: path, target: absolute, kind: .stream, identity: identity(of: info))
    }
    let final = chain[chain.count - 1]
    guard lstat(final, &info) == 0 else { return try newFile(path: path, at: final) }
    return try existing(path: path, target: final, info)
  }

  /// Checks that no two destinations are the same file, however their paths are spelled (`./a`, a
  /// link to it, `-` and `/dev/stdout`).
  ///
  /// - Throws: ``OutputFileError/sharedDestination(path:otherPath:)`` for the first that repeats one
  ///   before it.
  public static func requireDistinct(_ destinations: [OutputDestination]) throws(OutputFileError) {
    var seen: [Identity: String] = [:]
    for destination in destinations {
      if let other = seen[destination.identity] {
        throw .sharedDestination(path: destination.path, otherPath: other)
      }
      seen[destination.identity] = destination.path
    }
  }

  /// Checks that a directory of outputs (screen snapshots, plots) can take files: it is a writable
  /// directory, or it does not exist yet and the directory it would be made in is writable.
  ///
  /// - Returns: The directory's absolute path, symbolic links resolved (to check it against files).
  /// - Throws: ``OutputFileError/notADirectory(path:)``, ``OutputFileError/directoryMissing(directory:)``
  ///   or ``OutputFileError/directoryNotWritable(directory:)``.
  public static func checkDirectory(_ path: String) throws(OutputFileError) -> String {
    let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    var info = stat()
    if stat(absolute, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFDIR else { throw .notADirectory(path: path) }
      guard access(absolute, W_OK) == 0 else { throw .directoryNotWritable(directory: path) }
      return realPath(absolute) ?? absolute
    }
    let parent = try newFile(path: path, at: absolute)
    let directory = (parent.target as NSString).deletingLastPathComponent
    guard access(directory, W_OK) == 0 else { throw .directoryNotWritable(directory: directory) }
    return parent.target
  }

  /// `realpath`: the absolute path with links and `.` / `..` resolved, or nil when it does not exist.
  private static func realPath(_ path: String) -> String? {
    realpath(path, nil).map { pointer in
      defer { free(pointer) }
      return String(cString: pointer)
    }
  }

  /// A path where nothing exists yet; its directory must.
  private static func newFile(path: String, at absolute: String) throws(OutputFileError) -> OutputDestination
  {
    let directory = (absolute as NSString).deletingLastPathComponent
    var info = stat()
    guard stat(directory, &info) == 0 else {
      let code = errno
      switch code {
      case ENOENT: throw .directoryMissing(directory: directory)
      case ENOTDIR: throw .notADirectory(path: path)
      default: throw .systemError(path: path, operation: "stat", code: code)
      }
    }
    guard info.st_mode & S_IFMT == S_IFDIR else { throw .notADirectory(path: path) }
    let target = (realPath(directory) ?? directory) + "/" + (absolute as NSString).lastPathComponent
    return OutputDestination(path: path, target: target, kind: .newFile, identity: .newFile(target))
  }

  /// A path (or link target) where something exists: a regular file, a device, a FIFO or worse.
  private static func existing(path: String, target: String, _ info: stat) throws(OutputFileError)
    -> OutputDestination
  {
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      let mode = UInt32(info.st_mode & 0o7777)
      if let attribute = protectingAttribute(of: target) {
        throw .protectedFile(path: path, attribute: attribute)
      }
      if access(target, W_OK) != 0 {
        if errno == EROFS { throw .readOnlyFileSystem(path: path) }
        throw .readOnlyFile(path: path, mode: mode)
      }
      // Root may write any file; one without a single write bit was made read-only on purpose.
      guard mode & 0o222 != 0 else { throw .readOnlyFile(path: path, mode: mode) }
      return OutputDestination(
        path: path, target: target, kind: .regularFile(mode: mode, owner: info.st_uid, group: info.st_gid),
        identity: identity(of: info))
    case S_IFCHR, S_IFIFO:
      return OutputDestination(path: path, target: target, kind: .stream, identity: identity(of: info))
    case S_IFDIR:
      throw .isDirectory(path: path)
    case S_IFBLK:
      throw .unsupportedFileType(path: path, kind: "block device")
    default:
      throw .unsupportedFileType(path: path, kind: "socket")
    }
  }

  /// "immutable" or "append-only" when the file at `path` has that inode attribute (read with the
  /// `FS_IOC_GETFLAGS` ioctl), which forbids replacing it whatever its mode; nil otherwise, or when
  /// its file system keeps no attributes.
  private static func protectingAttribute(of path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    // FS_IOC_GETFLAGS is _IOR('f', 1, long); the kernel writes an int.
    let getFlags: UInt = 0x8008_6601
    var flags: Int32 = 0
    guard ioctl(descriptor, getFlags, &flags) == 0 else { return nil }
    // FS_IMMUTABLE_FL and FS_APPEND_FL.
    if flags & 0x10 != 0 { return "immutable" }
    if flags & 0x20 != 0 { return "append-only" }
    return nil
  }

  /// `absolute` followed by each path its symbolic links lead to, the last one not a link (or missing).
  private static func linkChain(from absolute: String, path: String) throws(OutputFileError) -> [String] {
    var chain = [absolute]
    var info = stat()
    while lstat(chain[chain.count - 1], &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
      guard chain.count <= 40 else { throw .systemError(path: path, operation: "readlink", code: ELOOP) }
      let link = chain[chain.count - 1]
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(link, &buffer, buffer.count - 1)
      guard length >= 0 else { throw .systemError(path: path, operation: "readlink", code: errno) }
      let destination = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      chain.append(
        destination.hasPrefix("/")
          ? destination : (link as NSString).deletingLastPathComponent + "/" + destination)
    }
    return chain
  }

  /// Whether `path` is one of the kernel's names for an open descriptor, which an output writes into
  /// rather than replaces (replacing the file behind `/dev/stdout` would cut the shell's redirection).
  private static func namesOpenDescriptor(_ path: String) -> Bool {
    let components = path.split(separator: "/")
    if components.starts(with: ["dev", "fd"]) { return components.count > 2 }
    // /proc/PID/fd/N, /proc/self/fd/N, and the per-thread /proc/PID/task/TID/fd/N.
    guard components.first == "proc", let fd = components.firstIndex(of: "fd"), fd < components.count - 1
    else { return false }
    return fd == 2 || (fd == 4 && components[2] == "task")
  }

  private static func identity(of info: stat) -> Identity {
    .file(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }

  /// The identity of descriptor 1, or nil when it is closed.
  private static func identityOfStandardOutput() -> Identity? {
    var info = stat()
    return fstat(STDOUT_FILENO, &info) == 0 ? identity(of: info) : nil
  }
}
