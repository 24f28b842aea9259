extension Unmanaged {
  /// Runs `body` with the object, not retained, as `_withUnsafeGuaranteedRef` does: the caller holds
  /// the object alive meanwhile.
  ///
  /// Declared here, in a module checked for strict concurrency, because the standard library's is not:
  /// a main-actor closure handed to it straight is checked on the main actor each time it runs (about
  /// 150 instructions, measured).
  @inline(__always)
  func withGuaranteedReference<Result>(_ body: (Instance) -> Result) -> Result {
    _withUnsafeGuaranteedRef(body)
  }
}
