// swift-tools-version:6.0
// Sample apps written as iOS code, tested on Linux through PiPSim's products only: what a user's
// package looks like. PiPSim's own `make test` builds and tests this package with
// `--explicit-target-dependency-import-check error`, and `scripts/check-package-shape.py` refuses
// any import of a PiPSim module that no product exports.
import Foundation
import PackageDescription

// Real iOS code is often still Swift 5: `make example` builds and tests these apps a second time
// in Swift 5 language mode, with SAMPLE_APPS_SWIFT_5=1. The mode is set on the targets here only,
// so the second build shares the first one's scratch path and recompiles these targets, not PiPSim.
let languageMode: SwiftLanguageMode =
  ProcessInfo.processInfo.environment["SAMPLE_APPS_SWIFT_5"] == "1" ? .v5 : .v6

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
    // A stopwatch the app draws itself, shown in PiP through a sample-buffer display layer.
    .target(name: "StopwatchPiP", dependencies: [.product(name: "AVKitCompat", package: "PiPSim")]),
    // Movie screens as iOS apps write them: a custom player (AVPlayerLayer in a view, PiP button and
    // delegate) and one on AVPlayerViewController with its delegate.
    .target(name: "PlayerScreens", dependencies: [.product(name: "AVKitCompat", package: "PiPSim")]),
    // Seed 000's player screen as printed (app-managed fullscreen by constraint sets); PiPSim's layout
    // benchmark builds this same file.
    .target(name: "SeedScreens", dependencies: [.product(name: "AVKitCompat", package: "PiPSim")]),
    // A movie app's everyday UIKit: a catalog in a navigation controller that pushes a player whose
    // control overlay is built from stack views, labels, a slider, a spinner, gestures and system colours.
    .target(name: "OverlayPlayer", dependencies: [.product(name: "AVKitCompat", package: "PiPSim")]),
    .testTarget(
      name: "OverlayPlayerTests",
      dependencies: [
        "OverlayPlayer",
        .product(name: "AVKitCompat", package: "PiPSim"),
        .product(name: "PiPSimTesting", package: "PiPSim"),
      ]),
    // A player library as such libraries are written: a UIControl scrubber that tracks touches, a
    // play / pause button morphing a CAShapeLayer, a control bar laid out with the visual format that
    // fades on a timer, an AVPlayer subclass, and a spinner while the stream buffers.
    .target(name: "PlayerKit", dependencies: [.product(name: "AVKitCompat", package: "PiPSim")]),
    .testTarget(
      name: "PlayerKitTests",
      dependencies: [
        "PlayerKit",
        .product(name: "AVKitCompat", package: "PiPSim"),
        .product(name: "PiPSimTesting", package: "PiPSim"),
      ]),
    // A player and call library as shipping Swift 5 SDKs are written: non-isolated NSObject subclasses
    // that make and configure UIKit and AVKit objects. Swift 5 mode in both builds, as such a library is.
    .target(
      name: "LegacyPlayerKit", dependencies: [.product(name: "AVKitCompat", package: "PiPSim")],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "LegacyPlayerKitTests",
      dependencies: [
        "LegacyPlayerKit",
        .product(name: "AVKitCompat", package: "PiPSim"),
        .product(name: "PiPSimTesting", package: "PiPSim"),
      ]),
    // An app whose own types are named like PiPSim's internal ones (Player, View, Button, Layer,
    // Scene, Window, Color, Image, Screen, Device, App): AVKitCompat brings Apple's names only.
    .target(name: "NamesakeApp", dependencies: [.product(name: "AVKitCompat", package: "PiPSim")]),
    .testTarget(
      name: "NamesakeAppTests",
      dependencies: [
        "NamesakeApp",
        .product(name: "AVKitCompat", package: "PiPSim"),
        .product(name: "PiPSimTesting", package: "PiPSim"),
      ]),
    .testTarget(
      name: "PlayerScreensTests",
      dependencies: [
        "PlayerScreens",
        .product(name: "AVKitCompat", package: "PiPSim"),
        .product(name: "PiPSimTesting", package: "PiPSim"),
      ]),
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
        "SeedScreens",
        .product(name: "AVKitCompat", package: "PiPSim"),
        .product(name: "PiPSim", package: "PiPSim"),
        .product(name: "PiPSimTesting", package: "PiPSim"),
      ]),
    .testTarget(
      name: "SampleBufferPlayerTests",
      dependencies: [
        "SampleBufferPlayer",
        .product(name: "AVKitCompat", package: "PiPSim"),
        .product(name: "PiPSim", package: "PiPSim"),
        .product(name: "PiPSimTesting", package: "PiPSim"),
      ]),
    .testTarget(
      name: "StopwatchPiPTests",
      dependencies: [
        "StopwatchPiP",
        .product(name: "AVKitCompat", package: "PiPSim"),
        .product(name: "PiPSim", package: "PiPSim"),
        .product(name: "PiPSimTesting", package: "PiPSim"),
      ]),
  ],
  swiftLanguageModes: [languageMode]
)
