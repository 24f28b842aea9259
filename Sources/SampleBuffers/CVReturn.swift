import Clocks
import Foundation

/// A CoreVideo result code: ``kCVReturnSuccess`` (0), or a negative code saying what went wrong.
public typealias CVReturn = Int32

/// Success.
public let kCVReturnSuccess: CVReturn = 0
/// An argument was out of range or missing (a pixel buffer unlocked more often than locked, say).
public let kCVReturnInvalidArgument: CVReturn = -6661
/// Memory for the buffer could not be allocated.
public let kCVReturnAllocationFailed: CVReturn = -6662
/// The pixel format is not one PiPSim's buffers can hold.
public let kCVReturnInvalidPixelFormat: CVReturn = -6680
/// The width or height is impossible for the format (zero, negative, odd for 4:2:0, too large).
public let kCVReturnInvalidSize: CVReturn = -6681
/// The pixel-buffer attributes lack something required or hold a value of the wrong type.
public let kCVReturnInvalidPixelBufferAttributes: CVReturn = -6682
/// The pool attributes hold a value of the wrong type.
public let kCVReturnInvalidPoolAttributes: CVReturn = -6683
/// A pool could not make a buffer.
public let kCVReturnPoolAllocationFailed: CVReturn = -6690
/// A pool would pass its allocation threshold to make the buffer.
public let kCVReturnWouldExceedAllocationThreshold: CVReturn = -6689

/// A four-character code, such as a pixel format type (`'420f'`).
public typealias OSType = UInt32
