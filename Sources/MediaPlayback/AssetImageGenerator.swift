import CoreGraphicsDrawing
import CoreMediaTime
import Foundation
import PixelBuffers
import Runtime
import SampleBuffers

/// Pictures of an asset's frames at chosen times (`AVAssetImageGenerator`): thumbnails for a
/// scrubber, a poster frame.
///
/// An image is the generated stream's frame at the time (its test pattern, the frame's index in its
/// first eight bytes) in 32-bit BGRA with the alpha byte skipped (`byteOrder32Little` and
/// `noneSkipFirst`), at the stream's size or scaled down to fit ``maximumSize``. The frame is the one
/// shown at the requested time; its time, the frame's presentation time, is the actual time, as a
/// decoder gives the frame it has. A time outside the stream is clamped into it, as an asset's last
/// frame stands for any time past its end. A time that is not a number, or an asset PiPSim cannot
/// open, fails with a ``PlaybackError``.
open class AssetImageGenerator: NSObject, @unchecked Sendable {
  // @unchecked: the settings are read and written on the simulation's main actor, as an app sets
  // them up before it asks for images; the asset is a `let`.

  /// How an image is cropped to the track's clean aperture (`AVAssetImageGenerator.ApertureMode`).
  public struct ApertureMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// Creates a mode.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Cropped to the clean aperture and scaled to the display aspect (the default).
    public static let cleanAperture = ApertureMode(rawValue: "CleanAperture")
    /// Scaled to the display aspect, not cropped.
    public static let productionAperture = ApertureMode(rawValue: "ProductionAperture")
    /// Neither cropped nor scaled.
    public static let encodedPixels = ApertureMode(rawValue: "EncodedPixels")
  }

  /// How a request of ``generateCGImagesAsynchronously(forTimes:completionHandler:)`` ended
  /// (`AVAssetImageGenerator.Result`).
  public enum Result: Int, Sendable {
    /// The image was made.
    case succeeded = 0
    /// It could not be made: the error says why.
    case failed = 1
    /// ``cancelAllCGImageGeneration()`` cancelled it first.
    case cancelled = 2
  }

  /// The asset the images are of.
  public let asset: Asset
  /// Whether images follow the track's preferred transform (default false). A generated stream has
  /// none, so images are the same either way.
  open var appliesPreferredTrackTransform = false
  /// The largest size an image may have; `.zero` (the default) is the stream's own size. A smaller
  /// one scales the picture down to fit, keeping its shape.
  open var maximumSize = CGSize.zero
  /// How images are cropped (default ``ApertureMode/cleanAperture``; the stream's picture has no
  /// aperture to crop).
  open var apertureMode: ApertureMode? = .cleanAperture
  /// How much earlier than the requested time the frame may be (default `.positiveInfinity`).
  open var requestedTimeToleranceBefore = CMTime.positiveInfinity
  /// How much later than the requested time the frame may be (default `.positiveInfinity`).
  open var requestedTimeToleranceAfter = CMTime.positiveInfinity
  private var pendingRequests: [ScheduledTask] = []

  /// A generator of `asset`'s pictures (`AVAssetImageGenerator(asset:)`).
  public init(asset: Asset) {
    self.asset = asset
    super.init()
  }

  /// The picture at `requestedTime` (`copyCGImage(at:actualTime:)`).
  /// - Parameters:
  ///   - requestedTime: the time of the frame wanted.
  ///   - actualTime: receives the presentation time of the frame the image is of.
  /// - Returns: the image.
  /// - Throws: ``PlaybackError/cannotOpen(_:)`` for an asset PiPSim cannot open,
  ///   ``PlaybackError/mediaFailed(_:)`` for a time that is not a number.
  open func copyCGImage(at requestedTime: CMTime, actualTime: UnsafeMutablePointer<CMTime>?) throws -> CGImage
  {
    let (image, time) = try makeImage(at: requestedTime)
    actualTime?.pointee = time
    return image
  }

  /// The picture at `time` and the time of its frame (`image(at:)`, iOS 16).
  /// - Throws: as ``copyCGImage(at:actualTime:)``.
  open func image(at time: CMTime) async throws -> (image: CGImage, actualTime: CMTime) {
    try makeImage(at: time)
  }

  /// Makes the picture at `requestedTime` and hands it to `handler` on the simulation's next run
  /// loop turn (`generateCGImageAsynchronously(for:completionHandler:)`, iOS 16), with the frame's
  /// time, or nil and the error.
  /// - Parameters:
  ///   - requestedTime: the time of the frame wanted.
  ///   - handler: receives the image, the frame's time and the error.
  @MainActor
  open func generateCGImageAsynchronously(
    for requestedTime: CMTime,
    completionHandler handler: @escaping @Sendable (CGImage?, CMTime, Error?) -> Void
  ) {
    schedule {
      do {
        let (image, time) = try self.makeImage(at: requestedTime)
        handler(image, time, nil)
      } catch {
        handler(nil, requestedTime, error)
      }
    }
  }

  /// Makes the pictures at `requestedTimes`, each handed to `handler` on a run loop turn of its own,
  /// in order (`generateCGImagesAsynchronously(forTimes:completionHandler:)`, with the times as
  /// `CMTime`s: Foundation on Linux cannot hold a `CMTime` in an `NSValue`).
  /// - Parameters:
  ///   - requestedTimes: the times of the frames wanted.
  ///   - handler: receives the requested time, the image, the frame's time, the result and the error.
  @MainActor
  open func generateCGImagesAsynchronously(
    forTimes requestedTimes: [CMTime],
    completionHandler handler: @escaping @Sendable (CMTime, CGImage?, CMTime, Result, Error?) -> Void
  ) {
    for requestedTime in requestedTimes {
      schedule {
        do {
          let (image, time) = try self.makeImage(at: requestedTime)
          handler(requestedTime, image, time, .succeeded, nil)
        } catch {
          handler(requestedTime, nil, requestedTime, .failed, error)
        }
      }
    }
  }

  /// Cancels the requests not yet answered: each hears ``Result/cancelled`` at once
  /// (`cancelAllCGImageGeneration()`); on the iOS 16 form, the handler is not called.
  @MainActor
  open func cancelAllCGImageGeneration() {
    let runLoop = Simulation.current.runLoop
    for request in pendingRequests where runLoop.isScheduled(request) {
      runLoop.cancel(request)
    }
    pendingRequests.removeAll()
  }

  @MainActor
  private func schedule(_ work: @escaping @MainActor () -> Void) {
    let runLoop = Simulation.current.runLoop
    pendingRequests.removeAll { !runLoop.isScheduled($0) }
    pendingRequests.append(runLoop.perform(work))
  }

  /// The image of the frame shown at `requestedTime`, and that frame's time.
  private func makeImage(at requestedTime: CMTime) throws -> (CGImage, CMTime) {
    let stream: SyntheticStream
    switch asset.content {
    case .failure(let reason): throw PlaybackError.cannotOpen(reason)
    case .success(let opened): stream = opened
    }
    guard requestedTime.isNumeric else {
      throw PlaybackError.mediaFailed("an image was asked for at \(requestedTime), which is not a time")
    }
    let frame = stream.frameIndex(at: requestedTime)
    let picture = try Self.picture(ofFrame: frame, width: stream.width, height: stream.height)
    let image = try Self.scaled(picture, toFit: maximumSize)
    return (image, stream.presentationTime(ofFrame: frame))
  }

  /// The test pattern of frame `index` as a BGRA image of `width` x `height`.
  private static func picture(ofFrame index: Int, width: Int, height: Int) throws -> CGImage {
    let buffer: CVPixelBuffer
    do {
      buffer = try CVPixelBuffer(width: width, height: height, pixelFormatType: kCVPixelFormatType_32BGRA)
    } catch {
      throw PlaybackError.mediaFailed("no memory for a \(width)x\(height) picture: \(error)")
    }
    buffer.frame.paintTestPattern(frameIndex: Int64(clamping: index))
    let rowBytes = width * 4
    var pixels = Data(count: rowBytes * height)
    pixels.withUnsafeMutableBytes { destination in
      _ = buffer.frame.withPlane(0) { source, stride in
        for row in 0..<height {
          destination.baseAddress!.advanced(by: row * rowBytes).copyMemory(
            from: source.baseAddress!.advanced(by: row * stride), byteCount: rowBytes)
        }
      }
    }
    guard let provider = CGDataProvider(data: pixels),
      let image = CGImage(
        width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: rowBytes,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: Self.bitmapInfo, provider: provider, decode: nil,
        shouldInterpolate: true, intent: .defaultIntent)
    else { throw PlaybackError.mediaFailed("a \(width)x\(height) picture could not be made into an image") }
    return image
  }

  /// `image` scaled down to fit `maximumSize`, keeping its shape; itself when it fits or the size is zero.
  private static func scaled(_ image: CGImage, toFit maximumSize: CGSize) throws -> CGImage {
    let width = Double(image.width)
    let height = Double(image.height)
    let limitWidth = maximumSize.width > 0 ? Double(maximumSize.width) : width
    let limitHeight = maximumSize.height > 0 ? Double(maximumSize.height) : height
    let scale = min(limitWidth / width, limitHeight / height, 1)
    guard scale < 1 else { return image }
    let newWidth = max(Int((width * scale).rounded()), 1)
    let newHeight = max(Int((height * scale).rounded()), 1)
    guard
      let context = CGContext(
        data: nil, width: newWidth, height: newHeight, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: Self.bitmapInfo.rawValue)
    else { throw PlaybackError.mediaFailed("a \(newWidth)x\(newHeight) context could not be made") }
    context.draw(image, in: CGRect(x: 0, y: 0, width: newWidth, height: newHeight))
    guard let scaled = context.makeImage() else {
      throw PlaybackError.mediaFailed("the scaled picture could not be made into an image")
    }
    return scaled
  }

  /// BGRA bytes with the alpha byte skipped: 32-bit little-endian words, alpha first.
  private static let bitmapInfo = CGBitmapInfo(
    rawValue: CGBitmapInfo.byteOrder32Little.rawValue | CGImageAlphaInfo.noneSkipFirst.rawValue)
}
