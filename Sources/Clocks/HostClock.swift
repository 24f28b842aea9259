#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The machine's monotonic clock (`CLOCK_MONOTONIC`): real time for benchmarks and real-thread runs.
///
/// Its origin is the system's, not the process's: two `HostClock` values read the same timeline.
public struct HostClock: MediaClock {
  /// Creates a reader of the host's monotonic clock.
  @inlinable
  public init() {}

  /// The current `CLOCK_MONOTONIC` time. The corresponding C function is `clock_gettime`.
  @inlinable
  public func now() -> MediaTime {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return MediaTime(nanoseconds: Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec))
  }
}
