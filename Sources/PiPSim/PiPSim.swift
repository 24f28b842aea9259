// The umbrella module: `import PiPSim` brings in the whole simulation library under PiPSim's own names,
// as swift-collections' `Collections` re-exports its modules. Ported iOS code imports `AVKitCompat`
// instead, for Apple's spellings; tests add `PiPSimTesting`, scenario runs `PiPSimScenarios`.
// Foundation comes too: its `CGRect`, `CGSize`, `CGPoint` and `CGFloat` are PiPSim's geometry.
@_exported import AudioEngine
@_exported import Clocks
@_exported import ConstraintSolver
@_exported import Containers
@_exported import Controls
@_exported import CoreGraphicsDrawing
@_exported import CoreMediaTime
@_exported import Foundation
@_exported import Fullscreen
@_exported import Gestures
@_exported import MediaPlayback
@_exported import OutputFiles
@_exported import PictureInPicture
@_exported import PixelBuffers
@_exported import RenderPipeline
@_exported import Runtime
@_exported import SampleBuffers
@_exported import ScreenSnapshots
@_exported import Tracing
@_exported import VideoRendering
@_exported import ViewHierarchy
