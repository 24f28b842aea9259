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

  /// Copies one frame per operation between two buffers; reports GB/s.
  ///
  /// - Parameters:
  ///   - name: The benchmark's name; ``memcpyName`` by default.
  ///   - byteCount: The bytes one operation copies; a 1080p NV12 frame by default.
  public static func memcpyBandwidth(name: String = memcpyName, byteCount: Int = frameByteCount)
    -> BenchmarkCase
  {
    BenchmarkCase(
      name, metrics: [.bandwidth, .wallClock, .throughput, .mallocCountTotal],
      configuration: bandwidthConfiguration(byteCount: byteCount)
    ) {
      let source = AlignedBuffer(byteCount: byteCount, filledWith: 0x5A)
      let destination = AlignedBuffer(byteCount: byteCount)
      return { context in
        for _ in context.scaledIterations {
          memcpy(destination.pointer, source.pointer, byteCount)
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
  public static func memsetBandwidth(name: String = memsetName, byteCount: Int = frameByteCount)
    -> BenchmarkCase
  {
    BenchmarkCase(
      name, metrics: [.bandwidth, .wallClock, .throughput, .mallocCountTotal],
      configuration: bandwidthConfiguration(byteCount: byteCount)
    ) {
      let destination = AlignedBuffer(byteCount: byteCount)
      return { context in
        for index in context.scaledIterations {
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
