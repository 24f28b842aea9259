import AVKitCompat
import PiPSimTesting
import Testing

/// A catalog loads its movies' durations together, as apps fill a list's cells: a throwing task
/// group of `AVURLAsset.load(.duration)` calls, awaited by the test itself.
@MainActor
struct CatalogLoadingTests {
  let movies = [
    URL(string: "pipsim-test://1280x720@30/60s")!,
    URL(string: "pipsim-test://1920x1080@30/45s")!,
    URL(string: "pipsim-test://640x360@30/10s")!,
  ]

  /// The durations of `urls`, in their order, loaded at once.
  private func durations(of urls: [URL]) async throws -> [Double] {
    try await withThrowingTaskGroup(of: (Int, Double).self) { group in
      for (index, url) in urls.enumerated() {
        group.addTask {
          let duration = try await AVURLAsset(url: url).load(.duration)
          return (index, duration.seconds)
        }
      }
      var durations = [Double](repeating: 0, count: urls.count)
      for try await (index, seconds) in group { durations[index] = seconds }
      return durations
    }
  }

  @Test func theDurationsLoadTogetherInOneLoadDelay() async throws {
    try await withSimulatedApp { app in
      let loaded = try await durations(of: movies)
      #expect(loaded == [60, 45, 10])
      // Three loads side by side take one load's time of virtual time, not three.
      #expect(app.now == .milliseconds(100))
    }
  }

  @Test func aMovieThatCannotOpenFailsTheCatalogAtItsLoadInstant() async throws {
    await withSimulatedApp { app in
      let catalog = movies + [URL(string: "https://example.com/missing.m3u8")!]
      await #expect(throws: (any Error).self) { try await durations(of: catalog) }
      #expect(app.now == .milliseconds(100))
    }
  }
}
