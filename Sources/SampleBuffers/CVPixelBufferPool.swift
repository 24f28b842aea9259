import Clocks
import CoreMediaTime
import Foundation
import PixelBuffers

/// A set of pixel buffers of one size and format that the app takes and lets go of, reused so
/// steady state allocates nothing: CoreVideo's `CVPixelBufferPool`.
///
/// A buffer is free again once nothing but the pool holds it (the app dropped it and every layer
/// that showed it moved on). When all are in use the pool grows by one, as CoreVideo's does by
/// default, and keeps the new buffer for reuse. It starts with ``kCVPixelBufferPoolMinimumBufferCountKey``
/// buffers (8 when absent). Safe from any thread: the buffer list is guarded by an `NSLock`, which
/// ThreadSanitizer sees.
public final class CVPixelBufferPool: @unchecked Sendable {
  // @unchecked: `buffers` is read and written only between `lock.lock()` and `lock.unlock()`.
  private let lock = NSLock()
  private var buffers: [CVPixelBuffer] = []

  /// Width of every buffer, in pixels.
  public let width: Int
  /// Height of every buffer, in pixels.
  public let height: Int
  /// The four-character pixel format code of every buffer.
  public let pixelFormatType: OSType
  /// The alignment, in bytes, every row of every buffer is a multiple of; nil for libavutil's own.
  public let bytesPerRowAlignment: Int?
  /// The pool attributes it was made with (`CVPixelBufferPoolGetAttributes`).
  public let attributes: CFDictionary?
  /// The pixel-buffer attributes it was made with (`CVPixelBufferPoolGetPixelBufferAttributes`), which
  /// every buffer reports as its creation attributes.
  public let pixelBufferAttributes: CFDictionary?

  /// A pool of `minimumBufferCount` buffers, allocated now.
  ///
  /// - Throws: ``CVPixelBufferError`` for an unsupported format, an impossible size or alignment, a
  ///   minimum count whose buffers would not fit in the machine's memory (`.pixelBuffer(.poolTooLarge)`,
  ///   checked before more than one buffer is allocated), or a failed allocation.
  public init(
    width: Int, height: Int, pixelFormatType: OSType, minimumBufferCount: Int = 8,
    bytesPerRowAlignment: Int? = nil, attributes: CFDictionary? = nil,
    pixelBufferAttributes: CFDictionary? = nil
  ) throws(CVPixelBufferError) {
    self.width = width
    self.height = height
    self.pixelFormatType = pixelFormatType
    self.bytesPerRowAlignment = bytesPerRowAlignment
    self.attributes = attributes
    self.pixelBufferAttributes = pixelBufferAttributes
    let first = try makeBuffer()
    let count = max(minimumBufferCount, 1)
    do throws(PixelBufferError) {
      let planeBytes = try first.frame.format.bytesPerFrame(width: width, height: height)
      try PixelBufferPool.checkFitsInMemory(capacity: count, planeBytes: planeBytes)
    } catch {
      throw .pixelBuffer(error)
    }
    buffers.append(first)
    for _ in 1..<count {
      buffers.append(try makeBuffer())
    }
  }

  /// A new buffer of the pool's size, format and alignment.
  private func makeBuffer() throws(CVPixelBufferError) -> CVPixelBuffer {
    try CVPixelBuffer(
      width: width, height: height, pixelFormatType: pixelFormatType,
      bytesPerRowAlignment: bytesPerRowAlignment,
      creationAttributes: pixelBufferAttributes)
  }

  /// How many buffers the pool holds, free or not.
  public var bufferCount: Int { lock.withLock { buffers.count } }

  /// A buffer nothing else holds (its pixels are whatever its last user left), or a new one.
  ///
  /// - Throws: ``CVPixelBufferError`` when the pool must grow and the allocation fails.
  public func makePixelBuffer() throws(CVPixelBufferError) -> CVPixelBuffer {
    try makePixelBuffer(allocationThreshold: nil)
  }

