import Foundation
import PiPSimTesting
import PictureInPicture
import PixelBuffers
import RenderPipeline
import Runtime
import Testing
import VideoRendering
import ViewHierarchy

/// A video call as seed 004 sets it up: a window, a container of seat views, the local seat as the
/// PiP source view with a 30 fps video rendered into it on a 60 Hz display, and a PiP session whose
/// delegate answers restore after 200 ms, so the controller stays in `restoring` for a while.
@MainActor
struct VideoCallStage {
  static let configuration = PipelineConfiguration(
    width: 64, height: 36, format: .nv12, frameRate: 30, poolCapacity: 8, ringCapacity: 4, fill: .testPattern)

  let app: SimulatedApp
  let seatContainer: View
  let seat: View
  let callViewController: PictureInPictureVideoCallViewController
  let restoreDelegate: PictureInPictureCallbackRecorder
  let session: PiPSession
  let video: SourceViewVideo

  init() throws {
    app = SimulatedApp.start(audioCategory: .playAndRecord)
    app.window.accessibilityIdentifier = "app-window"
    let root = try #require(app.rootViewController)
    seatContainer = View(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
    seatContainer.accessibilityIdentifier = "seats"
    root.view.addSubview(seatContainer)
    seat = View(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
    seat.accessibilityIdentifier = "local-seat"
    seatContainer.addSubview(seat)
    callViewController = PictureInPictureVideoCallViewController()
    callViewController.preferredContentSize = CGSize(width: 720, height: 1280)
    callViewController.view.accessibilityIdentifier = "pip-container"
    restoreDelegate = PictureInPictureCallbackRecorder(restoreAnswer: .after(.milliseconds(200), true))
    session = try PiPSession(
      sourceView: seat, contentViewController: callViewController, delegate: restoreDelegate)
    video = try SourceViewVideo(view: seat, configuration: Self.configuration, simulation: app.simulation)
    app.runUntilIdle()
  }

  var simulation: Simulation { app.simulation }
  var window: Window { app.window }

  /// The checksum of the test pattern of frame `index`, as the producer paints it.
  static func patternChecksum(frameIndex index: Int64) throws -> UInt32 {
    let reference = try PixelBuffer(width: configuration.width, height: configuration.height, format: .nv12)
    reference.paintTestPattern(frameIndex: index)
    return reference.visibleChecksum()
  }
}
