import CAVUtil

/// One picture: the sole owner of an `AVFrame` with its planes, strides, size and format, plus the
/// frame's sequence number and times.
///
/// A pixel buffer is `~Copyable`: it moves from the producer through the ring to the sink by
/// reference, never by copy, and exactly one place owns it at a time. To show the same picture in a
/// second place (a snapshot, a second sink) make a shared reference, which shares the planes through
/// libavutil's reference counting (`av_frame_ref`).
///
/// A buffer either comes from a ``PixelBufferPool`` (and goes back to it through the pool's
/// `recycle(_:)`), or is allocated on its own with ``init(width:height:format:)`` and freed when it
/// ends. A pooled buffer that simply ends is not lost: its frame goes back to the pool.
public struct PixelBuffer: ~Copyable, @unchecked Sendable {
  // Sendable: the buffer is ~Copyable, so the AVFrame it points to has exactly one owner at a time,
  // and moving the owner to another thread moves the only path to the frame with it.

  @usableFromInline
  let frame: UnsafeMutablePointer<AVFrame>

  /// The pool the frame belongs to, retained while the buffer is out; nil for an unpooled buffer.
  ///
  /// Kept in the frame's `opaque` (libavutil's field for the frame owner's data), as the stamps
  /// below live in its timestamp fields, so a buffer is one word: it moves through the rings, the
  /// renderer and the sink as a C pipeline moves an `AVFrame *` (two words cost the stepped ring
  /// frame round trip 8 instructions more, four ring operations of a second load or store and a
  /// shift; four words cost each move two more again, measured on the stepped pipeline frame).
  @usableFromInline
  var pool: Unmanaged<PixelBufferPool>? { PixelBufferPool.pool(of: frame) }

  /// The producer's running number for this frame; kept in the frame's `pkt_dts`.
  @inlinable
  public var sequenceNumber: Int64 {
    get { frame.pointee.pkt_dts }
    nonmutating set { frame.pointee.pkt_dts = newValue }
  }

  /// When the picture was captured (or produced), on the pipeline's clock, in nanoseconds; kept in
  /// the frame's `best_effort_timestamp`.
  @inlinable
  public var captureTimeNanoseconds: Int64 {
    get { frame.pointee.best_effort_timestamp }
    nonmutating set { frame.pointee.best_effort_timestamp = newValue }
  }

  /// When the picture is due on screen, on the pipeline's clock, in nanoseconds; mirrored into the
  /// frame's `pts` (time base 1/1,000,000,000).
  @inlinable
  public var presentationTimeNanoseconds: Int64 {
    get { frame.pointee.pts }
    nonmutating set { frame.pointee.pts = newValue }
  }

  /// A buffer owning `frame`: a frame of its own when its `opaque` is nil, else one its pool handed
  /// out (``PixelBufferPool`` sets the field and retains itself for the buffer).
  @usableFromInline
  init(frame: UnsafeMutablePointer<AVFrame>) {
    self.frame = frame
    clearStamps()
    frame.pointee.time_base = AVRational(num: 1, den: 1_000_000_000)
  }

  /// Sets the sequence number and both times to zero, as a buffer starts.
  @inlinable
  func clearStamps() {
    sequenceNumber = 0
    captureTimeNanoseconds = 0
    presentationTimeNanoseconds = 0
  }

  /// Allocates a buffer of its own (not pooled), freed when the buffer ends.
  ///
  /// This is the naive path: one `av_frame_alloc` and one `av_frame_get_buffer` per buffer.
  /// - Throws: `PixelBufferError` for a size the format cannot have, or when libavutil cannot allocate.
  public init(width: Int, height: Int, format: PixelFormat) throws(PixelBufferError) {
    let frame = try Self.allocateFrame(width: width, height: height, format: format)
    self.init(frame: frame)
  }

  /// Allocates a buffer of its own whose rows, in every plane, are a multiple of `rowAlignment` bytes
  /// long (a power of two; rows are at least 64-byte aligned then, as libavutil's own are).
  ///
  /// - Throws: `PixelBufferError.invalidRowAlignment` for an alignment that is not a power of two
  ///   from 1 to 4096, and the errors of ``init(width:height:format:)``.
  public init(width: Int, height: Int, format: PixelFormat, rowAlignment: Int) throws(PixelBufferError) {
    guard (1...4096).contains(rowAlignment), rowAlignment & (rowAlignment - 1) == 0 else {
      throw .invalidRowAlignment(rowAlignment)
    }
    let frame = try Self.allocateFrame(
      width: width, height: height, format: format, rowAlignment: rowAlignment)
    self.init(frame: frame)
  }

  /// Allocates an `AVFrame` with planes for the size and format; a positive `rowAlignment` (a power of
  /// two) makes every row a multiple of it.
  static func allocateFrame(
    width: Int, height: Int, format: PixelFormat, rowAlignment: Int = 0
  ) throws(PixelBufferError) -> UnsafeMutablePointer<AVFrame> {
    try format.validate(width: width, height: height)
    guard let frame = av_frame_alloc() else {
      throw .libavutil(function: "av_frame_alloc", code: pipsim_averror(ENOMEM), message: "out of memory")
    }
    do {
      try fillFrame(frame, width: width, height: height, format: format, rowAlignment: rowAlignment)
    } catch {
      var doomed: UnsafeMutablePointer<AVFrame>? = frame
      av_frame_free(&doomed)
      throw error
    }
    return frame
  }

