import PixelBuffers
import RenderPipeline
import ViewHierarchy

/// A frame sink that shows each presented frame on a view's layer until the next one replaces it.
///
/// Isolation: the renderer calls ``present(_:)`` and ``removeFrame()`` on whatever thread ticks it
/// (a display-link thread, or the main actor in manual mode), while the layer belongs to the main
/// actor. The two never share a variable: the sink owns the frame on screen in a `Mutex`-guarded slot
/// (a ``RenderPipeline/LatestFrameSink``'s), and the layer holds only a reference to the sink (in its `contents`), reading the frame through
/// the same lock (``ViewHierarchy/Layer/presentedFrame``, ``withFrameOnScreen(_:)``, ``thumbnail(width:height:)``).
/// The renderer never touches the layer, so it needs no hop to the main actor, and a reader sees a
/// whole frame or none, never one half-replaced.
///
/// Because the sink lives on the view's own layer, the frame moves with the view: wherever the view
/// is (inline, in transit, inside the PiP container), presenting into it goes on unchanged.
public final class LayerFrameSink: FrameSink {
  private let screen = LatestFrameSink()

  /// Creates a sink showing nothing, attached to no layer.
  public init() {}

  /// Makes `layer` show this sink's frames, replacing whatever its `contents` held.
  @MainActor
  public func attach(to layer: Layer) {
    layer.contents = self
  }

  /// Shows `frame` and returns the frame it replaces.
  public func present(_ frame: consuming PixelBuffer) -> PixelBuffer? {
    screen.present(frame)
  }

  /// Takes the frame on screen off it, and returns it.
  public func removeFrame() -> PixelBuffer? {
    screen.removeFrame()
  }

  /// How many frames were presented.
  public var presentedCount: Int { screen.presentedCount }

  /// The sequence number of the frame on screen, or nil when none; cheap (no pixel is read).
  public var sequenceNumberOnScreen: Int64? {
    screen.withFrameOnScreen { frame in
      switch frame {
      case .some(let buffer): buffer.sequenceNumber
      case .none: nil
      }
    }
  }

  /// The frame on screen with a checksum of its pixels, or nil when none.
  public func frameOnScreen() -> PresentedFrame? {
    withFrameOnScreen { frame in
      switch frame {
      case .some(let buffer): PresentedFrame(describing: buffer)
      case .none: nil
      }
    }
  }

  /// Calls `body` with the frame on screen (nil when none) and returns its result.
  ///
  /// The renderer cannot replace the frame while `body` runs (it waits on the lock), so keep `body` short.
  public func withFrameOnScreen<Result: Sendable>(_ body: (borrowing PixelBuffer?) -> Result) -> Result {
    screen.withFrameOnScreen(body)
  }

  /// A grayscale thumbnail of the frame on screen, or nil when none.
  ///
  /// - Throws: `LumaThumbnailError` for a grid that does not fit the frame or a format without luma.
  public func thumbnail(width: Int, height: Int) throws(LumaThumbnailError) -> LumaThumbnail? {
    let result: Result<LumaThumbnail?, LumaThumbnailError> = withFrameOnScreen { frame in
      switch frame {
      case .some(let buffer):
        do throws(LumaThumbnailError) {
          return .success(try buffer.lumaThumbnail(width: width, height: height))
        } catch {
          return .failure(error)
        }
      case .none:
        return .success(nil)
      }
    }
    return try result.get()
  }
}
