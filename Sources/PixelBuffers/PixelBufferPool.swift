import CAVUtil
import Locking

#if canImport(Glibc)
  import Glibc
#endif

/// A fixed set of pixel buffers, allocated once and recycled, so steady state allocates nothing.
///
/// All `capacity` frames and their planes are allocated up front (`av_frame_get_buffer`); the pool
/// never grows. `take(whenExhausted:)` hands a frame out as a ``PixelBuffer``, `recycle(_:)` takes it
/// back; neither allocates. At the cap the caller chooses: fail at once, or wait a bounded time for a
/// buffer to come back.
///
/// For a million frames a second, take and recycle on the same (producer) thread: a consumer thread
/// hands finished buffers back through a return ring (see `RenderPipeline`), so the pool's lock is
/// never contended. Recycling from any thread is still safe. A pooled buffer that simply ends also
/// comes back, wherever it ends.
public final class PixelBufferPool: Sendable {
  /// What `take` does when every buffer is handed out.
  public enum ExhaustionPolicy: Sendable, Equatable {
    /// Throw `PixelBufferError.poolExhausted` at once.
    case fail
    /// Wait up to `timeout` for a buffer to be recycled, then throw `.poolWaitTimedOut`.
    case wait(timeout: Duration)
  }

  /// The frames not handed out, as a stack in storage allocated once.
  ///
  /// Frames are kept as address bits (`UInt`), which are `Sendable`, so they can cross the lock.
  struct FreeFrames: ~Copyable {
    let storage: UnsafeMutablePointer<UInt>
    var count: Int
  }

  /// How many buffers the pool holds; also the cap on buffers handed out at once.
  public let capacity: Int
  /// Width of every buffer, in pixels.
  public let width: Int
  /// Height of every buffer, in pixels.
  public let height: Int
  /// Pixel format of every buffer.
  public let format: PixelFormat
  /// Whether the pool's frames are views of other buffers' planes, made by
  /// ``init(viewCapacity:)`` (then ``width``, ``height`` and ``format`` describe nothing): such a
  /// pool keeps a record per view.
  public var holdsViews: Bool { viewRecords != 0 }

  let free: AtomicLockedValue<FreeFrames>

  /// The address of a pool of views' records, one per frame (see ``pool(of:)``), as bits, which are
  /// `Sendable`; 0 in a pool of buffers with planes.
  let viewRecords: UInt

  /// Allocates `capacity` buffers of one size and format.
  ///
  /// Before allocating anything it checks the whole pool against the machine: a pool whose frames
  /// add up to more than the physical memory could only end in the allocator or the OOM killer.
  ///
  /// - Throws: `PixelBufferError.invalidPoolCapacity` for a capacity below 1, the size and format
  ///   errors of ``PixelFormat/validate(width:height:)``, `.poolTooLarge` when the frames would not
  ///   fit in physical memory (the product overflowing included), `.allocationFailed` when the free
  ///   list cannot be allocated, or `.libavutil` when a frame cannot be. Nothing stays allocated then.
  public convenience init(capacity: Int, width: Int, height: Int, format: PixelFormat)
    throws(PixelBufferError)
  {
    guard capacity >= 1 else { throw .invalidPoolCapacity(capacity) }
    try format.validate(width: width, height: height)
    let storage = try Self.allocateFreeList(
      capacity: capacity, planeBytes: try format.bytesPerFrame(width: width, height: height))
    for index in 0..<capacity {
      do {
        let frame = try PixelBuffer.allocateFrame(width: width, height: height, format: format)
        (storage + index).initialize(to: UInt(bitPattern: frame))
      } catch {
        Self.freeFrames(storage, count: index)
        throw error
      }
    }
    self.init(
      storage: storage, capacity: capacity, width: width, height: height, format: format, viewRecords: nil)
  }

  /// A pool of the `capacity` frames in `storage`, each marked as this pool's in its `opaque`: with
  /// the pool itself, or for views (`viewRecords` given, one per frame) with its record.
  init(
    storage: sending UnsafeMutablePointer<UInt>, capacity: Int, width: Int, height: Int, format: PixelFormat,
    viewRecords: UnsafeMutablePointer<ViewRecord>?
  ) {
    self.capacity = capacity
    self.width = width
    self.height = height
    self.format = format
    self.viewRecords = UInt(bitPattern: viewRecords)
    free = AtomicLockedValue(FreeFrames(storage: storage, count: capacity))
    let pool = Unmanaged.passUnretained(self)
    free.withLock { free in
      for index in 0..<free.count {
        let frame = UnsafeMutablePointer<AVFrame>(bitPattern: free.storage[index]).unsafelyUnwrapped
        if let viewRecords {
          (viewRecords + index).initialize(to: ViewRecord(pool: pool, owner: nil))
          frame.pointee.opaque = UnsafeMutableRawPointer(viewRecords + index) + 1
        } else {
          frame.pointee.opaque = pool.toOpaque()
        }
      }
    }
  }