  /// A buffer nothing else holds, or a new one while the pool holds fewer than
  /// `allocationThreshold` buffers (any number when nil).
  ///
  /// - Throws: ``CVPixelBufferError/wouldExceedAllocationThreshold(_:)`` when every buffer is in use
  ///   and the pool already holds `allocationThreshold` or more; the allocation failure when the pool
  ///   must grow and cannot.
  public func makePixelBuffer(allocationThreshold: Int?) throws(CVPixelBufferError) -> CVPixelBuffer {
    let (reused, held): (CVPixelBuffer?, Int) = lock.withLock {
      for index in buffers.indices where isKnownUniquelyReferenced(&buffers[index]) {
        return (buffers[index], buffers.count)
      }
      return (nil, buffers.count)
    }
    if let reused { return reused }
    if let allocationThreshold, held >= allocationThreshold {
      throw .wouldExceedAllocationThreshold(allocationThreshold)
    }
    let grown = try makeBuffer()
    lock.withLock { buffers.append(grown) }
    return grown
  }

  /// Frees the buffers nothing but the pool holds (`CVPixelBufferPoolFlush`). With `.excessBuffers`
  /// every unused one goes; without it only those past ``kCVPixelBufferPoolMaximumBufferAgeKey``,
  /// which PiPSim's pools do not age, so none.
  public func flush(_ options: CVPixelBufferPoolFlushFlags) {
    guard options.contains(.excessBuffers) else { return }
    lock.withLock {
      var kept: [CVPixelBuffer] = []
      for index in buffers.indices where !isKnownUniquelyReferenced(&buffers[index]) {
        kept.append(buffers[index])
      }
      buffers = kept
    }
  }
}

/// What ``CVPixelBufferPoolFlush(_:_:)`` frees (CoreVideo's `CVPixelBufferPoolFlushFlags`).
public struct CVPixelBufferPoolFlushFlags: OptionSet, Sendable {
  /// The flag bits.
  public let rawValue: UInt64

  /// Creates flags from bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// Every unused buffer, whatever its age (`kCVPixelBufferPoolFlushExcessBuffers`).
  public static let excessBuffers = CVPixelBufferPoolFlushFlags(rawValue: 1)
}

/// Every unused buffer, whatever its age.
public let kCVPixelBufferPoolFlushExcessBuffers = CVPixelBufferPoolFlushFlags.excessBuffers

/// Makes a pool from CoreVideo-style attributes (`CVPixelBufferPoolCreate`): the pixel-buffer
/// attributes need ``kCVPixelBufferWidthKey``, ``kCVPixelBufferHeightKey`` and
/// ``kCVPixelBufferPixelFormatTypeKey``, and may give ``kCVPixelBufferBytesPerRowAlignmentKey``; the
/// pool attributes may give ``kCVPixelBufferPoolMinimumBufferCountKey``. Both dictionaries are kept
/// as they came (a Swift dictionary `as CFDictionary`, or an `NSDictionary`).
///
/// - Returns: ``kCVReturnSuccess``, ``kCVReturnInvalidPixelBufferAttributes`` for missing or mistyped
///   attributes, ``kCVReturnInvalidPoolAttributes`` for a mistyped pool attribute, or the code of the
///   format, size or allocation failure; `poolOut` is unchanged on failure.
@discardableResult
public func CVPixelBufferPoolCreate(
  _ allocator: CFAllocator?, _ poolAttributes: CFDictionary?, _ pixelBufferAttributes: CFDictionary?,
  _ poolOut: UnsafeMutablePointer<CVPixelBufferPool?>
) -> CVReturn {
  let minimum: Int
  do throws(CVPixelBufferError) {
    minimum =
      try poolAttributes.flatMap { dictionary throws(CVPixelBufferError) in
        try PixelBufferAttributes.integer(dictionary, kCVPixelBufferPoolMinimumBufferCountKey)
      } ?? 8
  } catch {
    return kCVReturnInvalidPoolAttributes
  }
  do throws(CVPixelBufferError) {
    let attributes = try PixelBufferAttributes(pixelBufferAttributes)
    guard let width = attributes.width, let height = attributes.height, let type = attributes.pixelFormatType
    else { return kCVReturnInvalidPixelBufferAttributes }
    poolOut.pointee = try CVPixelBufferPool(
      width: width, height: height, pixelFormatType: type, minimumBufferCount: minimum,
      bytesPerRowAlignment: attributes.bytesPerRowAlignment, attributes: poolAttributes,
      pixelBufferAttributes: pixelBufferAttributes)
    return kCVReturnSuccess
  } catch {
    return error.code
  }
}

