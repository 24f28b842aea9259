// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "PiPSim",
  // What a user's package depends on; README's "Use it from your package" says what each is for and
  // which Debian packages it needs. Every other target is internal: no product exports it.
  products: [
    .library(name: "PiPSim", targets: ["PiPSim"]),
    .library(name: "AVKitCompat", targets: ["AVKitCompat"]),
    .library(name: "PiPSimTesting", targets: ["PiPSimTesting"]),
    .library(name: "PiPSimScenarios", targets: ["PiPSimScenarios"]),
    .executable(name: "pipsim", targets: ["pipsim"]),
  ],
  targets: [
    // C shims: module maps over the system libraries, nothing else.
    .systemLibrary(
      name: "CAVUtil", pkgConfig: "libavutil", providers: [.apt(["libavutil-dev", "libswscale-dev"])]),
    .systemLibrary(name: "CPulse", pkgConfig: "libpulse", providers: [.apt(["libpulse-dev"])]),
    .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    // The toolchain's own Dispatch and blocks runtime headers: nothing to install.
    .systemLibrary(name: "CDispatchShim"),

    // Library modules, bottom up.
    .target(name: "Locking"),
    .target(name: "ChildProcesses"),
    .target(name: "OutputFiles", dependencies: ["Locking"]),
    .target(name: "Tracing", dependencies: ["Locking"]),
    .target(name: "Clocks"),
    // Core Graphics under Apple's names only (CGContext on cairo, CGImage, CGPath, CGColor,
    // CGAffineTransform), so that AVKitCompat re-exports the module whole.
    .target(name: "CoreGraphicsDrawing", dependencies: ["CCairo", "Locking"]),
    // Core Media's time, clocks and timebases (CMTime, CMClock, CMTimebase) over the clocks, under
    // Apple's names only, so that AVKitCompat re-exports the module whole.
    .target(name: "CoreMediaTime", dependencies: ["Clocks"]),
    .target(
      name: "Runtime", dependencies: ["CDispatchShim", "Clocks", "CoreMediaTime", "Locking", "Tracing"]),
    .target(name: "PixelBuffers", dependencies: ["CAVUtil", "Locking"]),
    .target(
      name: "SampleBuffers", dependencies: ["PixelBuffers", "Clocks", "CoreGraphicsDrawing", "CoreMediaTime"]),
    .target(name: "RenderPipeline", dependencies: ["PixelBuffers", "Clocks", "Locking", "Tracing"]),
    .target(name: "ConstraintSolver"),
    .target(
      name: "ViewHierarchy",
      dependencies: ["Clocks", "CoreGraphicsDrawing", "Runtime", "ConstraintSolver", "Tracing"]),
    // UIKit's controls and text: UIControl and its family, labels, fonts, image views.
    .target(name: "Controls", dependencies: ["CoreGraphicsDrawing", "Runtime", "ViewHierarchy"]),
    .target(name: "Gestures", dependencies: ["Runtime", "ViewHierarchy", "Controls"]),
    // UIKit's containers: stack views, navigation and tab bar controllers.
    .target(name: "Containers", dependencies: ["Runtime", "ViewHierarchy", "Controls", "Gestures"]),
    .target(
      name: "MediaPlayback",
      dependencies: [
        "Clocks", "CoreGraphicsDrawing", "CoreMediaTime", "Locking", "PixelBuffers", "Runtime",
        "SampleBuffers",
        "VideoRendering", "ViewHierarchy",
      ]),
    .target(
      name: "PictureInPicture",
      dependencies: [
        "Clocks", "CoreMediaTime", "ViewHierarchy", "Runtime", "Tracing", "SampleBuffers", "VideoRendering",
        "MediaPlayback",
      ]),
    .target(
      name: "Fullscreen",
      dependencies: ["ViewHierarchy", "Runtime", "Tracing", "MediaPlayback", "PictureInPicture"]),
    .target(name: "AudioEngine", dependencies: ["CPulse", "Clocks", "Locking", "Tracing"]),
    .target(name: "SimulatedDispatch", dependencies: ["Clocks", "Locking", "Runtime"]),
    // The search over event sequences and the shrinking of what breaks an invariant, shared by the
    // explorations of a test's screen (PiPSimTesting) and of a scenario's app (PiPSimScenarios).
    .target(name: "EventExploration", dependencies: ["Runtime"]),
    .target(
      name: "AVKitCompat",
      dependencies: [
        "Clocks", "CoreGraphicsDrawing", "SimulatedDispatch", "SampleBuffers", "PictureInPicture",
        "ViewHierarchy",
        "Controls",
        "Containers", "Fullscreen", "MediaPlayback", "Gestures",
      ]),
    .target(name: "ArgumentParsing"),
    .target(
      name: "VideoRendering",
      dependencies: [
        "Clocks", "CoreGraphicsDrawing", "CoreMediaTime", "Locking", "RenderPipeline", "PixelBuffers",
        "SampleBuffers", "ViewHierarchy", "Runtime", "Tracing",
      ]),
    .target(name: "SVGWriting"),
    .target(
      name: "ScreenSnapshots",
      dependencies: [
        "CoreGraphicsDrawing", "VideoRendering", "ViewHierarchy", "PictureInPicture", "Runtime", "SVGWriting",
      ]),
    .target(
      name: "PiPSimScenarios",
      dependencies: [
        "Clocks", "EventExploration", "Tracing", "Runtime", "ViewHierarchy", "PictureInPicture",
        "MediaPlayback",
        "Fullscreen",
        "RenderPipeline", "PixelBuffers", "SampleBuffers", "VideoRendering", "ScreenSnapshots", "AudioEngine",
      ]),

    // The products' own modules: the umbrella, and the fixtures a user's tests drive the simulation with.
    .target(
      name: "PiPSim",
      dependencies: [
        "Clocks", "CoreGraphicsDrawing", "CoreMediaTime", "Tracing", "Runtime", "PixelBuffers",
        "SampleBuffers",
        "RenderPipeline", "ConstraintSolver",
        "ViewHierarchy", "Controls", "Containers", "PictureInPicture", "Fullscreen", "AudioEngine",
        "VideoRendering",
        "ScreenSnapshots", "OutputFiles", "MediaPlayback", "Gestures",
      ]),
    .target(
      name: "PiPSimTesting",
      dependencies: [
        "ChildProcesses", "Clocks", "CoreMediaTime", "EventExploration", "PiPSim", "ScreenSnapshots",
        "SimulatedDispatch",
      ]),

    // Benchmarks: the harness, its malloc counter, the region valgrind counts in and the sink its
    // blackHole hands values to (never linked by the library), and the suites.
    .target(name: "MallocCounter", path: "Benchmarks/MallocCounter"),
    .target(name: "MeasuredRegion", path: "Benchmarks/MeasuredRegion"),
    .target(name: "OpaqueSink", path: "Benchmarks/OpaqueSink"),
    .target(name: "CReferences", dependencies: ["CAVUtil"], path: "Benchmarks/CReferences"),
    .target(name: "CairoReference", dependencies: ["CCairo"], path: "Benchmarks/CairoReference"),
    // Random constraint systems and solver workloads, shared by the solver's tests and the layout benchmarks.
    .target(
      name: "SolverWorkloads", dependencies: ["ConstraintSolver", "Runtime"],
      path: "Benchmarks/SolverWorkloads"),
    .target(
      name: "BenchmarkHarness",
      dependencies: [
        "ArgumentParsing", "MallocCounter", "MeasuredRegion", "OpaqueSink", "OutputFiles", "SVGWriting",
      ],
      path: "Benchmarks/BenchmarkHarness"),
    .executableTarget(
      name: "ReferenceBenchmarks", dependencies: ["BenchmarkHarness"], path: "Benchmarks/ReferenceBenchmarks"),
    .executableTarget(
      name: "HandoffBenchmarks",
      dependencies: ["BenchmarkHarness", "CReferences", "RenderPipeline", "PixelBuffers"],
      path: "Benchmarks/HandoffBenchmarks"),
    .executableTarget(
      name: "ThroughputBenchmarks",
      dependencies: [
        "Clocks", "CoreMediaTime",
        "BenchmarkHarness", "CReferences", "MallocCounter", "RenderPipeline", "PixelBuffers", "Runtime",
        "SampleBuffers", "Tracing", "VideoRendering",
      ],
      path: "Benchmarks/ThroughputBenchmarks"),
    .executableTarget(
      name: "LatencyBenchmarks",
      dependencies: [
        "Clocks",
        "AudioEngine", "BenchmarkHarness", "RenderPipeline", "PixelBuffers", "Runtime",
      ],
      path: "Benchmarks/LatencyBenchmarks"),
    .executableTarget(
      name: "LifecycleBenchmarks",
      dependencies: [
        "Clocks", "BenchmarkHarness", "PictureInPicture", "ViewHierarchy", "Runtime", "ConstraintSolver",
        "SolverWorkloads", "SeedScreensForBenchmarks", "AVKitCompat", "PiPSimScenarios",
        "CReferences", "ChildProcesses",
      ],
      path: "Benchmarks/LifecycleBenchmarks"),
    .executableTarget(
      name: "DrawingBenchmarks",
      dependencies: [
        "BenchmarkHarness", "CairoReference", "Controls", "CoreGraphicsDrawing", "Runtime", "ViewHierarchy",
      ],
      path: "Benchmarks/DrawingBenchmarks"),
    .executableTarget(
      name: "VideoCallBenchmarks", dependencies: ["Clocks", "BenchmarkHarness", "RenderPipeline", "Runtime"],
      path: "Benchmarks/VideoCallBenchmarks"),
    .plugin(
      name: "BenchmarkCommand",
      capability: .command(
        intent: .custom(
          verb: "benchmark",
          description:
            "Builds the benchmark suites in release and runs them: swift package benchmark [suite...] [-- options]"
        ))),

    // The command-line tool: runs, validates and summarizes scenarios.
    .executableTarget(
      name: "pipsim",
      dependencies: [
        "ArgumentParsing", "ChildProcesses", "Locking", "OutputFiles", "PiPSim", "PiPSimScenarios",
        "ScreenSnapshots", "Tracing",
      ]),

    // The scenario parser's and runner's libFuzzer target (`make fuzz`). Build it alone with
    // `--product ScenarioFuzz --sanitize=fuzzer`.
    // Its `@main` reads files, so a plain build links; under the fuzzer, libFuzzer's `main` comes first on
    // the link line and, with multiple definitions allowed, wins.
    .executableTarget(
      name: "ScenarioFuzz", dependencies: ["Clocks", "PiPSimScenarios"],
      linkerSettings: [.unsafeFlags(["-Xlinker", "--allow-multiple-definition"])]),

    // Tests: one target per module, the repository's paths that the scenario and command tests read,
    // and an object let go on another thread, for the tests of what deinitializers do there.
    .target(name: "RepositoryFixtures", path: "Tests/RepositoryFixtures"),
    .target(name: "ThreadFixtures", path: "Tests/ThreadFixtures"),
    .testTarget(name: "TracingTests", dependencies: ["Tracing"]),
    .testTarget(name: "OutputFilesTests", dependencies: ["Locking", "OutputFiles"]),
    .testTarget(name: "ClocksTests", dependencies: ["Clocks", "CoreMediaTime"]),
    .testTarget(name: "CoreGraphicsDrawingTests", dependencies: ["CoreGraphicsDrawing", "SampleBuffers"]),
    .testTarget(
      name: "RuntimeTests", dependencies: ["Clocks", "CoreMediaTime", "Runtime", "ThreadFixtures", "Tracing"]),
    .testTarget(name: "PixelBuffersTests", dependencies: ["PixelBuffers"]),
    .testTarget(
      name: "SampleBuffersTests", dependencies: ["SampleBuffers", "PixelBuffers", "Clocks", "CoreMediaTime"]),
    .testTarget(
      name: "RenderPipelineTests",
      dependencies: ["Clocks", "Locking", "RenderPipeline", "PixelBuffers", "Runtime", "Tracing"]),
    .testTarget(
      name: "ConstraintSolverTests", dependencies: ["ConstraintSolver", "Runtime", "SolverWorkloads"]),
    .testTarget(
      name: "ContainersTests",
      dependencies: [
        "Containers", "ViewHierarchy", "Controls", "Runtime", "Clocks", "PiPSimTesting", "PiPSim",
        "AVKitCompat",
      ]),
    .testTarget(
      name: "ViewHierarchyTests",
      dependencies: ["Clocks", "CoreGraphicsDrawing", "ViewHierarchy", "Runtime", "Tracing"]),
    .testTarget(
      name: "ControlsTests",
      dependencies: ["Controls", "ViewHierarchy", "Runtime", "Clocks", "PiPSimTesting", "PiPSim"]),
    .testTarget(
      name: "GesturesTests",
      dependencies: [
        "Gestures", "ViewHierarchy", "Controls", "Runtime", "Clocks", "PiPSimTesting", "PiPSim",
        "AVKitCompat",
      ]),
    .testTarget(
      name: "PictureInPictureTests",
      dependencies: [
        "SampleBuffers", "VideoRendering",
        "Clocks", "CoreMediaTime",
        "PictureInPicture", "ViewHierarchy", "Runtime", "AVKitCompat", "Tracing", "PiPSimTesting",
        "MediaPlayback",
      ]),
    .testTarget(
      name: "MediaPlaybackTests",
      dependencies: [
        "Clocks", "CoreMediaTime", "Locking", "MediaPlayback", "PixelBuffers", "Runtime", "SampleBuffers",
        "VideoRendering",
        "ViewHierarchy", "PiPSimTesting",
      ]),
    // Seed 000's player screen, ported as printed in the example package (where its tests are, in
    // Swift 6 and 5 mode), built here too for the layout benchmark: one port, measured as tested.
    .target(
      name: "SeedScreensForBenchmarks", dependencies: ["AVKitCompat"],
      path: "Examples/SampleApps/Sources/SeedScreens"),
    .testTarget(
      name: "FullscreenTests",
      dependencies: [
        "Clocks", "Fullscreen", "ViewHierarchy", "Runtime", "AVKitCompat", "Tracing", "MediaPlayback",
        "PictureInPicture", "PiPSimTesting",
      ]),
    .testTarget(
      name: "AudioEngineTests",
      dependencies: ["Clocks", "AudioEngine", "Runtime", "RenderPipeline", "PixelBuffers", "Tracing"]),
    .testTarget(name: "SVGWritingTests", dependencies: ["SVGWriting"]),
    .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing"]),
    .testTarget(
      name: "PiPSimScenariosTests",
      dependencies: ["Clocks", "PictureInPicture", "PiPSimScenarios", "RepositoryFixtures", "Tracing"]),
    .testTarget(
      name: "PipsimTests",
      dependencies: [
        "pipsim", "PiPSimScenarios", "PiPSim", "ArgumentParsing", "OutputFiles", "RepositoryFixtures",
        "Tracing",
      ]),
    .testTarget(name: "AppQueuesTests", dependencies: ["AVKitCompat", "PiPSimTesting"]),
    .testTarget(name: "ChildProcessesTests", dependencies: ["ChildProcesses"]),
    .testTarget(name: "PiPSimTestingTests", dependencies: ["PiPSimTesting", "PiPSim", "AVKitCompat"]),
    .testTarget(
      name: "VideoRenderingTests",
      dependencies: [
        "Clocks", "CoreMediaTime",
        "VideoRendering", "RenderPipeline", "PixelBuffers", "ViewHierarchy", "PictureInPicture", "Runtime",
        "SampleBuffers", "Tracing",
        "PiPSimTesting", "ThreadFixtures",
      ]),
    .testTarget(
      name: "ScreenSnapshotsTests",
      dependencies: [
        "Clocks",
        "ScreenSnapshots", "VideoRendering", "RenderPipeline", "PixelBuffers", "ViewHierarchy",
        "CoreGraphicsDrawing", "PictureInPicture", "Runtime", "SVGWriting", "PiPSimTesting",
      ]),
    .testTarget(
      name: "ReliabilityTests",
      dependencies: [
        "ArgumentParsing", "AudioEngine", "Clocks", "Controls", "CoreMediaTime", "ConstraintSolver",
        "Fullscreen", "Locking",
        "MediaPlayback", "OutputFiles", "PiPSimScenarios", "PiPSimTesting", "PictureInPicture",
        "PixelBuffers", "RenderPipeline", "RepositoryFixtures", "Runtime", "SampleBuffers", "Tracing",
        "VideoRendering", "ViewHierarchy", "pipsim",
      ]),
    .testTarget(
      name: "BenchmarkHarnessTests", dependencies: ["BenchmarkHarness", "MallocCounter", "ArgumentParsing"]),
  ]
)