  deinit {
    // Every handed-out buffer retains the pool, so all frames are back on the free stack here.
    free.withLock { Self.freeFrames($0.storage, count: $0.count) }
    Glibc.free(UnsafeMutableRawPointer(bitPattern: viewRecords))
  }

  /// The pool a frame belongs to, unretained, from the mark in its `opaque` (libavutil's field for
  /// the frame owner's data), so that a ``PixelBuffer`` is one word: the pool itself for a frame
  /// with planes, or, for a view, its record's address with the low bit set; nil for a frame of its
  /// own.
  @inlinable
  static func pool(of frame: UnsafeMutablePointer<AVFrame>) -> Unmanaged<PixelBufferPool>? {
    guard let mark = frame.pointee.opaque else { return nil }
    let bits = UInt(bitPattern: mark)
    guard bits & 1 != 0 else { return Unmanaged.fromOpaque(mark) }
    return UnsafePointer<ViewRecord>(bitPattern: bits &- 1).unsafelyUnwrapped.pointee.pool
  }

  /// Frees the first `count` frames of a free list, then the list.
  static func freeFrames(_ storage: UnsafeMutablePointer<UInt>, count: Int) {
    for index in 0..<count {
      var doomed = UnsafeMutablePointer<AVFrame>(bitPattern: storage[index])
      av_frame_free(&doomed)
    }
    Glibc.free(storage)
  }

  /// What libavutil allocates per frame beyond its planes (the `AVFrame` and its buffer references),
  /// rounded up; counted so that a pool of tiny frames is judged by what it really takes.
  static let frameOverheadBytes = 1_024

  /// The free list of a pool of `capacity` frames with `planeBytes` of planes each, allocated once
  /// the whole pool is known to fit in the machine's memory; freed with `free`.
  ///
  /// - Throws: `.poolTooLarge` when the frames would not fit (an overflowing product included),
  ///   `.allocationFailed` when the list itself cannot be allocated.
  static func allocateFreeList(capacity: Int, planeBytes: Int) throws(PixelBufferError)
    -> UnsafeMutablePointer<UInt>
  {
    try checkFitsInMemory(capacity: capacity, planeBytes: planeBytes)
    let listBytes = capacity * MemoryLayout<UInt>.stride
    guard let memory = malloc(listBytes) else { throw .allocationFailed(bytes: listBytes) }
    return memory.bindMemory(to: UInt.self, capacity: capacity)
  }

  /// Checks that `capacity` frames with `planeBytes` of planes each fit in the machine's physical
  /// memory, before anything is allocated for them.
  ///
  /// - Throws: `.poolTooLarge` when they would not (an overflowing product included).
  package static func checkFitsInMemory(capacity: Int, planeBytes: Int) throws(PixelBufferError) {
    let frameBytes = planeBytes + frameOverheadBytes
    let physicalMemory = physicalMemoryBytes()
    let (poolBytes, overflow) = capacity.multipliedReportingOverflow(by: frameBytes)
    guard !overflow, poolBytes <= physicalMemory else {
      throw .poolTooLarge(capacity: capacity, frameBytes: frameBytes, physicalMemory: physicalMemory)
    }
  }

  /// The machine's physical memory. The corresponding C function is `sysconf`.
  static func physicalMemoryBytes() -> Int {
    let pages = sysconf(Int32(_SC_PHYS_PAGES))
    let pageSize = sysconf(Int32(_SC_PAGESIZE))
    guard pages > 0, pageSize > 0 else { return .max }
    return pages.multipliedReportingOverflow(by: pageSize).overflow ? .max : pages * pageSize
  }

  /// How many buffers are handed out and not yet back: zero when nothing leaked.
  public var outstandingCount: Int { capacity - availableCount }

  /// How many buffers are ready to be taken.
  public var availableCount: Int { free.withLock { $0.count } }

  /// Hands out a buffer, or applies `policy` when all are in use.
  ///
  /// The buffer's sequence number and times start at zero. Allocates nothing, unless the frame's
  /// planes are still shared with a snapshot (``PixelBuffer/makeSharedReference()``): then the frame
  /// gets fresh planes, so painting it cannot change the snapshot.
  /// - Throws: `PixelBufferError.poolExhausted` or `.poolWaitTimedOut` per `policy`, and `.libavutil`
  ///   when fresh planes cannot be allocated (the frame stays in the pool).
  @inlinable
  public func take(whenExhausted policy: ExhaustionPolicy = .fail) throws(PixelBufferError) -> PixelBuffer {
    if let frame = try takeFrame() { return handOut(frame) }
    return try takeWaiting(policy)
  }