/// Frees the pool's unused buffers as `options` says (see ``CVPixelBufferPool/flush(_:)``).
public func CVPixelBufferPoolFlush(_ pool: CVPixelBufferPool, _ options: CVPixelBufferPoolFlushFlags) {
  pool.flush(options)
}

/// The pool attributes `pool` was made with (`CVPixelBufferPoolGetAttributes`).
public func CVPixelBufferPoolGetAttributes(_ pool: CVPixelBufferPool) -> CFDictionary? { pool.attributes }

/// The pixel-buffer attributes `pool` was made with (`CVPixelBufferPoolGetPixelBufferAttributes`).
public func CVPixelBufferPoolGetPixelBufferAttributes(_ pool: CVPixelBufferPool) -> CFDictionary? {
  pool.pixelBufferAttributes
}

/// Takes a buffer from `pixelBufferPool` (`CVPixelBufferPoolCreatePixelBuffer`).
///
/// - Returns: ``kCVReturnSuccess``, or the allocation failure's code with `pixelBufferOut` unchanged.
@discardableResult
public func CVPixelBufferPoolCreatePixelBuffer(
  _ allocator: CFAllocator?, _ pixelBufferPool: CVPixelBufferPool,
  _ pixelBufferOut: UnsafeMutablePointer<CVPixelBuffer?>
) -> CVReturn {
  do {
    pixelBufferOut.pointee = try pixelBufferPool.makePixelBuffer()
    return kCVReturnSuccess
  } catch {
    return error.code
  }
}

/// Takes a buffer from `pixelBufferPool` as ``CVPixelBufferPoolCreatePixelBuffer(_:_:_:)`` does,
/// within the auxiliary attributes (`CVPixelBufferPoolCreatePixelBufferWithAuxAttributes`): with
/// ``kCVPixelBufferPoolAllocationThresholdKey`` the pool allocates no new buffer once it holds that
/// many, though it still hands out a free one.
///
/// - Returns: ``kCVReturnSuccess``; ``kCVReturnWouldExceedAllocationThreshold`` when every buffer is
///   in use and the pool holds the threshold or more; ``kCVReturnInvalidArgument`` for a threshold
///   that is not a whole number; or the allocation failure's code. `pixelBufferOut` is unchanged on
///   failure.
@discardableResult
public func CVPixelBufferPoolCreatePixelBufferWithAuxAttributes(
  _ allocator: CFAllocator?, _ pixelBufferPool: CVPixelBufferPool, _ auxAttributes: CFDictionary?,
  _ pixelBufferOut: UnsafeMutablePointer<CVPixelBuffer?>
) -> CVReturn {
  do throws(CVPixelBufferError) {
    let threshold = try auxAttributes.flatMap { dictionary throws(CVPixelBufferError) in
      try PixelBufferAttributes.integer(dictionary, kCVPixelBufferPoolAllocationThresholdKey)
    }
    pixelBufferOut.pointee = try pixelBufferPool.makePixelBuffer(allocationThreshold: threshold)
    return kCVReturnSuccess
  } catch .invalidAttributes {
    return kCVReturnInvalidArgument
  } catch {
    return error.code
  }
}
