/// 128 bytes of nothing, placed between fields that different threads write, so each sits on its own
/// cache line (and its own adjacent-line prefetch pair).
@usableFromInline
struct CacheLinePadding {
  @usableFromInline
  let bytes: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
  @usableFromInline
  let moreBytes: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)

  @usableFromInline
  init() {}
}
