import Clocks
import CoreGraphicsDrawing
import CoreMediaTime
import Foundation
import PixelBuffers

/// How a lock of a pixel buffer's base address is meant (CoreVideo's `CVPixelBufferLockFlags`).
public struct CVPixelBufferLockFlags: OptionSet, Sendable {
  /// The flag bits.
  public let rawValue: UInt64

  /// Creates flags from bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// The caller only reads the pixels.
  public static let readOnly = CVPixelBufferLockFlags(rawValue: 1)
}

/// Makes a new, unpooled buffer (`CVPixelBufferCreate`) of the size and format given.
///
/// Of the attributes, ``kCVPixelBufferBytesPerRowAlignmentKey`` decides the rows' alignment; the
/// width, height and format keys give way to the arguments, as on iOS; the rest are kept
/// (`CVPixelBufferCopyCreationAttributes`).
/// - Returns: ``kCVReturnSuccess``, or with `pixelBufferOut` unchanged ``kCVReturnInvalidPixelFormat``
///   for a format PiPSim's buffers cannot hold (``CVPixelBuffer/heldPixelFormatTypes``),
///   ``kCVReturnInvalidSize``, ``kCVReturnInvalidPixelBufferAttributes`` or ``kCVReturnAllocationFailed``.
@discardableResult
public func CVPixelBufferCreate(
  _ allocator: CFAllocator?, _ width: Int, _ height: Int, _ pixelFormatType: OSType,
  _ pixelBufferAttributes: CFDictionary?, _ pixelBufferOut: UnsafeMutablePointer<CVPixelBuffer?>
) -> CVReturn {
  do throws(CVPixelBufferError) {
    let attributes = try PixelBufferAttributes(pixelBufferAttributes)
    pixelBufferOut.pointee = try CVPixelBuffer(
      width: width, height: height, pixelFormatType: pixelFormatType,
      bytesPerRowAlignment: attributes.bytesPerRowAlignment, creationAttributes: pixelBufferAttributes)
    return kCVReturnSuccess
  } catch {
    return error.code
  }
}

/// The attributes `pixelBuffer` was made with (`CVPixelBufferCopyCreationAttributes`): the dictionary
/// given to `CVPixelBufferCreate` or to its pool, empty when there was none.
public func CVPixelBufferCopyCreationAttributes(_ pixelBuffer: CVPixelBuffer) -> CFDictionary {
  pixelBuffer.creationAttributes ?? NSDictionary()
}

/// Counts a lock of the base address; always succeeds (the planes are always in memory).
///
/// While it is locked, a `CGContext` made over the first plane's base address is checked against
/// the plane's length (nil when `height` x `bytesPerRow` does not fit).
@discardableResult
public func CVPixelBufferLockBaseAddress(_ pixelBuffer: CVPixelBuffer, _ lockFlags: CVPixelBufferLockFlags)
  -> CVReturn
{
  pixelBuffer.lockCount.add(1, ordering: .relaxed)
  if let plane = pixelBuffer.frame.plane(0) {
    BitmapMemoryRegistry.shared.hold(plane.baseAddress, length: plane.bytesPerRow * plane.height)
  }
  return kCVReturnSuccess
}

/// Counts an unlock; ``kCVReturnInvalidArgument`` (and nothing changes) when the buffer is not locked.
@discardableResult
public func CVPixelBufferUnlockBaseAddress(
  _ pixelBuffer: CVPixelBuffer, _ unlockFlags: CVPixelBufferLockFlags
)
  -> CVReturn
{
  var count = pixelBuffer.lockCount.load(ordering: .relaxed)
  while count > 0 {
    let (exchanged, original) = pixelBuffer.lockCount.compareExchange(
      expected: count, desired: count - 1, ordering: .relaxed)
    guard exchanged else {
      count = original
      continue
    }
    if let plane = pixelBuffer.frame.plane(0) { BitmapMemoryRegistry.shared.release(plane.baseAddress) }
    return kCVReturnSuccess
  }
  return kCVReturnInvalidArgument
}

/// The buffer's width in pixels.
public func CVPixelBufferGetWidth(_ pixelBuffer: CVPixelBuffer) -> Int { pixelBuffer.width }
/// The buffer's height in pixels.
public func CVPixelBufferGetHeight(_ pixelBuffer: CVPixelBuffer) -> Int { pixelBuffer.height }
/// The buffer's four-character pixel format code.
public func CVPixelBufferGetPixelFormatType(_ pixelBuffer: CVPixelBuffer) -> OSType {
  pixelBuffer.pixelFormatType
}
/// Whether the buffer has several planes.
public func CVPixelBufferIsPlanar(_ pixelBuffer: CVPixelBuffer) -> Bool { pixelBuffer.isPlanar }
/// The number of planes; 0 when the buffer is not planar.
public func CVPixelBufferGetPlaneCount(_ pixelBuffer: CVPixelBuffer) -> Int { pixelBuffer.planeCount }

/// The first byte of the pixels of a buffer that is not planar; for a planar one, of its first plane.
public func CVPixelBufferGetBaseAddress(_ pixelBuffer: CVPixelBuffer) -> UnsafeMutableRawPointer? {
  pixelBuffer.frame.plane(0)?.baseAddress
}

/// Bytes per row of a buffer that is not planar (of the first plane for a planar one).
public func CVPixelBufferGetBytesPerRow(_ pixelBuffer: CVPixelBuffer) -> Int {
  pixelBuffer.frame.plane(0)?.bytesPerRow ?? 0
}

/// The first byte of plane `planeIndex`, nil when there is no such plane.
public func CVPixelBufferGetBaseAddressOfPlane(_ pixelBuffer: CVPixelBuffer, _ planeIndex: Int)
  -> UnsafeMutableRawPointer?
{
  pixelBuffer.frame.plane(planeIndex)?.baseAddress
}

/// Bytes per row of plane `planeIndex`, 0 when there is no such plane.
public func CVPixelBufferGetBytesPerRowOfPlane(_ pixelBuffer: CVPixelBuffer, _ planeIndex: Int) -> Int {
  pixelBuffer.frame.plane(planeIndex)?.bytesPerRow ?? 0
}

/// The width of plane `planeIndex` in its own samples, 0 when there is no such plane.
public func CVPixelBufferGetWidthOfPlane(_ pixelBuffer: CVPixelBuffer, _ planeIndex: Int) -> Int {
  pixelBuffer.frame.plane(planeIndex)?.width ?? 0
}

/// The rows of plane `planeIndex`, 0 when there is no such plane.
public func CVPixelBufferGetHeightOfPlane(_ pixelBuffer: CVPixelBuffer, _ planeIndex: Int) -> Int {
  pixelBuffer.frame.plane(planeIndex)?.height ?? 0
}
