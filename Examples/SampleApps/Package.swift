// swift-tools-version:6.0
// Sample apps written as iOS code, tested on Linux through PiPSim's products only: what a user's
// package looks like. PiPSim's own `make test` builds and tests this package with
// `--explicit-target-dependency-import-check error`, and `scripts/check-example-imports.sh` refuses
// any import of a PiPSim module that no product exports.
import PackageDescription

let package = Package(
  name: "SampleApps",
  dependencies: [
    // The explicit name keeps the identity "PiPSim" whatever the clone's folder is called.
    .package(name: "PiPSim", path: "../..")
  ],
  targets: [
    // A video-call screen as an iOS app writes it: only its imports differ (AVKitCompat for UIKit / AVKit).
    .target(name: "CallScreen", dependencies: [.product(name: "AVKitCompat", package: "PiPSim")]),
    // A movie player that decodes its own frames into an AVSampleBufferDisplayLayer, with a PiP
    // playback delegate.
    .target(name: "SampleBufferPlayer", dependencies: [.product(name: "AVKitCompat", package: "PiPSim")]),
    .testTarget(
      name: "CallScreenTests",
      dependencies: [
        "CallScreen",
        "SampleBufferPlayer",
        .product(name: "AVKitCompat", package: "PiPSim"),
        .product(name: "PiPSim", package: "PiPSim"),
        .product(name: "PiPSimTesting", package: "PiPSim"),
        .product(name: "PiPSimScenarios", package: "PiPSim"),
      ]),
    // The seed documents' Apple-API code as printed (imports changed only), with small stand-ins for
    // the vendor SDKs they call, and tests that it behaves as the documents say.
    .testTarget(
      name: "SeedPortTests",
      dependencies: [
        .product(name: "AVKitCompat", package: "PiPSim"),
        .product(name: "PiPSimTesting", package: "PiPSim"),
      ]),
    // The same files in Swift 5 language mode: its directory is a symlink to SeedPortTests.
    .testTarget(
      name: "SeedPortTestsSwift5",
      dependencies: [
        .product(name: "AVKitCompat", package: "PiPSim"),
        .product(name: "PiPSimTesting", package: "PiPSim"),
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "SampleBufferPlayerTests",
      dependencies: [
        "SampleBufferPlayer",
        .product(name: "AVKitCompat", package: "PiPSim"),
        .product(name: "PiPSim", package: "PiPSim"),
        .product(name: "PiPSimTesting", package: "PiPSim"),
      ]),
  ]
)
