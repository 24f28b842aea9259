/// Keeps the optimiser from removing the computation of `value`.
///
/// The function is opaque to callers in other modules (not inlinable, never inlined), so the
/// compiler must produce `value` and cannot prove the call does nothing with it.
///
/// - Parameter value: The result to keep alive.
@inline(never)
public func blackHole<Value>(_ value: Value) {
  withExtendedLifetime(value) {}
}
