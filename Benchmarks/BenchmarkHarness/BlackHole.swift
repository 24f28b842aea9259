import OpaqueSink

/// Keeps the optimiser from removing the computation of `value`, or from keeping it off the heap.
///
/// The value is handed by address to a C function the optimiser cannot see into
/// (`pipsim_opaque_sink`), so the compiler must produce it in memory and assume the address is kept.
/// A Swift function alone is not enough: cross-module optimisation shows its body to callers in a
/// release build, and a class instance passed to an empty one was allocated on the stack.
///
/// - Parameter value: The result to keep alive.
@inline(never)
public func blackHole<Value>(_ value: Value) {
  withUnsafePointer(to: value) { pipsim_opaque_sink($0) }
}