  /// Gives an empty frame fresh planes for the size and format. The corresponding C function is
  /// `av_frame_get_buffer`.
  static func fillFrame(
    _ frame: UnsafeMutablePointer<AVFrame>, width: Int, height: Int, format: PixelFormat,
    rowAlignment: Int = 0
  ) throws(PixelBufferError) {
    frame.pointee.width = Int32(width)
    frame.pointee.height = Int32(height)
    frame.pointee.format = format.rawValue
    // 0 lets libavutil choose its alignment for this CPU; an asked one is raised to 64, a multiple of
    // every smaller power of two, so rows stay as aligned as libavutil's own.
    let align = rowAlignment > 0 ? Int32(max(rowAlignment, 64)) : 0
    try checkLibAVUtil(av_frame_get_buffer(frame, align), "av_frame_get_buffer")
  }

  deinit {
    if let pool {
      pool.takeRetainedValue().reclaimDropped(frame)
    } else {
      var doomed: UnsafeMutablePointer<AVFrame>? = frame
      av_frame_free(&doomed)
    }
  }

  /// Ends the buffer without running its `deinit`, handing its frame and pool reference to the caller.
  @usableFromInline
  consuming func release() -> (frame: UnsafeMutablePointer<AVFrame>, pool: Unmanaged<PixelBufferPool>?) {
    let parts = (frame, pool)
    discard self
    return parts
  }

  /// Width in pixels.
  public var width: Int { Int(frame.pointee.width) }

  /// Height in pixels.
  public var height: Int { Int(frame.pointee.height) }

  /// The pixel format.
  public var format: PixelFormat { PixelFormat(checked: AVPixelFormat(rawValue: frame.pointee.format)) }

  /// Whether the buffer came from a pool.
  public var isPooled: Bool { pool != nil }

  /// Whether this buffer is the only reference to its planes, so painting it changes no other picture.
  ///
  /// The corresponding C function is `av_frame_is_writable`.
  public var isSoleOwnerOfPlanes: Bool { av_frame_is_writable(frame) != 0 }

  /// Bytes from the start of one line to the next in each plane (the visible bytes plus padding).
  public var strides: [Int] {
    withUnsafeBytes(of: frame.pointee.linesize) { Array($0.bindMemory(to: Int32.self)) }
      .prefix(format.planeCount).map(Int.init)
  }

  /// The first byte of `plane`'s pixels.
  @usableFromInline
  func planeBase(_ plane: Int) -> UnsafeMutablePointer<UInt8> {
    withUnsafeBytes(of: frame.pointee.data) {
      $0.load(
        fromByteOffset: plane * MemoryLayout<UnsafeMutablePointer<UInt8>?>.stride,
        as: UnsafeMutablePointer<UInt8>.self)
    }
  }

  /// Bytes from one line of `plane` to the next.
  @usableFromInline
  func planeStride(_ plane: Int) -> Int {
    withUnsafeBytes(of: frame.pointee.linesize) {
      Int($0.load(fromByteOffset: plane * MemoryLayout<Int32>.stride, as: Int32.self))
    }
  }

  /// Calls `body` with the bytes of one plane, padding included (`stride` times the plane's lines).
  ///
  /// - Parameters:
  ///   - plane: The plane's index, below `format.planeCount`.
  ///   - body: Receives the plane's bytes and its stride; must not keep the pointer.
  /// - Returns: What `body` returns, or nil when `plane` is out of range.
  public func withPlane<Result>(
    _ plane: Int, _ body: (UnsafeMutableRawBufferPointer, _ stride: Int) throws -> Result
  ) rethrows -> Result? {
    let format = self.format
    guard plane >= 0, plane < format.planeCount else { return nil }
    let lines = format.lineCount(plane: plane, height: height)
    let stride = planeStride(plane)
    return try body(UnsafeMutableRawBufferPointer(start: planeBase(plane), count: stride * lines), stride)
  }

  /// A second, unpooled buffer that shares these planes (a snapshot, or a frame for a second sink).
  ///
  /// The planes are reference-counted: they live until both buffers end. While a shared reference
  /// lives, this buffer is no longer the sole owner of its planes, and a pool that gets it back gives
  /// it fresh planes before painting, so the snapshot never changes. The corresponding C function is
  /// `av_frame_ref`.
  /// - Throws: `PixelBufferError.libavutil` when libavutil cannot allocate the new frame.
  public func makeSharedReference() throws(PixelBufferError) -> PixelBuffer {
    guard let copy = av_frame_alloc() else {
      throw .libavutil(function: "av_frame_alloc", code: pipsim_averror(ENOMEM), message: "out of memory")
    }
    let code = av_frame_ref(copy, frame)
    guard code >= 0 else {
      var doomed: UnsafeMutablePointer<AVFrame>? = copy
      av_frame_free(&doomed)
      throw .libavutil(function: "av_frame_ref", code: code, message: libavutilErrorText(code))
    }
    // `av_frame_ref` copied the pool's mark too: the copy is a frame of its own.
    copy.pointee.opaque = nil
    let shared = PixelBuffer(frame: copy)
    shared.sequenceNumber = sequenceNumber
    shared.captureTimeNanoseconds = captureTimeNanoseconds
    shared.presentationTimeNanoseconds = presentationTimeNanoseconds
    return shared
  }
}
