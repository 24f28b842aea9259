import Clocks
import Runtime

#if canImport(Glibc)
  import Glibc
#endif

/// The CPU time the whole process has used so far, every thread's user plus system time.
enum ProcessCPUTime {
  /// The process's user plus system CPU time now; the corresponding C function is `getrusage`.
  static func now() -> MediaTime {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func nanoseconds(_ time: timeval) -> Int64 {
      Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_usec) * 1_000
    }
    return MediaTime(nanoseconds: nanoseconds(usage.ru_utime) + nanoseconds(usage.ru_stime))
  }
}