  /// A buffer of one of this pool's frames, which retains the pool until it comes back (``recycle(_:)``
  /// or its end).
  @inlinable
  func handOut(_ frame: UnsafeMutablePointer<AVFrame>) -> PixelBuffer {
    _ = Unmanaged.passRetained(self)
    return PixelBuffer(frame: frame)
  }

  @usableFromInline
  func takeWaiting(_ policy: ExhaustionPolicy) throws(PixelBufferError) -> PixelBuffer {
    guard case .wait(let timeout) = policy else { throw .poolExhausted(capacity: capacity) }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var attempts = 0
    while clock.now < deadline {
      if let frame = try takeFrame() { return handOut(frame) }
      attempts += 1
      if attempts < 64 {
        sched_yield()
      } else {
        usleep(50)
      }
    }
    throw .poolWaitTimedOut(capacity: capacity, timeout: timeout)
  }

  /// Pops a free frame, giving it fresh planes if a snapshot still shares its old ones.
  @usableFromInline
  func takeFrame() throws(PixelBufferError) -> UnsafeMutablePointer<AVFrame>? {
    let popped: UInt = free.withLock { free in
      guard free.count > 0 else { return 0 }
      free.count -= 1
      return free.storage[free.count]
    }
    guard let frame = UnsafeMutablePointer<AVFrame>(bitPattern: popped) else { return nil }
    if !holdsViews, av_frame_is_writable(frame) == 0 {
      do {
        try giveFreshPlanes(frame)
      } catch {
        pushFree(frame)
        throw error
      }
    }
    return frame
  }

  /// Replaces the planes of a frame that a snapshot still shares, so painting it cannot change the
  /// snapshot.
  @usableFromInline
  func giveFreshPlanes(_ frame: UnsafeMutablePointer<AVFrame>) throws(PixelBufferError) {
    av_frame_unref(frame)
    // The unref cleared the mark that says the frame is this pool's.
    frame.pointee.opaque = Unmanaged.passUnretained(self).toOpaque()
    try PixelBuffer.fillFrame(frame, width: width, height: height, format: format)
  }

  /// Makes a buffer of this pool that came back (through a renderer's return ring, say) ready to be
  /// filled again, without a round through the free list and its lock: the buffer
  /// ``take(whenExhausted:)`` would hand out, with the same frame. Its sequence number and times
  /// start at zero, and it gets fresh planes if a snapshot still shares its old ones. A buffer of
  /// another pool, an unpooled buffer or a view is recycled, and a buffer taken instead.
  ///
  /// - Throws: As ``take(whenExhausted:)`` with `.fail`; the buffer is back in its pool then.
  ///
  /// Always inlined, with what is rare out of line: a producer reuses a buffer on every frame.
  @inlinable @inline(__always)
  public func reuse(_ buffer: consuming PixelBuffer) throws(PixelBufferError) -> PixelBuffer {
    guard ownsPlanes(of: buffer), av_frame_is_writable(buffer.frame) != 0 else {
      return try reuseTheSlowWay(buffer)
    }
    buffer.clearStamps()
    return buffer
  }

  /// Whether `buffer` is one of this pool's own frames with planes (not a view, whose mark is its
  /// record's, not another pool's).
  @inlinable
  func ownsPlanes(of buffer: borrowing PixelBuffer) -> Bool {
    buffer.frame.pointee.opaque == Unmanaged.passUnretained(self).toOpaque()
  }

  /// ``reuse(_:)`` for a buffer that is not this pool's or whose planes a snapshot shares.
  @usableFromInline @inline(never)
  func reuseTheSlowWay(_ buffer: consuming PixelBuffer) throws(PixelBufferError) -> PixelBuffer {
    guard ownsPlanes(of: buffer) else {
      recycle(buffer)
      return try take()
    }
    do {
      try giveFreshPlanes(buffer.frame)
    } catch {
      recycle(buffer)
      throw error
    }
    buffer.clearStamps()
    return buffer
  }

  /// Takes a buffer back for reuse. Safe from any thread; allocates nothing.
  ///
  /// A buffer of another pool goes back to its own pool, and an unpooled buffer is freed.
  @inlinable
  public func recycle(_ buffer: consuming PixelBuffer) {
    let (frame, pool) = buffer.release()
    guard let pool else {
      var doomed: UnsafeMutablePointer<AVFrame>? = frame
      av_frame_free(&doomed)
      return
    }
    pool.takeRetainedValue().pushFree(frame)
  }

  /// The landing place of a pooled buffer that ended without being recycled.
  func reclaimDropped(_ frame: UnsafeMutablePointer<AVFrame>) { pushFree(frame) }

  @usableFromInline
  func pushFree(_ frame: UnsafeMutablePointer<AVFrame>) {
    if holdsViews { Self.clearView(frame) }
    let bits = UInt(bitPattern: frame)
    free.withLock { free in
      free.storage[free.count] = bits
      free.count += 1
    }
  }
}
