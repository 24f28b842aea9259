import Clocks
import Foundation
import PiPSimTesting
import PictureInPicture
import RenderPipeline
import Runtime
import ScreenSnapshots
import VideoRendering
import ViewHierarchy

/// A root view controller whose status bar preference a test can change.
@MainActor
final class StageViewController: ViewController {
  var hidesStatusBar = false
  override var prefersStatusBarHidden: Bool { hidesStatusBar }
}

/// A call screen on an iPhone 14: a header, a seat container with the local seat showing a 30 fps
/// test-pattern video, a hidden banner, an invisible overlay, a half-transparent badge, and a PiP
/// session for the seat.
@MainActor
struct SnapshotStage {
  let app: SimulatedApp
  let rootViewController: StageViewController
  let seat: View
  let session: PiPSession
  let video: SourceViewVideo

  init() throws {
    app = SimulatedApp.start(audioCategory: .playAndRecord)
    app.window.accessibilityIdentifier = "app-window"
    rootViewController = StageViewController()
    rootViewController.view.accessibilityIdentifier = "call-screen"
    rootViewController.view.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
    app.show(rootViewController)
    let root: View = rootViewController.view
    root.addSubview(Self.named("header", View(frame: CGRect(x: 0, y: 47, width: 390, height: 60))))
    let seats = Self.named("seats", View(frame: CGRect(x: 0, y: 120, width: 390, height: 400)))
    seats.backgroundColor = Color(red: 0.2, green: 0.2, blue: 0.25, alpha: 1)
    root.addSubview(seats)
    seat = Self.named("local-seat", View(frame: CGRect(x: 20, y: 20, width: 160, height: 90)))
    seats.addSubview(seat)
    seats.addSubview(Self.named("remote-seat", View(frame: CGRect(x: 200, y: 20, width: 170, height: 95.5))))
    let banner = Self.named("hidden-banner", View(frame: CGRect(x: 0, y: 600, width: 390, height: 40)))
    banner.isHidden = true
    root.addSubview(banner)
    let overlay = Self.named("invisible-overlay", View(frame: CGRect(x: 0, y: 650, width: 390, height: 40)))
    overlay.alpha = 0
    root.addSubview(overlay)
    let badge = Self.named("faded-badge", View(frame: CGRect(x: 300, y: 540, width: 60, height: 24)))
    badge.alpha = 0.5
    badge.backgroundColor = Color(red: 1, green: 0.23, blue: 0.19, alpha: 1)
    root.addSubview(badge)

    let callViewController = PictureInPictureVideoCallViewController()
    callViewController.preferredContentSize = CGSize(width: 720, height: 1280)
    callViewController.view.accessibilityIdentifier = "pip-container"
    session = try PiPSession(sourceView: seat, contentViewController: callViewController)
    video = try SourceViewVideo(
      view: seat,
      configuration: PipelineConfiguration(
        width: 64, height: 36, format: .nv12, frameRate: 30, fill: .testPattern),
      simulation: app.simulation)
    app.runUntilIdle()
    try video.start()
  }

  private static func named(_ name: String, _ view: View) -> View {
    view.accessibilityIdentifier = name
    return view
  }

  func advance(by span: MediaTime) throws {
    try app.advance(by: span)
  }

  /// Starts PiP and lets the start animation finish.
  func enterPictureInPicture() throws {
    try session.start()
    try advance(by: .milliseconds(400))
  }

  func snapshot(maximumVideoColumns: Int = 64) -> String {
    ScreenSnapshot.svg(
      of: app.window, pictureInPicture: session.controller,
      options: ScreenSnapshotOptions(maximumVideoColumns: maximumVideoColumns))
  }
}
