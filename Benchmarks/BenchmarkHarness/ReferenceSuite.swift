import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The same-run references other suites compare with: `memcpy` and `memset` bandwidth on a
/// 1080p NV12 frame, and a naive mutex-guarded queue between two threads.
///
/// Suites name them through ``BenchmarkReference`` (``BenchmarkReference/memcpyBandwidth``
/// and friends); the runner adds the referenced case to a run that lacks it.
public enum ReferenceSuite {
  /// The size of a 1920 × 1080 NV12 frame: a full-size luma plane and a half-size chroma plane.
  public static let frameByteCount = 1920 * 1080 * 3 / 2
  /// The name of the `memcpy` benchmark.
  public static let memcpyName = "memcpy 1080p NV12"
  /// The name of the `memset` benchmark.
  public static let memsetName = "memset 1080p NV12"
  /// The name of the mutex queue benchmark.
  public static let mutexQueueName = "mutex queue handoff"

  /// Every reference benchmark.
  public static var cases: [BenchmarkCase] {
    [memcpyBandwidth(), memsetBandwidth(), mutexQueueHandoff()]
  }

  private static func bandwidthConfiguration(byteCount: Int) -> BenchmarkConfiguration {
    BenchmarkConfiguration(
      warmupIterations: 4, maxDuration: .seconds(1), maxIterations: 200, scalingFactor: 8,
      bytesPerOperation: byteCount)
  }

  /// Copies one frame per operation into a destination buffer, in one `memcpy` per piece; reports
  /// GB/s.
  ///
  /// glibc switches to non-temporal stores (which bypass the caches) above a size threshold, so
  /// the same bytes copied in one call or in a frame's planes can differ in speed several times
  /// over: give the pieces the measured code copies in.
  ///
  /// - Parameters:
  ///   - name: The benchmark's name; ``memcpyName`` by default.
  ///   - pieces: The sizes of the consecutive pieces one operation copies (a frame's planes); one
  ///     1080p NV12 frame by default.
  ///   - sourceCount: How many source frames the copies take turns reading, so the working set
  ///     matches a pool's (and spills out of the caches as a pool's does); 1 by default.
  public static func memcpyBandwidth(
    name: String = memcpyName, pieces: [Int] = [frameByteCount], sourceCount: Int = 1
  ) -> BenchmarkCase {
    let byteCount = pieces.reduce(0, +)
    return BenchmarkCase(
      name, metrics: [.bandwidth, .wallClock, .throughput, .mallocCountTotal],
      configuration: bandwidthConfiguration(byteCount: byteCount)
    ) {
      let sources = (0..<max(sourceCount, 1)).map { _ in AlignedBuffer(byteCount: byteCount, filledWith: 0x5A)
      }
      let destination = AlignedBuffer(byteCount: byteCount)
      return { context in
        for index in context.scaledIterations {
          let source = sources[index % sources.count].pointer
          var offset = 0
          for piece in pieces {
            memcpy(destination.pointer + offset, source + offset, piece)
            offset += piece
          }
          context.blackHole(destination.pointer)
        }
      }
    }
  }

  /// Fills one frame per operation, in one `memset` per piece; reports GB/s.
  ///
  /// - Parameters:
  ///   - name: The benchmark's name; ``memsetName`` by default.
  ///   - pieces: The sizes of the consecutive pieces one operation fills (a frame's lines); one
  ///     1080p NV12 frame by default.
  ///   - destinationCount: How many frames the fills take turns writing, so the working set
  ///     matches a pool's; 1 by default.
  public static func memsetBandwidth(
    name: String = memsetName, pieces: [Int] = [frameByteCount], destinationCount: Int = 1
  ) -> BenchmarkCase {
    let byteCount = pieces.reduce(0, +)
    return BenchmarkCase(
      name, metrics: [.bandwidth, .wallClock, .throughput, .mallocCountTotal],
      configuration: bandwidthConfiguration(byteCount: byteCount)
    ) {
      let destinations = (0..<max(destinationCount, 1)).map { _ in AlignedBuffer(byteCount: byteCount) }
      return { context in
        for index in context.scaledIterations {
          let destination = destinations[index % destinations.count].pointer
          var offset = 0
          for piece in pieces {
            memset(destination + offset, Int32(truncatingIfNeeded: index), piece)
            offset += piece
          }
          context.blackHole(destination)
        }
      }
    }
  }

  /// Hands integers from a producer thread to the sampling thread through a
  /// ``NaiveMutexQueue`` of 1024; one operation is one handoff, so throughput is handoffs/s.
  public static func mutexQueueHandoff() -> BenchmarkCase {
    BenchmarkCase(
      mutexQueueName, metrics: [.throughput, .wallClock, .cpuTotal, .mallocCountTotal],
      configuration: BenchmarkConfiguration(
        warmupIterations: 1, maxDuration: .seconds(2), maxIterations: 50, scalingFactor: 200_000)
    ) { context in
      let queue = NaiveMutexQueue(capacity: 1024)
      let itemCount = context.scalingFactor
      let producerDone = DispatchSemaphore(value: 0)
      let producer = Thread {
        for item in 0..<itemCount {
          while !queue.tryPush(item) {
            sched_yield()
          }
        }
        producerDone.signal()
      }
      producer.start()
      var checksum = 0
      var received = 0
      while received < itemCount {
        if let item = queue.tryPop() {
          checksum &+= item
          received += 1
        } else {
          sched_yield()
        }
      }
      producerDone.wait()
      context.blackHole(checksum)
    }
  }
}
