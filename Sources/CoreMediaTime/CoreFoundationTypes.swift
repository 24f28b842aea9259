// The few Core Foundation names CoreMedia's C-style functions take, which Foundation on Linux lacks.

/// A result code of a CoreMedia or CoreVideo function: `noErr` (0) on success, a negative code
/// otherwise.
public typealias OSStatus = Int32

/// The success result code.
public let noErr: OSStatus = 0

/// A memory allocator, as CoreMedia's functions take one; PiPSim allocates through Swift and
/// libavutil, so the only allocator is the default one, `nil`.
public final class CFAllocator: Sendable {
  private init() {}
}

/// The default allocator (`nil`), for the `allocator:` parameter of CoreMedia's creation functions.
public let kCFAllocatorDefault: CFAllocator? = nil
