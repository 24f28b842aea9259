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

  /// Copies one frame per operation into a destination buffer; reports GB/s.
  ///
  /// - Parameters:
  ///   - name: The benchmark's name; ``memcpyName`` by default.
  ///   - byteCount: The bytes one operation copies; a 1080p NV12 frame by default.
  ///   - sourceCount: How many source frames the copies take turns reading, so the working set
  ///     matches a pool's (and spills out of the caches as a pool's does); 1 by default.
  public static func memcpyBandwidth(
    name: String = memcpyName, byteCount: Int = frameByteCount, sourceCount: Int = 1
  ) -> BenchmarkCase {
    BenchmarkCase(
      name, metrics: [.bandwidth, .wallClock, .throughput, .mallocCountTotal],
      configuration: bandwidthConfiguration(byteCount: byteCount)
    ) {
      let sources = (0..<max(sourceCount, 1)).map { _ in AlignedBuffer(byteCount: byteCount, filledWith: 0x5A)
      }
      let destination = AlignedBuffer(byteCount: byteCount)
      return { context in
        for index in context.scaledIterations {
          memcpy(destination.pointer, sources[index % sources.count].pointer, byteCount)
          context.blackHole(destination.pointer)
        }
      }
    }
  }

  /// Fills one frame per operation; reports GB/s.
  ///
  /// - Parameters:
  ///   - name: The benchmark's name; ``memsetName`` by default.
  ///   - byteCount: The bytes one operation fills; a 1080p NV12 frame by default.
  ///   - destinationCount: How many frames the fills take turns writing, so the working set
  ///     matches a pool's; 1 by default.
  public static func memsetBandwidth(
    name: String = memsetName, byteCount: Int = frameByteCount, destinationCount: Int = 1
  ) -> BenchmarkCase {
    BenchmarkCase(
      name, metrics: [.bandwidth, .wallClock, .throughput, .mallocCountTotal],
      configuration: bandwidthConfiguration(byteCount: byteCount)
    ) {
      let destinations = (0..<max(destinationCount, 1)).map { _ in AlignedBuffer(byteCount: byteCount) }
      return { context in
        for index in context.scaledIterations {
          let destination = destinations[index % destinations.count]
          memset(destination.pointer, Int32(truncatingIfNeeded: index), byteCount)
          context.blackHole(destination.pointer)
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
