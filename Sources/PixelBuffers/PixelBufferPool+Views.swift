import CAVUtil

extension PixelBufferPool {
  /// The most views a pool of views can hold on this machine: as many as the physical memory holds
  /// at what libavutil allocates per frame; a larger ``init(viewCapacity:)`` throws `.poolTooLarge`.
  public static var maximumViewCapacity: Int { physicalMemoryBytes() / frameOverheadBytes }

  /// A pool of `capacity` views: frames without planes of their own, each showing another buffer's
  /// planes while it is handed out (``takeView(of:keepingAlive:)``), so a buffer the app owns can go
  /// through a ring to a renderer without a copy and without an allocation.
  ///
  /// A view borrows the planes: it does not take a libavutil reference to them (that would allocate),
  /// it keeps the object that owns them alive instead, until the view comes back to the pool.
  /// - Throws: `PixelBufferError.invalidPoolCapacity` for a capacity below 1, `.poolTooLarge` or
  ///   `.allocationFailed` for a capacity the machine cannot hold, `.libavutil` when the frames cannot
  ///   be allocated.
  public convenience init(viewCapacity capacity: Int) throws(PixelBufferError) {
    guard capacity >= 1 else { throw .invalidPoolCapacity(capacity) }
    let storage = try Self.allocateFreeList(capacity: capacity, planeBytes: 0)
    for index in 0..<capacity {
      guard let frame = av_frame_alloc() else {
        Self.freeFrames(storage, count: index)
        throw .libavutil(function: "av_frame_alloc", code: pipsim_averror(ENOMEM), message: "out of memory")
      }
      (storage + index).initialize(to: UInt(bitPattern: frame))
    }
    let recordBytes = capacity * MemoryLayout<ViewRecord>.stride
    guard let records = malloc(recordBytes) else {
      Self.freeFrames(storage, count: capacity)
      throw .allocationFailed(bytes: recordBytes)
    }
    self.init(
      storage: storage, capacity: capacity, width: 0, height: 0, format: .nv12,
      viewRecords: records.bindMemory(to: ViewRecord.self, capacity: capacity))
  }

  /// What a view's frame is marked with (see ``pool(of:)``): its pool, and the object that keeps its
  /// planes alive while it is out.
  @usableFromInline
  struct ViewRecord {
    @usableFromInline let pool: Unmanaged<PixelBufferPool>
    var owner: Unmanaged<AnyObject>?
  }

  /// The record a view's frame is marked with.
  static func record(of frame: UnsafeMutablePointer<AVFrame>) -> UnsafeMutablePointer<ViewRecord> {
    UnsafeMutablePointer(bitPattern: UInt(bitPattern: frame.pointee.opaque) &- 1).unsafelyUnwrapped
  }

  /// A view of `source`'s planes (its size, format, strides and pixels), which keeps `owner` alive
  /// until it comes back to this pool; allocates nothing.
  ///
  /// The view shows what the planes hold when it is read, as a CoreVideo buffer enqueued on iOS shows
  /// its memory: the owner must not repaint them while the view is out if it wants the picture kept.
  /// - Throws: `PixelBufferError.notAViewPool` for a pool of buffers with planes, or
  ///   `.poolExhausted` when every view is handed out.
  public func takeView(of source: borrowing PixelBuffer, keepingAlive owner: AnyObject)
    throws(PixelBufferError)
    -> PixelBuffer
  {
    guard holdsViews else { throw .notAViewPool }
    guard let frame = try takeFrame() else { throw .poolExhausted(capacity: capacity) }
    let original = source.frame.pointee
    frame.pointee.data = original.data
    frame.pointee.linesize = original.linesize
    frame.pointee.width = original.width
    frame.pointee.height = original.height
    frame.pointee.format = original.format
    Self.record(of: frame).pointee.owner = Unmanaged.passRetained(owner)
    return handOut(frame)
  }

  /// Makes a returned view a bare frame again: lets its owner go and forgets the borrowed planes.
  static func clearView(_ frame: UnsafeMutablePointer<AVFrame>) {
    let record = Self.record(of: frame)
    record.pointee.owner?.release()
    record.pointee.owner = nil
    frame.pointee.data = (nil, nil, nil, nil, nil, nil, nil, nil)
    frame.pointee.linesize = (0, 0, 0, 0, 0, 0, 0, 0)
  }
}
