import Foundation
import MallocCounter

#if canImport(Glibc)
  import Glibc
#endif

/// The process-wide counters read around each sample: real time, CPU time, allocations.
struct ProcessCounters {
  /// `CLOCK_MONOTONIC`, in nanoseconds.
  var wallNanoseconds: Int64
  /// User plus system CPU time of every thread, in nanoseconds.
  var cpuNanoseconds: Int64
  /// Allocations counted by the malloc counter.
  var allocations: UInt64

  /// Reads the counters; the clock last, so reading the others is not timed.
  /// The corresponding C functions are `getrusage` and `clock_gettime`.
  static func beforeSample() -> ProcessCounters {
    let allocations = pipsim_malloc_count()
    let cpu = cpuNanoseconds()
    return ProcessCounters(
      wallNanoseconds: monotonicNanoseconds(), cpuNanoseconds: cpu, allocations: allocations)
  }

  /// Reads the counters; the clock first, so reading the others is not timed.
  static func afterSample() -> ProcessCounters {
    let wall = monotonicNanoseconds()
    let cpu = cpuNanoseconds()
    return ProcessCounters(wallNanoseconds: wall, cpuNanoseconds: cpu, allocations: pipsim_malloc_count())
  }

  /// `CLOCK_MONOTONIC` now, in nanoseconds. The corresponding C function is `clock_gettime`.
  static func monotonicNanoseconds() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }

  private static func cpuNanoseconds() -> Int64 {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func nanoseconds(_ time: timeval) -> Int64 {
      Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_usec) * 1000
    }
    return nanoseconds(usage.ru_utime) + nanoseconds(usage.ru_stime)
  }

  /// The process's peak resident set size in bytes: `VmHWM` from `/proc/self/status`, or
  /// `ru_maxrss` where that file is missing.
  static func peakResidentBytes() -> Double {
    if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
    {
      return kilobytes * 1024
    }
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) * 1024
  }

  /// Resets the peak resident set size to the current one, so each benchmark reports its own
  /// peak; does nothing where the kernel does not allow it. Writes `5` to
  /// `/proc/self/clear_refs`.
  static func resetPeakResident() {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
  }
}
