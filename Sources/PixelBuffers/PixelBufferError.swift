/// Why a pixel format, a pixel buffer or a pool refused a request.
///
/// Every case leaves the object that threw unchanged, and its `description` names the cause and the fix.
public enum PixelBufferError: Error, Equatable, Sendable, CustomStringConvertible {
  /// libavutil knows no pixel format by this name or raw value. The corresponding C function is
  /// `av_get_pix_fmt` (for names) or `av_pix_fmt_desc_get` (for raw values).
  case unknownPixelFormat(String)

  /// The format exists but describes no planes in memory (a hardware surface, a bitstream or a
  /// paletted format), so a buffer of it cannot be allocated or painted here.
  case unsupportedPixelFormat(String)

  /// Width or height is zero or negative.
  case nonPositiveSize(width: Int, height: Int)

  /// The format subsamples chroma, so its width and height must be multiples of the subsampling
  /// factors (even, for 4:2:0 formats).
  case sizeNotMultipleOfChromaSubsampling(width: Int, height: Int, format: String)

  /// libavutil refuses the size (too large to address). The corresponding C function is
  /// `av_image_check_size`.
  case sizeRejected(width: Int, height: Int, message: String)

  /// A libavutil call failed; `message` is `av_strerror`'s text for `code`.
  case libavutil(function: String, code: Int32, message: String)

  /// A pool needs a capacity of at least one buffer.
  case invalidPoolCapacity(Int)

  /// The pool's frames would take more than the machine's physical memory (`capacity` frames of
  /// `frameBytes` each, or a product too large to compute).
  case poolTooLarge(capacity: Int, frameBytes: Int, physicalMemory: Int)

  /// The system refused an allocation of `bytes` bytes. The corresponding C function is `malloc`.
  case allocationFailed(bytes: Int)

  /// Every buffer of the pool is handed out and the caller chose to fail rather than wait.
  case poolExhausted(capacity: Int)

  /// Every buffer of the pool stayed handed out for the whole wait the caller allowed.
  case poolWaitTimedOut(capacity: Int, timeout: Duration)

  /// A view was asked of a pool of buffers with planes; views come from `PixelBufferPool(viewCapacity:)`.
  case notAViewPool

  /// A row alignment that is not a power of two from 1 to 4096 bytes.
  case invalidRowAlignment(Int)

  /// A sentence a person can act on.
  public var description: String {
    switch self {
    case .unknownPixelFormat(let name):
      return "libavutil knows no pixel format '\(name)'; use a name such as nv12, yuv420p or bgra"
    case .unsupportedPixelFormat(let name):
      return "pixel format \(name) has no planes in memory (hardware, bitstream or paletted); "
        + "use a planar or packed format such as nv12, yuv420p or bgra"
    case .nonPositiveSize(let width, let height):
      return "a pixel buffer of \(width)x\(height) is impossible: width and height must be at least 1"
    case .sizeNotMultipleOfChromaSubsampling(let width, let height, let format):
      return "\(format) subsamples chroma, so \(width)x\(height) must be a multiple of its subsampling "
        + "(even width and height for 4:2:0); round the size to the next even numbers"
    case .invalidRowAlignment(let alignment):
      return "a row alignment of \(alignment) bytes is not a power of two from 1 to 4096; use 16, 64 or 256"
    case .notAViewPool:
      return
        "this pool holds buffers with planes of their own; take views from PixelBufferPool(viewCapacity:)"
    case .sizeRejected(let width, let height, let message):
      return "libavutil rejects a \(width)x\(height) image (\(message)); use a smaller size"
    case .libavutil(let function, let code, let message):
      return "\(function) failed with libavutil error \(code): \(message)"
    case .invalidPoolCapacity(let capacity):
      return "a pixel buffer pool needs a capacity of at least 1 buffer, not \(capacity)"
    case .poolTooLarge(let capacity, let frameBytes, let physicalMemory):
      return "a pool of \(capacity) frames of \(frameBytes) bytes each needs more than this machine's "
        + "\(physicalMemory / 1_048_576) MiB of memory; use fewer or smaller frames"
    case .allocationFailed(let bytes):
      return "the system refused to allocate \(bytes) bytes; use a smaller pool or free memory"
    case .poolExhausted(let capacity):
      return "all \(capacity) buffers of the pool are in use; recycle finished buffers, enlarge the pool, "
        + "or take with a wait"
    case .poolWaitTimedOut(let capacity, let timeout):
      return "all \(capacity) buffers of the pool stayed in use for \(timeout); the consumer is not "
        + "recycling buffers, or the pool is too small"
    }
  }
}
